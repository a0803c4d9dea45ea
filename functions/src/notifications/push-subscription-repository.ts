import { BatchWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_PUSH_SUBSCRIPTIONS } from '@thetix/shared/contracts/notifications';
import { putWithProfileCheck } from '../goals/settings-table';
import { queryPartitionPrefix, type Table } from '../platform/table';
import { PUSH_PREFIX, pushSubscriptionKey, userPk, type PushSubscriptionItem } from './notification-entities';

export interface StoredPushSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly createdAt: string;
}

/** BatchWriteItem takes at most 25 requests. */
const BATCH = 25;

export function buildPushSubscriptionRepository(table: Table) {
  const list = async (userId: string): Promise<StoredPushSubscription[]> =>
    (await queryPartitionPrefix(table, userPk(userId), PUSH_PREFIX)).map((item) => {
      const { endpoint, keys, createdAt } = item as unknown as PushSubscriptionItem;
      return { endpoint, keys, createdAt };
    });

  return {
    /** A user's browsers (Query `begins_with(sk, 'PUSH#')`), oldest registration first. */
    async list(userId: string): Promise<StoredPushSubscription[]> {
      return (await list(userId)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /**
     * Registers a browser (again) for a user with a profile (404 otherwise, like every settings write), then drops
     * the oldest beyond the cap. Two registrations racing (or a delete the batch left unprocessed) may leave one
     * extra until the next registration trims it.
     */
    async save(userId: string, subscription: StoredPushSubscription): Promise<void> {
      const item: PushSubscriptionItem = {
        ...pushSubscriptionKey(userId, subscription.endpoint),
        entity: 'push-subscription',
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
        createdAt: subscription.createdAt,
      };
      await putWithProfileCheck(table, userId, item);
      const all = await this.list(userId);
      const excess = all.slice(0, Math.max(0, all.length - MAX_PUSH_SUBSCRIPTIONS));
      for (let start = 0; start < excess.length; start += BATCH) {
        await table.client.send(
          new BatchWriteCommand({
            RequestItems: {
              [table.name]: excess.slice(start, start + BATCH).map((old) => ({
                DeleteRequest: { Key: pushSubscriptionKey(userId, old.endpoint) },
              })),
            },
          }),
        );
      }
    },

    /** Forgets a browser; nothing happens when it was not registered. */
    async remove(userId: string, endpoint: string): Promise<void> {
      await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: pushSubscriptionKey(userId, endpoint) }),
      );
    },
  };
}

export type PushSubscriptionRepository = ReturnType<typeof buildPushSubscriptionRepository>;
