import {
  ALL_ACCOUNTS,
  type CompleteOnboardingResponse,
  type GoalName,
  type PreferencesResponse,
  type Subscriptions,
  type UpdatePreferencesRequest,
  type UpdateSubscriptionsRequest,
} from '@thetix/shared/contracts/goals';
import { findCompany } from '@thetix/shared/market/company-directory';
import { findGoal, findGoalByName, isGoalAvailable } from '@thetix/shared/goals/goal-catalogue';
import { ConflictError, ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { GoalSelectionRepository, StoredGoalSelection } from './goal-selection-repository';
import type { HeldTickers } from './held-tickers';
import {
  MAX_SELECTIONS_PER_TRANSACTION,
  type ProfileSettingsRepository,
} from './profile-settings-repository';
import { noProfileError } from './settings-table';
import { applySubscriptionUpdate, currentSubscriptions } from './subscription-options';
import type { SubscriptionRepository } from './subscription-repository';

export interface SettingsServiceDependencies {
  settings: ProfileSettingsRepository;
  selections: Pick<GoalSelectionRepository, 'listSelections' | 'putSelectionIfAbsent'>;
  subscriptions: SubscriptionRepository;
  heldTickers: HeldTickers;
  clock: Clock;
  /** Told after onboarding applied goals, so the user's first opportunities are computed (within a minute). */
  goalsChanged?: (userId: string) => Promise<unknown>;
}

/** A lost race with the user's own goal choice is retried with fresh data this many times. */
const COMPLETION_ATTEMPTS = 3;

export function buildSettingsService(deps: SettingsServiceDependencies) {
  return {
    /** GET /api/user/preferences: empty before the profile exists (nothing to read, nothing to leak). */
    async getPreferences(userId: string): Promise<PreferencesResponse> {
      const settings = await deps.settings.getSettings(userId);
      return { defaultGoals: settings?.defaultGoals ?? {}, preferences: settings?.preferences ?? {} };
    },

    /** POST /api/user/preferences: merges the given keys over the stored ones. */
    async updatePreferences(userId: string, update: UpdatePreferencesRequest): Promise<PreferencesResponse> {
      const settings = await deps.settings.getSettings(userId);
      if (!settings) throw noProfileError();
      const preferences = update.preferences
        ? { ...settings.preferences, ...update.preferences }
        : settings.preferences;
      const defaultGoals = update.default_goals
        ? { ...settings.defaultGoals, ...update.default_goals }
        : settings.defaultGoals;
      await deps.settings.updateSettings(userId, {
        ...(update.preferences ? { preferences } : {}),
        ...(update.default_goals ? { defaultGoals } : {}),
      });
      return { defaultGoals, preferences };
    },

    /**
     * POST /api/complete-onboarding: marks onboarding complete once. The first call also gives every held ticker
     * without a goal (All accounts scope) the starting goal, or its monthly twin when the ticker has no weekly
     * options, and makes it the default income goal unless one is set. Later calls change nothing.
     */
    async completeOnboarding(
      userId: string,
      startingGoalName: GoalName,
    ): Promise<CompleteOnboardingResponse> {
      const startingGoal = findGoalByName(startingGoalName)!;
      for (let attempt = 1; attempt <= COMPLETION_ATTEMPTS; attempt += 1) {
        const settings = await deps.settings.getSettings(userId);
        if (!settings) throw noProfileError();
        const notAgain = {
          hasCompletedOnboarding: true as const,
          completedNow: false,
          startingGoal: settings.defaultGoals.income ?? startingGoal.id,
          goalsAppliedToTickers: [],
        };
        if (settings.hasCompletedOnboarding) return notAgain;

        const [held, existing] = await Promise.all([
          deps.heldTickers(userId),
          deps.selections.listSelections(userId, ALL_ACCOUNTS),
        ]);
        const chosen = new Set(existing.map((selection) => selection.ticker));
        const completedAt = deps.clock.now().toISOString();
        const selections: StoredGoalSelection[] = held.flatMap((ticker) => {
          const company = findCompany(ticker);
          if (!company || chosen.has(company.ticker)) return [];
          const goal = isGoalAvailable(startingGoal, company)
            ? startingGoal
            : findGoal(`${startingGoal.approach}_monthly`)!;
          return [{ scope: ALL_ACCOUNTS, ticker: company.ticker, goalId: goal.id, selectedAt: completedAt }];
        });
        const inTransaction = selections.slice(0, MAX_SELECTIONS_PER_TRANSACTION);
        const defaultGoals = {
          ...settings.defaultGoals,
          income: settings.defaultGoals.income ?? startingGoal.id,
        };
        const outcome = await deps.settings.completeOnboarding(userId, {
          completedAt,
          defaultGoals,
          selections: inTransaction,
        });
        if (outcome === 'already-completed') return notAgain;
        if (outcome === 'selection-conflict') continue;

        // Beyond one transaction's worth, the rest follow one by one; each still never overrides a choice.
        const applied = inTransaction.map((selection) => selection.ticker);
        for (const selection of selections.slice(MAX_SELECTIONS_PER_TRANSACTION)) {
          if (await deps.selections.putSelectionIfAbsent(userId, selection)) applied.push(selection.ticker);
        }
        if (applied.length > 0) await deps.goalsChanged?.(userId);
        return {
          hasCompletedOnboarding: true,
          completedNow: true,
          startingGoal: defaultGoals.income,
          goalsAppliedToTickers: applied.sort(),
        };
      }
      throw new ConflictError('Goals changed while onboarding was being completed; please try again');
    },

    /** GET /api/subscriptions: the stored choices over the defaults. */
    async getSubscriptions(userId: string): Promise<Subscriptions> {
      return currentSubscriptions(await deps.subscriptions.getSubscriptions(userId));
    },

    /** POST /api/subscriptions: 400 naming the option when a required one is turned off or a disabled one on. */
    async updateSubscriptions(userId: string, update: UpdateSubscriptionsRequest): Promise<Subscriptions> {
      const current = currentSubscriptions(await deps.subscriptions.getSubscriptions(userId));
      const { subscriptions, violations } = applySubscriptionUpdate(current, update);
      if (violations.length > 0) {
        throw new ValidationError(violations.map((violation) => violation.message).join('; '), violations);
      }
      await deps.subscriptions.putSubscriptions(userId, subscriptions, deps.clock.now().toISOString());
      return subscriptions;
    },
  };
}

export type SettingsService = ReturnType<typeof buildSettingsService>;
