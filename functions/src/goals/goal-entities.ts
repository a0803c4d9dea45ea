import { ALL_ACCOUNTS } from '@thetix/shared/contracts/goals';

/**
 * Keys of the goal, allocation and subscription items, all in the user's own partition `USER#<userId>` (beside
 * the profile), so no query can reach another user's settings.
 *
 * A scope is an account id or `all` (All accounts). Scopes are spelled `ALL` and `ACCOUNT#<id>` in sort keys so an
 * account literally named "ALL" cannot collide with the All-accounts scope.
 */
export const userPartition = (userId: string) => `USER#${userId}`;

const scopeKey = (scope: string) => (scope === ALL_ACCOUNTS ? 'ALL' : `ACCOUNT#${scope}`);

/** The account id a scope stands for on the wire: `null` for All accounts. */
export const scopeAccountId = (scope: string): string | null => (scope === ALL_ACCOUNTS ? null : scope);

/** Goal selection: sk `GOAL#<scope>#<TICKER>`; one scope's selections are a `begins_with(sk, GOAL#<scope>#)` query. */
export const goalSelectionPrefix = (scope: string) => `GOAL#${scopeKey(scope)}#`;
export const goalSelectionKey = (userId: string, scope: string, ticker: string) => ({
  pk: userPartition(userId),
  sk: `${goalSelectionPrefix(scope)}${ticker}`,
});

/** Custom allocation: sk `ALLOCATION#<scope>#<TICKER>`; absent means the strategy default. */
export const allocationPrefix = (scope: string) => `ALLOCATION#${scopeKey(scope)}#`;
export const allocationKey = (userId: string, scope: string, ticker: string) => ({
  pk: userPartition(userId),
  sk: `${allocationPrefix(scope)}${ticker}`,
});

/** Notification subscriptions: one item per user, sk `SUBSCRIPTIONS`; absent means the defaults. */
export const subscriptionsKey = (userId: string) => ({ pk: userPartition(userId), sk: 'SUBSCRIPTIONS' });

export interface GoalSelectionItem {
  pk: string;
  sk: string;
  entity: 'goal-selection';
  userId: string;
  scope: string;
  ticker: string;
  goalId: string;
  selectedAt: string;
}

export interface AllocationItem {
  pk: string;
  sk: string;
  entity: 'allocation';
  scope: string;
  ticker: string;
  allocation: number;
  updatedAt: string;
}

export interface SubscriptionsItem {
  pk: string;
  sk: string;
  entity: 'subscriptions';
  channels: Record<string, boolean>;
  notificationTypes: Record<string, boolean>;
  updatedAt: string;
}
