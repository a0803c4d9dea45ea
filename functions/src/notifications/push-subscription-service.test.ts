import { describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { buildPushSubscriptionService, checkPushEndpoint } from './push-subscription-service';
import type { StoredPushSubscription } from './push-subscription-repository';

const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'A'.repeat(22) };

describe('which push endpoints are accepted', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ])('accepts the push service %s in AWS', (endpoint) => {
    expect(() => checkPushEndpoint(endpoint, 'prod')).not.toThrow();
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['an IPv4 address', 'https://169.254.169.254/latest'],
    ['an IPv6 address', 'https://[::1]/push'],
    ['localhost', 'https://localhost/push'],
    ['an internal name', 'https://push.service.internal/abc'],
    ['a single-label host', 'https://intranet/push'],
  ])('refuses %s in AWS', (_case, endpoint) => {
    expect(() => checkPushEndpoint(endpoint, 'prod')).toThrow(/Push endpoint must be/);
  });

  it.each([
    ['the instance metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['a private address', 'https://10.0.0.1/push'],
    ['a metadata host name', 'https://metadata.google.internal/computeMetadata/v1'],
    ['a single-label metadata host', 'https://instance-data/latest'],
    ['https on loopback', 'https://127.0.0.1:4100/push/1'],
  ])('refuses %s locally too: the leniency is plain-http loopback only', (_case, endpoint) => {
    expect(() => checkPushEndpoint(endpoint, 'local')).toThrow(/Push endpoint must be/);
  });

  it('accepts a plain-http loopback endpoint locally only', () => {
    expect(() => checkPushEndpoint('http://127.0.0.1:4100/push/1', 'local')).not.toThrow();
    expect(() => checkPushEndpoint('http://localhost:4100/push/1', 'local')).not.toThrow();
    expect(() => checkPushEndpoint('http://192.168.1.10/push/1', 'local')).toThrow(/https/);
    expect(() => checkPushEndpoint('http://127.0.0.1:4100/push/1', 'prod')).toThrow(/https/);
  });
});

describe('registering a browser', () => {
  it('stores its endpoint and keys with the time it registered', async () => {
    // Prepare
    const saved: StoredPushSubscription[] = [];
    const service = buildPushSubscriptionService({
      repository: {
        save: async (_userId, subscription) => void saved.push(subscription),
        remove: async () => undefined,
      },
      clock: fixedClock('2026-11-25T12:00:00.000Z'),
      stage: 'prod',
      vapidPublicKey: async () => keys.p256dh,
    });

    // Act
    const answer = await service.register('user-1', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys,
    });

    // Assess
    expect(answer).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      createdAt: '2026-11-25T12:00:00.000Z',
    });
    expect(saved).toEqual([{ endpoint: answer.endpoint, keys, createdAt: answer.createdAt }]);
  });
});
