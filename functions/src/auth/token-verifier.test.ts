import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTokenVerifier, InvalidTokenError } from './token-verifier';

const issuer = 'http://127.0.0.1:9229/local_pool';
const clientId = 'client-abc';

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/** An RS256 JWT as Cognito issues it, signed with the given key. */
function createJwt(privateKey: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: 'user-1',
    email: 'Investor@Example.com',
    token_use: 'id',
    iss: issuer,
    aud: clientId,
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  const signingInput = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  return `${signingInput}.${sign('RSA-SHA256', Buffer.from(signingInput), privateKey).toString('base64url')}`;
}

const poolKey = keyPair('pool-key');
const verifier = buildTokenVerifier({
  issuer,
  clientId,
  fetchJwks: async () => ({ keys: [poolKey.jwk] }) as never,
});

describe('buildTokenVerifier', () => {
  it('accepts an ID token signed by the pool and returns who it is for', async () => {
    // Prepare
    const token = createJwt(poolKey.privateKey, poolKey.kid, {});
    // Act
    const identity = await verifier(token);
    // Assess
    expect(identity).toEqual({
      userId: 'user-1',
      email: 'investor@example.com',
      username: 'investor@example.com',
    });
  });

  it.each([
    ['another issuer', { iss: 'http://127.0.0.1:9229/other_pool' }],
    ['another app client', { aud: 'someone-else' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['an access token', { token_use: 'access' }],
  ])('refuses %s', async (_, claims) => {
    const token = createJwt(poolKey.privateKey, poolKey.kid, claims);
    await expect(verifier(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a token signed by a key the pool does not publish', async () => {
    const attacker = keyPair('pool-key');
    const token = createJwt(attacker.privateKey, attacker.kid, {});
    await expect(verifier(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = createJwt(poolKey.privateKey, poolKey.kid, {}).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', email: 'a@b.c', token_use: 'id', iss: issuer, aud: clientId, exp: 9e9 }),
    ).toString('base64url');
    await expect(verifier(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a token without an e-mail address', async () => {
    const token = createJwt(poolKey.privateKey, poolKey.kid, { email: undefined });
    await expect(verifier(token)).rejects.toThrow('no e-mail');
  });
});
