import { chainKey, type MarketSnapshotRequest } from '@thetix/shared/market/market-snapshot';
import { snapshotMarketModel } from '@thetix/shared/market/snapshot-market-model';
import { describe, expect, it } from 'vitest';
import { buildMarketSnapshotLoader } from '../market-snapshot-loader';
import { buildVendorCallGuard } from '../vendor-call-guard';
import { buildMassiveClient } from './massive-client';
import { buildMassiveVendor } from './massive-vendor';
import { recorded, recordedFetch, type RecordedExchange } from './testing/recorded-fetch';

/** Tuesday 2026-11-17, 11:00 in New York: the session is open. */
const NOW = Date.parse('2026-11-17T16:00:00Z');

/** The adapter over recorded responses, with a clock the guard's sleeps advance. */
const createLoader = (exchanges: readonly RecordedExchange[]) => {
  let now = NOW;
  const clock = { now: () => new Date(now) };
  const slept: number[] = [];
  const guard = buildVendorCallGuard({
    clock,
    sleep: (ms) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
    random: () => 0,
    callsPerMinute: 100,
  });
  const replay = recordedFetch(exchanges);
  const client = buildMassiveClient({
    apiKey: 'test-key',
    baseUrl: 'https://api.massive.com',
    fetch: replay.fetch,
    guard,
    clock,
  });
  return {
    load: buildMarketSnapshotLoader(buildMassiveVendor(client, { clock }), { clock }),
    calls: replay.calls,
    slept,
  };
};

const quoteOnly: MarketSnapshotRequest = { quotes: ['AAPL'] };

describe('Massive adapter against recorded responses', () => {
  it('maps a stock snapshot to a quote at the last trade and its time', async () => {
    // Prepare
    const { load, calls } = createLoader(recorded('quote-aapl'));

    // Act
    const snapshot = await load(quoteOnly);

    // Assess
    expect(snapshot.source).toBe('massive');
    expect(snapshot.quotes.AAPL).toEqual({
      status: 'ok',
      value: {
        price: 270.5,
        previousClose: 268,
        asOf: new Date('2026-11-17T15:59:30Z'),
        marketOpen: true,
        sessionDate: '2026-11-17',
      },
    });
    expect(calls[0]?.searchParams.get('apiKey')).toBe('test-key');
  });

  it('keeps a halted symbol at its last trade and that trade’s time, and an unknown one as not found', async () => {
    // Prepare
    const { load } = createLoader(recorded('quote-halted', 'quote-unknown'));

    // Act
    const snapshot = await load({ quotes: ['HLTD', 'ZZZZ'] });
    const model = snapshotMarketModel(snapshot);

    // Assess
    expect(model.quote('HLTD', new Date(NOW))).toMatchObject({
      price: 13.12,
      asOf: new Date('2026-11-17T14:02:11Z'),
    });
    expect(snapshot.quotes.ZZZZ).toEqual({ status: 'not-found' });
    expect(model.covers('ZZZZ')).toBe(false);
  });

  it('maps daily aggregates to bars on their New York days', async () => {
    // Prepare
    const { load } = createLoader(recorded('bars-aapl'));

    // Act
    const snapshot = await load({ bars: [{ ticker: 'AAPL', from: '2026-11-13', to: '2026-11-17' }] });

    // Assess
    const bars = snapshotMarketModel(snapshot).dailyBars('AAPL', '2026-11-13', '2026-11-17', new Date(NOW));
    expect(bars.map((bar) => [bar.date, bar.close])).toEqual([
      ['2026-11-13', 265.2],
      ['2026-11-16', 268],
      ['2026-11-17', 270.5],
    ]);
    expect(bars[0]).toMatchObject({ open: 262.1, high: 266, low: 261.3, volume: 48_211_933 });
  });

  it('lists each expiration once, monthly on third Fridays', async () => {
    // Prepare
    const { load } = createLoader(recorded('expirations-aapl'));

    // Act
    const snapshot = await load({ expirations: [{ ticker: 'AAPL', through: '2026-12-31' }] });

    // Assess
    expect(snapshot.expirations.AAPL).toEqual({
      status: 'ok',
      value: {
        through: '2026-12-31',
        entries: [
          { date: '2026-11-20', kind: 'monthly' },
          { date: '2026-11-27', kind: 'weekly' },
          { date: '2026-12-18', kind: 'monthly' },
        ],
      },
    });
  });

  it('assembles a chain with greeks from every page, leaving out a contract sent without greeks', async () => {
    // Prepare
    const { load, calls } = createLoader(
      recorded('chain-aapl-2026-11-20-page-1', 'chain-aapl-2026-11-20-page-2'),
    );

    // Act
    const snapshot = await load({ chains: [{ ticker: 'AAPL', expirations: ['2026-11-20'] }] });

    // Assess
    const chain = snapshotMarketModel(snapshot).optionChain('AAPL', '2026-11-20', new Date(NOW));
    expect(chain?.underlyingPrice).toBe(270.5);
    expect(chain?.asOf).toEqual(new Date('2026-11-17T15:58:00Z'));
    expect(chain?.options.map((option) => `${option.type} ${option.strike}`)).toEqual([
      'call 270',
      'call 275',
      'call 280',
      'put 270',
    ]);
    expect(chain?.options[1]).toEqual({
      type: 'call',
      strike: 275,
      expiration: '2026-11-20',
      bid: 1.95,
      ask: 2.05,
      mid: 2,
      lastTradePrice: 2.01,
      impliedVolatility: 0.231,
      delta: 0.33,
      gamma: 0.055,
      theta: -0.33,
      vega: 0.094,
      openInterest: 22_107,
      volume: 11_023,
    });
    // The second page went to our base URL with the cursor, and with the key again.
    expect(calls).toHaveLength(2);
    expect(calls[1]?.searchParams.get('cursor')).not.toBeNull();
    expect(calls[1]?.searchParams.get('apiKey')).toBe('test-key');
  });

  it('reads an expiration without contracts as no chain, not as a failure', async () => {
    // Prepare
    const { load } = createLoader(recorded('chain-empty'));

    // Act
    const snapshot = await load({ chains: [{ ticker: 'AAPL', expirations: ['2026-11-25'] }] });

    // Assess
    expect(snapshot.chains[chainKey('AAPL', '2026-11-25')]).toEqual({ status: 'not-found' });
    expect(snapshotMarketModel(snapshot).optionChain('AAPL', '2026-11-25', new Date(NOW))).toBeUndefined();
  });

  it('fails a whole chain whose next page fails, rather than answer half of it', async () => {
    // Prepare
    const { load } = createLoader(recorded('chain-partial-page-1', 'chain-partial-page-2-error'));

    // Act
    const snapshot = await load({ chains: [{ ticker: 'MSFT', expirations: ['2026-11-20'] }] });

    // Assess
    expect(snapshot.chains[chainKey('MSFT', '2026-11-20')]).toMatchObject({ status: 'unavailable' });
    expect(() => snapshotMarketModel(snapshot).optionChain('MSFT', '2026-11-20', new Date(NOW))).toThrow(
      'Market data unavailable',
    );
  });

  it('maps dividends in ex-date order, and the NYSE calendar’s closures and early closes', async () => {
    // Prepare
    const { load } = createLoader(recorded('dividends-aapl', 'holidays-upcoming'));

    // Act
    const snapshot = await load({
      dividends: [{ ticker: 'AAPL', from: '2026-01-01', to: '2026-12-31' }],
      calendar: { from: '2026-11-01', to: '2026-12-31' },
    });

    // Assess
    const dividends = snapshotMarketModel(snapshot).dividends('AAPL', '2026-01-01', '2026-12-31');
    expect(dividends).toEqual([
      { exDate: '2026-02-09', payDate: '2026-02-12', amount: 0.26 },
      { exDate: '2026-08-10', payDate: '2026-08-13', amount: 0.27 },
      { exDate: '2026-11-09', payDate: '2026-11-12', amount: 0.27 },
    ]);
    expect(snapshot.calendar).toEqual({
      status: 'ok',
      value: {
        from: '2026-11-17',
        to: '2026-12-31',
        items: [
          { date: '2026-11-26', status: 'closed', name: 'Thanksgiving' },
          {
            date: '2026-11-27',
            status: 'early-close',
            name: 'Thanksgiving',
            closesAt: new Date('2026-11-27T18:00:00.000Z'),
          },
          { date: '2026-12-25', status: 'closed', name: 'Christmas' },
        ],
      },
    });
  });

  it('records a 401 as unavailable after one call: a bad key is not retried', async () => {
    // Prepare
    const { load, calls } = createLoader(recorded('error-401'));

    // Act
    const snapshot = await load(quoteOnly);

    // Assess
    expect(snapshot.quotes.AAPL).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('401'),
    });
    expect(calls).toHaveLength(1);
  });

  it('waits out a 429’s Retry-After, then answers', async () => {
    // Prepare
    const { load, slept } = createLoader(recorded('error-429', 'quote-aapl'));

    // Act
    const snapshot = await load(quoteOnly);

    // Assess
    expect(slept).toEqual([3_000]);
    expect(snapshot.quotes.AAPL).toMatchObject({ status: 'ok', value: { price: 270.5 } });
  });

  it('retries a 500 with backoff, and records the quote unavailable when it keeps failing', async () => {
    // Prepare
    const recovering = createLoader(recorded('error-500', 'quote-aapl'));
    const down = createLoader(recorded('error-500'));

    // Act
    const recovered = await recovering.load(quoteOnly);
    const failed = await down.load(quoteOnly);

    // Assess
    expect(recovered.quotes.AAPL).toMatchObject({ status: 'ok' });
    expect(recovering.slept).toEqual([250]);
    expect(failed.quotes.AAPL).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('500'),
    });
    expect(down.calls).toHaveLength(4);
    expect(down.slept).toEqual([250, 500, 1_000]);
  });

  it('reads the latest 3-month Treasury yield as the continuously compounded rate', async () => {
    // Prepare
    const { load, calls } = createLoader(recorded('treasury-yields'));

    // Act
    const snapshot = await load({ rate: true });

    // Assess
    expect(snapshot.rate).toEqual({ status: 'ok', value: { date: '2026-11-16', rate: Math.log1p(0.0387) } });
    expect(calls[0]?.searchParams.get('sort')).toBe('date.desc');
    expect(snapshotMarketModel(snapshot).riskFreeRate('2026-11-17')).toBeCloseTo(0.03797, 5);
  });

  it("names a stock, a fund and a delisted symbol from reference data, with users' names for exchanges", async () => {
    // Prepare
    const replay = recordedFetch(
      recorded('ticker-details-aapl', 'ticker-details-spy', 'ticker-details-delisted'),
    );
    const guard = buildVendorCallGuard({ callsPerMinute: 100, sleep: async () => undefined });
    const vendor = buildMassiveVendor(
      buildMassiveClient({
        apiKey: 'test-key',
        baseUrl: 'https://api.massive.com',
        fetch: replay.fetch,
        guard,
      }),
    );

    // Act
    const [apple, spy, delisted] = await Promise.all(
      ['AAPL', 'SPY', 'DLST'].map((ticker) => vendor.company!(ticker)),
    );

    // Assess
    expect(apple).toEqual({
      ticker: 'AAPL',
      name: 'Apple Inc.',
      type: 'stock',
      exchange: 'NASDAQ',
      active: true,
      industry: 'ELECTRONIC COMPUTERS',
    });
    expect(spy).toMatchObject({ ticker: 'SPY', type: 'etf', exchange: 'NYSE Arca', active: true });
    expect(delisted).toMatchObject({ ticker: 'DLST', active: false, delistedOn: '2024-03-15' });
  });
});
