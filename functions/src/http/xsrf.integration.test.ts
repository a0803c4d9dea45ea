import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, stack, type SignedInUser } from '../testing/stack-client';

/**
 * Issue 20 item 5 against the local stack: the double-submit pair must be a token GET /api/token signed for the
 * caller, and a write from another site's Origin is refused. Before, any equal cookie and header pair passed.
 */

/** GET /api/token as `user` (with the bearer) or signed out. */
async function xsrfTokenOf(user?: SignedInUser): Promise<string> {
  const response = await callApi('/api/token', { token: user?.token });
  expect(response.status).toBe(200);
  return String(response.body?.token);
}

let created = 0;

/** POST /api/accounts as `user` with exactly this cookie and header pair (and any other headers). */
const createAccount = (
  user: SignedInUser,
  pair: { cookie: string; header: string },
  headers: Record<string, string> = {},
) =>
  callApi('/api/accounts', {
    method: 'POST',
    token: user.token,
    body: { name: `Brokerage ${(created += 1)}` },
    headers: { cookie: `XSRF-TOKEN=${pair.cookie}`, 'x-xsrf-token': pair.header, ...headers },
  });

const same = (token: string) => ({ cookie: token, header: token });

describe('XSRF tokens bound to the caller, and Origin on writes', () => {
  it('signs the token for the bearer: <nonce>.<mac>, set as the XSRF-TOKEN cookie too', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const response = await callApi('/api/token', { token: user.token });

    // Assess
    const token = String(response.body?.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('set-cookie')).toContain(`XSRF-TOKEN=${token}`);
  });

  it('refuses an invalid bearer on GET /api/token with 401', async () => {
    const response = await callApi('/api/token', { token: 'not-a-token' });
    expect(response.status).toBe(401);
  });

  it('refuses a made-up equal pair (cookie a, header a) on a write route', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const response = await createAccount(user, same('a'));

    // Assess
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it("refuses user B's write with a token issued to user A, or to nobody", async () => {
    // Prepare
    const [alice, bob] = await Promise.all([createUserWithProfile(), createUserWithProfile()]);
    const aliceToken = await xsrfTokenOf(alice);
    const anonymousToken = await xsrfTokenOf();

    // Act
    const withAlices = await createAccount(bob, same(aliceToken));
    const withAnonymous = await createAccount(bob, same(anonymousToken));

    // Assess
    expect(withAlices.status).toBe(403);
    expect(withAlices.body).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    expect(withAnonymous.status).toBe(403);
    const accounts = await callApi('/api/accounts', { token: bob.token });
    expect(accounts.body).toEqual([]);
  });

  it('refuses a token whose mac was tampered with', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const token = await xsrfTokenOf(user);
    const [nonce, mac] = token.split('.') as [string, string];
    const tampered = `${nonce}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;

    // Act
    const response = await createAccount(user, same(tampered));

    // Assess
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it("refuses a write from another site's Origin with a message, even with a valid token", async () => {
    // Prepare
    const user = await createUserWithProfile();
    const token = await xsrfTokenOf(user);

    // Act
    const response = await createAccount(user, same(token), { origin: 'https://evil.example' });

    // Assess
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('Origin is not allowed'),
    });
  });

  it("accepts the caller's own token from the site's origin, for any number of writes at once", async () => {
    // Prepare
    const user = await createUserWithProfile();
    const token = await xsrfTokenOf(user);
    const origin = new URL(stack().urls.http).origin;

    // Act
    const responses = await Promise.all([
      createAccount(user, same(token), { origin }),
      createAccount(user, same(token), { origin }),
      createAccount(user, same(token)),
    ]);

    // Assess
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
  });
  it('ignores a viewer-host header the client sent itself: only the proxy in front says which host was used', async () => {
    // Prepare: the probe's spoof, a foreign Origin with a matching x-thetix-viewer-host (CloudFront overwrites it in
    // AWS; locally the adapter is the proxy).
    const user = await createUserWithProfile();
    const token = await xsrfTokenOf(user);

    // Act
    const response = await createAccount(user, same(token), {
      origin: 'https://evil.example',
      'x-thetix-viewer-host': 'evil.example',
    });

    // Assess
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN' });
  });
});
