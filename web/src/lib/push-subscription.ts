import {
  pushSubscriptionResponseSchema,
  vapidPublicKeyResponseSchema,
  type PushSubscriptionRequest,
} from '@thetix/shared/contracts/notifications';
import * as z from 'zod';
import { api } from './api-client';

/** The Web Push service worker, served from the site root so its scope is the whole app (web/public/push-sw.js). */
export const PUSH_SERVICE_WORKER_URL = '/push-sw.js';

/** What turning push on came to: registered, refused by the user, or not possible in this browser. */
export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

/** The browser APIs push needs, injected so tests use fakes (navigator.serviceWorker, Notification). */
export interface PushBrowser {
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  register: (url: string) => Promise<unknown>;
  /** The active registration of the scope (navigator.serviceWorker.ready): pushManager needs an active worker. */
  ready: () => Promise<Pick<ServiceWorkerRegistration, 'pushManager'>>;
  /** The registration of the scope, if any, without waiting for one. */
  existing: () => Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | undefined>;
}

/** The server's push routes (docs/api.md, "Notifications"). */
export interface PushServer {
  vapidPublicKey: () => Promise<string>;
  save: (subscription: PushSubscriptionRequest) => Promise<void>;
  remove: (endpoint: string) => Promise<void>;
}

/** The real browser, or undefined where Web Push is missing (no service workers, PushManager or Notification). */
export function currentBrowser(): PushBrowser | undefined {
  if (
    typeof window === 'undefined' ||
    typeof Notification === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  )
    return undefined;
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    register: (url) => navigator.serviceWorker.register(url, { scope: '/' }),
    ready: () => navigator.serviceWorker.ready,
    existing: () => navigator.serviceWorker.getRegistration('/'),
  };
}

export const pushServer: PushServer = {
  vapidPublicKey: async () =>
    (await api.request('GET /api/push/vapid-public-key', { schema: vapidPublicKeyResponseSchema })).publicKey,
  save: async (subscription) => {
    await api.request('POST /api/push/subscriptions', {
      schema: pushSubscriptionResponseSchema,
      body: subscription,
    });
  },
  remove: async (endpoint) => {
    await api.request('DELETE /api/push/subscriptions', { schema: z.null(), body: { endpoint } });
  },
};

/** The VAPID key as `applicationServerKey` wants it: base64url text to bytes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/**
 * Turning push on: asks the browser for permission (only when it has not been given), registers the service worker,
 * subscribes this browser with the server's VAPID key (or reuses its subscription) and registers it with the
 * server, which refreshes a known one. Throws when a step fails for another reason (network, push service).
 */
export async function enablePush(
  browser: PushBrowser | undefined = currentBrowser(),
  server: PushServer = pushServer,
): Promise<PushOutcome> {
  if (!browser) return 'unsupported';
  const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
  if (permission !== 'granted') return 'denied';
  await browser.register(PUSH_SERVICE_WORKER_URL);
  const registration = await browser.ready();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(await server.vapidPublicKey()),
    }));
  const json = subscription.toJSON();
  await server.save({
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'subscribed';
}

/** Turning push off: forgets this browser on the server, then drops its subscription. Nothing to do without one. */
export async function disablePush(
  browser: PushBrowser | undefined = currentBrowser(),
  server: PushServer = pushServer,
): Promise<void> {
  if (!browser) return;
  const registration = await browser.existing();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await server.remove(subscription.endpoint);
  await subscription.unsubscribe();
}

/** What to tell the user when push could not be turned on. */
export const pushFailureText: Record<Exclude<PushOutcome, 'subscribed'>, string> = {
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to get push alerts.',
  unsupported: 'This browser cannot receive push notifications.',
};

/**
 * The push switch of the onboarding alerts step and the notifications page: on asks and subscribes, off deletes the
 * subscription. Answers whether the switch may stay as the user set it; a failure is told by toast by the caller.
 */
export async function applyPushChoice(on: boolean): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    if (!on) {
      await disablePush();
      return { ok: true };
    }
    const outcome = await enablePush();
    return outcome === 'subscribed' ? { ok: true } : { ok: false, message: pushFailureText[outcome] };
  } catch (error) {
    return {
      ok: false,
      message:
        error instanceof Error && error.message ? error.message : 'Push notifications could not be set up.',
    };
  }
}
