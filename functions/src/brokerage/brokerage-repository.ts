import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Aggregator } from '@thetix/shared/contracts/brokerage';
import type { Clock } from '../platform/clock';
import { isConditionFailure, queryPartitionPrefix, type Table } from '../platform/table';
import { accountKey, userPartition, type StoredAccount } from '../portfolio/portfolio-entities';
import type { AggregatorCredentials } from './brokerage-port';
import {
  aggregatorUserKey,
  BROKERAGE_SYNC,
  connectionKey,
  connectionPrefix,
  LOGIN_STATE_TTL_SECONDS,
  loginStateKey,
  SYNC_LOOKUP_PARTITION,
  syncKey,
  type LoginState,
  type StoredConnection,
  type SyncScope,
  type SyncTrigger,
} from './brokerage-entities';

/** A sync waiting or running longer than this is presumed lost (a restart dropped its message): it may be retaken. */
export const STALE_SYNC_MS = 15 * 60_000;

/** The sync item as stored (job attributes plus the spec's sync status fields). */
export interface StoredSync {
  job_status?: 'pending' | 'processing' | 'failed' | 'cancelled';
  job_error?: string;
  job_id?: string;
  sync_scope?: SyncScope;
  sync_full?: boolean;
  sync_trigger?: SyncTrigger;
  sync_requested_at?: string;
  progress_message?: string;
  sync_message?: string;
  last_successful_sync?: string;
  sync_duration_seconds?: number;
}

const strip = (item: Record<string, unknown>) => {
  const { pk: _pk, sk: _sk, entity: _entity, ...rest } = item;
  return rest;
};

/** The table side of connections, login states, aggregator credentials and syncs (brokerage-entities.ts). */
export function buildBrokerageRepository(table: Table, clock: Clock) {
  const { client, name: TableName } = table;

  /** Every item of a key prefix in the user's partition, all pages. */
  const queryPrefix = (userId: string, prefix: string) =>
    queryPartitionPrefix(table, userPartition(userId), prefix);

  return {
    /** The user's connections, of one aggregator or all (Query `begins_with(sk, BROKERAGE#CONNECTION#[<agg>#])`). */
    async listConnections(userId: string, aggregator?: Aggregator): Promise<StoredConnection[]> {
      return (await queryPrefix(userId, connectionPrefix(aggregator))).map(
        (item) => strip(item) as unknown as StoredConnection,
      );
    },

    async getConnection(
      userId: string,
      aggregator: Aggregator,
      connectionId: string,
    ): Promise<StoredConnection | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: connectionKey(userId, aggregator, connectionId) }),
      );
      return Item ? (strip(Item) as unknown as StoredConnection) : undefined;
    },

    async putConnection(connection: StoredConnection): Promise<void> {
      await client.send(
        new PutCommand({
          TableName,
          Item: {
            ...connectionKey(connection.userId, connection.aggregator, connection.id),
            entity: 'brokerage-connection',
            ...connection,
          },
        }),
      );
    },

    async deleteConnection(userId: string, aggregator: Aggregator, connectionId: string): Promise<void> {
      await client.send(
        new DeleteCommand({ TableName, Key: connectionKey(userId, aggregator, connectionId) }),
      );
    },

    /** The aggregator's secrets for the user (GetItem); empty when the user never logged in through it. */
    async getCredentials(userId: string, aggregator: Aggregator): Promise<AggregatorCredentials> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: aggregatorUserKey(userId, aggregator) }),
      );
      return (Item?.credentials as AggregatorCredentials | undefined) ?? {};
    },

    async putCredentials(userId: string, aggregator: Aggregator, credentials: AggregatorCredentials) {
      await client.send(
        new PutCommand({
          TableName,
          Item: {
            ...aggregatorUserKey(userId, aggregator),
            entity: 'brokerage-user',
            credentials,
            updatedAt: clock.now().toISOString(),
          },
        }),
      );
    },

    async createLoginState(state: string, login: Omit<LoginState, 'expiresAt'>): Promise<void> {
      await client.send(
        new PutCommand({
          TableName,
          Item: {
            ...loginStateKey(state),
            entity: 'brokerage-login',
            ...login,
            expiresAt: Math.floor(clock.now().getTime() / 1000) + LOGIN_STATE_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** A live login state, without using it up (the sandbox portal shows it before the user authorizes). */
    async peekLoginState(state: string): Promise<LoginState | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName, Key: loginStateKey(state) }));
      if (!Item || Number(Item.expiresAt) * 1000 < clock.now().getTime()) return undefined;
      return strip(Item) as unknown as LoginState;
    },

    /** Deletes and returns a live login state: one callback per login, a replayed redirect finds nothing. */
    async consumeLoginState(state: string): Promise<LoginState | undefined> {
      const { Attributes } = await client.send(
        new DeleteCommand({ TableName, Key: loginStateKey(state), ReturnValues: 'ALL_OLD' }),
      );
      if (!Attributes || Number(Attributes.expiresAt) * 1000 < clock.now().getTime()) return undefined;
      return strip(Attributes) as unknown as LoginState;
    },

    async getSync(userId: string, aggregator: Aggregator): Promise<StoredSync | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: syncKey(userId, aggregator), ConsistentRead: true }),
      );
      return Item ? (strip(Item) as StoredSync) : undefined;
    },

    /**
     * Marks a sync pending unless one is already pending or processing (and not stale): one conditional write, so
     * two clicks, or a click and the nightly run, start one sync. False when one is already on its way.
     */
    async requestSync(
      userId: string,
      aggregator: Aggregator,
      request: { jobId: string; scope: SyncScope; full: boolean; trigger: SyncTrigger },
    ): Promise<boolean> {
      const now = clock.now();
      try {
        await client.send(
          new UpdateCommand({
            TableName,
            Key: syncKey(userId, aggregator),
            UpdateExpression:
              'SET entity = :entity, user_id = :user, aggregator = :aggregator, job_kind = :kind, ' +
              'job_id = :job, job_status = :pending, sync_scope = :scope, sync_full = :full, ' +
              'sync_trigger = :trigger, sync_requested_at = :now, progress_message = :queued, ' +
              'gsi1pk = :lookup, gsi1sk = :lookupSk REMOVE job_error, job_progress',
            ConditionExpression:
              'attribute_not_exists(job_status) OR job_status IN (:failed, :cancelled) OR sync_requested_at < :stale',
            ExpressionAttributeValues: {
              ':entity': 'brokerage-sync',
              ':user': userId,
              ':aggregator': aggregator,
              ':kind': BROKERAGE_SYNC,
              ':job': request.jobId,
              ':pending': 'pending',
              ':scope': request.scope,
              ':full': request.full,
              ':trigger': request.trigger,
              ':now': now.toISOString(),
              ':queued': 'Waiting to start...',
              ':lookup': SYNC_LOOKUP_PARTITION,
              ':lookupSk': `${aggregator}#${userId}`,
              ':failed': 'failed',
              ':cancelled': 'cancelled',
              ':stale': new Date(now.getTime() - STALE_SYNC_MS).toISOString(),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Undoes `requestSync` when its message could not be sent, so the next click is not told one is running. */
    async releaseSync(userId: string, aggregator: Aggregator, jobId: string): Promise<void> {
      await client
        .send(
          new UpdateCommand({
            TableName,
            Key: syncKey(userId, aggregator),
            UpdateExpression: 'REMOVE job_status, progress_message',
            ConditionExpression: 'job_id = :job AND job_status = :pending',
            ExpressionAttributeValues: { ':job': jobId, ':pending': 'pending' },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    /** The running sync's progress line; false once the job left `processing` (cancelled or finished elsewhere). */
    async setProgress(userId: string, aggregator: Aggregator, message: string): Promise<boolean> {
      try {
        await client.send(
          new UpdateCommand({
            TableName,
            Key: syncKey(userId, aggregator),
            UpdateExpression: 'SET progress_message = :message',
            ConditionExpression: 'job_status = :processing',
            ExpressionAttributeValues: { ':message': message, ':processing': 'processing' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Written by the processor just before the worker completes the job (which removes `job_status`). */
    async recordSuccess(
      userId: string,
      aggregator: Aggregator,
      outcome: { finishedAt: string; durationSeconds: number; message: string },
    ): Promise<void> {
      await client.send(
        new UpdateCommand({
          TableName,
          Key: syncKey(userId, aggregator),
          UpdateExpression:
            'SET last_successful_sync = :at, sync_duration_seconds = :duration, sync_message = :message ' +
            'REMOVE progress_message',
          ExpressionAttributeValues: {
            ':at': outcome.finishedAt,
            ':duration': outcome.durationSeconds,
            ':message': outcome.message,
          },
        }),
      );
    },

    /** Every user's sync item of an aggregator (Query on the `lookup` index, all pages), for the nightly run. */
    async listSyncTargets(aggregator: Aggregator): Promise<{ userId: string }[]> {
      const targets: { userId: string }[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName,
            IndexName: 'lookup',
            KeyConditionExpression: 'gsi1pk = :lookup AND begins_with(gsi1sk, :prefix)',
            ExpressionAttributeValues: { ':lookup': SYNC_LOOKUP_PARTITION, ':prefix': `${aggregator}#` },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) targets.push({ userId: String(item.user_id) });
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return targets;
    },

    /** Stops listing the user for the nightly run (no connection left); the item keeps its history. */
    async forgetSyncTarget(userId: string, aggregator: Aggregator): Promise<void> {
      await client
        .send(
          new UpdateCommand({
            TableName,
            Key: syncKey(userId, aggregator),
            UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
            ConditionExpression: 'attribute_exists(pk)',
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    /**
     * Creates a connected account unless it exists (its id is derived from the aggregator's, so a duplicate
     * message creates nothing); true when created.
     */
    async createConnectedAccount(account: StoredAccount): Promise<boolean> {
      try {
        await client.send(
          new PutCommand({
            TableName,
            Item: { ...accountKey(account.userId, account.id), entity: 'account', ...account },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * What the broker reports about an account; the user's own name, visibility and cash set aside are left alone.
     * A reported cash balance is always kept as `syncedCashBalance`, and becomes the account's `cashBalance` only
     * while the balance is not one entered by hand or the example's (the cash rule, wheel/account-cash.ts): a second
     * UpdateItem conditional on the source, so a hand entry landing in between is never overwritten.
     */
    async updateConnectedAccount(
      userId: string,
      accountId: string,
      details: { cashBalance?: number; institutionName: string; at: string },
    ): Promise<void> {
      const ignoreGone = (error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      };
      const cash = details.cashBalance;
      const reported = cash !== undefined && Number.isFinite(cash);
      await client
        .send(
          new UpdateCommand({
            TableName,
            Key: accountKey(userId, accountId),
            UpdateExpression: reported
              ? 'SET institutionName = :institution, syncedCashBalance = :cash, cashSyncedAt = :at'
              : 'SET institutionName = :institution',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: {
              ':institution': details.institutionName,
              ...(reported ? { ':cash': cash, ':at': details.at } : {}),
            },
          }),
        )
        .catch(ignoreGone);
      if (!reported) return;
      await client
        .send(
          new UpdateCommand({
            TableName,
            Key: accountKey(userId, accountId),
            UpdateExpression: 'SET cashBalance = :cash, cashSource = :synced, cashUpdatedAt = :at',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(cashSource) OR cashSource = :synced)',
            ExpressionAttributeValues: { ':cash': cash, ':synced': 'synced', ':at': details.at },
          }),
        )
        .catch(ignoreGone);
    },
  };
}

export type BrokerageRepository = ReturnType<typeof buildBrokerageRepository>;
