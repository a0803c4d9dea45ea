import type { Clock } from '../platform/clock';
import { errorFields, type Logger } from '../platform/logger';
import type { DeliveryLedger } from './delivery-ledger';
import type { EmailSender, OutgoingEmail } from './email-sender';
import type { DeliveryKey } from './notification-entities';

/**
 * One e-mail under a claimed delivery: sent, the delivery is marked sent; refused by the mail service, the error is
 * logged, the delivery marked failed (left `sending`, the claim still expires and is taken over once, so a retry only
 * comes later) and the error thrown for the caller's retry. Reports and alerts send their e-mails through this, as
 * their pushes through `pushToBrowsers`.
 */
export async function emailUnderClaim(
  deps: {
    sendEmail: EmailSender;
    deliveries: Pick<DeliveryLedger, 'markSent' | 'markFailed'>;
    clock: Clock;
  },
  delivery: {
    key: DeliveryKey;
    claimId: string;
    email: OutgoingEmail;
    logger: Logger;
    /** What is sent, for the log: 'report', 'alert'. */
    what: string;
  },
): Promise<'sent'> {
  try {
    await deps.sendEmail(delivery.email);
  } catch (error) {
    delivery.logger.error(`${delivery.what} e-mail failed`, errorFields(error));
    await deps.deliveries.markFailed(delivery.key, delivery.claimId, deps.clock.now()).catch(() => undefined);
    throw error;
  }
  await deps.deliveries.markSent(delivery.key, delivery.claimId, deps.clock.now());
  return 'sent';
}
