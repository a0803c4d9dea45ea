import webpush from 'web-push';
import type { VapidDetails } from './notification-secrets';

/**
 * The port pushes leave through, and its Web Push adapter. A push service answers 201 when it took the message,
 * and 404 or 410 when the subscription is gone for good (the user revoked permission, the browser dropped it):
 * that is an outcome, not an error, because the caller then forgets the subscription. Anything else throws.
 */
export interface PushTarget {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface PushOptions {
  /** How long the push service keeps the message for a browser that is offline. */
  readonly ttlSeconds: number;
  /** A newer message with the same topic replaces one still waiting (base64url, at most 32 characters). */
  readonly topic?: string;
}

export type PushResult = 'delivered' | 'gone';
export type PushSender = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushResult>;

export class PushServiceError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PushServiceError';
  }
}

/**
 * RFC 8291 encryption (aes128gcm) and RFC 8292 VAPID signing by the web-push library, the request sent with
 * `fetch`: web-push's own transport speaks only https, and the local runtime's and tests' push endpoints are plain
 * http on loopback. The error names the push service's host only: the endpoint path is a capability.
 */
export function buildWebPushSender(options: {
  vapid: VapidDetails;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}): PushSender {
  const send = options.fetch ?? globalThis.fetch;
  return async (target, payload, pushOptions) => {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.keys.p256dh, auth: target.keys.auth } },
      payload,
      {
        TTL: pushOptions.ttlSeconds,
        vapidDetails: options.vapid,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        ...(pushOptions.topic ? { topic: pushOptions.topic } : {}),
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const host = new URL(target.endpoint).host;
    let response: Response;
    try {
      response = await send(details.endpoint, {
        method: 'POST',
        headers,
        ...(details.body ? { body: new Uint8Array(details.body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PushServiceError(
        undefined,
        `Push service ${host} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299)
      throw new PushServiceError(response.status, `Push service ${host} answered ${response.status}`);
    return 'delivered';
  };
}
