import type { NotificationTypeId, Subscriptions } from '@thetix/shared/contracts/goals';
import { BadRequestError, ValidationError } from '../http/errors';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export interface UnsubscribeServiceDependencies {
  /** The unsubscribe links' HMAC key. */
  readonly key: () => Promise<string>;
  /** POST /api/subscriptions's own rules: a required type cannot be turned off (ValidationError). */
  readonly updateSubscriptions: (
    userId: string,
    update: { notificationTypes: Partial<Record<NotificationTypeId, boolean>> },
  ) => Promise<Subscriptions>;
}

export const INVALID_LINK_MESSAGE =
  'This unsubscribe link is not valid. Change what Thetix sends you in your notification settings.';

/** The subscription rules refused: the type is required. Still a 400 with their message, and it names the type. */
export class CannotUnsubscribeError extends ValidationError {
  constructor(
    readonly notificationType: NotificationTypeId,
    refusal: ValidationError,
  ) {
    super(refusal.message, refusal.fieldErrors ?? []);
  }
}

/**
 * One-click unsubscribe (RFC 8058): the signed token names the user and the notification type; that type is turned
 * off through the subscription settings, so the settings page shows it off at once. Turning off a type that is
 * already off changes nothing, so a mail client repeating the request does no harm.
 */
export function buildUnsubscribeService(deps: UnsubscribeServiceDependencies) {
  return {
    async unsubscribe(token: string): Promise<{ notificationType: NotificationTypeId }> {
      const claim = verifyUnsubscribeToken(await deps.key(), token);
      if (!claim) throw new BadRequestError(INVALID_LINK_MESSAGE);
      try {
        await deps.updateSubscriptions(claim.userId, {
          notificationTypes: { [claim.notificationType]: false },
        });
      } catch (error) {
        if (error instanceof ValidationError) throw new CannotUnsubscribeError(claim.notificationType, error);
        throw error;
      }
      return { notificationType: claim.notificationType };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof buildUnsubscribeService>;
