import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../platform/clock';
import { isConditionFailure, type Table } from '../platform/table';
import { DUE_PARTITION, type JobMessage } from '../jobs/job-message';

/** The job kind of an opportunity generation run (functions/src/jobs/job-processors.ts). */
export const GENERATE_OPPORTUNITIES = 'generate-opportunities';

/**
 * A generation run is a job-carrying item in the user's partition: sk `OPP_RUN#ALL` runs every account of the user
 * (the refresh without an account, and the half-hourly chain in the `due` index), sk `OPP_RUN#ACCOUNT#<id>` one
 * account. One item per scope, reused by every run, so "is a run already waiting?" is one conditional write.
 */
const RUN_SK_PREFIX = 'OPP_RUN#';
const ALL_SCOPE = 'ALL';

/** A run due within this much of now counts as about to start (the dispatcher sends what is due each minute). */
export const IMMINENT_RUN_MS = 90_000;

/** A run waiting or running longer than this is presumed lost (fauxqs restart, DLQ not drained): a refresh retakes it. */
export const STALE_RUN_MS = 10 * 60_000;

export const runKey = (userId: string, accountId?: string): JobMessage['key'] => ({
  pk: `USER#${userId}`,
  sk: `${RUN_SK_PREFIX}${accountId === undefined ? ALL_SCOPE : `ACCOUNT#${accountId}`}`,
});

export interface RunScope {
  readonly userId: string;
  /** Absent: every account of the user. */
  readonly accountId?: string;
}

/** The scope a job message's key names; undefined when the key is not a run's. */
export function runScopeOf(key: JobMessage['key']): RunScope | undefined {
  if (!key.pk.startsWith('USER#') || !key.sk.startsWith(RUN_SK_PREFIX)) return undefined;
  const userId = key.pk.slice('USER#'.length);
  const scope = key.sk.slice(RUN_SK_PREFIX.length);
  if (!userId) return undefined;
  if (scope === ALL_SCOPE) return { userId };
  if (scope.startsWith('ACCOUNT#') && scope.length > 'ACCOUNT#'.length)
    return { userId, accountId: scope.slice('ACCOUNT#'.length) };
  return undefined;
}

export interface RunState {
  readonly jobId: string;
  readonly status: 'pending' | 'processing';
  readonly accountId: string | null;
  readonly requestedAt: string;
  /** False when the answer is a run that was already waiting or running. */
  readonly created: boolean;
}

const toRunState = (item: Record<string, unknown>, created: boolean): RunState | undefined => {
  const status = item.job_status;
  if (status !== 'pending' && status !== 'processing') return undefined;
  const requestedAt = String(item.job_requested_at ?? item.job_due_at ?? item.job_started_at);
  return {
    jobId: String(item.job_id ?? `scheduled:${requestedAt}`),
    status,
    accountId: typeof item.account_id === 'string' ? item.account_id : null,
    requestedAt,
    created,
  };
};

export function buildOpportunityRunRepository(table: Table, clock: Clock) {
  const identity = (scope: RunScope) => ({
    ':entity': 'opportunity-run',
    ':user': scope.userId,
    ':account': scope.accountId ?? null,
    ':kind': GENERATE_OPPORTUNITIES,
  });
  const IDENTITY_SET = 'entity = :entity, user_id = :user, account_id = :account, job_kind = :kind';

  return {
    /**
     * Marks a run of the scope pending with a new job id, unless one is already pending or processing (and not
     * stale): then that one is returned with `created: false` and nothing is written.
     */
    async request(scope: RunScope, jobId: string): Promise<RunState> {
      const now = clock.now();
      const key = runKey(scope.userId, scope.accountId);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          const { Attributes } = await table.client.send(
            new UpdateCommand({
              TableName: table.name,
              Key: key,
              UpdateExpression: `SET ${IDENTITY_SET}, job_id = :job, job_status = :pending, job_requested_at = :now REMOVE job_error, job_progress`,
              ConditionExpression:
                'attribute_not_exists(job_status) OR job_status IN (:failed, :cancelled) OR ' +
                '((attribute_not_exists(job_requested_at) OR job_requested_at < :stale) AND ' +
                '(attribute_not_exists(job_due_at) OR job_due_at < :stale))',
              ExpressionAttributeValues: {
                ...identity(scope),
                ':job': jobId,
                ':pending': 'pending',
                ':now': now.toISOString(),
                ':failed': 'failed',
                ':cancelled': 'cancelled',
                ':stale': new Date(now.getTime() - STALE_RUN_MS).toISOString(),
              },
              ReturnValues: 'ALL_NEW',
            }),
          );
          return toRunState(Attributes ?? {}, true)!;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        const { Item } = await table.client.send(
          new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }),
        );
        const running = Item && toRunState(Item, false);
        // Finished between the two calls: try the write again.
        if (running) return running;
      }
      throw new Error('Opportunity refresh could not be requested');
    },

    /** Undoes `request` when its message could not be sent, so the next refresh is not told one is waiting. */
    async release(scope: RunScope, jobId: string): Promise<void> {
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: runKey(scope.userId, scope.accountId),
            UpdateExpression: 'REMOVE job_status',
            ConditionExpression: 'job_id = :job AND job_status = :pending',
            ExpressionAttributeValues: { ':job': jobId, ':pending': 'pending' },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /**
     * Puts the user's all-accounts run in the `due` index at `dueAt`; the per-minute dispatcher sends it then.
     * `onlyEarlier`: leave a run that is waiting, running, or already due sooner alone (portfolio writes and
     * one-account runs call it this way; the all-accounts run sets its own next slot unconditionally).
     */
    async scheduleAllAccounts(userId: string, dueAt: Date, options: { onlyEarlier?: boolean } = {}) {
      const scope = { userId };
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: runKey(userId),
            UpdateExpression: `SET ${IDENTITY_SET}, gsi2pk = :due, gsi2sk = :dueAt`,
            ...(options.onlyEarlier
              ? {
                  ConditionExpression:
                    '(attribute_not_exists(gsi2sk) OR gsi2sk > :dueAt) AND ' +
                    '(attribute_not_exists(job_status) OR job_status IN (:failed, :cancelled))',
                }
              : {}),
            ExpressionAttributeValues: {
              ...identity(scope),
              ':due': DUE_PARTITION,
              ':dueAt': dueAt.toISOString(),
              ...(options.onlyEarlier ? { ':failed': 'failed', ':cancelled': 'cancelled' } : {}),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Whether one of the user's runs is under way: pending or processing (and not stale), or due to start within
     * `IMMINENT_RUN_MS` (a run a portfolio write or onboarding just asked for). The onboarding report waits for this
     * to clear, so it shows what the first run found.
     */
    async underWay(userId: string): Promise<boolean> {
      const now = clock.now().getTime();
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :runs)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':runs': RUN_SK_PREFIX },
          ConsistentRead: true,
        }),
      );
      return Items.some((item) => {
        const state = toRunState(item, false);
        // The latest of its times: a run the dispatcher sent keeps an older refresh's job_requested_at.
        const since = Math.max(
          ...[item.job_requested_at, item.job_due_at, item.job_started_at].map((at) =>
            typeof at === 'string' ? Date.parse(at) : 0,
          ),
        );
        if (state && now - since < STALE_RUN_MS) return true;
        return (
          item.gsi2pk === DUE_PARTITION &&
          typeof item.gsi2sk === 'string' &&
          Date.parse(item.gsi2sk) <= now + IMMINENT_RUN_MS
        );
      });
    },

    /** Ends the half-hourly chain (the user holds nothing to generate for); the next refresh starts it again. */
    async unscheduleAllAccounts(userId: string): Promise<void> {
      await table.client
        .send(
          new UpdateCommand({
            TableName: table.name,
            Key: runKey(userId),
            UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: undefined,
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },
  };
}

export type OpportunityRunRepository = ReturnType<typeof buildOpportunityRunRepository>;
