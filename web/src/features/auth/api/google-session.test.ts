import { describe, expect, it } from 'vitest';
import { decodeJwt, takeGoogleSession } from './google-session';

const jwt = (payload: object) =>
  `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('the Google session handover', () => {
  it('decodes a token the way Amplify keeps it: payload plus the compact token', () => {
    // Prepare
    const token = jwt({ sub: 'ü-1', username: 'google_123', iat: 1_700_000_000 });

    // Act
    const decoded = decodeJwt(token);

    // Assess
    expect(decoded.payload).toEqual({ sub: 'ü-1', username: 'google_123', iat: 1_700_000_000 });
    expect(decoded.toString()).toBe(token);
  });

  it('takes the tokens with a same-origin POST and checks them against the contract', async () => {
    // Prepare
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ idToken: 'id', accessToken: 'access' }), { status: 200 });
    }) as typeof fetch;

    // Act
    const tokens = await takeGoogleSession(fetchImpl);

    // Assess
    expect(calls).toEqual([['/auth/session', { method: 'POST', credentials: 'same-origin' }]]);
    expect(tokens).toEqual({ idToken: 'id', accessToken: 'access' });
  });

  it('fails when no sign-in is waiting', async () => {
    const fetchImpl = (async () => new Response('{}', { status: 404 })) as unknown as typeof fetch;
    await expect(takeGoogleSession(fetchImpl)).rejects.toThrow('No Google sign-in to complete (404)');
  });
});
