import { MarketDataUnavailableError } from '@thetix/shared/market/market-snapshot';
import { describe, expect, it, vi } from 'vitest';
import { buildMarketReadThrough, type MarketCacheStore } from './market-read-through';
import { createMemoryCache } from './testing/memory-market-cache';
import { NOT_FOUND } from './market-snapshot-loader';
import { VendorCircuitOpenError, VendorHttpError } from './vendor-errors';

/** A clock the test moves. */
const createClock = (iso: string) => {
  let now = Date.parse(iso);
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
};

// Tuesday 2026-11-17, 11:00 in New York: the session is open, a quote is fresh for 15 s.
const IN_SESSION = '2026-11-17T16:00:00Z';

const quote = (price: number) => ({
  price,
  previousClose: 268,
  asOf: new Date('2026-11-17T15:59:59.000Z'),
  marketOpen: true,
  sessionDate: '2026-11-17',
});

function createReadThrough(overrides: { owner?: string; cache?: MarketCacheStore } = {}) {
  const time = createClock(IN_SESSION);
  const cache = overrides.cache ?? createMemoryCache(time.clock);
  const readThrough = buildMarketReadThrough({
    cache,
    source: 'massive',
    clock: time.clock,
    owner: overrides.owner ?? 'container-a',
    sleep: async (ms) => {
      time.advance(ms);
    },
  });
  return { time, cache, readThrough };
}

describe('market read-through', () => {
  it('asks the vendor once for a missing key, then serves the fresh answer from the cache', async () => {
    // Prepare
    const { readThrough } = createReadThrough();
    const vendor = vi.fn(async () => quote(270.5));

    // Act
    const first = await readThrough.read('quote', 'AAPL', vendor);
    const second = await readThrough.read('quote', 'AAPL', vendor);

    // Assess
    expect(vendor).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ value: { price: 270.5 }, stale: false });
    expect(second).toMatchObject({ value: { price: 270.5 }, stale: false });
    // Instants come back as dates, trading days as strings.
    expect(second.value).toEqual(quote(270.5));
  });

  it('shares one vendor call between concurrent reads of a key in the process', async () => {
    // Prepare
    const { readThrough } = createReadThrough();
    let answer: (value: ReturnType<typeof quote>) => void = () => undefined;
    const vendor = vi.fn(() => new Promise<ReturnType<typeof quote>>((resolve) => (answer = resolve)));

    // Act
    const reads = [
      readThrough.read('quote', 'AAPL', vendor),
      readThrough.read('quote', 'AAPL', vendor),
      readThrough.read('quote', 'AAPL', vendor),
    ];
    await vi.waitFor(() => expect(vendor).toHaveBeenCalled());
    answer(quote(271));
    const results = await Promise.all(reads);

    // Assess
    expect(vendor).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.value)).toEqual([quote(271), quote(271), quote(271)]);
  });

  it('refreshes a stale key and serves the new answer', async () => {
    // Prepare
    const { readThrough, time } = createReadThrough();
    await readThrough.read('quote', 'AAPL', async () => quote(270));
    time.advance(20_000);

    // Act
    const result = await readThrough.read('quote', 'AAPL', async () => quote(272));

    // Assess
    expect(result).toMatchObject({ value: { price: 272 }, stale: false });
  });

  it('serves the stale answer while another container holds the refresh lease', async () => {
    // Prepare
    const { readThrough, time, cache } = createReadThrough();
    await readThrough.read('quote', 'AAPL', async () => quote(270));
    time.advance(20_000);
    await cache.takeLease('massive', 'quote', 'AAPL', 'container-b', 15_000);
    const vendor = vi.fn(async () => quote(272));

    // Act
    const result = await readThrough.read('quote', 'AAPL', vendor);

    // Assess
    expect(vendor).not.toHaveBeenCalled();
    expect(result).toMatchObject({ value: { price: 270 }, stale: true });
    expect(result.reason).toContain('refresh lease is held');
  });

  it('serves the last good answer marked stale when the vendor throttles or the breaker is open', async () => {
    // Prepare
    const { readThrough, time } = createReadThrough();
    await readThrough.read('quote', 'AAPL', async () => quote(270));
    await readThrough.read('chain', 'AAPL|2026-11-20', async () => ({ options: [] }));
    time.advance(120_000);

    // Act
    const throttled = await readThrough.read('quote', 'AAPL', async () => {
      throw new VendorHttpError(429, 'massive /v2/snapshot answered 429');
    });
    const open = await readThrough.read('chain', 'AAPL|2026-11-20', async () => {
      throw new VendorCircuitOpenError(new Date(time.clock.now().getTime() + 30_000));
    });

    // Assess
    expect(throttled).toMatchObject({ value: { price: 270 }, stale: true });
    expect(throttled.reason).toContain('429');
    expect(open).toMatchObject({ value: { options: [] }, stale: true });
    expect(open.reason).toContain('VendorCircuitOpenError');
  });

  it('says "Market data unavailable" rather than invent a value when nothing is cached and the vendor fails', async () => {
    // Prepare
    const { readThrough } = createReadThrough();

    // Act
    const read = readThrough.read('quote', 'AAPL', async () => {
      throw new VendorHttpError(503, 'massive /v2/snapshot answered 503');
    });

    // Assess
    await expect(read).rejects.toThrow(MarketDataUnavailableError);
    await expect(read).rejects.toThrow('Market data unavailable');
  });

  it('keeps the vendor’s "no such item" answer like any other', async () => {
    // Prepare
    const { readThrough } = createReadThrough();
    const vendor = vi.fn(async () => {
      throw new VendorHttpError(404, 'massive /v2/snapshot answered 404');
    });

    // Act
    const first = await readThrough.read('quote', 'ZZZZ', vendor);
    const second = await readThrough.read('quote', 'ZZZZ', vendor);

    // Assess
    expect(vendor).toHaveBeenCalledTimes(1);
    expect(first.value).toBe(NOT_FOUND);
    expect(second).toMatchObject({ value: NOT_FOUND, stale: false });
  });

  it('with nothing cached, waits for the container that holds the lease and serves its answer', async () => {
    // Prepare
    const time = createClock(IN_SESSION);
    const cache = createMemoryCache(time.clock);
    await cache.takeLease('massive', 'quote', 'AAPL', 'container-b', 15_000);
    const readThrough = buildMarketReadThrough({
      cache,
      source: 'massive',
      clock: time.clock,
      owner: 'container-a',
      sleep: async (ms) => {
        time.advance(ms);
        // Container B finishes its refresh while we wait.
        await cache.write('massive', 'quote', 'AAPL', JSON.stringify({ found: true, value: quote(269) }));
      },
    });
    const vendor = vi.fn(async () => quote(300));

    // Act
    const result = await readThrough.read('quote', 'AAPL', vendor);

    // Assess
    expect(vendor).not.toHaveBeenCalled();
    expect(result).toMatchObject({ value: { price: 269 }, stale: false });
  });

  it('gives up with "Market data unavailable" when the lease holder answers nothing in time', async () => {
    // Prepare
    const { readThrough, cache } = createReadThrough();
    await cache.takeLease('massive', 'quote', 'AAPL', 'container-b', 60_000);

    // Act
    const read = readThrough.read('quote', 'AAPL', async () => quote(300));

    // Assess
    await expect(read).rejects.toThrow(MarketDataUnavailableError);
  });
});
