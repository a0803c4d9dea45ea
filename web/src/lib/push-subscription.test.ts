import type { PushSubscriptionRequest } from '@thetix/shared/contracts/notifications';
import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  disablePush,
  enablePush,
  PUSH_SERVICE_WORKER_URL,
  type PushBrowser,
  type PushServer,
} from './push-subscription';

/** A P-256 public key as base64url (65 bytes), as GET /api/push/vapid-public-key answers. */
const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.com/send/abc123';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

/** A fake PushSubscription: `toJSON` as browsers give it, `unsubscribe` recorded. */
function fakeSubscription(log: string[]) {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: async () => {
      log.push('unsubscribe');
      return true;
    },
  } as unknown as PushSubscription;
}

/** The browser's Notification and service worker APIs with a permission answer and an optional existing subscription. */
function fakeBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  const log: string[] = [];
  let subscription: PushSubscription | null = options.subscribed ? fakeSubscription(log) : null;
  const subscribeCalls: PushSubscriptionOptionsInit[] = [];
  const registration = {
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (init: PushSubscriptionOptionsInit) => {
        subscribeCalls.push(init);
        subscription = fakeSubscription(log);
        return subscription;
      },
    } as unknown as PushManager,
  };
  const browser: PushBrowser = {
    permission: () => options.permission ?? 'default',
    requestPermission: async () => {
      log.push('requestPermission');
      return options.answer ?? 'granted';
    },
    register: async (url) => {
      log.push(`register ${url}`);
      return registration;
    },
    ready: async () => registration,
    existing: async () => registration,
  };
  return { browser, log, subscribeCalls };
}

function fakeServer() {
  const saved: PushSubscriptionRequest[] = [];
  const removed: string[] = [];
  const server: PushServer = {
    vapidPublicKey: async () => VAPID_KEY,
    save: async (subscription) => {
      saved.push(subscription);
    },
    remove: async (endpoint) => {
      removed.push(endpoint);
    },
  };
  return { server, saved, removed };
}

describe('push subscription (docs/api.md, "Notifications")', () => {
  it('asks for permission, registers the service worker, subscribes with the VAPID key and registers it', async () => {
    // Prepare
    const { browser, log, subscribeCalls } = fakeBrowser({ answer: 'granted' });
    const { server, saved } = fakeServer();

    // Act
    const outcome = await enablePush(browser, server);

    // Assess
    expect(outcome).toBe('subscribed');
    expect(log).toEqual(['requestPermission', `register ${PUSH_SERVICE_WORKER_URL}`]);
    expect(subscribeCalls).toHaveLength(1);
    expect(subscribeCalls[0]!.userVisibleOnly).toBe(true);
    expect(subscribeCalls[0]!.applicationServerKey).toEqual(applicationServerKey(VAPID_KEY));
    expect(saved).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }]);
  });

  it('does not ask again once granted and reuses the browser’s subscription', async () => {
    // Prepare
    const { browser, log, subscribeCalls } = fakeBrowser({ permission: 'granted', subscribed: true });
    const { server, saved } = fakeServer();

    // Act
    const outcome = await enablePush(browser, server);

    // Assess
    expect(outcome).toBe('subscribed');
    expect(log).not.toContain('requestPermission');
    expect(subscribeCalls).toHaveLength(0);
    expect(saved.map((entry) => entry.endpoint)).toEqual([ENDPOINT]);
  });

  it('registers nothing when the user blocks notifications', async () => {
    // Prepare
    const { browser, log } = fakeBrowser({ answer: 'denied' });
    const { server, saved } = fakeServer();

    // Act
    const outcome = await enablePush(browser, server);

    // Assess
    expect(outcome).toBe('denied');
    expect(log).toEqual(['requestPermission']);
    expect(saved).toEqual([]);
  });

  it('answers unsupported in a browser without Web Push', async () => {
    // Act
    const outcome = await enablePush(undefined, fakeServer().server);

    // Assess
    expect(outcome).toBe('unsupported');
  });

  it('turning push off deletes the subscription on the server, then in the browser', async () => {
    // Prepare
    const { browser, log } = fakeBrowser({ permission: 'granted', subscribed: true });
    const { server, removed } = fakeServer();

    // Act
    await disablePush(browser, server);

    // Assess
    expect(removed).toEqual([ENDPOINT]);
    expect(log).toEqual(['unsubscribe']);
  });

  it('turning push off without a subscription calls nobody', async () => {
    // Prepare
    const { browser, log } = fakeBrowser({});
    const { server, removed } = fakeServer();

    // Act
    await disablePush(browser, server);

    // Assess
    expect(removed).toEqual([]);
    expect(log).toEqual([]);
  });

  it('decodes the base64url VAPID key into its 65 bytes, starting with the uncompressed-point marker', () => {
    // Act
    const bytes = applicationServerKey(VAPID_KEY);

    // Assess
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});
