import { MAX_PUSH_SUBSCRIPTIONS } from '@thetix/shared/contracts/notifications';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, stack, stackTable, writeAs } from '../testing/stack-client';
import { buildPushSubscriptionRepository } from './push-subscription-repository';
import { signUnsubscribeToken } from './unsubscribe-token';
import { createBrowserKeys } from './testing/push-receiver';

const endpoint = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
const stored = (userId: string) => buildPushSubscriptionRepository(stackTable()).list(userId);

describe('push subscriptions', () => {
  it('gives a signed-in browser the VAPID public key to subscribe with', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const answer = await callApi('/api/push/vapid-public-key', { token: user.token });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ publicKey: stack().env.VAPID_PUBLIC_KEY });
    expect((await callApi('/api/push/vapid-public-key')).status).toBe(401);
  });

  it('registers a browser (201) and forgets it (204)', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const browser = endpoint();

    // Act
    const created = await writeAs(user, '/api/push/subscriptions', 'POST', {
      endpoint: browser,
      keys: createBrowserKeys().keys,
    });
    const afterCreate = await stored(user.userId);
    const deleted = await writeAs(user, '/api/push/subscriptions', 'DELETE', { endpoint: browser });

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ endpoint: browser });
    expect(afterCreate.map((subscription) => subscription.endpoint)).toEqual([browser]);
    expect(deleted.status).toBe(204);
    expect(await stored(user.userId)).toEqual([]);
  });

  it('refuses what is not a push subscription with a 400 naming the field', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const keys = createBrowserKeys().keys;

    // Act
    const answers = await Promise.all([
      writeAs(user, '/api/push/subscriptions', 'POST', { endpoint: 'ftp://push.example.com/x', keys }),
      writeAs(user, '/api/push/subscriptions', 'POST', {
        endpoint: endpoint(),
        keys: { ...keys, auth: 'x' },
      }),
      writeAs(user, '/api/push/subscriptions', 'POST', {
        endpoint: `${endpoint()}/${'a'.repeat(2100)}`,
        keys,
      }),
      writeAs(user, '/api/push/subscriptions', 'POST', { endpoint: 'http://192.168.1.20/push', keys }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(answers[0]!.body?.message).toContain('body.endpoint');
    expect(answers[1]!.body?.message).toContain('body.keys.auth');
    expect(answers[3]!.body?.message).toContain('Push endpoint must be an https URL');
    expect(await stored(user.userId)).toEqual([]);
  });

  it('runs the public-host check locally too: metadata and private hosts are refused over https', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const keys = createBrowserKeys().keys;

    // Act
    const answers = await Promise.all(
      [
        'https://169.254.169.254/latest/meta-data',
        'https://10.0.0.1/push',
        'https://metadata.google.internal/computeMetadata/v1',
      ].map((address) => writeAs(user, '/api/push/subscriptions', 'POST', { endpoint: address, keys })),
    );

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    for (const answer of answers)
      expect(answer.body?.message).toContain('Push endpoint must be a push service on a public host name');
    expect(await stored(user.userId)).toEqual([]);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per user, dropping the oldest`, async () => {
    // Prepare
    const user = await createUserWithProfile();
    const keys = createBrowserKeys().keys;
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 1 }, endpoint);

    // Act
    for (const browser of endpoints)
      expect(
        (await writeAs(user, '/api/push/subscriptions', 'POST', { endpoint: browser, keys })).status,
      ).toBe(201);

    // Assess
    const left = (await stored(user.userId)).map((subscription) => subscription.endpoint);
    expect(left).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(left).not.toContain(endpoints[0]);
    expect(left).toContain(endpoints.at(-1));
  });
});

describe('an unsubscribe link for a report that cannot be turned off', () => {
  it('says so on the page and answers the one-click POST with a 400', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const token = signUnsubscribeToken(stack().env.UNSUBSCRIBE_SECRET!, {
      userId: user.userId,
      notificationType: 'onboarding_report',
    });
    const path = `/api/public/unsubscribe?token=${encodeURIComponent(token)}`;

    // Act
    const page = await fetch(`${stack().urls.http}${path}`);
    const oneClick = await callApi(path, { method: 'POST' });

    // Assess
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      'The onboarding report is part of setting up Thetix and cannot be turned off.',
    );
    expect(oneClick.status).toBe(400);
    expect(oneClick.body?.message).toBe(
      'Onboarding report (onboarding_report) is required and cannot be turned off',
    );
    const subscriptions = await callApi('/api/subscriptions', { token: user.token });
    expect(subscriptions.body).toMatchObject({ notificationTypes: { onboarding_report: true } });
  });
});
