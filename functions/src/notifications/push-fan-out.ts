import type { Clock } from '../platform/clock';
import { errorFields, type Logger } from '../platform/logger';
import type { DeliveryLedger } from './delivery-ledger';
import type { DeliveryKey } from './notification-entities';
import type { PushOptions, PushSender, PushTarget } from './push-sender';
import type { PushSubscriptionRepository } from './push-subscription-repository';

/**
 * One push to each of a user's browsers, under a claimed delivery: a browser the push service says is gone is
 * forgotten; the delivery is sent when one browser took it, failed (and the error thrown, so the job retries) when
 * none did and one failed. Reports and alerts deliver their pushes through this.
 */
export async function pushToBrowsers(
  deps: {
    sendPush: PushSender;
    pushSubscriptions: Pick<PushSubscriptionRepository, 'remove'>;
    deliveries: Pick<DeliveryLedger, 'markSent' | 'markFailed'>;
    clock: Clock;
  },
  delivery: {
    userId: string;
    key: DeliveryKey;
    claimId: string;
    targets: readonly PushTarget[];
    payload: string;
    options: PushOptions;
    logger: Logger;
    /** What is pushed, for the log: 'report', 'alert'. */
    what: string;
  },
): Promise<{ sent: number; removed: number; skipped: false }> {
  const results = await Promise.all(
    delivery.targets.map(async (target) => {
      try {
        const result = await deps.sendPush(target, delivery.payload, delivery.options);
        if (result === 'delivered') return 'sent' as const;
        await deps.pushSubscriptions.remove(delivery.userId, target.endpoint).catch((error: unknown) => {
          delivery.logger.warn('a gone push subscription could not be removed', errorFields(error));
        });
        return 'removed' as const;
      } catch (error) {
        delivery.logger.warn(`a ${delivery.what} push failed`, errorFields(error));
        return 'failed' as const;
      }
    }),
  );
  const count = (kind: (typeof results)[number]) => results.filter((result) => result === kind).length;
  const counts = { sent: count('sent'), removed: count('removed'), failed: count('failed') };
  if (counts.sent === 0 && counts.failed > 0) {
    await deps.deliveries.markFailed(delivery.key, delivery.claimId, deps.clock.now()).catch(() => undefined);
    throw new Error(`no browser took the push (${counts.failed} failed, ${counts.removed} gone)`);
  }
  await deps.deliveries.markSent(delivery.key, delivery.claimId, deps.clock.now(), counts);
  return { sent: counts.sent, removed: counts.removed, skipped: false };
}
