import { describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import {
  buildGoalService,
  tickerGoals,
  tickerStrategies,
  type GoalServiceDependencies,
} from './goal-service';
import { createInMemorySettings } from './testing/in-memory-settings';

const NOW = '2026-11-23T15:00:00.000Z';
const USER = 'user-1';

function createService(
  options: Parameters<typeof createInMemorySettings>[0] = {},
  goalsChanged?: GoalServiceDependencies['goalsChanged'],
) {
  const memory = createInMemorySettings(options);
  const service = buildGoalService({
    selections: memory.selectionRepository,
    allocations: memory.allocationRepository,
    heldTickers: memory.heldTickers,
    accountExists: memory.accountExists,
    clock: fixedClock(NOW),
    ...(goalsChanged ? { goalsChanged } : {}),
  });
  return { memory, service };
}

describe('goals of a ticker', () => {
  it('offers all six goals to a ticker with weekly options, and the monthly three otherwise', () => {
    expect(tickerGoals('aapl')).toMatchObject({ ticker: 'AAPL', weeklyOptions: true });
    expect(tickerGoals('AAPL').goals).toHaveLength(6);
    expect(tickerGoals('HRL').goals.map((goal) => goal.frequency)).toEqual(['monthly', 'monthly', 'monthly']);
  });

  it('maps each available goal to its strategy', () => {
    expect(tickerStrategies('HRL').strategies.map((strategy) => [strategy.goalId, strategy.name])).toEqual([
      ['conservative_monthly', 'Covered Call (Conservative, Monthly)'],
      ['balanced_monthly', 'Covered Call (Balanced, Monthly)'],
      ['aggressive_monthly', 'Covered Call (Aggressive, Monthly)'],
    ]);
  });

  it('answers 404 for a ticker the directory does not list', () => {
    expect(() => tickerGoals('ZZZZZ')).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('goal selection', () => {
  it('selects a goal per account and ticker, inheriting All accounts where the account has none', async () => {
    // Prepare
    const { service } = createService({ held: { 'acc-1': [], 'acc-2': [] } });
    await service.selectGoal(USER, 'all', { ticker: 'AAPL', goalId: 'conservative_weekly' });
    await service.selectGoal(USER, 'all', { ticker: 'MSFT', goalId: 'balanced_monthly' });
    // Act
    await service.selectGoal(USER, 'acc-1', { ticker: 'AAPL', goalId: 'aggressive_weekly' });
    // Assess
    const inAccount = await service.listSelections(USER, 'acc-1');
    expect(inAccount.map((selection) => [selection.ticker, selection.goal_id, selection.account_id])).toEqual(
      [
        ['AAPL', 'aggressive_weekly', 'acc-1'],
        ['MSFT', 'balanced_monthly', null],
      ],
    );
    const everywhere = await service.listSelections(USER, 'all');
    expect(everywhere.map((selection) => selection.goal_id)).toEqual([
      'conservative_weekly',
      'balanced_monthly',
    ]);
    expect(await service.getSelection(USER, 'acc-2', 'aapl')).toMatchObject({
      ticker: 'AAPL',
      goal_id: 'conservative_weekly',
      selected_at: NOW,
      goal: { name: 'Conservative Weekly', goal_type: 'income' },
    });
  });

  it('has no selection for a ticker without one', async () => {
    const { service } = createService();
    expect(await service.getSelection(USER, 'all', 'AAPL')).toBeUndefined();
  });

  it('refuses an unknown goal with 404 and a weekly goal on a monthly-only ticker with 409', async () => {
    const { service } = createService();
    await expect(
      service.selectGoal(USER, 'all', { ticker: 'AAPL', goalId: 'balanced_daily' }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Goal balanced_daily not found',
    });
    await expect(
      service.selectGoal(USER, 'all', { ticker: 'HRL', goalId: 'balanced_weekly' }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('HRL lists monthly options only'),
    });
  });

  it('refuses to save for a user without a profile', async () => {
    const { service } = createService({ profile: null });
    await expect(
      service.selectGoal(USER, 'all', { ticker: 'AAPL', goalId: 'balanced_weekly' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("clears only the scope's own selections and says which it removed", async () => {
    // Prepare
    const { service } = createService({ held: { 'acc-1': [] } });
    await service.selectGoal(USER, 'all', { ticker: 'AAPL', goalId: 'balanced_weekly' });
    await service.selectGoal(USER, 'acc-1', { ticker: 'MSFT', goalId: 'balanced_weekly' });
    // Act
    const removed = await service.clearGoals(USER, 'acc-1', ['AAPL', 'MSFT', 'NVDA']);
    // Assess
    expect(removed).toEqual(['MSFT']);
    expect((await service.listSelections(USER, 'acc-1')).map((selection) => selection.ticker)).toEqual([
      'AAPL',
    ]);
  });
});

describe('allocations', () => {
  it('lists every held ticker at the default 1 and custom ones as set', async () => {
    // Prepare
    const { service } = createService({ held: { 'acc-1': ['AAPL', 'MSFT'], 'acc-2': ['KO'] } });
    await service.setAllocation(USER, 'acc-1', { ticker: 'MSFT', allocation: 0.5 });
    // Act
    const allocations = await service.listAllocations(USER, 'acc-1');
    // Assess
    expect(allocations).toEqual([
      { ticker: 'AAPL', effective_allocation: 1, is_custom: false, strategy_default: 1, account_id: null },
      {
        ticker: 'MSFT',
        effective_allocation: 0.5,
        is_custom: true,
        strategy_default: 1,
        account_id: 'acc-1',
      },
    ]);
    expect((await service.listAllocations(USER, 'all')).map((allocation) => allocation.ticker)).toEqual([
      'AAPL',
      'KO',
      'MSFT',
    ]);
  });

  it('inherits an All-accounts allocation, and saving the inherited value drops the custom copy', async () => {
    // Prepare
    const { memory, service } = createService({ held: { 'acc-1': ['AAPL'] } });
    await service.setAllocation(USER, 'all', { ticker: 'AAPL', allocation: 0.75 });
    await service.setAllocation(USER, 'acc-1', { ticker: 'AAPL', allocation: 0.25 });
    // Act
    const reverted = await service.setAllocation(USER, 'acc-1', { ticker: 'AAPL', allocation: 0.75 });
    // Assess
    expect(reverted).toMatchObject({ effective_allocation: 0.75, is_custom: true, account_id: null });
    expect(await memory.allocationRepository.listAllocations(USER, 'acc-1')).toEqual([]);
    const backToDefault = await service.setAllocation(USER, 'all', { ticker: 'AAPL', allocation: 1 });
    expect(backToDefault).toMatchObject({ effective_allocation: 1, is_custom: false, account_id: null });
  });

  it('answers 404 for an unknown ticker', async () => {
    const { service } = createService();
    await expect(
      service.setAllocation(USER, 'all', { ticker: 'ZZZZZ', allocation: 0.5 }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('opportunity recomputation', () => {
  it('is asked for after a goal or an allocation changes, not after a read', async () => {
    // Prepare
    const told: string[] = [];
    const { service } = createService({}, async (userId) => told.push(userId));
    // Act
    await service.listSelections(USER, 'all');
    await service.selectGoal(USER, 'all', { ticker: 'AAPL', goalId: 'balanced_weekly' });
    await service.setAllocation(USER, 'all', { ticker: 'AAPL', allocation: 0.5 });
    await service.clearGoals(USER, 'all', ['AAPL']);
    // Assess
    expect(told).toEqual([USER, USER, USER]);
  });
});
