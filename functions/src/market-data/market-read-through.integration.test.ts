import type { MarketQuote, OptionChainSnapshot } from '@thetix/shared/market/market-model';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stackTable } from '../testing/stack-client';
import { buildMarketCache } from './market-cache-entity';
import { buildCachedMarketReads, buildMarketReadThrough } from './market-read-through';
import { buildMassiveClient } from './massive/massive-client';
import { startMassiveStandIn } from './massive/massive-stand-in';
import { buildMassiveVendor } from './massive/massive-vendor';
import { allRecorded, recorded } from './massive/testing/recorded-fetch';
import { buildVendorCallGuard } from './vendor-call-guard';

/**
 * A clock that runs with real time from a chosen instant (Tuesday 2030-11-19, 11:00 in New York, the session open:
 * a quote is fresh 15 s) and that the test can move ahead. The instant is in the future so the items' TTL
 * (`expiresAt`) is too: a past one would let DynamoDB Local's TTL sweep remove a lease mid-test.
 */
const createClock = (iso: string) => {
  const start = Date.now();
  let advanced = 0;
  return {
    clock: { now: () => new Date(Date.parse(iso) + (Date.now() - start) + advanced) },
    advance: (ms: number) => (advanced += ms),
  };
};

/** Each test caches under its own made-up source, so runs never share items. */
const freshSource = () => `test-${randomUUID()}`;

/** One Lambda container's read-through: its own in-flight map and lease owner, the shared table. */
const container = (source: string, clock: { now: () => Date }, owner: string) =>
  buildMarketReadThrough({
    cache: buildMarketCache(stackTable(), clock),
    source,
    clock,
    owner,
    pollMs: 50,
  });

const SESSION_OPEN = '2030-11-19T16:00:00Z';

const quote = (price: number): MarketQuote => ({
  price,
  previousClose: 268,
  asOf: new Date('2026-11-17T15:59:59.000Z'),
  marketOpen: true,
  sessionDate: '2026-11-17',
});

/** A vendor call the test answers when it chooses. */
function createPendingVendor<T>() {
  const waiting: ((value: T) => void)[] = [];
  const call = vi.fn(() => new Promise<T>((resolve) => waiting.push(resolve)));
  // Every call made is answered, so a second call fails the count below instead of leaving a read hanging.
  return { call, answer: (value: T) => waiting.forEach((resolve) => resolve(value)) };
}

describe('market read-through over the table', () => {
  let closeStandIn: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closeStandIn?.();
    closeStandIn = undefined;
  });

  it('makes one vendor call for concurrent reads of a key, in one container and across two', async () => {
    // Prepare
    const time = createClock(SESSION_OPEN);
    const source = freshSource();
    const a = container(source, time.clock, 'container-a');
    const b = container(source, time.clock, 'container-b');
    const vendor = createPendingVendor<MarketQuote>();

    // Act
    const readA1 = a.read('quote', 'AAPL', vendor.call);
    const readA2 = a.read('quote', 'AAPL', vendor.call);
    await vi.waitFor(() => expect(vendor.call).toHaveBeenCalled());
    const readB = b.read('quote', 'AAPL', vendor.call);
    vendor.answer(quote(270.5));
    const results = await Promise.all([readA1, readA2, readB]);

    // Assess
    expect(vendor.call).toHaveBeenCalledTimes(1);
    for (const result of results) expect(result).toMatchObject({ value: quote(270.5), stale: false });
  });

  it('serves the stale value from another container while one refreshes it', async () => {
    // Prepare
    const time = createClock(SESSION_OPEN);
    const source = freshSource();
    const a = container(source, time.clock, 'container-a');
    const b = container(source, time.clock, 'container-b');
    await a.read('quote', 'AAPL', async () => quote(270));
    time.advance(20_000);
    const refresh = createPendingVendor<MarketQuote>();
    const bVendor = vi.fn(async () => quote(999));

    // Act
    const refreshing = a.read('quote', 'AAPL', refresh.call);
    await vi.waitFor(() => expect(refresh.call).toHaveBeenCalled());
    const whileRefreshing = await b.read('quote', 'AAPL', bVendor);
    refresh.answer(quote(272));
    const refreshed = await refreshing;
    const afterwards = await b.read('quote', 'AAPL', bVendor);

    // Assess
    expect(bVendor).not.toHaveBeenCalled();
    expect(whileRefreshing).toMatchObject({ value: { price: 270 }, stale: true });
    expect(refreshed).toMatchObject({ value: { price: 272 }, stale: false });
    expect(afterwards).toMatchObject({ value: { price: 272 }, stale: false });
  });

  it('serves the cached values marked stale through a 429 storm from the Massive stand-in, without throwing', async () => {
    // Prepare: the stand-in answers, the cache fills; a minute on, the stand-in answers every call 429.
    const time = createClock(SESSION_OPEN);
    const source = freshSource();
    const vendorThrough = async (exchanges: ReturnType<typeof allRecorded>) => {
      const standIn = await startMassiveStandIn({ exchanges });
      closeStandIn = standIn.close;
      const guard = buildVendorCallGuard({
        callsPerMinute: 1000,
        clock: time.clock,
        sleep: async () => undefined,
        failuresToOpen: 3,
      });
      const client = buildMassiveClient({ apiKey: 'local-key', baseUrl: standIn.baseUrl, guard });
      return buildMassiveVendor(client, { clock: time.clock });
    };
    const healthy = await vendorThrough(allRecorded().filter((exchange) => exchange.response.status < 400));
    const warm = buildCachedMarketReads(healthy, container(source, time.clock, 'container-a'));
    await warm.quote('AAPL');
    await warm.optionChain('AAPL', '2026-11-20');
    await closeStandIn?.();
    time.advance(60_000);
    const [throttledQuote] = recorded('error-429');
    if (!throttledQuote) throw new Error('the error-429 fixture is missing');
    const storm = await vendorThrough([
      throttledQuote,
      { ...throttledQuote, request: { path: '/v3/snapshot/options/AAPL' } },
    ]);
    const containers = ['container-a', 'container-b', 'container-c'].map((owner) =>
      buildCachedMarketReads(storm, container(source, time.clock, owner)),
    );

    // Act
    const quotes = await Promise.all(
      containers.flatMap((reads) => [reads.quote('AAPL'), reads.quote('AAPL')]),
    );
    const chains = await Promise.all(containers.map((reads) => reads.optionChain('AAPL', '2026-11-20')));

    // Assess
    for (const result of quotes) expect(result).toMatchObject({ value: { price: 270.5 }, stale: true });
    for (const result of chains) {
      expect(result.stale).toBe(true);
      expect((result.value as OptionChainSnapshot).options).toHaveLength(4);
    }
    // The vendor's 429 with its Retry-After pauses the guard: the retry is refused as "asked us to wait".
    expect(quotes.some((result) => /429|asked us to wait/.test(result.reason ?? ''))).toBe(true);
  });
});
