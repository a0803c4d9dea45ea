import { createHash, randomBytes } from 'node:crypto';

/**
 * Proof Key for Code Exchange (RFC 7636) with the S256 method, the one Cognito's hosted UI accepts for public
 * clients: the verifier stays with us (in the signed attempt cookie), only its hash travels in the authorize URL, so
 * an intercepted code is useless without the cookie.
 */

/** 32 random bytes in base64url: 43 characters, inside RFC 7636's 43-128 with the unreserved alphabet. */
export const createCodeVerifier = (random: (bytes: number) => Buffer = randomBytes): string =>
  random(32).toString('base64url');

/** BASE64URL(SHA256(ASCII(code_verifier))), RFC 7636 §4.2. */
export const codeChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');
