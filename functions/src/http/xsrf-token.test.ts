import { describe, expect, it } from 'vitest';
import { allowedOrigins, loadXsrfSecret, signXsrfToken, verifyXsrfToken } from './xsrf-token';

const secret = 's'.repeat(48);

describe('XSRF tokens', () => {
  it('is <nonce>.<mac> with mac = base64url(HMAC-SHA256(secret, nonce + "." + subject))', async () => {
    // Prepare
    const { createHmac } = await import('node:crypto');
    const nonce = 'n'.repeat(43);

    // Act
    const token = signXsrfToken(secret, 'user-1', nonce);

    // Assess
    const mac = createHmac('sha256', secret).update(`${nonce}.user-1`).digest('base64url');
    expect(token).toBe(`${nonce}.${mac}`);
  });

  it('verifies for its own subject only', () => {
    // Act
    const token = signXsrfToken(secret, 'user-1');

    // Assess
    expect(verifyXsrfToken(secret, token, 'user-1')).toBe(true);
    expect(verifyXsrfToken(secret, token, 'user-2')).toBe(false);
    expect(verifyXsrfToken(secret, token, 'anonymous')).toBe(false);
    expect(verifyXsrfToken('o'.repeat(48), token, 'user-1')).toBe(false);
  });

  it.each(['', 'a', 'a.b', `${'n'.repeat(43)}.${'m'.repeat(43)}`, `${'n'.repeat(43)}.${'m'.repeat(43)}.x`])(
    'refuses the malformed or forged token %j',
    (token) => {
      expect(verifyXsrfToken(secret, token, 'user-1')).toBe(false);
    },
  );

  it('draws a new nonce for every token', () => {
    expect(signXsrfToken(secret, 'user-1')).not.toBe(signXsrfToken(secret, 'user-1'));
  });
});

describe('XSRF key', () => {
  it('takes XSRF_SECRET when set, without reading Secrets Manager', async () => {
    // Prepare
    const fetchSecret = async () => {
      throw new Error('not called');
    };

    // Act
    const key = await loadXsrfSecret(
      { XSRF_SECRET: secret, XSRF_SECRET_ID: 'arn', AWS_REGION: 'us-east-1' },
      fetchSecret,
    );

    // Assess
    expect(key).toBe(secret);
  });

  it('reads the XSRF_SECRET_ID secret in AWS, and refuses a short or missing one', async () => {
    // Prepare
    const settings = { XSRF_SECRET_ID: 'arn:secret', AWS_REGION: 'us-east-1' };

    // Act
    const key = await loadXsrfSecret(settings, async (id) =>
      id === 'arn:secret' ? `${secret}\n` : undefined,
    );

    // Assess
    expect(key).toBe(secret);
    await expect(loadXsrfSecret(settings, async () => 'short')).rejects.toThrow('at least 32 characters');
    await expect(loadXsrfSecret({ AWS_REGION: 'us-east-1' })).rejects.toThrow(
      'Invalid configuration: XSRF_SECRET (or XSRF_SECRET_ID) is not set',
    );
  });
});

describe('allowed origins', () => {
  it('are the origins of APP_BASE_URL, PUBLIC_BASE_URL and ALLOWED_ORIGINS, once each', () => {
    // Act
    const origins = allowedOrigins({
      APP_BASE_URL: 'https://thetix.app/',
      PUBLIC_BASE_URL: 'https://thetix.app',
      ALLOWED_ORIGINS: ' https://d111111abcdef8.cloudfront.net , ,http://localhost:5173',
    });

    // Assess
    expect(origins).toEqual([
      'https://thetix.app',
      'https://d111111abcdef8.cloudfront.net',
      'http://localhost:5173',
    ]);
  });
});
