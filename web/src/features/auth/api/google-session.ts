import {
  googleSessionResponseSchema,
  type GoogleSessionResponse,
} from '@thetix/shared/contracts/google-sign-in';
import type { cognitoUserPoolsTokenProvider as TokenProvider } from 'aws-amplify/auth/cognito';
import { loadAuth } from '../../../lib/amplify';

/** Amplify's JWT shape (its `JWT` type): the decoded payload plus the compact token itself. */
type AmplifyJwt = Parameters<typeof TokenProvider.tokenOrchestrator.setTokens>[0]['tokens']['accessToken'];

/** The server keeps a finished Google sign-in for this browser until the SPA takes it (functions/src/auth/http.ts). */
export const GOOGLE_SESSION_PATH = '/auth/session';

export class GoogleSessionError extends Error {
  override readonly name = 'GoogleSessionError';
}

/** A token as Amplify keeps it; the signature is the API's to check, not the browser's. */
export function decodeJwt(token: string): AmplifyJwt {
  const part = token.split('.')[1];
  if (!part) throw new GoogleSessionError('Malformed token');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const json = new TextDecoder().decode(
    Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)),
  );
  return { payload: JSON.parse(json) as AmplifyJwt['payload'], toString: () => token };
}

/** Takes the waiting tokens once (POST /auth/session, HttpOnly same-site cookie); throws when there are none. */
export async function takeGoogleSession(
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<GoogleSessionResponse> {
  const response = await fetchImpl(GOOGLE_SESSION_PATH, { method: 'POST', credentials: 'same-origin' });
  if (!response.ok) throw new GoogleSessionError(`No Google sign-in to complete (${response.status})`);
  const parsed = googleSessionResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new GoogleSessionError('Unexpected answer from the sign-in server');
  return parsed.data;
}

/**
 * Stores the tokens where Amplify keeps a session, as its own redirect sign-in does (cacheCognitoTokens): from then
 * on `fetchAuthSession` returns them and refreshes them with the refresh token, like a password sign-in.
 */
export async function storeGoogleSession(tokens: GoogleSessionResponse): Promise<void> {
  await loadAuth();
  const { cognitoUserPoolsTokenProvider } = await import('aws-amplify/auth/cognito');
  const accessToken = decodeJwt(tokens.accessToken);
  const issuedAt = Number(accessToken.payload.iat ?? 0) * 1000;
  const { payload } = accessToken;
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken: decodeJwt(tokens.idToken),
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      clockDrift: issuedAt > 0 ? issuedAt - Date.now() : 0,
      username: String(payload.username ?? payload['cognito:username'] ?? payload.sub),
    },
  });
}
