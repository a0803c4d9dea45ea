import type { GoogleSignInErrorCode } from '@thetix/shared/contracts/google-sign-in';
import { GOOGLE_SESSION_READY_QUERY } from '@thetix/shared/contracts/google-sign-in';
import { ConflictError, DomainError, NotFoundError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { codeChallenge } from './pkce';
import type { SessionHandoffRepository, SessionTokens } from './session-handoff-repository';
import { ATTEMPT_COOKIE, ATTEMPT_TTL_SECONDS, readAttempt, sameState, signAttempt } from './sign-in-attempt';
import type { VerifiedIdentity } from './token-verifier';

/** The handoff cookie: read only by POST /auth/session, same-site only, gone after two minutes. */
export const HANDOFF_COOKIE = 'thetix_google_session';
export const HANDOFF_TTL_SECONDS = 120;

export const AUTH_PATHS = {
  google: '/auth/google',
  callback: '/auth/callback',
  session: '/auth/session',
  login: '/login',
} as const;

/** A browser redirect with the cookies it sets or clears. */
export interface Redirect {
  readonly location: string;
  readonly cookies: string[];
}

export interface FederatedSignInDependencies {
  /** False when the stage has no Google identity provider: the flow ends on the login page with a clear text. */
  enabled: boolean;
  /** The hosted UI's base URL (Cognito's user pool domain; locally the stand-in at /local/google). */
  hostedUiUrl: string;
  clientId: string;
  /** The product's origin, where the hosted UI sends the browser back (must be a callback URL of the app client). */
  appOrigin: string;
  /** HMAC key of the attempt cookie. */
  signingKey(): Promise<string>;
  exchangeCode(input: { code: string; verifier: string; redirectUri: string }): Promise<SessionTokens>;
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  /** The invite check every sign-in passes (profile-service getOrCreateProfile): throws when refused. */
  admit(identity: VerifiedIdentity): Promise<void>;
  handoffs: Pick<SessionHandoffRepository, 'put' | 'take'>;
  newState(): string;
  newVerifier(): string;
  newHandoffId(): string;
  clock: Clock;
  logger: Logger;
  /** Secure cookies; browsers accept them on http://localhost too (docs/decisions.md, XSRF cookie). */
  secureCookies?: boolean;
}

const cookie = (
  name: string,
  value: string,
  options: { path: string; maxAge: number; sameSite: 'Lax' | 'Strict'; secure: boolean },
) =>
  [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'HttpOnly',
    ...(options.secure ? ['Secure'] : []),
    `SameSite=${options.sameSite}`,
  ].join('; ');

const loginWith = (error: GoogleSignInErrorCode) => `${AUTH_PATHS.login}?error=${error}`;

export function buildFederatedSignIn(deps: FederatedSignInDependencies) {
  const secure = deps.secureCookies ?? true;
  const redirectUri = `${deps.appOrigin.replace(/\/$/, '')}${AUTH_PATHS.callback}`;
  // SameSite=Lax: the hosted UI sends the browser back with a cross-site top-level GET, which Lax cookies survive.
  const attemptCookie = (value: string, maxAge: number) =>
    cookie(ATTEMPT_COOKIE, value, { path: AUTH_PATHS.callback, maxAge, sameSite: 'Lax', secure });
  const clearAttempt = attemptCookie('', 0);
  const handoffCookie = (value: string, maxAge: number) =>
    cookie(HANDOFF_COOKIE, value, { path: AUTH_PATHS.session, maxAge, sameSite: 'Strict', secure });

  const fail = (error: GoogleSignInErrorCode): Redirect => ({
    location: loginWith(error),
    cookies: [clearAttempt],
  });

  return {
    /** GET /auth/google: to the hosted UI's authorize endpoint with Google preselected, PKCE S256 and a fresh state. */
    async start(): Promise<Redirect> {
      if (!deps.enabled) return { location: loginWith('google_unavailable'), cookies: [] };
      const state = deps.newState();
      const verifier = deps.newVerifier();
      const expiresAt = deps.clock.now().getTime() + ATTEMPT_TTL_SECONDS * 1000;
      const authorize = new URL(`${deps.hostedUiUrl.replace(/\/$/, '')}/oauth2/authorize`);
      authorize.search = new URLSearchParams({
        identity_provider: 'Google',
        response_type: 'code',
        client_id: deps.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        code_challenge: codeChallenge(verifier),
        code_challenge_method: 'S256',
      }).toString();
      const signed = signAttempt(await deps.signingKey(), { state, verifier, expiresAt });
      return { location: authorize.toString(), cookies: [attemptCookie(signed, ATTEMPT_TTL_SECONDS)] };
    },

    /**
     * GET /auth/callback: checks the state against the attempt cookie, exchanges the code with the verifier, verifies
     * the ID token and applies the invite check. An admitted user's tokens wait in a one-time handoff for the SPA;
     * every failure ends on /login with an error code, never an error page.
     */
    async complete(input: {
      query: Record<string, string | undefined>;
      cookies: Record<string, string>;
    }): Promise<Redirect> {
      const { query, cookies } = input;
      // The SPA's own /auth/callback page reloaded (CloudFront sends /auth/* here): not a Google answer at all.
      if (!query.code && !query.state && !query.error) return { location: AUTH_PATHS.login, cookies: [] };
      if (query.error) {
        deps.logger.info('google sign-in refused by the hosted UI', {
          error: query.error,
          description: query.error_description,
        });
        return fail(query.error === 'access_denied' ? 'google_cancelled' : 'google_failed');
      }
      const now = deps.clock.now();
      const attempt = readAttempt(await deps.signingKey(), cookies[ATTEMPT_COOKIE], now);
      if (!attempt || !query.state || !sameState(attempt.state, query.state)) return fail('google_expired');
      if (!query.code) return fail('google_failed');

      let identity: VerifiedIdentity;
      let tokens: SessionTokens;
      try {
        tokens = await deps.exchangeCode({ code: query.code, verifier: attempt.verifier, redirectUri });
        identity = await deps.verifyIdToken(tokens.idToken);
      } catch (error) {
        deps.logger.warn('google sign-in: code exchange failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return fail('google_failed');
      }

      try {
        await deps.admit(identity);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_INVITED') return fail('unauthorized');
        if (error instanceof ConflictError) return fail('invite_used');
        deps.logger.error('google sign-in: invite check failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return fail('google_failed');
      }

      const handoffId = deps.newHandoffId();
      await deps.handoffs.put(handoffId, tokens, new Date(now.getTime() + HANDOFF_TTL_SECONDS * 1000));
      return {
        location: `${AUTH_PATHS.login}?${GOOGLE_SESSION_READY_QUERY.name}=${GOOGLE_SESSION_READY_QUERY.value}`,
        cookies: [clearAttempt, handoffCookie(handoffId, HANDOFF_TTL_SECONDS)],
      };
    },

    /** POST /auth/session: the waiting tokens, once; 404 when there are none (taken, expired, other browser). */
    async takeSession(
      cookies: Record<string, string>,
    ): Promise<{ tokens: SessionTokens; cookies: string[] }> {
      const id = cookies[HANDOFF_COOKIE];
      const tokens = id ? await deps.handoffs.take(id, deps.clock.now()) : undefined;
      if (!tokens)
        throw new NotFoundError('No Google sign-in is waiting in this browser. Please sign in again.');
      return { tokens, cookies: [handoffCookie('', 0)] };
    },
  };
}

export type FederatedSignIn = ReturnType<typeof buildFederatedSignIn>;
