import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { isConditionFailure, type Table } from '../platform/table';
import {
  buildJobLeases,
  isLeaseItem,
  leaseAction,
  toStoredLease,
  type JobLeases,
  type StoredLease,
} from './job-lease';
import { DUE_PARTITION, JOB_FAILED_MESSAGE, type JobMessage } from './job-message';
import { buildJobState, type JobState } from './job-state';

const PAGE_SIZE = 100;
/**
 * Bounds one run in time rather than count: the handler has 50 s before the next minute's run, and whatever is left
 * is still due and goes out then (bench: 100,000 cards on mixed cadences make about 7,400 due a minute).
 */
const RUN_BUDGET_MS = 40_000;
/** Claims in flight at once: each is one conditional UpdateItem. */
const CLAIM_CONCURRENCY = 25;
/** SQS's SendMessageBatch limit. */
const SEND_BATCH = 10;
/**
 * The dispatcher runs once a minute, so it also takes what falls due before its next run and sends it with SQS
 * DelaySeconds for the remainder: a job due at :40 runs at :40, not at the next minute.
 */
export const DISPATCH_LOOKAHEAD_MS = 60_000;
/** SQS's maximum message delay. */
const MAX_DELAY_SECONDS = 900;

/**
 * How late the dispatcher is: the age of the oldest due job a run saw, in whole seconds, 0 when it saw none or the
 * oldest falls due only within the look-ahead. The due index is read oldest first, so the first job item of a run is
 * its oldest; a healthy dispatcher keeps this under a minute, and the lag alarm (infra/lib/monitoring-stack.ts)
 * fires above two.
 */
export const dueLagSeconds = (oldestDueAt: string | undefined, now: Date): number =>
  oldestDueAt === undefined ? 0 : Math.max(0, Math.floor((now.getTime() - Date.parse(oldestDueAt)) / 1000));

/**
 * Sends every job due before the next run to the jobs queue, delayed to its due time. An item is due while it sits
 * in the `due` index (gsi2pk `DUE#jobs`, gsi2sk its due instant) with `job_kind` set. Taking it out of the index,
 * setting `job_status: pending` and `job_run` to its due instant is one conditional write, so two overlapping runs
 * never dispatch the same slot twice, and the message names its run so a duplicate of it claims nothing later.
 *
 * The same index holds job leases (job-lease.ts): each dispatch, enqueue and worker claim holds its job until a
 * lease expires. A lease that expired with its job still pending or processing means the message or the worker was
 * lost (a crash, kill -9 of the local stack): the job is sent again under its own run, so the claim rules keep it
 * idempotent, and after `MAX_REDISPATCHES` it is marked failed rather than left spinning.
 */
export function buildDueJobDispatcher(deps: {
  table: Table;
  queue: SQSClient;
  queueUrl: string;
  clock: Clock;
  logger: Logger;
}) {
  const leases = buildJobLeases(deps.table, deps.clock);
  const state = buildJobState(deps.table, deps.clock);
  return async (): Promise<{ dispatched: number; redispatched: number; lagSeconds: number }> => {
    const now = deps.clock.now();
    const nowMs = now.getTime();
    let redispatched = 0;
    const horizon = new Date(nowMs + DISPATCH_LOOKAHEAD_MS).toISOString();
    const startedAt = Date.now();
    let dispatched = 0;
    let oldestDueAt: string | undefined;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await deps.table.client.send(
        new QueryCommand({
          TableName: deps.table.name,
          IndexName: 'due',
          KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :now',
          ExpressionAttributeValues: { ':due': DUE_PARTITION, ':now': horizon },
          Limit: PAGE_SIZE,
          ExclusiveStartKey: startKey,
        }),
      );
      oldestDueAt ??= page.Items?.find((item) => !isLeaseItem(item))?.gsi2sk as string | undefined;
      const claimed = await mapConcurrently(page.Items ?? [], CLAIM_CONCURRENCY, async (item) => {
        if (isLeaseItem(item)) {
          const message = await recoverLease(
            { leases, fail: state.fail, logger: deps.logger },
            toStoredLease(item),
            now,
          );
          return message ? { message, dueAt: now.toISOString(), lease: true } : undefined;
        }
        const dueAt = String(item.gsi2sk);
        const message: JobMessage = {
          kind: String(item.job_kind),
          key: { pk: String(item.pk), sk: String(item.sk) },
          run: dueAt,
        };
        // The lease first: a crash between the claim and the send still leaves the job recoverable.
        await leases.take(message.key, message.kind, {
          fresh: true,
          from: new Date(Math.max(nowMs, Date.parse(dueAt))),
        });
        return (await claim(deps.table, message.key, dueAt)) ? { message, dueAt, lease: false } : undefined;
      });
      const ready = claimed.filter((entry) => entry !== undefined);
      for (let start = 0; start < ready.length; start += SEND_BATCH) {
        const batch = ready.slice(start, start + SEND_BATCH);
        let failedIds = new Set(batch.map((_, index) => String(index)));
        try {
          const sent = await deps.queue.send(
            new SendMessageBatchCommand({
              QueueUrl: deps.queueUrl,
              Entries: batch.map(({ message, dueAt }, index) => {
                const delay = Math.ceil((Date.parse(dueAt) - nowMs) / 1000);
                return {
                  Id: String(index),
                  MessageBody: JSON.stringify(message),
                  ...(delay > 0 ? { DelaySeconds: Math.min(delay, MAX_DELAY_SECONDS) } : {}),
                };
              }),
            }),
          );
          failedIds = new Set((sent.Failed ?? []).map((failure) => String(failure.Id)));
        } finally {
          // Claimed but not sent: back into the index, so the next run sends them. A re-dispatch keeps its new
          // lease, whose expiry sends it again.
          for (const [index, { message, dueAt, lease }] of batch.entries())
            if (failedIds.has(String(index)) && !lease) await restore(deps.table, message.key, dueAt);
        }
        for (const [index, { lease }] of batch.entries()) {
          if (failedIds.has(String(index))) continue;
          if (lease) redispatched += 1;
          else dispatched += 1;
        }
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey && Date.now() - startedAt < RUN_BUDGET_MS);
    if (dispatched + redispatched > 0) deps.logger.info('dispatched due jobs', { dispatched, redispatched });
    return { dispatched, redispatched, lagSeconds: dueLagSeconds(oldestDueAt, now) };
  };
}

/**
 * An expired lease: takes it over (one dispatcher wins), then sends its job again while the job is still pending or
 * processing, gives it up (failed) after too many re-dispatches, or drops the lease of a job that finished.
 */
export async function recoverLease(
  deps: {
    leases: Pick<JobLeases, 'takeOver' | 'reopen' | 'release'>;
    fail: JobState['fail'];
    logger: Logger;
  },
  lease: StoredLease,
  now: Date,
): Promise<JobMessage | undefined> {
  const { leases, logger } = deps;
  const action = leaseAction(lease, now);
  if (action === 'wait') return undefined;
  if (!(await leases.takeOver(lease))) return undefined;
  if (action === 'give-up') {
    if (await deps.fail(lease.target, JOB_FAILED_MESSAGE))
      logger.warn('job lost too often: marked failed', { kind: lease.kind, key: lease.target });
    await leases.release(lease.target);
    return undefined;
  }
  const reopened = await leases.reopen(lease.target);
  if (!reopened) {
    await leases.release(lease.target);
    return undefined;
  }
  logger.warn('job lease expired: sent again', {
    kind: lease.kind,
    key: lease.target,
    redispatch: lease.redispatches + 1,
  });
  return { kind: lease.kind, key: lease.target, ...(reopened.run ? { run: reopened.run } : {}) };
}

async function claim(table: Table, key: JobMessage['key'], dueAt: string): Promise<boolean> {
  try {
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: key,
        UpdateExpression:
          'REMOVE gsi2pk, gsi2sk SET job_status = :pending, job_due_at = :dueAt, job_run = :dueAt',
        ConditionExpression: 'gsi2sk = :dueAt',
        ExpressionAttributeValues: { ':pending': 'pending', ':dueAt': dueAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The send failed after the claim: put the job back in the index so the next run retries it. */
async function restore(table: Table, key: JobMessage['key'], dueAt: string): Promise<void> {
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: key,
      UpdateExpression: 'SET gsi2pk = :due, gsi2sk = :dueAt REMOVE job_status',
      ExpressionAttributeValues: { ':due': DUE_PARTITION, ':dueAt': dueAt },
    }),
  );
}

/** `work` over `items` with at most `limit` in flight, answers in the items' order. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}
