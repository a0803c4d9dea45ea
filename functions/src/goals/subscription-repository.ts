import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscriptions } from '@thetix/shared/contracts/goals';
import type { Table } from '../platform/table';
import { subscriptionsKey, type SubscriptionsItem } from './goal-entities';
import { putWithProfileCheck } from './settings-table';

/** What is stored: possibly written before an option existed, so the service merges it over the defaults. */
export type StoredSubscriptions = Pick<SubscriptionsItem, 'channels' | 'notificationTypes' | 'updatedAt'>;

export function buildSubscriptionRepository(table: Table) {
  return {
    /** The user's subscriptions item (GetItem on USER#id / SUBSCRIPTIONS), undefined before the first save. */
    async getSubscriptions(userId: string): Promise<StoredSubscriptions | undefined> {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: subscriptionsKey(userId) }),
      );
      if (!Item) return undefined;
      const { channels, notificationTypes, updatedAt } = Item as SubscriptionsItem;
      return { channels, notificationTypes, updatedAt };
    },

    /** Replaces the whole item; refused with 404 when the user has no profile. */
    async putSubscriptions(userId: string, subscriptions: Subscriptions, updatedAt: string): Promise<void> {
      const item: SubscriptionsItem = {
        ...subscriptionsKey(userId),
        entity: 'subscriptions',
        ...subscriptions,
        updatedAt,
      };
      await putWithProfileCheck(table, userId, item);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof buildSubscriptionRepository>;
