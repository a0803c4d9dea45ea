import { describe, expect, it } from 'vitest';
import type { OptionQuote } from './market-model';
import { chainKey, MarketDataUnavailableError, type MarketSnapshot } from './market-snapshot';
import { snapshotMarketModel } from './snapshot-market-model';

/** Tuesday 2026-11-17, 11:00 in New York: the session is open. */
const loadedAt = new Date('2026-11-17T16:00:00Z');

const createOption = (overrides: Partial<OptionQuote> = {}): OptionQuote => ({
  type: 'call',
  strike: 275,
  expiration: '2026-11-20',
  bid: 1.2,
  ask: 1.3,
  mid: 1.25,
  lastTradePrice: 1.22,
  impliedVolatility: 0.24,
  delta: 0.31,
  gamma: 0.04,
  theta: -0.21,
  vega: 0.09,
  openInterest: 1543,
  volume: 868,
  ...overrides,
});

const createSnapshot = (overrides: Partial<MarketSnapshot> = {}): MarketSnapshot => ({
  source: 'massive',
  loadedAt,
  quotes: {
    AAPL: {
      status: 'ok',
      value: {
        price: 270.5,
        previousClose: 268,
        asOf: new Date('2026-11-17T15:59:30Z'),
        marketOpen: true,
        sessionDate: '2026-11-17',
      },
    },
    ZZZZ: { status: 'not-found' },
    MSFT: { status: 'unavailable', reason: 'vendor answered 500' },
  },
  expirations: {
    AAPL: {
      status: 'ok',
      value: {
        through: '2026-12-31',
        entries: [
          { date: '2026-11-13', kind: 'weekly' },
          { date: '2026-11-20', kind: 'monthly' },
          { date: '2026-11-27', kind: 'weekly' },
        ],
      },
    },
  },
  chains: {
    [chainKey('AAPL', '2026-11-20')]: {
      status: 'ok',
      value: {
        ticker: 'AAPL',
        expiration: '2026-11-20',
        underlyingPrice: 270.5,
        asOf: new Date('2026-11-17T15:59:00Z'),
        options: [
          createOption({ strike: 270 }),
          createOption({ strike: 275 }),
          createOption({ strike: 280 }),
        ],
      },
    },
    [chainKey('AAPL', '2026-11-27')]: {
      status: 'ok',
      value: {
        ticker: 'AAPL',
        expiration: '2026-11-27',
        underlyingPrice: 270.5,
        asOf: loadedAt,
        options: [],
      },
    },
  },
  bars: {
    AAPL: {
      status: 'ok',
      value: {
        from: '2026-11-13',
        to: '2026-11-17',
        items: ['2026-11-13', '2026-11-16', '2026-11-17'].map((date, index) => ({
          date,
          open: 260 + index,
          high: 272,
          low: 259,
          close: 265 + index,
          volume: 1_000_000,
        })),
      },
    },
  },
  dividends: {
    AAPL: {
      status: 'ok',
      value: {
        from: '2025-11-01',
        to: '2026-12-31',
        items: [
          { exDate: '2025-11-10', payDate: '2025-11-13', amount: 0.26 },
          { exDate: '2026-02-09', payDate: '2026-02-12', amount: 0.26 },
          { exDate: '2026-05-11', payDate: '2026-05-14', amount: 0.27 },
          { exDate: '2026-08-10', payDate: '2026-08-13', amount: 0.27 },
          { exDate: '2026-11-09', payDate: '2026-11-12', amount: 0.27 },
        ],
      },
    },
  },
  earnings: {},
  ...overrides,
});

describe('snapshotMarketModel', () => {
  it('answers a loaded quote as the vendor sent it, whatever instant is asked', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const now = model.quote('AAPL', loadedAt);
    const anHourLater = model.quote('AAPL', new Date(loadedAt.getTime() + 3_600_000));

    // Assess
    expect(model.dataSource).toBe('live');
    expect(now?.price).toBe(270.5);
    expect(now?.asOf.toISOString()).toBe('2026-11-17T15:59:30.000Z');
    expect(anHourLater).toEqual(now);
  });

  it('says "Market data unavailable" for a ticker that was not loaded or could not be', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const notLoaded = () => model.quote('NVDA', loadedAt);
    const failed = () => model.quote('MSFT', loadedAt);

    // Assess
    expect(notLoaded).toThrow(MarketDataUnavailableError);
    expect(notLoaded).toThrow('Market data unavailable');
    expect(failed).toThrow(expect.objectContaining({ item: 'quote MSFT', reason: 'vendor answered 500' }));
  });

  it('states that an unknown symbol is not covered, which the vendor did answer', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const covered = model.covers('ZZZZ');
    const quote = model.quote('ZZZZ', loadedAt);

    // Assess
    expect(covered).toBe(false);
    expect(quote).toBeUndefined();
    expect(model.covers('AAPL')).toBe(true);
  });

  it('reads bars inside the loaded range, never after now, and refuses a range it did not load', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const bars = model.dailyBars('AAPL', '2026-11-13', '2026-11-17', new Date('2026-11-16T21:00:00Z'));
    const closes = model.closes('AAPL', '2026-11-16', '2026-11-17');
    const longer = () => model.dailyBars('AAPL', '2026-01-02', '2026-11-17', loadedAt);

    // Assess
    expect(bars.map((bar) => bar.date)).toEqual(['2026-11-13', '2026-11-16']);
    expect(closes.dates).toEqual(['2026-11-16', '2026-11-17']);
    expect([...closes.closes]).toEqual([266, 267]);
    expect(model.closeOn('AAPL', '2026-11-13')).toBe(265);
    expect(longer).toThrow(MarketDataUnavailableError);
    // The range spans every loaded series: the dividends reach back to 2025-11-01, the calendars ahead to December's end.
    expect(model.dataRange).toEqual({ first: '2025-11-01', last: '2026-12-31' });
  });

  it('lists the loaded expirations still ahead, and weeklies from what the vendor listed', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const listed = model.expirations('AAPL', loadedAt, '2026-11-30');
    const beyond = () => model.expirations('AAPL', loadedAt, '2027-01-15');

    // Assess
    expect(listed.map((entry) => entry.date)).toEqual(['2026-11-20', '2026-11-27']);
    expect(model.hasWeeklyOptions('AAPL')).toBe(true);
    expect(beyond).toThrow(MarketDataUnavailableError);
  });

  it('answers a loaded chain, no chain for an expiration without contracts, and unavailable for one not loaded', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const chain = model.optionChain('AAPL', '2026-11-20', loadedAt);
    const empty = model.optionChain('AAPL', '2026-11-27', loadedAt);
    const notLoaded = () => model.optionChain('AAPL', '2026-12-18', loadedAt);

    // Assess
    expect(chain?.options.map((option) => option.strike)).toEqual([270, 275, 280]);
    expect(empty).toBeUndefined();
    expect(notLoaded).toThrow(MarketDataUnavailableError);
    expect(model.strikeIncrement('AAPL', 272)).toBe(5);
  });

  it("answers a listed contract at its quoted spot with the vendor's quote, and models nothing without a rate", () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());
    const listed = {
      ticker: 'AAPL',
      date: '2026-11-17',
      instant: loadedAt,
      spot: 270.5,
      strike: 275,
      expiration: '2026-11-20',
      type: 'call' as const,
    };

    // Act
    const quote = model.priceOptionCore(listed);
    const whatIf = () => model.priceOption({ ...listed, spot: 250 });
    const unlisted = () => model.priceOption({ ...listed, strike: 277.5 });

    // Assess
    expect(quote).toEqual({
      type: 'call',
      strike: 275,
      expiration: '2026-11-20',
      bid: 1.2,
      ask: 1.3,
      mid: 1.25,
      impliedVolatility: 0.24,
      delta: 0.31,
    });
    expect(whatIf).toThrow(MarketDataUnavailableError);
    expect(unlisted).toThrow(MarketDataUnavailableError);
  });

  it('derives the dividend yield from the trailing year of paid dividends over the loaded price', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const yieldNow = model.dividendYield('AAPL');

    // Assess: 2025-11-10 falls outside the year ending 2026-11-17; the four later ones sum to 1.07.
    expect(yieldNow).toBeCloseTo(1.07 / 270.5, 10);
    expect(model.dividends('AAPL', '2026-11-01', '2026-11-30')).toHaveLength(1);
  });

  it('has no risk-free rate and no earnings until they are loaded', () => {
    // Prepare
    const model = snapshotMarketModel(createSnapshot());

    // Act
    const rate = () => model.riskFreeRate('2026-11-17');
    const earnings = () => model.earnings('AAPL', '2026-11-01', '2026-12-31');

    // Assess
    expect(rate).toThrow(MarketDataUnavailableError);
    expect(earnings).toThrow(MarketDataUnavailableError);
  });

  it("models a what-if or an unlisted strike from the chain's own volatility once the rate is loaded", () => {
    // Prepare
    const model = snapshotMarketModel(
      createSnapshot({ rate: { status: 'ok', value: { date: '2026-11-16', rate: 0.038 } } }),
    );
    const listed = {
      ticker: 'AAPL',
      date: '2026-11-17',
      instant: loadedAt,
      spot: 270.5,
      strike: 275,
      expiration: '2026-11-20',
      type: 'call' as const,
    };

    // Act
    const whatIf = model.priceOption({ ...listed, spot: 280 });
    const unlisted = model.priceOption({ ...listed, strike: 277.5 });
    const notLoaded = () => model.priceOption({ ...listed, expiration: '2026-11-27' });

    // Assess: the listed contract's volatility, a dearer call when the stock is higher, no liquidity of its own.
    expect(whatIf.impliedVolatility).toBe(0.24);
    expect(whatIf.mid).toBeGreaterThan(1.25);
    expect(whatIf.bid).toBeLessThan(whatIf.ask);
    expect(unlisted).toMatchObject({ strike: 277.5, openInterest: 0, volume: 0 });
    expect(notLoaded).toThrow(MarketDataUnavailableError);
  });

  it('treats a quoted symbol with no listed expirations as not optionable', () => {
    // Prepare
    const snapshot = createSnapshot();
    const model = snapshotMarketModel({
      ...snapshot,
      quotes: { ...snapshot.quotes, NOPT: snapshot.quotes.AAPL! },
      expirations: {
        ...snapshot.expirations,
        NOPT: { status: 'ok', value: { through: '2026-12-31', entries: [] } },
      },
    });

    // Act & Assess
    expect(model.covers('NOPT')).toBe(false);
    expect(model.hasWeeklyOptions('NOPT')).toBeUndefined();
    expect(model.quote('NOPT', loadedAt)?.price).toBe(270.5);
    expect(model.covers('AAPL')).toBe(true);
  });
});
