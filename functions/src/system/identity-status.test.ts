import { describe, expect, it, vi } from 'vitest';
import { buildIdentityStatusCheck, IDENTITY_CHECK_TTL_MS } from './identity-status';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 15) + ms);

describe('identity provider status', () => {
  it('is operational when the key set answers with keys, and keeps the answer for a minute', async () => {
    // Prepare
    const fetch = vi.fn(async () => Response.json({ keys: [{ kid: 'a' }] }));
    let now = at(0);
    const check = buildIdentityStatusCheck({ jwksUri: () => 'http://idp/jwks', fetch, now: () => now });

    // Act
    const first = await check();
    now = at(IDENTITY_CHECK_TTL_MS - 1);
    const cached = await check();
    now = at(IDENTITY_CHECK_TTL_MS + 1);
    await check();

    // Assess
    expect(first).toEqual({ status: 'operational', checked_at: at(0).toISOString() });
    expect(cached).toEqual(first);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is degraded on an error status, an empty key set or no answer', async () => {
    const answers = [
      async () => new Response('down', { status: 503 }),
      async () => Response.json({ keys: [] }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const answer of answers) {
      const check = buildIdentityStatusCheck({
        jwksUri: () => 'http://idp/jwks',
        fetch: answer,
        now: () => at(0),
      });
      expect((await check()).status).toBe('degraded');
    }
  });
});
