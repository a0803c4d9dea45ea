import type { DefaultGoals, Subscriptions } from '@thetix/shared/contracts/goals';
import type { AllocationRepository, StoredAllocation } from '../allocation-repository';
import type { GoalSelectionRepository, StoredGoalSelection } from '../goal-selection-repository';
import type { AccountExists, HeldTickers } from '../held-tickers';
import type { ProfileSettings, ProfileSettingsRepository } from '../profile-settings-repository';
import { noProfileError } from '../settings-table';
import type { StoredSubscriptions, SubscriptionRepository } from '../subscription-repository';

/**
 * The goal feature's repositories over maps, with the same conditions as the DynamoDB writes: every write needs a
 * profile, onboarding completes once, the starting goal never overrides a selection.
 */
export function createInMemorySettings(
  options: {
    profile?: Partial<ProfileSettings> | null;
    /** Tickers by account id; the keys are the user's accounts. */
    held?: Record<string, string[]>;
    selections?: StoredGoalSelection[];
  } = {},
) {
  let profile: ProfileSettings | undefined =
    options.profile === null
      ? undefined
      : { hasCompletedOnboarding: false, preferences: {}, defaultGoals: {}, ...options.profile };
  const selections = new Map<string, StoredGoalSelection>();
  const allocations = new Map<string, StoredAllocation>();
  let subscriptions: StoredSubscriptions | undefined;
  const key = (scope: string, ticker: string) => `${scope}|${ticker}`;
  for (const selection of options.selections ?? [])
    selections.set(key(selection.scope, selection.ticker), selection);
  const requireProfile = () => {
    if (!profile) throw noProfileError();
    return profile;
  };

  const selectionRepository = {
    listSelections: async (_userId: string, scope: string) =>
      [...selections.values()].filter((selection) => selection.scope === scope),
    getSelection: async (_userId: string, scope: string, ticker: string) =>
      selections.get(key(scope, ticker)),
    putSelection: async (_userId: string, selection: StoredGoalSelection) => {
      requireProfile();
      selections.set(key(selection.scope, selection.ticker), selection);
    },
    putSelectionIfAbsent: async (_userId: string, selection: StoredGoalSelection) => {
      requireProfile();
      if (selections.has(key(selection.scope, selection.ticker))) return false;
      selections.set(key(selection.scope, selection.ticker), selection);
      return true;
    },
    deleteSelections: async (_userId: string, scope: string, tickers: readonly string[]) => {
      for (const ticker of tickers) selections.delete(key(scope, ticker));
    },
  } satisfies GoalSelectionRepository;

  const allocationRepository = {
    listAllocations: async (_userId: string, scope: string) =>
      [...allocations.values()].filter((allocation) => allocation.scope === scope),
    putAllocation: async (_userId: string, allocation: StoredAllocation) => {
      requireProfile();
      allocations.set(key(allocation.scope, allocation.ticker), allocation);
    },
    deleteAllocation: async (_userId: string, scope: string, ticker: string) => {
      allocations.delete(key(scope, ticker));
    },
  } satisfies AllocationRepository;

  const settingsRepository = {
    getSettings: async () => (profile ? structuredClone(profile) : undefined),
    updateSettings: async (
      _userId: string,
      changes: { preferences?: ProfileSettings['preferences']; defaultGoals?: DefaultGoals },
    ) => {
      profile = { ...requireProfile(), ...changes };
    },
    completeOnboarding: async (
      _userId: string,
      input: { defaultGoals: DefaultGoals; selections: readonly StoredGoalSelection[] },
    ) => {
      const current = requireProfile();
      if (current.hasCompletedOnboarding) return 'already-completed' as const;
      if (input.selections.some((selection) => selections.has(key(selection.scope, selection.ticker)))) {
        return 'selection-conflict' as const;
      }
      for (const selection of input.selections)
        selections.set(key(selection.scope, selection.ticker), selection);
      profile = { ...current, hasCompletedOnboarding: true, defaultGoals: input.defaultGoals };
      return 'completed' as const;
    },
  } satisfies ProfileSettingsRepository;

  const subscriptionRepository = {
    getSubscriptions: async () => subscriptions,
    putSubscriptions: async (_userId: string, value: Subscriptions, updatedAt: string) => {
      requireProfile();
      subscriptions = { ...value, updatedAt };
    },
  } satisfies SubscriptionRepository;

  const heldTickers: HeldTickers = async (_userId, accountId) => {
    const held = options.held ?? {};
    const lists = accountId ? [held[accountId] ?? []] : Object.values(held);
    return [...new Set(lists.flat())].sort();
  };

  const accountExists: AccountExists = async (_userId, accountId) => accountId in (options.held ?? {});

  return {
    accountExists,
    selectionRepository,
    allocationRepository,
    settingsRepository,
    subscriptionRepository,
    heldTickers,
    profile: () => profile,
    selections: () => [...selections.values()],
    /** Stands for the user choosing a goal between the service's read and its write. */
    selectBehindTheServicesBack: (selection: StoredGoalSelection) =>
      selections.set(key(selection.scope, selection.ticker), selection),
  };
}
