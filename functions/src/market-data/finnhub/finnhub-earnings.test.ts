import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVendorCallGuard } from '../vendor-call-guard';
import { VendorHttpError } from '../vendor-errors';
import { buildFinnhubEarnings } from './finnhub-earnings';

/** The recorded exchange (./fixtures, hand-made in Finnhub's documented shape). */
const recording = JSON.parse(
  readFileSync(new URL('./fixtures/earnings-aapl.json', import.meta.url), 'utf8'),
) as { response: { status: number; body: unknown } };

/** A fetch that answers `status` with the recording's body, and keeps what it was asked. */
const replay = (status = 200, headers: Record<string, string> = {}) => {
  const asked: { url: URL; headers: Headers }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: new URL(input.toString()), headers: new Headers(init?.headers) });
    return Response.json(status === 200 ? recording.response.body : { error: 'limit' }, { status, headers });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
};

const guard = () =>
  buildVendorCallGuard({ callsPerMinute: 100, maxAttempts: 1, sleep: async () => undefined });

describe('Finnhub earnings adapter against a recorded response', () => {
  it("keeps the asked symbol's reports in the range, in date order, an unannounced hour read as before the open", async () => {
    // Prepare
    const { fetch, asked } = replay();
    const earnings = buildFinnhubEarnings({ apiKey: 'secret-key', fetch, guard: guard() });

    // Act
    const loaded = await earnings.earnings('AAPL', { from: '2026-11-17', to: '2027-02-15' });

    // Assess
    expect(loaded).toEqual({
      from: '2026-11-17',
      to: '2027-02-15',
      items: [
        { date: '2026-12-10', time: 'before-open' },
        { date: '2027-01-28', time: 'after-close' },
      ],
    });
    expect(asked[0]?.url.pathname).toBe('/api/v1/calendar/earnings');
    expect(asked[0]?.url.searchParams.get('symbol')).toBe('AAPL');
    // The key travels in a header, never in the URL a log could print.
    expect(asked[0]?.url.toString()).not.toContain('secret-key');
    expect(asked[0]?.headers.get('x-finnhub-token')).toBe('secret-key');
  });

  it('turns a refusal into the vendor error the guard and the cache understand, with its Retry-After', async () => {
    // Prepare
    const { fetch } = replay(429, { 'retry-after': '30' });
    const earnings = buildFinnhubEarnings({ apiKey: 'secret-key', fetch, guard: guard() });

    // Act
    const failure = await earnings
      .earnings('AAPL', { from: '2026-11-17', to: '2027-02-15' })
      .catch((error) => error);

    // Assess
    expect(failure).toBeInstanceOf(VendorHttpError);
    expect(failure).toMatchObject({ status: 429, retryAfterMs: 30_000 });
  });
});
