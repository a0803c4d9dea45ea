import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One Google sign-in in flight: the `state` sent to the hosted UI and the PKCE verifier, kept in the browser in an
 * HttpOnly cookie signed with HMAC-SHA256, so the callback can tell its own attempt from a forged or replayed one
 * without any server-side storage. The cookie lives 10 minutes, long enough to pick an account at Google.
 */
export interface SignInAttempt {
  readonly state: string;
  readonly verifier: string;
  /** Epoch milliseconds after which the attempt is refused. */
  readonly expiresAt: number;
}

export const ATTEMPT_COOKIE = 'thetix_google_sign_in';
export const ATTEMPT_TTL_SECONDS = 600;

/** Domain separation: the key is shared with the XSRF tokens, so a MAC made for one can never pass as the other. */
const PURPOSE = 'google-sign-in-attempt:v1';

const mac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${PURPOSE}.${payload}`).digest();

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function signAttempt(key: string, attempt: SignInAttempt): string {
  const payload = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The attempt a cookie holds when its MAC verifies, its shape is right and it has not expired; else undefined. */
export function readAttempt(key: string, value: string | undefined, now: Date): SignInAttempt | undefined {
  if (!value) return undefined;
  const parts = value.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signature] = parts as [string, string];
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let attempt: unknown;
  try {
    attempt = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { state, verifier, expiresAt } = (attempt ?? {}) as Partial<SignInAttempt>;
  if (typeof state !== 'string' || !TOKEN.test(state)) return undefined;
  if (typeof verifier !== 'string' || !TOKEN.test(verifier)) return undefined;
  if (typeof expiresAt !== 'number' || expiresAt <= now.getTime()) return undefined;
  return { state, verifier, expiresAt };
}

/** Constant-time comparison of the state the hosted UI echoed with the one in the cookie. */
export function sameState(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
