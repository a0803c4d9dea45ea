import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { provenanceOf } from '@thetix/shared/market/market-model';
import { MarketDataUnavailableError } from '@thetix/shared/market/market-snapshot';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { calculateCoveredCallIncome } from '@thetix/shared/calculator/income-calculator';
import { calculatorRequestSchema } from '@thetix/shared/contracts/calculator';
import { describe, expect, it } from 'vitest';
import { buildFinnhubEarnings } from './finnhub/finnhub-earnings';
import { buildLiveMarketAccess } from './market-access';
import { buildMarketReadThrough } from './market-read-through';
import type { MarketVendor } from './market-snapshot-loader';
import { buildMassiveClient } from './massive/massive-client';
import { buildMassiveVendor } from './massive/massive-vendor';
import { buildVendorStandIn } from './stand-in/vendor-stand-in';
import { createMemoryCache } from './testing/memory-market-cache';
import { buildVendorCallGuard } from './vendor-call-guard';

// Monday 16 November 2026, 14:00 New York: the session is open; the simulator's anchor week.
const START = newYorkInstant('2026-11-16', 14, 0);

/**
 * The live path end to end without a socket: Massive's and Finnhub's documented shapes served by the stand-in over
 * the simulator (delay 0, so the two must agree to the cent), through the real client, guard, read-through and
 * snapshot model, with the table cache in memory.
 */
function liveOverStandIn() {
  let now = START.getTime();
  const clock = { now: () => new Date(now) };
  const simulator = createMarketSimulator();
  const standIn = buildVendorStandIn({ market: simulator, now: clock.now, delayedMinutes: 0 });
  const guard = buildVendorCallGuard({ callsPerMinute: 10_000, clock, sleep: async () => undefined });
  const base = 'http://stand-in.test';
  const massive: MarketVendor = {
    ...buildMassiveVendor(
      buildMassiveClient({ apiKey: 'k', baseUrl: base, fetch: standIn.fetch, guard, clock }),
      { clock },
    ),
    source: 'massive-stand-in',
  };
  const finnhub = buildFinnhubEarnings({ apiKey: 'k', baseUrl: base, fetch: standIn.fetch, guard, clock });
  const cache = createMemoryCache(clock);
  const access = buildLiveMarketAccess({
    vendor: massive,
    readThrough: buildMarketReadThrough({
      cache,
      source: 'massive-stand-in',
      clock,
      sleep: async () => undefined,
    }),
    earnings: {
      vendor: { ...massive, source: 'finnhub-stand-in', earnings: finnhub.earnings },
      readThrough: buildMarketReadThrough({ cache, source: 'finnhub-stand-in', clock }),
    },
    delayedMinutes: 15,
    simulated: true,
    clock,
  });
  return { access, simulator, standIn, clock, advance: (ms: number) => (now += ms) };
}

describe('live market access over the vendor stand-in', () => {
  it('serves the same quotes, expirations and chains as the simulator it stands in for', async () => {
    // Arrange
    const { access, simulator, clock } = liveOverStandIn();

    // Act
    const live = await access.load({ tickers: ['AAPL'], optionDays: 60 }, clock.now());

    // Assert
    // Simulated figures on the live code path: the stand-in's are the simulator's, and the model says so.
    expect(live.dataSource).toBe('simulated');
    expect(live.provenance?.source).toBe('massive-stand-in');
    expect(live.quote('AAPL', clock.now())?.price).toBe(simulator.quote('AAPL', clock.now())?.price);
    const listed = simulator.expirations('AAPL', clock.now(), '2027-01-15').map((entry) => entry.date);
    expect(live.expirations('AAPL', clock.now(), '2027-01-15').map((entry) => entry.date)).toEqual(listed);
    const expiration = listed[1] as string;
    expect(live.optionChain('AAPL', expiration, clock.now())?.options).toEqual(
      simulator.optionChain('AAPL', expiration, clock.now())?.options,
    );
    expect(live.riskFreeRate('2026-11-16')).toBeCloseTo(simulator.riskFreeRate('2026-11-16'), 4);
    expect(live.hasWeeklyOptions('AAPL')).toBe(true);
  });

  it('runs the opportunity engine unchanged and finds the pick the simulator finds', async () => {
    // Arrange
    const { access, simulator, clock } = liveOverStandIn();
    const input = {
      accountId: 'account-1',
      now: clock.now(),
      positions: [{ ticker: 'AAPL', shares: 450, costBasisPerShare: 210, openShortCalls: [] }],
      goals: { AAPL: { riskLevel: 'balanced', cadence: 'weekly' } as const },
    };

    // Act
    const live = await access.load({ tickers: ['AAPL'], optionDays: 60 }, clock.now());
    const onLive = generateOpportunities({ ...input, market: live });
    const onSimulator = generateOpportunities({ ...input, market: simulator });

    // Assert: the same strike, expiration and premium; only the wording about simulated data differs.
    const pick = (result: typeof onLive) => {
      const [first] = result.opportunities;
      return first?.opportunity_type === 'covered_call'
        ? {
            strike: first.details.strike,
            expiration: first.details.expiration,
            premium: first.details.premium,
          }
        : undefined;
    };
    expect(pick(onLive)).toBeDefined();
    expect(pick(onLive)).toEqual(pick(onSimulator));
  });

  it('prices a strike the chain does not list from the chain own volatility, inside its spread', async () => {
    // Arrange
    const { access, clock } = liveOverStandIn();
    const live = await access.load({ tickers: ['AAPL'], optionDays: 60 }, clock.now());
    const [expiration] = live.expirations('AAPL', clock.now(), '2027-01-15');
    const spot = live.quote('AAPL', clock.now())?.price ?? 0;

    // Act
    const quote = live.priceOption({
      ticker: 'AAPL',
      date: '2026-11-16',
      instant: clock.now(),
      spot: spot * 1.1,
      strike: Math.round(spot * 1.3) + 0.5,
      expiration: expiration?.date ?? '',
      type: 'call',
    });

    // Assert
    expect(quote.mid).toBeGreaterThanOrEqual(0);
    expect(quote.bid).toBeLessThanOrEqual(quote.mid);
    expect(quote.ask).toBeGreaterThanOrEqual(quote.mid);
    expect(quote.openInterest).toBe(0);
  });

  it('labels what it served with the source, the delay and the time, and asks the vendor once per key', async () => {
    // Arrange
    const { access, standIn, clock, advance } = liveOverStandIn();
    const first = await access.load({ tickers: ['AAPL', 'KO'] }, clock.now());
    const callsAfterFirst = standIn.calls();

    // Act: 5 s later every quote is still fresh.
    advance(5_000);
    const second = await access.load({ tickers: ['AAPL', 'KO'] }, clock.now());

    // Assert
    expect(provenanceOf(first, clock.now())).toEqual({
      source: 'massive-stand-in',
      delayedMinutes: 15,
      asOf: START,
      stale: false,
    });
    expect(standIn.calls()).toBe(callsAfterFirst);
    expect(provenanceOf(second, clock.now()).asOf).toEqual(START);
  });

  it('serves the last good answers marked stale through a 429 storm, and says unavailable where it has none', async () => {
    // Arrange
    const { access, standIn, clock, advance } = liveOverStandIn();
    await access.load({ tickers: ['AAPL'] }, clock.now());
    advance(60_000);
    standIn.drill({ status: 429, retryAfterSeconds: 30, forSeconds: 600 });

    // Act
    const during = await access.load({ tickers: ['AAPL', 'MSFT'] }, clock.now());

    // Assert
    expect(during.quote('AAPL', clock.now())?.price).toBeGreaterThan(0);
    expect(provenanceOf(during, clock.now())).toMatchObject({ stale: true, asOf: START });
    expect(() => during.quote('MSFT', clock.now())).toThrow(MarketDataUnavailableError);
  });

  it('answers an unknown symbol as not covered, which is the vendor answer, not an outage', async () => {
    // Arrange
    const { access, clock } = liveOverStandIn();

    // Act
    const live = await access.load({ tickers: ['ZZZZ'] }, clock.now());

    // Assert
    expect(live.covers('ZZZZ')).toBe(false);
    expect(live.quote('ZZZZ', clock.now())).toBeUndefined();
  });

  it('names symbols from the vendor reference data: a fund, a share class, a delisted one and an unknown one', async () => {
    // Arrange
    const { access, clock } = liveOverStandIn();

    // Act
    const [spy, brk, bbby, unknown] = await Promise.all(
      ['SPY', 'BRK.B', 'BBBY', 'ZZZZ'].map((ticker) => access.company!(ticker, clock.now())),
    );

    // Assert
    expect(spy).toMatchObject({
      ticker: 'SPY',
      type: 'etf',
      exchange: 'NYSE Arca',
      active: true,
      weeklyOptions: true,
    });
    expect(brk).toMatchObject({ ticker: 'BRK.B', type: 'stock', exchange: 'NYSE', active: true });
    expect(bbby).toMatchObject({ active: false, delistedOn: '2023-05-03', weeklyOptions: false });
    expect(unknown).toBeUndefined();
  });

  it("backtests the calculator on the vendor's closes with the stated volatility model", async () => {
    // Arrange
    const { access, clock } = liveOverStandIn();
    const request = calculatorRequestSchema.parse({
      positions: { KO: 100_000 },
      risk_level: 'balanced',
      duration: 'monthly',
      allocation: 1,
      start_date: '2026-11-13',
    });

    // Act
    const market = await access.load(
      { tickers: ['KO'], barsFrom: '2025-10-01', listExpirations: true, eventDays: 0, backtest: true },
      clock.now(),
    );
    const response = calculateCoveredCallIncome({ request, asOf: '2026-11-13', market });

    // Assert: a year of monthly calls sold, income inside the sane range of a balanced strategy on KO.
    const income = response.portfolio.yearly_income;
    expect(income.median).toBeGreaterThan(0);
    expect(response.portfolio.percent_return.median).toBeLessThan(30);
    expect(response.dataSource).toBe('simulated');
  });
});
