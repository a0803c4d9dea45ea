import { describe, expect, it, vi } from 'vitest';
import { ConflictError, ForbiddenError } from '../http/errors';
import { fixedClock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { buildFederatedSignIn, HANDOFF_COOKIE, type FederatedSignInDependencies } from './federated-sign-in';
import { codeChallenge } from './pkce';
import type { SessionTokens } from './session-handoff-repository';
import { ATTEMPT_COOKIE } from './sign-in-attempt';

const STATE = 's'.repeat(43);
const VERIFIER = 'v'.repeat(43);
const tokens: SessionTokens = { idToken: 'id.token', accessToken: 'access.token', refreshToken: 'refresh' };
const silent: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silent,
} as unknown as Logger;

function createSignIn(overrides: Partial<FederatedSignInDependencies> = {}) {
  const stored = new Map<string, SessionTokens>();
  const deps: FederatedSignInDependencies = {
    enabled: true,
    hostedUiUrl: 'https://thetix-test.auth.us-east-1.amazoncognito.com',
    clientId: 'web-client',
    appOrigin: 'https://thetix.example',
    signingKey: async () => 'k'.repeat(64),
    exchangeCode: vi.fn(async () => tokens),
    verifyIdToken: vi.fn(async () => ({ userId: 'sub-1', email: 'ann@example.com', username: 'ann' })),
    admit: vi.fn(async () => undefined),
    handoffs: {
      put: async (id, value) => void stored.set(id, value),
      take: async (id) => {
        const value = stored.get(id);
        stored.delete(id);
        return value;
      },
    },
    newState: () => STATE,
    newVerifier: () => VERIFIER,
    newHandoffId: () => 'handoff-1',
    clock: fixedClock('2026-03-02T15:00:00Z'),
    logger: silent,
    ...overrides,
  };
  return { signIn: buildFederatedSignIn(deps), deps };
}

/** The attempt cookie's value from a Set-Cookie line. */
const attemptCookieOf = (setCookies: string[]) =>
  setCookies
    .find((line) => line.startsWith(`${ATTEMPT_COOKIE}=`))!
    .split(';')[0]!
    .split('=')[1]!;

async function startedAttempt(signIn: ReturnType<typeof createSignIn>['signIn']) {
  const started = await signIn.start();
  return { [ATTEMPT_COOKIE]: attemptCookieOf(started.cookies) };
}

describe('GET /auth/google', () => {
  it('redirects to the hosted UI with Google, the code flow, PKCE S256 and the state', async () => {
    // Prepare
    const { signIn } = createSignIn();

    // Act
    const started = await signIn.start();

    // Assess
    const location = new URL(started.location);
    expect(location.origin + location.pathname).toBe(
      'https://thetix-test.auth.us-east-1.amazoncognito.com/oauth2/authorize',
    );
    expect(Object.fromEntries(location.searchParams)).toEqual({
      identity_provider: 'Google',
      response_type: 'code',
      client_id: 'web-client',
      redirect_uri: 'https://thetix.example/auth/callback',
      scope: 'openid email profile',
      state: STATE,
      code_challenge: codeChallenge(VERIFIER),
      code_challenge_method: 'S256',
    });
    expect(started.cookies[0]).toMatch(
      new RegExp(
        `^${ATTEMPT_COOKIE}=[^;]+; Path=/auth/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax$`,
      ),
    );
    expect(started.cookies[0]).not.toContain(VERIFIER);
  });

  it('ends on the login page with a clear code when the stage has no Google provider', async () => {
    const { signIn } = createSignIn({ enabled: false });
    expect((await signIn.start()).location).toBe('/login?error=google_unavailable');
  });
});

describe('GET /auth/callback', () => {
  it('exchanges the code with the verifier, admits the user and leaves the tokens for the SPA once', async () => {
    // Prepare
    const { signIn, deps } = createSignIn();
    const cookies = await startedAttempt(signIn);

    // Act
    const done = await signIn.complete({ query: { code: 'the-code', state: STATE }, cookies });
    const taken = await signIn.takeSession({ [HANDOFF_COOKIE]: 'handoff-1' });

    // Assess
    expect(done.location).toBe('/login?signin=google');
    expect(deps.exchangeCode).toHaveBeenCalledWith({
      code: 'the-code',
      verifier: VERIFIER,
      redirectUri: 'https://thetix.example/auth/callback',
    });
    expect(deps.admit).toHaveBeenCalledWith({ userId: 'sub-1', email: 'ann@example.com', username: 'ann' });
    expect(done.cookies).toContain(
      `${ATTEMPT_COOKIE}=; Path=/auth/callback; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(done.cookies).toContain(
      `${HANDOFF_COOKIE}=handoff-1; Path=/auth/session; Max-Age=120; HttpOnly; Secure; SameSite=Strict`,
    );
    expect(taken.tokens).toEqual(tokens);
    await expect(signIn.takeSession({ [HANDOFF_COOKIE]: 'handoff-1' })).rejects.toThrow(
      'No Google sign-in is waiting in this browser',
    );
  });

  it.each([
    ['an uninvited user', new ForbiddenError('Access denied.', 'NOT_INVITED'), '/login?error=unauthorized'],
    ['an invite claimed by another sign-in', new ConflictError('used'), '/login?error=invite_used'],
    ['any other failure of the check', new Error('table down'), '/login?error=google_failed'],
  ])('sends %s to the login page without a session', async (_, refusal, location) => {
    // Prepare
    const { signIn } = createSignIn({ admit: async () => Promise.reject(refusal) });
    const cookies = await startedAttempt(signIn);

    // Act
    const done = await signIn.complete({ query: { code: 'the-code', state: STATE }, cookies });

    // Assess
    expect(done.location).toBe(location);
    expect(done.cookies.some((line) => line.startsWith(`${HANDOFF_COOKIE}=`))).toBe(false);
  });

  it.each([
    ['no attempt cookie', { code: 'c', state: STATE }, {}, '/login?error=google_expired'],
    [
      'a forged attempt cookie',
      { code: 'c', state: STATE },
      { [ATTEMPT_COOKIE]: 'e30.AAAA' },
      '/login?error=google_expired',
    ],
    [
      'a state that differs from the cookie',
      { code: 'c', state: 'x'.repeat(43) },
      'attempt',
      '/login?error=google_expired',
    ],
    ['no state', { code: 'c' }, 'attempt', '/login?error=google_expired'],
    ['no code', { state: STATE }, 'attempt', '/login?error=google_failed'],
    [
      'a cancelled consent',
      { error: 'access_denied', state: STATE },
      'attempt',
      '/login?error=google_cancelled',
    ],
    [
      'another hosted UI error',
      { error: 'invalid_request', error_description: 'PreSignUp failed' },
      'attempt',
      '/login?error=google_failed',
    ],
    ['a plain reload of the SPA callback page', {}, 'attempt', '/login'],
  ] as const)('ends %s on the login page', async (_, query, cookieChoice, location) => {
    // Prepare
    const { signIn, deps } = createSignIn();
    const cookies = cookieChoice === 'attempt' ? await startedAttempt(signIn) : cookieChoice;

    // Act
    const done = await signIn.complete({ query, cookies });

    // Assess
    expect(done.location).toBe(location);
    expect(deps.admit).not.toHaveBeenCalled();
  });

  it('ends an expired attempt on the login page', async () => {
    // Prepare
    const { signIn: early } = createSignIn();
    const cookies = await startedAttempt(early);
    const { signIn: late } = createSignIn({ clock: fixedClock('2026-03-02T15:10:01Z') });

    // Act
    const done = await late.complete({ query: { code: 'c', state: STATE }, cookies });

    // Assess
    expect(done.location).toBe('/login?error=google_expired');
  });

  it.each([
    ['the code exchange', { exchangeCode: async () => Promise.reject(new Error('invalid_grant')) }],
    ['the ID token check', { verifyIdToken: async () => Promise.reject(new Error('bad signature')) }],
  ])('ends a failure of %s on the login page', async (_, overrides) => {
    // Prepare
    const { signIn, deps } = createSignIn(overrides);
    const cookies = await startedAttempt(signIn);

    // Act
    const done = await signIn.complete({ query: { code: 'c', state: STATE }, cookies });

    // Assess
    expect(done.location).toBe('/login?error=google_failed');
    expect(deps.admit).not.toHaveBeenCalled();
  });
});

describe('POST /auth/session', () => {
  it('answers 404 without a handoff cookie', async () => {
    const { signIn } = createSignIn();
    await expect(signIn.takeSession({})).rejects.toMatchObject({ status: 404 });
  });
});
