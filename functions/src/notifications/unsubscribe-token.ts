import { notificationTypeIds, type NotificationTypeId } from '@thetix/shared/contracts/goals';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a one-click unsubscribe link: who (the user id) and what (one notification type), signed with
 * HMAC-SHA256 under the unsubscribe key. It never expires, because a report e-mail may be opened months later and
 * RFC 8058 expects the link in its header to keep working; it can only ever turn that one type off for that one
 * user, so a leaked link costs at most one unwanted unsubscribe. Rotating the key invalidates every link sent.
 *
 * Shape: `v1.<base64url(userId)>.<type>.<base64url(mac)>`; the MAC covers a fixed label, the version, the user id
 * and the type, so a token for one type or user cannot be turned into another.
 */
const VERSION = 'v1';
/** Cognito subs are 36 characters; anything much longer is not ours and is refused before any HMAC is computed. */
const MAX_USER_ID_LENGTH = 128;

export interface UnsubscribeClaim {
  readonly userId: string;
  readonly notificationType: NotificationTypeId;
}

const mac = (key: string, claim: UnsubscribeClaim) =>
  createHmac('sha256', key)
    .update(`thetix-unsubscribe\n${VERSION}\n${claim.userId}\n${claim.notificationType}`)
    .digest();

export function signUnsubscribeToken(key: string, claim: UnsubscribeClaim): string {
  const user = Buffer.from(claim.userId, 'utf8').toString('base64url');
  return `${VERSION}.${user}.${claim.notificationType}.${mac(key, claim).toString('base64url')}`;
}

const isNotificationType = (value: string): value is NotificationTypeId =>
  (notificationTypeIds as readonly string[]).includes(value);

/** The claim a token carries, or undefined when it is malformed, forged or signed with another key. */
export function verifyUnsubscribeToken(key: string, token: string): UnsubscribeClaim | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, user, notificationType, signature] = parts as [string, string, string, string];
  if (version !== VERSION || !isNotificationType(notificationType)) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(user) || !/^[A-Za-z0-9_-]+$/.test(signature)) return undefined;
  const userId = Buffer.from(user, 'base64url').toString('utf8');
  if (userId.length === 0 || userId.length > MAX_USER_ID_LENGTH) return undefined;
  // Re-encoding must give the same text, so one token has one spelling.
  if (Buffer.from(userId, 'utf8').toString('base64url') !== user) return undefined;
  const claim = { userId, notificationType };
  const expected = mac(key, claim);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return claim;
}
