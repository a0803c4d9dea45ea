import { ALL_ACCOUNTS } from '@thetix/shared/contracts/goals';
import { findGoal } from '@thetix/shared/goals/goal-catalogue';
import type { TickerGoal } from '@thetix/shared/opportunities/opportunity-inputs';
import { buildAllocationRepository } from '../goals/allocation-repository';
import { effectiveByTicker } from '../goals/goal-scope';
import { buildGoalSelectionRepository } from '../goals/goal-selection-repository';
import type { Table } from '../platform/table';
import type { GoalReader } from './opportunity-ports';

/**
 * The goals port over the goals feature's items: an account's own selection or allocation of a ticker wins over
 * the All-accounts one (`effectiveByTicker`, the rule GET /api/user/goals?accountId= applies).
 */
export function buildGoalReader(table: Table): GoalReader {
  const selections = buildGoalSelectionRepository(table);
  const allocations = buildAllocationRepository(table);
  return {
    async goals(userId, accountId) {
      const [allAccounts, account] = await Promise.all([
        selections.listSelections(userId, ALL_ACCOUNTS),
        selections.listSelections(userId, accountId),
      ]);
      const goals: Record<string, TickerGoal> = {};
      for (const selection of effectiveByTicker(accountId, allAccounts, account)) {
        const goal = findGoal(selection.goalId);
        if (goal) goals[selection.ticker] = { riskLevel: goal.approach, cadence: goal.frequency };
      }
      return goals;
    },
    async allocations(userId, accountId) {
      const [allAccounts, account] = await Promise.all([
        allocations.listAllocations(userId, ALL_ACCOUNTS),
        allocations.listAllocations(userId, accountId),
      ]);
      return Object.fromEntries(
        effectiveByTicker(accountId, allAccounts, account).map((entry) => [entry.ticker, entry.allocation]),
      );
    },
  };
}
