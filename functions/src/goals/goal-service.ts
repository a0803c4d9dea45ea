import { ALL_ACCOUNTS, type Allocation, type Goal, type GoalSelection } from '@thetix/shared/contracts/goals';
import { findCompany } from '@thetix/shared/market/company-directory';
import {
  DEFAULT_ALLOCATION,
  findGoal,
  goalsForTicker,
  isGoalAvailable,
  strategyFor,
} from '@thetix/shared/goals/goal-catalogue';
import { ConflictError, NotFoundError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { AllocationRepository, StoredAllocation } from './allocation-repository';
import { scopeAccountId } from './goal-entities';
import { effectiveByTicker, inheritedAllocation } from './goal-scope';
import type { GoalSelectionRepository, StoredGoalSelection } from './goal-selection-repository';
import type { AccountExists, HeldTickers } from './held-tickers';

export interface GoalServiceDependencies {
  selections: Pick<
    GoalSelectionRepository,
    'listSelections' | 'getSelection' | 'putSelection' | 'deleteSelections'
  >;
  allocations: AllocationRepository;
  heldTickers: HeldTickers;
  accountExists: AccountExists;
  clock: Clock;
  /** Told after goals or allocations changed, so the user's opportunities are recomputed (within a minute). */
  goalsChanged?: (userId: string) => Promise<unknown>;
}

/** The directory's entry for a ticker, or 404 (the goal routes only know tickers the market data covers). */
function requireCompany(ticker: string) {
  const company = findCompany(ticker);
  if (!company) throw new NotFoundError(`Ticker ${ticker} not found`);
  return company;
}

/** GET /api/tickers/{ticker}/goals: weekly goals only for tickers that list weekly options. */
export function tickerGoals(ticker: string) {
  const company = requireCompany(ticker);
  return { ticker: company.ticker, weeklyOptions: company.weeklyOptions, goals: goalsForTicker(company) };
}

/** GET /api/tickers/{ticker}/strategies: one covered-call strategy per available goal. */
export function tickerStrategies(ticker: string) {
  const company = requireCompany(ticker);
  return {
    ticker: company.ticker,
    strategies: goalsForTicker(company).map((goal) => strategyFor(goal, company.ticker)),
  };
}

const toSelection = (userId: string, stored: StoredGoalSelection, goal: Goal): GoalSelection => ({
  user_id: userId,
  ticker: stored.ticker,
  goal_id: goal.id,
  selected_at: stored.selectedAt,
  account_id: scopeAccountId(stored.scope),
  goal,
});

const withGoal = (userId: string, stored: StoredGoalSelection[]): GoalSelection[] =>
  stored.flatMap((selection) => {
    const goal = findGoal(selection.goalId);
    return goal ? [toSelection(userId, selection, goal)] : [];
  });

export function buildGoalService(deps: GoalServiceDependencies) {
  /** Goals apply per account (spec part 2 §5): an account scope must be one of the caller's own accounts. */
  const requireScope = async (userId: string, scope: string) => {
    if (scope !== ALL_ACCOUNTS && !(await deps.accountExists(userId, scope))) {
      throw new NotFoundError(`Account ${scope} not found`);
    }
  };

  const scopedSelections = async (userId: string, scope: string) => {
    const [allAccounts, account] = await Promise.all([
      deps.selections.listSelections(userId, ALL_ACCOUNTS),
      scope === ALL_ACCOUNTS ? Promise.resolve([]) : deps.selections.listSelections(userId, scope),
    ]);
    return effectiveByTicker(scope, allAccounts, account);
  };

  const scopedAllocations = async (userId: string, scope: string) => {
    const [allAccounts, account] = await Promise.all([
      deps.allocations.listAllocations(userId, ALL_ACCOUNTS),
      scope === ALL_ACCOUNTS ? Promise.resolve([]) : deps.allocations.listAllocations(userId, scope),
    ]);
    return { allAccounts, effective: effectiveByTicker(scope, allAccounts, account) };
  };

  const toAllocation = (ticker: string, custom: StoredAllocation | undefined): Allocation => ({
    ticker,
    effective_allocation: custom?.allocation ?? DEFAULT_ALLOCATION,
    is_custom: custom !== undefined,
    strategy_default: DEFAULT_ALLOCATION,
    account_id: custom ? scopeAccountId(custom.scope) : null,
  });

  return {
    /** GET /api/user/goals: the scope's selections, an account's own overriding All accounts'. */
    async listSelections(userId: string, scope: string): Promise<GoalSelection[]> {
      await requireScope(userId, scope);
      return withGoal(userId, await scopedSelections(userId, scope));
    },

    /** GET /api/user/goals/{ticker}: undefined when the ticker has no goal in the scope. */
    async getSelection(userId: string, scope: string, ticker: string): Promise<GoalSelection | undefined> {
      const company = requireCompany(ticker);
      await requireScope(userId, scope);
      const [own, inherited] = await Promise.all([
        scope === ALL_ACCOUNTS ? undefined : deps.selections.getSelection(userId, scope, company.ticker),
        deps.selections.getSelection(userId, ALL_ACCOUNTS, company.ticker),
      ]);
      const found = own ?? inherited;
      return found ? withGoal(userId, [found])[0] : undefined;
    },

    /** POST /api/user/goals: 404 for an unknown ticker or goal, 409 for a weekly goal on a monthly-only ticker. */
    async selectGoal(
      userId: string,
      scope: string,
      input: { ticker: string; goalId: string },
    ): Promise<GoalSelection> {
      const company = requireCompany(input.ticker);
      const goal = findGoal(input.goalId);
      if (!goal) throw new NotFoundError(`Goal ${input.goalId} not found`);
      await requireScope(userId, scope);
      if (!isGoalAvailable(goal, company)) {
        throw new ConflictError(
          `${goal.name} needs weekly options, and ${company.ticker} lists monthly options only`,
        );
      }
      const stored: StoredGoalSelection = {
        scope,
        ticker: company.ticker,
        goalId: goal.id,
        selectedAt: deps.clock.now().toISOString(),
      };
      await deps.selections.putSelection(userId, stored);
      await deps.goalsChanged?.(userId);
      return toSelection(userId, stored, goal);
    },

    /** DELETE /api/user/goals: removes the scope's own selections of these tickers; lists those it removed. */
    async clearGoals(userId: string, scope: string, tickers: readonly string[]): Promise<string[]> {
      await requireScope(userId, scope);
      const wanted = new Set(tickers);
      const existing = (await deps.selections.listSelections(userId, scope))
        .map((selection) => selection.ticker)
        .filter((ticker) => wanted.has(ticker));
      await deps.selections.deleteSelections(userId, scope, existing);
      if (existing.length > 0) await deps.goalsChanged?.(userId);
      return existing.sort();
    },

    /**
     * GET /api/user/allocations: every held ticker of the scope (default allocation unless set) plus every ticker
     * with a custom allocation in it.
     */
    async listAllocations(userId: string, scope: string): Promise<Allocation[]> {
      await requireScope(userId, scope);
      const [{ effective }, held] = await Promise.all([
        scopedAllocations(userId, scope),
        deps.heldTickers(userId, scope === ALL_ACCOUNTS ? undefined : scope),
      ]);
      const custom = new Map(effective.map((allocation) => [allocation.ticker, allocation]));
      const tickers = [...new Set([...held, ...custom.keys()])].sort();
      return tickers.map((ticker) => toAllocation(ticker, custom.get(ticker)));
    },

    /**
     * POST /api/user/allocation/{ticker}: stores the fraction; saving exactly what the scope would inherit
     * removes the custom item, so `is_custom` means "differs from what this scope would get anyway".
     */
    async setAllocation(
      userId: string,
      scope: string,
      input: { ticker: string; allocation: number },
    ): Promise<Allocation> {
      const company = requireCompany(input.ticker);
      await requireScope(userId, scope);
      const { allAccounts } = await scopedAllocations(userId, scope);
      const allAccountsCustom = allAccounts.find((allocation) => allocation.ticker === company.ticker);
      const inherited = inheritedAllocation(scope, allAccountsCustom?.allocation, DEFAULT_ALLOCATION);
      if (input.allocation === inherited) {
        await deps.allocations.deleteAllocation(userId, scope, company.ticker);
        await deps.goalsChanged?.(userId);
        return toAllocation(company.ticker, scope === ALL_ACCOUNTS ? undefined : allAccountsCustom);
      }
      const stored: StoredAllocation = {
        scope,
        ticker: company.ticker,
        allocation: input.allocation,
        updatedAt: deps.clock.now().toISOString(),
      };
      await deps.allocations.putAllocation(userId, stored);
      await deps.goalsChanged?.(userId);
      return toAllocation(company.ticker, stored);
    },
  };
}

export type GoalService = ReturnType<typeof buildGoalService>;
