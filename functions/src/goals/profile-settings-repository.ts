import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DefaultGoals } from '@thetix/shared/contracts/goals';
import type { Profile } from '@thetix/shared/contracts/profile';
import { isConditionFailure, type Table } from '../platform/table';
import { profileKey } from '../profile/profile-entity';
import { goalSelectionItem, type StoredGoalSelection } from './goal-selection-repository';
import { noProfileError, refusedAt } from './settings-table';

/**
 * The settings kept on the profile item (USER#id / PROFILE) itself: `preferences` (landing_page, which GET
 * /api/profile returns), `defaultGoals` and `hasCompletedOnboarding`. Keeping them on one item lets
 * complete-onboarding flip the flag and seed the default goal in one conditional write.
 */
export interface ProfileSettings {
  hasCompletedOnboarding: boolean;
  preferences: Profile['preferences'];
  defaultGoals: DefaultGoals;
}

/** At most 100 actions per DynamoDB transaction: the profile update plus 99 goal selections. */
export const MAX_SELECTIONS_PER_TRANSACTION = 99;

export type CompleteOnboardingOutcome = 'completed' | 'already-completed' | 'selection-conflict';

export function buildProfileSettingsRepository(table: Table) {
  return {
    /** The settings attributes of the profile item (GetItem, projected), undefined when there is no profile. */
    async getSettings(userId: string): Promise<ProfileSettings | undefined> {
      const { Item } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: profileKey(userId),
          ProjectionExpression: 'pk, hasCompletedOnboarding, preferences, defaultGoals',
        }),
      );
      if (!Item) return undefined;
      return {
        hasCompletedOnboarding: Item.hasCompletedOnboarding === true,
        preferences: (Item.preferences as Profile['preferences'] | undefined) ?? {},
        defaultGoals: (Item.defaultGoals as DefaultGoals | undefined) ?? {},
      };
    },

    /** Replaces `preferences` and/or `defaultGoals` (the service merged them); 404 when there is no profile. */
    async updateSettings(
      userId: string,
      changes: { preferences?: Profile['preferences']; defaultGoals?: DefaultGoals },
    ): Promise<void> {
      const sets: string[] = [];
      const values: Record<string, unknown> = {};
      if (changes.preferences) {
        sets.push('preferences = :preferences');
        values[':preferences'] = changes.preferences;
      }
      if (changes.defaultGoals) {
        sets.push('defaultGoals = :defaultGoals');
        values[':defaultGoals'] = changes.defaultGoals;
      }
      if (sets.length === 0) return;
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: profileKey(userId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: values,
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw noProfileError();
        throw error;
      }
    },

    /**
     * Completes onboarding once, all or nothing: the flag is set (condition: not yet set), the default goals the
     * service merged are written, and the starting goal is written for tickers without a selection (condition:
     * still without one). A concurrent completion wins or loses as a whole; a goal the user chose meanwhile makes
     * this attempt a `selection-conflict` for the caller to retry with fresh data.
     */
    async completeOnboarding(
      userId: string,
      input: { completedAt: string; defaultGoals: DefaultGoals; selections: readonly StoredGoalSelection[] },
    ): Promise<CompleteOnboardingOutcome> {
      if (input.selections.length > MAX_SELECTIONS_PER_TRANSACTION) {
        throw new RangeError(`At most ${MAX_SELECTIONS_PER_TRANSACTION} selections fit in one transaction`);
      }
      try {
        await table.client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table.name,
                  Key: profileKey(userId),
                  UpdateExpression:
                    'SET hasCompletedOnboarding = :true, onboardingCompletedAt = :at, defaultGoals = :defaultGoals',
                  ConditionExpression:
                    'attribute_exists(pk) AND (attribute_not_exists(hasCompletedOnboarding) OR hasCompletedOnboarding = :false)',
                  ExpressionAttributeValues: {
                    ':true': true,
                    ':false': false,
                    ':at': input.completedAt,
                    ':defaultGoals': input.defaultGoals,
                  },
                },
              },
              ...input.selections.map((selection) => ({
                Put: {
                  TableName: table.name,
                  Item: goalSelectionItem(userId, selection),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              })),
            ],
          }),
        );
        return 'completed';
      } catch (error) {
        if (refusedAt(error, 0)) return 'already-completed';
        if (isConditionFailure(error)) return 'selection-conflict';
        throw error;
      }
    },
  };
}

export type ProfileSettingsRepository = ReturnType<typeof buildProfileSettingsRepository>;
