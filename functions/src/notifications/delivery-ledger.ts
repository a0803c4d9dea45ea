import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, type Table } from '../platform/table';
import { deliveryKey, type DeliveryItem, type DeliveryKey } from './notification-entities';

/**
 * How long a claim left `sending` counts as still being worked on. An attempt that finds a younger claim leaves
 * the delivery to it; an older one was left by an attempt that crashed between sending and marking it sent, and is
 * taken over once. It must stay below the jobs queue's visibility timeout (720 s, shared/src/queues.ts), so the
 * redelivered message of a crashed job finds the claim expired; a send takes seconds.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** A claim that crashed is re-sent at most this many times: an unknown outcome must not become a stream of mail. */
export const MAX_RESENDS = 1;
/** Daily and weekly delivery records are kept long enough to outlive every retry; a one-off report's forever. */
const RECORD_DAYS = 60;

export type ClaimOutcome =
  | { readonly kind: 'claimed'; readonly claimId: string }
  /** Sent before, or being sent by another attempt right now, or abandoned after a crashed re-send. */
  | { readonly kind: 'done'; readonly reason: 'sent' | 'in-progress' | 'gave-up' };

export type ClaimStep =
  Extract<ClaimOutcome, { kind: 'done' }> | { readonly kind: 'take-over'; readonly resends: number };

/**
 * What an attempt does with the delivery item it found: a sent delivery is done, a failed one is claimed again,
 * and one left `sending` is left alone while its lease runs and taken over (once) after.
 */
export function nextClaimStep(
  existing: Pick<DeliveryItem, 'status' | 'claimedAt' | 'resends'>,
  now: Date,
): ClaimStep {
  if (existing.status === 'sent') return { kind: 'done', reason: 'sent' };
  if (existing.status === 'failed') return { kind: 'take-over', resends: existing.resends };
  if (now.getTime() - Date.parse(existing.claimedAt) < CLAIM_LEASE_MS)
    return { kind: 'done', reason: 'in-progress' };
  if (existing.resends >= MAX_RESENDS) return { kind: 'done', reason: 'gave-up' };
  return { kind: 'take-over', resends: existing.resends + 1 };
}

export interface DeliveryLedger {
  claim(key: DeliveryKey, claimId: string, now: Date): Promise<ClaimOutcome>;
  markSent(key: DeliveryKey, claimId: string, now: Date, result?: Record<string, number>): Promise<void>;
  /** A send that failed for certain: the next attempt may claim it again at once. */
  markFailed(key: DeliveryKey, claimId: string, now: Date): Promise<void>;
}

export function buildDeliveryLedger(table: Table): DeliveryLedger {
  /** Updates the item only while `claimId` holds it; a lost race means someone else now owns the delivery. */
  const takeOver = async (
    key: DeliveryKey,
    from: DeliveryItem,
    claimId: string,
    now: Date,
    resends: number,
  ): Promise<ClaimOutcome> => {
    try {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: deliveryKey(key),
          UpdateExpression: 'SET #status = :sending, claimId = :claim, claimedAt = :now, resends = :resends',
          ConditionExpression: '#status = :was AND claimId = :previous',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'sending',
            ':claim': claimId,
            ':now': now.toISOString(),
            ':resends': resends,
            ':was': from.status,
            ':previous': from.claimId,
          },
        }),
      );
      return { kind: 'claimed', claimId };
    } catch (error) {
      if (isConditionFailure(error)) return { kind: 'done', reason: 'in-progress' };
      throw error;
    }
  };

  const finish = async (
    key: DeliveryKey,
    claimId: string,
    update: string,
    values: Record<string, unknown>,
  ): Promise<void> => {
    try {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: deliveryKey(key),
          UpdateExpression: update,
          ConditionExpression: '#status = :sending AND claimId = :claim',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ...values, ':sending': 'sending', ':claim': claimId },
        }),
      );
    } catch (error) {
      // Our claim outlived its lease and another attempt took over: the outcome is now its to record.
      if (!isConditionFailure(error)) throw error;
    }
  };

  return {
    /**
     * Claims one channel of one report: a put conditional on the item's absence; when it exists, `nextClaimStep`
     * decides, and a take-over is an update conditional on the claim id it read, so two retries cannot both win.
     */
    async claim(key, claimId, now) {
      const item: DeliveryItem = {
        ...deliveryKey(key),
        entity: 'delivery',
        status: 'sending',
        claimId,
        claimedAt: now.toISOString(),
        resends: 0,
        ...(key.period === 'once'
          ? {}
          : { expiresAt: Math.floor(now.getTime() / 1000) + RECORD_DAYS * 86_400 }),
      };
      try {
        await table.client.send(
          new PutCommand({
            TableName: table.name,
            Item: item,
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return { kind: 'claimed', claimId };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: deliveryKey(key), ConsistentRead: true }),
      );
      const existing = Item as DeliveryItem | undefined;
      // Deleted in between (only by TTL, long after): nothing to protect any more.
      if (!existing) return this.claim(key, claimId, now);
      const step = nextClaimStep(existing, now);
      return step.kind === 'take-over' ? takeOver(key, existing, claimId, now, step.resends) : step;
    },

    async markSent(key, claimId, now, result) {
      await finish(
        key,
        claimId,
        `SET #status = :sent, sentAt = :now${result ? ', pushResult = :result' : ''}`,
        {
          ':sent': 'sent',
          ':now': now.toISOString(),
          ...(result ? { ':result': result } : {}),
        },
      );
    },

    async markFailed(key, claimId) {
      await finish(key, claimId, 'SET #status = :failed', { ':failed': 'failed' });
    },
  };
}
