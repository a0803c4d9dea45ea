import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { config } from '../config';

/** Who the caller is, from a verified Cognito ID token. */
export interface VerifiedIdentity {
  /** Cognito `sub`: the user id everywhere in the product. */
  readonly userId: string;
  readonly email: string;
  readonly username: string;
}

export type TokenVerifier = (token: string) => Promise<VerifiedIdentity>;

export class InvalidTokenError extends Error {}

/**
 * Verifies Cognito ID tokens: signature against the pool's JWKS, issuer, audience (the app client) and expiry,
 * exactly as in AWS. The same code runs locally against cognito-local; because cognito-local serves its JWKS over
 * plain http, which aws-jwt-verify's fetcher refuses, http key sets are fetched here and handed to `cacheJwks`.
 */
export function buildTokenVerifier(options: {
  issuer: string;
  clientId: string;
  jwksUri?: string;
  fetchJwks?: (uri: string) => Promise<Jwks>;
}): TokenVerifier {
  const jwksUri = options.jwksUri ?? `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: options.clientId,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new InvalidTokenError('Expected an ID token');
    },
  });
  const fetchJwks = options.fetchJwks ?? fetchJwksOverHttp;
  let plainHttpKeys: Promise<void> | undefined;
  const loadPlainHttpKeys = () => {
    plainHttpKeys ??= fetchJwks(jwksUri).then(
      (jwks) => verifier.cacheJwks(jwks),
      (error: unknown) => {
        plainHttpKeys = undefined;
        throw error;
      },
    );
    return plainHttpKeys;
  };

  return async (token) => {
    if (jwksUri.startsWith('http://')) await loadPlainHttpKeys();
    let payload: Record<string, unknown>;
    try {
      payload = (await verifier.verify(token)) as Record<string, unknown>;
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'Invalid token');
    }
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
    if (!email) throw new InvalidTokenError('The token carries no e-mail address');
    return {
      userId: String(payload.sub),
      email,
      // With e-mail sign-in, Cognito's own username is an opaque id; the e-mail is what a person recognises.
      username: typeof payload.preferred_username === 'string' ? payload.preferred_username : email,
    };
  };
}

async function fetchJwksOverHttp(uri: string): Promise<Jwks> {
  const response = await fetch(uri);
  if (!response.ok) throw new Error(`Fetching the JWKS from ${uri} failed with ${response.status}`);
  return (await response.json()) as Jwks;
}

let shared: TokenVerifier | undefined;

/** The process-wide verifier built from configuration (its key cache survives across invocations). */
export function tokenVerifier(): TokenVerifier {
  shared ??= buildTokenVerifier({
    issuer: config().AUTH_ISSUER,
    clientId: config().AUTH_CLIENT_ID,
    jwksUri: config().AUTH_JWKS_URI,
  });
  return shared;
}
