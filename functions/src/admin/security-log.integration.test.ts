import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser, lookupItems } from '../testing/stack-client';
import { SECURITY_LOG_LIMIT_PER_MINUTE, SECURITY_LOG_RATE_MESSAGE } from './http';

const event = () => ({
  event: 'admin_shortcut_access',
  details: { reason: 'not admin' },
  timestamp: new Date().toISOString(),
  userAgent: 'vitest',
  url: 'http://localhost/dashboard',
});

describe('POST /api/admin/security-log', () => {
  it('refuses a call without the XSRF token with 403', async () => {
    const user = await createSignedInUser({ invited: true });
    const response = await callApi('/api/admin/security-log', {
      method: 'POST',
      token: user.token,
      body: event(),
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it('stores the event under the caller with the XSRF token', async () => {
    // Prepare
    const user = await createSignedInUser({ invited: true });
    // Act
    const response = await callApi('/api/admin/security-log', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: event(),
    });
    // Assess
    expect(response.status).toBe(204);
    const Items = await lookupItems(`SECURITY_ACTOR#${user.userId}`);
    expect(Items).toEqual([
      expect.objectContaining({
        kind: 'admin_shortcut_access',
        details: expect.objectContaining({ reason: 'not admin', userAgent: 'vitest' }),
      }),
    ]);
  });

  it('answers 400 naming the field when the body is wrong, and stores nothing', async () => {
    const user = await createSignedInUser({ invited: true });
    const response = await callApi('/api/admin/security-log', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { event: '', timestamp: 'yesterday' },
    });
    expect(response.status).toBe(400);
    expect(response.body?.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.event' }),
        expect.objectContaining({ path: 'body.timestamp' }),
      ]),
    );
  });

  // Issue 20 item 2: each of these answered 500 (DynamoDB or the SDK refused the number or the size).
  it.each(['1e309', '1e+308', '9007199254740992', '1e-320', '"' + 'x'.repeat(1024 * 1024) + '"'])(
    'answers 400 for details holding %s and stores nothing',
    async (literal) => {
      // Prepare
      const user = await createSignedInUser({ invited: true });
      const body = `{"event":"account_impersonation","timestamp":"${new Date().toISOString()}","details":{"value":${literal}}}`;
      // Act
      const response = await callApi('/api/admin/security-log', {
        method: 'POST',
        token: user.token,
        xsrf: true,
        body,
      });
      // Assess
      expect(response.status).toBe(400);
      expect(response.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'body.details' })]);
      expect(await storedFor(user.userId)).toEqual([]);
    },
  );

  it('answers 429 with a message once a user posts more than the limit in a minute', async () => {
    // Prepare
    const user = await createSignedInUser({ invited: true });
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof callApi>> | undefined;
    // Act: two windows' worth at most, so a minute boundary in the middle cannot hide the limit.
    for (let call = 0; call <= 2 * SECURITY_LOG_LIMIT_PER_MINUTE && !refused; call += 1) {
      const response = await callApi('/api/admin/security-log', {
        method: 'POST',
        token: user.token,
        xsrf: true,
        body: event(),
      });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    // Assess
    expect(refused?.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: SECURITY_LOG_RATE_MESSAGE });
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(
      SECURITY_LOG_LIMIT_PER_MINUTE,
    );
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
  });
});

async function storedFor(userId: string) {
  return lookupItems(`SECURITY_ACTOR#${userId}`);
}
