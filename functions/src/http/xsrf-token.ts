import { createHmac, timingSafeEqual } from 'node:crypto';
import { config, type Config } from '../config';
import { randomToken } from '../platform/ids';
import { readSecret } from '../platform/secrets';

/**
 * The XSRF token of GET /api/token, bound to whoever asked for it: `<nonce>.<mac>` where
 * mac = base64url(HMAC-SHA256(XSRF_SECRET, nonce + '.' + subject)). The subject is the caller's own user id (an
 * admin viewing as someone stays the admin), or `anonymous` without a sign-in, which no `user` route accepts. So a
 * cookie and header pair made up by whoever can plant a cookie no longer passes: the mac has to verify for the
 * caller the write is made as, and only the server knows the key.
 */
export const ANONYMOUS_SUBJECT = 'anonymous';

/** Nonces are 32 random bytes in base64url; anything else is refused before an HMAC is computed. */
const NONCE = /^[A-Za-z0-9_-]{43}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

const mac = (secret: string, nonce: string, subject: string) =>
  createHmac('sha256', secret).update(`${nonce}.${subject}`).digest();

export function signXsrfToken(secret: string, subject: string, nonce: string = randomToken()): string {
  return `${nonce}.${mac(secret, nonce, subject).toString('base64url')}`;
}

/** Whether `token` was issued by this server (same key) to `subject`; compared in constant time. */
export function verifyXsrfToken(secret: string, token: string, subject: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 2) return false;
  const [nonce, signature] = parts as [string, string];
  if (!NONCE.test(nonce) || !MAC.test(signature)) return false;
  const expected = mac(secret, nonce, subject);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type SecretConfig = Pick<Config, 'XSRF_SECRET' | 'XSRF_SECRET_ID' | 'AWS_REGION'>;

/**
 * The key: `XSRF_SECRET` (locally generated once into `.data/`, like the notification keys) or, in AWS, the
 * Secrets Manager secret `XSRF_SECRET_ID` (a plain string CloudFormation generates, never in a template).
 */
export async function loadXsrfSecret(
  settings: SecretConfig,
  fetchSecret: (id: string) => Promise<string | undefined> = (id) => readSecret(id, settings.AWS_REGION),
): Promise<string> {
  if (settings.XSRF_SECRET) return settings.XSRF_SECRET;
  if (!settings.XSRF_SECRET_ID)
    throw new Error('Invalid configuration: XSRF_SECRET (or XSRF_SECRET_ID) is not set');
  const value = (await fetchSecret(settings.XSRF_SECRET_ID))?.trim() ?? '';
  if (value.length < 32)
    throw new Error('Invalid configuration: the XSRF_SECRET_ID secret must hold at least 32 characters');
  return value;
}

let cached: Promise<string> | undefined;

/** The process's key, read once (a failed read is retried by the next caller rather than kept). */
export function xsrfSecret(): Promise<string> {
  cached ??= loadXsrfSecret(config()).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** For the local runtime and tests, which set the environment after the module loaded. */
export function resetXsrfSecretForTests(): void {
  cached = undefined;
}

/**
 * The origins a browser may write from: the site's own (`APP_BASE_URL`, `PUBLIC_BASE_URL`: the CloudFront domain
 * or the local adapter) and any listed in `ALLOWED_ORIGINS` (comma-separated).
 */
export function allowedOrigins(
  settings: Pick<Config, 'APP_BASE_URL' | 'PUBLIC_BASE_URL' | 'ALLOWED_ORIGINS'>,
): string[] {
  const listed = [
    settings.APP_BASE_URL,
    settings.PUBLIC_BASE_URL,
    ...(settings.ALLOWED_ORIGINS ?? '').split(','),
  ];
  const origins = new Set<string>();
  for (const entry of listed) {
    const text = entry?.trim();
    if (!text) continue;
    try {
      origins.add(new URL(text).origin);
    } catch {
      // Validated by the config schema; a stray entry is ignored rather than allowing anything.
    }
  }
  return [...origins];
}
