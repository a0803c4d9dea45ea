import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildInviteRepository } from '../invites/invite-repository';
import { callApi, stack, stackTable } from '../testing/stack-client';

/** The browser's part: follow one redirect by hand, carrying the cookies the previous answers set. */
class Browser {
  private readonly jar = new Map<string, string>();

  async get(url: string) {
    return this.send(url, { method: 'GET' });
  }

  async post(url: string) {
    return this.send(url, { method: 'POST' });
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  private async send(url: string, init: RequestInit) {
    const target = new URL(url, stack().urls.http);
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(target, { ...init, redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (/max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return {
      status: response.status,
      location: response.headers.get('location') ?? '',
      text: await response.text(),
    };
  }
}

async function invite(email: string) {
  await buildInviteRepository(stackTable()).putInvite({
    email,
    invitedAt: new Date().toISOString(),
    featureFlags: {},
    foundersAccess: false,
  });
}

/** Button → /auth/google → stand-in consent → /auth/callback, as Chromium does it; returns where it ended. */
async function signInWithGoogle(browser: Browser, email: string) {
  const started = await browser.get('/auth/google');
  expect(started.status).toBe(302);
  const consentPage = await browser.get(started.location);
  expect(consentPage.text).toContain('Sign in with Google (local stand-in)');
  const consent = new URL(started.location.replace('/oauth2/authorize', '/oauth2/consent'));
  consent.searchParams.set('email', email);
  const chosen = await browser.get(consent.toString());
  expect(chosen.status).toBe(302);
  const callback = await browser.get(chosen.location);
  expect(callback.status).toBe(302);
  return { started, chosen, callback };
}

describe('Google sign-in through the local stand-in', () => {
  it('sends the browser to the hosted UI with Google, PKCE S256 and a state held in a signed HttpOnly cookie', async () => {
    // Act
    const browser = new Browser();
    const started = await browser.get('/auth/google');

    // Assess
    const authorize = new URL(started.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${stack().urls.http}/local/google/oauth2/authorize`,
    );
    expect(authorize.searchParams.get('identity_provider')).toBe('Google');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${stack().urls.http}/auth/callback`);
    expect(browser.cookie('thetix_google_sign_in')).toBeTruthy();
  });

  it('gives an invited user a session the API accepts, handed over once', async () => {
    // Prepare
    const email = `google-${randomUUID()}@example.com`;
    await invite(email);
    const browser = new Browser();

    // Act
    const { callback } = await signInWithGoogle(browser, email);
    const session = await browser.post('/auth/session');
    const again = await browser.post('/auth/session');

    // Assess
    expect(callback.location).toBe('/login?signin=google');
    expect(browser.cookie('thetix_google_sign_in')).toBeUndefined();
    expect(session.status).toBe(200);
    const tokens = JSON.parse(session.text) as {
      idToken: string;
      accessToken: string;
      refreshToken?: string;
    };
    expect(tokens.accessToken).toBeTruthy();
    const profile = await callApi('/api/profile', { token: tokens.idToken });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, hasCompletedOnboarding: false });
    expect(again.status).toBe(404);
  });

  it('sends an uninvited user to /login?error=unauthorized without a session', async () => {
    // Prepare
    const browser = new Browser();

    // Act
    const { callback } = await signInWithGoogle(browser, `stranger-${randomUUID()}@example.com`);
    const session = await browser.post('/auth/session');

    // Assess
    expect(callback.location).toBe('/login?error=unauthorized');
    expect(session.status).toBe(404);
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    // Prepare
    const browser = new Browser();
    const { chosen } = await signInWithGoogle(new Browser(), 'investor@thetix.local');
    await browser.get('/auth/google');

    // Act: another browser's code and state, replayed here
    const callback = await browser.get(chosen.location);

    // Assess
    expect(callback.status).toBe(302);
    expect(callback.location).toBe('/login?error=google_expired');
  });

  it('answers a callback without any parameters (a reloaded callback page) with the login page, not an error', async () => {
    const callback = await new Browser().get('/auth/callback');
    expect(callback.status).toBe(302);
    expect(callback.location).toBe('/login');
  });

  it('refuses a code exchange without the right PKCE verifier at the stand-in token endpoint', async () => {
    // Prepare
    const started = await new Browser().get('/auth/google');
    const consent = new URL(started.location.replace('/oauth2/authorize', '/oauth2/consent'));
    consent.searchParams.set('email', 'investor@thetix.local');
    const chosen = await new Browser().get(consent.toString());
    const code = new URL(chosen.location).searchParams.get('code')!;

    // Act
    const response = await fetch(`${stack().urls.http}/local/google/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: stack().identity.clientId,
        code,
        redirect_uri: `${stack().urls.http}/auth/callback`,
        code_verifier: 'w'.repeat(43),
      }).toString(),
    });

    // Assess
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_grant' });
  });
});
