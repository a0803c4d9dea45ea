import * as z from 'zod';
import { notificationTypeIds } from './goals';

/**
 * Report delivery: Web Push subscriptions of the browser, the push message a report sends, and the one-click
 * unsubscribe links of report e-mails (docs/api.md, "Notifications"). The channels and notification types a user
 * chose live in the subscriptions contract of goals.ts; this file only adds what delivery needs.
 */

/** Push services hand out capability URLs of a few hundred characters; 2 KB leaves room and bounds the item. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** At most this many browsers per user receive pushes; registering one more drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

const base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/**
 * The endpoint is an http(s) URL here; whether plain http is acceptable depends on the stage (only loopback
 * addresses, and only locally), which the service decides.
 */
export const pushEndpointSchema = z
  .string()
  .trim()
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));

/**
 * POST /api/push/subscriptions: `PushSubscription.toJSON()` as the browser gives it. `p256dh` is the browser's
 * P-256 public key (65 bytes, 87 base64url characters), `auth` its 16-byte secret (22 characters); the bounds allow
 * for padding. `expirationTime` is accepted and ignored: push services report expiry by answering 404 or 410.
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url(80, 100), auth: base64Url(16, 32) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionResponseSchema = z.object({
  endpoint: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** DELETE /api/push/subscriptions: forget this browser; answered 204 whether or not it was registered. */
export const deletePushSubscriptionRequestSchema = z.object({ endpoint: pushEndpointSchema });
export type DeletePushSubscriptionRequest = z.infer<typeof deletePushSubscriptionRequestSchema>;

/** GET /api/push/vapid-public-key: the application server key for `pushManager.subscribe`. */
export const vapidPublicKeyResponseSchema = z.object({ publicKey: base64Url(80, 100) });
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

/**
 * What a report's push message carries (decrypted by the browser, read by web/public/push-sw.js): `url` opens the
 * report chat, `tag` is the chat id so a second push of the same report replaces the first notification.
 */
export const pushPayloadSchema = z.object({
  title: z.string().max(200),
  body: z.string().max(1000),
  url: z.url(),
  tag: z.string().max(200),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The signed token of an unsubscribe link: url-safe characters only, bounded before any HMAC is computed. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[A-Za-z0-9._-]+$/, 'is not an unsubscribe token'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** POST /api/public/unsubscribe (RFC 8058 one-click): what was turned off. */
export const unsubscribeResponseSchema = z.object({
  notificationType: z.enum(notificationTypeIds),
  subscribed: z.literal(false),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
