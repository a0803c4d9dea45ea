import type {
  PushSubscriptionRequest,
  PushSubscriptionResponse,
  VapidPublicKeyResponse,
} from '@thetix/shared/contracts/notifications';
import { isIP } from 'node:net';
import { BadRequestError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { PushSubscriptionRepository } from './push-subscription-repository';

export interface PushSubscriptionServiceDependencies {
  readonly repository: Pick<PushSubscriptionRepository, 'save' | 'remove'>;
  readonly clock: Clock;
  /** `local` allows plain-http loopback endpoints (the tests' and a developer's own push receiver), nothing more. */
  readonly stage: string;
  readonly vapidPublicKey: () => Promise<string>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The server posts to whatever endpoint a browser registers, so an endpoint must be an https URL on a public host
 * name: no IP literal, no `localhost`, no internal names. Real push services (FCM, Mozilla, Apple, Microsoft) all
 * qualify; an attempt to point our requests at the cloud network does not. The one local leniency is plain http on
 * loopback (the tests' and a developer's own push receiver); every https endpoint gets the same check in every stage.
 */
export function checkPushEndpoint(endpoint: string, stage: string): void {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    if (stage === 'local' && LOOPBACK.has(host)) return;
    throw new BadRequestError('Push endpoint must be an https URL');
  }
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0 || !host.includes('.') || /(^|\.)(localhost|local|internal|localdomain)$/.test(host))
    throw new BadRequestError('Push endpoint must be a push service on a public host name');
}

/** The browser side of Web Push (docs/api.md, "Notifications"): the VAPID key, and registering browsers. */
export function buildPushSubscriptionService(deps: PushSubscriptionServiceDependencies) {
  return {
    /** GET /api/push/vapid-public-key: the application server key browsers subscribe with. */
    async vapidPublicKey(): Promise<VapidPublicKeyResponse> {
      return { publicKey: await deps.vapidPublicKey() };
    },

    /** POST /api/push/subscriptions: stores (or refreshes) this browser; 404 before the user has a profile. */
    async register(userId: string, request: PushSubscriptionRequest): Promise<PushSubscriptionResponse> {
      checkPushEndpoint(request.endpoint, deps.stage);
      const createdAt = deps.clock.now().toISOString();
      await deps.repository.save(userId, {
        endpoint: request.endpoint,
        keys: { p256dh: request.keys.p256dh, auth: request.keys.auth },
        createdAt,
      });
      return { endpoint: request.endpoint, createdAt };
    },

    /** DELETE /api/push/subscriptions: forgets this browser, registered or not. */
    async unregister(userId: string, endpoint: string): Promise<void> {
      await deps.repository.remove(userId, endpoint);
    },
  };
}

export type PushSubscriptionService = ReturnType<typeof buildPushSubscriptionService>;
