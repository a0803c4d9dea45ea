import { describe, expect, it } from 'vitest';
import { yearsToExpiry } from '../../calendar/expirations';
import { newYorkInstant } from '../../calendar/nyse-calendar';
import type { OptionQuote } from '../market-model';
import { findCompany, strikeIncrementFor } from '../company-directory';
import { createMarketSimulator } from './market-simulator';

const simulator = createMarketSimulator();
const now = newYorkInstant('2026-11-23', 11, 15);
const isWholeCents = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

const chainOf = (ticker: string, expiration: string, instant: Date = now) => {
  const chain = simulator.optionChain(ticker, expiration, instant);
  if (!chain) throw new Error(`${ticker} ${expiration} should be listed`);
  return chain;
};

const split = (options: readonly OptionQuote[]) => ({
  calls: options.filter((option) => option.type === 'call'),
  puts: options.filter((option) => option.type === 'put'),
});

describe('an option chain', () => {
  it('lists calls then puts, each by ascending strike, on the same strikes, around the live price', () => {
    // Act
    const chain = chainOf('AAPL', '2026-12-18');
    const { calls, puts } = split(chain.options);
    // Assess
    expect(chain.options.slice(0, calls.length).every((option) => option.type === 'call')).toBe(true);
    expect(calls.map((option) => option.strike)).toEqual(puts.map((option) => option.strike));
    const strikes = calls.map((option) => option.strike);
    for (let index = 1; index < strikes.length; index++)
      expect(strikes[index]).toBeGreaterThan(strikes[index - 1] ?? Infinity);
    expect(chain).toMatchObject({ ticker: 'AAPL', expiration: '2026-12-18', asOf: now });
    expect(chain.underlyingPrice).toBe(simulator.quote('AAPL', now)?.price);
    expect(chain.options.length).toBeGreaterThanOrEqual(60);
    expect(chain.options.length).toBeLessThanOrEqual(140);
  });

  it('uses the listed increment near the money and covers at least ±30 % or ten strikes a side', () => {
    for (const ticker of ['AAPL', 'KO', 'F', 'SPY', 'AVGO']) {
      // Act
      const chain = chainOf(ticker, '2026-12-18');
      const spot = chain.underlyingPrice;
      const strikes = split(chain.options).calls.map((option) => option.strike);
      // Assess
      const increment = strikeIncrementFor(spot);
      const near = strikes.filter((strike) => Math.abs(strike / spot - 1) < 0.1);
      for (let index = 1; index < near.length; index++)
        expect((near[index] ?? 0) - (near[index - 1] ?? 0)).toBeCloseTo(increment, 9);
      for (const strike of strikes)
        expect(Math.abs(strike / increment - Math.round(strike / increment))).toBeLessThan(1e-9);
      const below = strikes.filter((strike) => strike < spot);
      const above = strikes.filter((strike) => strike > spot);
      expect(below.length >= 10 || (below[0] ?? 0) <= spot * 0.7 || (below[0] ?? 0) <= increment).toBe(true);
      expect(above.length >= 10 || (above.at(-1) ?? 0) >= spot * 1.3).toBe(true);
      expect((above.at(-1) ?? 0) / spot).toBeGreaterThan(1.3);
    }
  });

  it('quotes every contract with 0 ≤ bid < ask, mid halfway, last trade inside, in cents and on the tick', () => {
    for (const option of chainOf('TSLA', '2026-12-04').options) {
      expect(option.bid).toBeGreaterThanOrEqual(0);
      expect(option.ask).toBeGreaterThan(option.bid);
      expect(option.mid).toBeCloseTo((option.bid + option.ask) / 2, 12);
      expect(option.lastTradePrice).toBeGreaterThanOrEqual(option.bid);
      expect(option.lastTradePrice).toBeLessThanOrEqual(option.ask);
      expect([option.bid, option.ask, option.lastTradePrice].every(isWholeCents)).toBe(true);
      // Penny-pilot ticks: $0.05 from $3.00 up.
      if (option.ask >= 3) expect(isWholeCents(option.ask / 5)).toBe(true);
      if (option.bid >= 3) expect(isWholeCents(option.bid / 5)).toBe(true);
      expect(Number.isInteger(option.openInterest) && option.openInterest >= 0).toBe(true);
      expect(Number.isInteger(option.volume) && option.volume >= 0).toBe(true);
    }
  });

  it('is wider, relative to the price, out of the money and further out in time', () => {
    // Prepare
    const relativeSpread = (option: OptionQuote | undefined) =>
      ((option?.ask ?? 0) - (option?.bid ?? 0)) / (option?.mid ?? 1);
    const nearest = (options: readonly OptionQuote[], strike: number) =>
      options.reduce((best, option) =>
        Math.abs(option.strike - strike) < Math.abs(best.strike - strike) ? option : best,
      );
    const december = split(chainOf('MSFT', '2026-12-18').options).calls;
    const june = split(chainOf('MSFT', '2027-06-17').options).calls;
    const spot = simulator.quote('MSFT', now)?.price ?? 0;
    // Act and assess
    expect(relativeSpread(nearest(december, spot * 1.1))).toBeGreaterThan(
      relativeSpread(nearest(december, spot)),
    );
    expect(nearest(june, spot).ask - nearest(june, spot).bid).toBeGreaterThan(
      nearest(december, spot).ask - nearest(december, spot).bid,
    );
  });

  it('has deltas that fall with the strike: calls from 1 toward 0, puts from 0 toward -1', () => {
    const { calls, puts } = split(chainOf('NVDA', '2027-01-15').options);
    for (let index = 1; index < calls.length; index++) {
      expect(calls[index]?.delta).toBeLessThanOrEqual(calls[index - 1]?.delta ?? Infinity);
      expect(puts[index]?.delta).toBeLessThanOrEqual(puts[index - 1]?.delta ?? Infinity);
    }
    expect(calls[0]?.delta).toBeGreaterThan(0.95);
    expect(calls.at(-1)?.delta).toBeLessThan(0.05);
    expect(puts[0]?.delta).toBeGreaterThan(-0.05);
    expect(puts.at(-1)?.delta).toBeLessThan(-0.95);
  });

  it('keeps put-call parity on mids within the spreads: C - P = S e^(-qT) - K e^(-rT)', () => {
    // Prepare
    const chain = chainOf('JPM', '2027-01-15');
    const { calls, puts } = split(chain.options);
    const years = yearsToExpiry(now, '2027-01-15');
    const rate = simulator.riskFreeRate('2026-11-23');
    const dividendYield = simulator.dividendYield('JPM');
    // Act and assess
    for (const [index, call] of calls.entries()) {
      const put = puts[index];
      if (!put) throw new Error('a put for every call');
      const parity =
        chain.underlyingPrice * Math.exp(-dividendYield * years) - call.strike * Math.exp(-rate * years);
      const tolerance = (call.ask - call.bid + put.ask - put.bid) / 2 + 0.01;
      expect(Math.abs(call.mid - put.mid - parity)).toBeLessThanOrEqual(tolerance);
    }
  });

  it('has its open interest peak near the money and thin out in the wings', () => {
    for (const ticker of ['AAPL', 'XOM', 'QQQ']) {
      // Prepare
      const { calls, puts } = split(chainOf(ticker, '2027-01-15').options);
      const spot = simulator.quote(ticker, now)?.price ?? 0;
      // Act
      const peak = [...calls, ...puts].reduce((best, option) =>
        option.openInterest > best.openInterest ? option : best,
      );
      const wings = [calls[0], calls.at(-1), puts[0], puts.at(-1)].map(
        (option) => option?.openInterest ?? Infinity,
      );
      // Assess
      expect(Math.abs(peak.strike / spot - 1)).toBeLessThan(0.1);
      for (const wing of wings) expect(wing).toBeLessThan(peak.openInterest / 3);
    }
  });

  it('holds more open interest in a monthly expiration than in the weeklies around it', () => {
    const total = (expiration: string) =>
      chainOf('AMZN', expiration).options.reduce((sum, option) => sum + option.openInterest, 0);
    expect(total('2026-12-18')).toBeGreaterThan(total('2026-12-11'));
    expect(total('2026-12-18')).toBeGreaterThan(total('2026-12-24'));
  });

  it('trades more near the money, and more as expiry nears', () => {
    // Prepare: the turnover (volume / open interest) of contracts within 5 % of the money and beyond 20 %.
    const afternoon = newYorkInstant('2026-11-23', 15, 30);
    const spot = simulator.quote('META', afternoon)?.price ?? 0;
    const turnover = (expiration: string, band: (distance: number) => boolean) => {
      const chosen = chainOf('META', expiration, afternoon).options.filter((option) =>
        band(Math.abs(option.strike / spot - 1)),
      );
      const volume = chosen.reduce((sum, option) => sum + option.volume, 0);
      return volume / chosen.reduce((sum, option) => sum + option.openInterest, 0);
    };
    const near = (distance: number) => distance < 0.05;
    // Act
    const weeklyNear = turnover('2026-11-27', near);
    const weeklyFar = turnover('2026-11-27', (distance) => distance > 0.2);
    const monthlyNear = turnover('2027-01-15', near);
    // Assess
    expect(weeklyNear).toBeGreaterThan(weeklyFar);
    expect(weeklyNear).toBeGreaterThan(monthlyNear);
  });

  it('prices each row as priceOption does for the same inputs', () => {
    // Prepare
    const chain = chainOf('KO', '2026-12-18');
    const row = split(chain.options).puts[5];
    if (!row) throw new Error('a chain has more than five puts');
    // Act
    const single = simulator.priceOption({
      ticker: 'KO',
      date: '2026-11-23',
      instant: now,
      spot: chain.underlyingPrice,
      strike: row.strike,
      expiration: '2026-12-18',
      type: 'put',
    });
    // Assess
    expect(single).toEqual(row);
  });

  it('is not there for an expiration that is not listed, not for this ticker or already expired', () => {
    expect(findCompany('VIG')?.weeklyOptions).toBe(false);
    expect(simulator.optionChain('AAPL', '2026-12-16', now)).toBeUndefined();
    expect(simulator.optionChain('VIG', '2026-12-11', now)).toBeUndefined();
    expect(simulator.optionChain('VIG', '2026-12-18', now)).toBeDefined();
    expect(simulator.optionChain('AAPL', '2026-11-20', now)).toBeUndefined();
    expect(simulator.optionChain('AAPL', '2026-11-27', newYorkInstant('2026-11-27', 13, 0))).toBeUndefined();
    expect(simulator.optionChain('AAPL', '2026-11-27', newYorkInstant('2026-11-27', 12, 59))).toBeDefined();
  });
});

describe('priceOption', () => {
  it('prices a contract for any spot, as backtests along other paths need', () => {
    // Prepare
    const input = {
      ticker: 'AAPL',
      date: '2026-11-23',
      instant: now,
      strike: 280,
      expiration: '2026-12-18',
      type: 'call' as const,
    };
    // Act
    const low = simulator.priceOption({ ...input, spot: 250 });
    const high = simulator.priceOption({ ...input, spot: 300 });
    // Assess
    expect(high.mid).toBeGreaterThan(low.mid);
    expect(high.delta).toBeGreaterThan(low.delta);
  });

  it('quotes an expired contract at its intrinsic value', () => {
    const expired = simulator.priceOption({
      ticker: 'AAPL',
      date: '2026-11-23',
      instant: now,
      spot: 270,
      strike: 250,
      expiration: '2026-11-20',
      type: 'call',
    });
    expect(expired.mid).toBeCloseTo(20, 0);
    expect(expired.delta).toBe(1);
    expect(expired.bid).toBeLessThan(20);
    expect(expired.ask).toBeGreaterThan(20);
  });

  it('refuses a ticker it does not cover and dates outside its range', () => {
    const input = {
      ticker: 'NOPE',
      date: '2026-11-23',
      instant: now,
      spot: 10,
      strike: 10,
      expiration: '2026-12-18',
      type: 'call' as const,
    };
    expect(() => simulator.priceOption(input)).toThrow(/does not cover the ticker "NOPE"/);
    expect(() => simulator.priceOption({ ...input, ticker: 'AAPL', date: '2015-05-01' })).toThrow(RangeError);
    expect(() => simulator.priceOption({ ...input, ticker: 'AAPL', expiration: '2031-01-17' })).toThrow(
      RangeError,
    );
  });
});
