import { describe, expect, it } from 'vitest';
import { loadNotificationSecrets, unsubscribeSecret, vapidDetails } from './notification-secrets';

const PUBLIC_KEY = `B${'a'.repeat(86)}`;
const PRIVATE_KEY = 'p'.repeat(43);
const base = { AWS_REGION: 'us-east-1', SUPPORT_EMAIL: 'support@thetix.app', VAPID_SECRET_ID: undefined };

describe('notification keys', () => {
  it('come from the environment when no secret is named, with the support address as VAPID subject', async () => {
    // Act
    const secrets = await loadNotificationSecrets({
      ...base,
      VAPID_PUBLIC_KEY: PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRIVATE_KEY,
      UNSUBSCRIBE_SECRET: 'u'.repeat(32),
    });

    // Assess
    expect(vapidDetails(secrets)).toEqual({
      subject: 'mailto:support@thetix.app',
      publicKey: PUBLIC_KEY,
      privateKey: PRIVATE_KEY,
    });
    expect(unsubscribeSecret(secrets)).toBe('u'.repeat(32));
  });

  it('come from the named Secrets Manager secret, which wins over the environment', async () => {
    // Prepare
    const secret = JSON.stringify({
      VAPID_PUBLIC_KEY: PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRIVATE_KEY,
      VAPID_SUBJECT: 'https://thetix.app/contact',
      UNSUBSCRIBE_SECRET: 's'.repeat(40),
    });
    const asked: string[] = [];

    // Act
    const secrets = await loadNotificationSecrets(
      { ...base, VAPID_SECRET_ID: 'thetix/prod/notifications', UNSUBSCRIBE_SECRET: 'u'.repeat(32) },
      async (id) => {
        asked.push(id);
        return secret;
      },
    );

    // Assess
    expect(asked).toEqual(['thetix/prod/notifications']);
    expect(vapidDetails(secrets).subject).toBe('https://thetix.app/contact');
    expect(unsubscribeSecret(secrets)).toBe('s'.repeat(40));
  });

  it('name what is wrong with a malformed secret, never its value', async () => {
    // Act
    const failure = loadNotificationSecrets(
      { ...base, VAPID_SECRET_ID: 'thetix/prod/notifications' },
      async () => JSON.stringify({ VAPID_PRIVATE_KEY: 'too-short', UNSUBSCRIBE_SECRET: 'short' }),
    );

    // Assess
    await expect(failure).rejects.toThrow(
      /Invalid configuration: secret VAPID_SECRET_ID is not a JSON object/,
    );
    await expect(failure).rejects.not.toThrow(/too-short/);
  });

  it('say which key is missing', async () => {
    // Prepare
    const secrets = await loadNotificationSecrets(base);

    // Act & Assess
    expect(() => vapidDetails(secrets)).toThrow('Invalid configuration: VAPID_PUBLIC_KEY is not set');
    expect(() => unsubscribeSecret(secrets)).toThrow('Invalid configuration: UNSUBSCRIBE_SECRET is not set');
  });
});
