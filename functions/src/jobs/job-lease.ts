import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queueDefinitions } from '@thetix/shared/queues';
import type { Clock } from '../platform/clock';
import { isConditionFailure, type Table } from '../platform/table';
import { DUE_PARTITION, type JobMessage } from './job-message';

/**
 * How long a claim holds a job before the dispatcher presumes its holder dead: the worker's timeout (no invocation
 * runs longer) plus a margin. With the per-minute dispatcher, a job lost in a crash is sent again within
 * `JOB_LEASE_SECONDS` + 60 s (issue 20 item 4: it used to wait out the queue's 12-minute visibility timeout, or a
 * lost message left it pending for good).
 */
export const JOB_LEASE_SECONDS =
  (queueDefinitions.find((queue) => queue.name === 'jobs')?.workerTimeoutSeconds ?? 120) + 30;

/** What a worker's claim needs its lease to cover: the worker's timeout and a margin for its clock. */
const WORKER_HOLD_MS =
  ((queueDefinitions.find((queue) => queue.name === 'jobs')?.workerTimeoutSeconds ?? 120) + 10) * 1000;

/** A job sent again this many times without finishing is marked failed: it is what crashes its worker. */
export const MAX_REDISPATCHES = 3;

export const LEASE_ENTITY = 'job-lease';

/**
 * A job's lease is an item of its own (pk `JOB_LEASE#<job pk>`, sk the job's sk) in the `due` index at its expiry,
 * so the dispatcher that already reads that index finds expired leases with no new index, and a job item that uses
 * the index for its own next run (a card's or the half-hourly opportunity chain) keeps it.
 */
export const leaseKey = (key: JobMessage['key']): JobMessage['key'] => ({
  pk: `JOB_LEASE#${key.pk}`,
  sk: key.sk,
});

/** The lease's expiry for a hold that starts at `from` (a claim now, or a dispatch delayed to its due time). */
export const leaseUntil = (from: Date): string =>
  new Date(from.getTime() + JOB_LEASE_SECONDS * 1000).toISOString();

/** A lease read back from the `due` index. */
export interface StoredLease {
  readonly target: JobMessage['key'];
  readonly kind: string;
  readonly until: string;
  readonly redispatches: number;
}

export const isLeaseItem = (item: Record<string, unknown>): boolean => item.entity === LEASE_ENTITY;

export function toStoredLease(item: Record<string, unknown>): StoredLease {
  return {
    target: { pk: String(item.lease_pk), sk: String(item.lease_sk) },
    kind: String(item.lease_kind),
    until: String(item.gsi2sk),
    redispatches: Number(item.lease_redispatches ?? 0),
  };
}

/**
 * What the dispatcher does with a lease it read: nothing before it expires (the lookahead reads a minute ahead,
 * but a holder is alive until its lease ends), give the job up once it was sent again `MAX_REDISPATCHES` times,
 * else send it again.
 */
export function leaseAction(lease: StoredLease, now: Date): 'wait' | 'give-up' | 'redispatch' {
  if (Date.parse(lease.until) > now.getTime()) return 'wait';
  return lease.redispatches >= MAX_REDISPATCHES ? 'give-up' : 'redispatch';
}

/** Taking, renewing and dropping leases. Every write is one UpdateItem or DeleteItem on the lease item. */
export function buildJobLeases(table: Table, clock: Clock) {
  return {
    /**
     * Takes the job's lease until `leaseUntil(from)`. `fresh` (a new run: an enqueue or a dispatch) starts the
     * re-dispatch count again; a worker's claim renews the lease and keeps the count, so a job that keeps killing
     * its worker still reaches `MAX_REDISPATCHES`.
     */
    async take(key: JobMessage['key'], kind: string, options: { fresh?: boolean; from?: Date } = {}) {
      const until = leaseUntil(options.from ?? clock.now());
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: leaseKey(key),
          UpdateExpression:
            'SET gsi2pk = :due, gsi2sk = :until, entity = :entity, lease_pk = :pk, lease_sk = :sk, ' +
            `lease_kind = :kind, expiresAt = :expires${options.fresh ? ', lease_redispatches = :zero' : ''}`,
          ExpressionAttributeValues: {
            ':due': DUE_PARTITION,
            ':until': until,
            ':entity': LEASE_ENTITY,
            ':pk': key.pk,
            ':sk': key.sk,
            ':kind': kind,
            // Table TTL drops a lease nobody released a day after it lapsed.
            ':expires': Math.floor(Date.parse(until) / 1000) + 86_400,
            ...(options.fresh ? { ':zero': 0 } : {}),
          },
        }),
      );
    },

    /**
     * A worker's claim: renews the lease unless the one held already outlasts this worker's longest run (the
     * dispatcher took it from the slot's instant a moment ago). The read is strongly consistent and costs a read
     * unit where the renewal costs three write units (decision 284); a lease that ends sooner, or none, is taken.
     */
    async renew(key: JobMessage['key'], kind: string) {
      const { Item } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: leaseKey(key),
          ConsistentRead: true,
          ProjectionExpression: 'gsi2sk',
        }),
      );
      const until = typeof Item?.gsi2sk === 'string' ? Date.parse(Item.gsi2sk) : NaN;
      if (until >= clock.now().getTime() + WORKER_HOLD_MS) return;
      await this.take(key, kind);
    },

    /** The job finished (completed, failed or cancelled): nothing to recover. */
    async release(key: JobMessage['key']) {
      await table.client.send(new DeleteCommand({ TableName: table.name, Key: leaseKey(key) }));
    },

    /**
     * The dispatcher takes an expired lease over: a new lease from now and one more re-dispatch, only while the
     * lease still ends at `until` (its holder did not renew it and no overlapping run took it). False otherwise.
     */
    async takeOver(lease: StoredLease): Promise<boolean> {
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: leaseKey(lease.target),
            UpdateExpression: 'SET gsi2sk = :until ADD lease_redispatches :one',
            ConditionExpression: 'gsi2sk = :previous',
            ExpressionAttributeValues: {
              ':until': leaseUntil(clock.now()),
              ':previous': lease.until,
              ':one': 1,
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
     * Marks the job pending again for its re-dispatch, only while it is still pending or processing; answers the
     * run it carries (the message must name it to claim), or false when the job finished meanwhile.
     */
    async reopen(key: JobMessage['key']): Promise<{ run?: string } | false> {
      try {
        const { Attributes } = await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: key,
            UpdateExpression: 'SET job_status = :pending, job_redispatched_at = :now',
            ConditionExpression: 'job_status IN (:pending, :processing)',
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':processing': 'processing',
              ':now': clock.now().toISOString(),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return typeof Attributes?.job_run === 'string' ? { run: Attributes.job_run } : {};
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type JobLeases = ReturnType<typeof buildJobLeases>;

/** The furthest a lease reaches from when it is taken: a dispatch delayed by the minute's lookahead, then the lease. */
const LONGEST_HOLD_MS = (JOB_LEASE_SECONDS + 60) * 1000;

/**
 * Ends now every lease taken before `restartedAt`, for a runtime whose workers and queue all died with it: the local
 * product after kill -9 or a crash (its workers and fauxqs live in the one process, so a lease held before it started
 * has no live holder and any message it sent is gone). The next dispatcher run then sends those jobs again at once,
 * instead of after their leases' natural expiry (up to 3.5 minutes; issue 20's crash check). Call it before anything
 * of the new process takes a lease. Answers how many leases it ended. Not for AWS, where holders outlive each other.
 */
export async function expireLeasesHeldBefore(table: Table, restartedAt: Date): Promise<number> {
  const now = restartedAt.toISOString();
  let ended = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: 'due',
        KeyConditionExpression: 'gsi2pk = :due AND gsi2sk BETWEEN :now AND :last',
        ExpressionAttributeValues: {
          ':due': DUE_PARTITION,
          ':now': now,
          ':last': new Date(restartedAt.getTime() + LONGEST_HOLD_MS).toISOString(),
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (!isLeaseItem(item)) continue;
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi2sk = :now',
            ConditionExpression: 'gsi2sk = :previous',
            ExpressionAttributeValues: { ':now': now, ':previous': item.gsi2sk },
          }),
        );
        ended += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ended;
}
