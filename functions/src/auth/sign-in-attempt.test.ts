import { describe, expect, it } from 'vitest';
import { codeChallenge, createCodeVerifier } from './pkce';
import { readAttempt, sameState, signAttempt } from './sign-in-attempt';

const key = 'k'.repeat(64);
const now = new Date('2026-03-02T15:00:00Z');
const attempt = {
  state: 'S'.repeat(43),
  verifier: 'V'.repeat(43),
  expiresAt: now.getTime() + 60_000,
};

describe('PKCE S256', () => {
  it('is the unpadded base64url SHA-256 of the verifier (RFC 7636 §4.2)', () => {
    // Source: `printf %s <verifier> | openssl dgst -sha256 -binary | base64`, then + and / made - and _, = dropped.
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r7wW1gFWFOEjXk')).toBe(
      'bwWFMyPfdG9qreDhH2lmftFx_dFeLDalzcT1gb_j68g',
    );
  });

  it('makes 43-character base64url verifiers from 32 random bytes', () => {
    // Act
    const verifier = createCodeVerifier((bytes) => Buffer.alloc(bytes, 7));

    // Assess
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCodeVerifier()).not.toBe(createCodeVerifier());
  });
});

describe('the signed sign-in attempt cookie', () => {
  it('reads back what it signed', () => {
    expect(readAttempt(key, signAttempt(key, attempt), now)).toEqual(attempt);
  });

  it('refuses a cookie signed with another key', () => {
    expect(readAttempt(key, signAttempt('x'.repeat(64), attempt), now)).toBeUndefined();
  });

  it('refuses a payload changed after signing', () => {
    // Prepare
    const [, signature] = signAttempt(key, attempt).split('.');
    const forged = Buffer.from(JSON.stringify({ ...attempt, state: 'F'.repeat(43) })).toString('base64url');

    // Act / Assess
    expect(readAttempt(key, `${forged}.${signature}`, now)).toBeUndefined();
  });

  it('refuses an expired attempt', () => {
    expect(readAttempt(key, signAttempt(key, attempt), new Date(attempt.expiresAt))).toBeUndefined();
  });

  it.each([undefined, '', 'no-dot', 'a.b.c', '%%%.%%%'])('refuses the malformed cookie %j', (value) => {
    expect(readAttempt(key, value, now)).toBeUndefined();
  });

  it('compares states exactly', () => {
    expect(sameState('abc', 'abc')).toBe(true);
    expect(sameState('abc', 'abd')).toBe(false);
    expect(sameState('abc', 'abcd')).toBe(false);
  });
});
