import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../../calendar/nyse-calendar';
import { createMarketSimulator } from './market-simulator';

const simulator = createMarketSimulator();
const now = newYorkInstant('2026-11-23', 11, 0);

describe('a ticker the directory does not list', () => {
  it('is not covered and has no quote, chain or option listing', () => {
    expect(simulator.covers('ZZZZ')).toBe(false);
    expect(simulator.quote('ZZZZ', now)).toBeUndefined();
    expect(simulator.optionChain('ZZZZ', '2026-12-18', now)).toBeUndefined();
    expect(simulator.hasWeeklyOptions('ZZZZ')).toBeUndefined();
    expect(simulator.expirations('ZZZZ', now, '2026-12-31')).toEqual([]);
  });

  it('has empty histories and no events', () => {
    expect(simulator.dailyBars('ZZZZ', '2026-01-02', '2026-11-20', now)).toEqual([]);
    expect(simulator.closes('ZZZZ', '2026-01-02', '2026-11-20')).toEqual({
      dates: [],
      closes: new Float64Array(0),
    });
    expect(simulator.dividends('ZZZZ', '2026-01-02', '2026-11-20')).toEqual([]);
    expect(simulator.earnings('ZZZZ', '2026-01-02', '2026-11-20')).toEqual([]);
    expect(simulator.dividendYield('ZZZZ')).toBe(0);
  });

  it('makes closeOn throw, since a number cannot say "none"', () => {
    expect(() => simulator.closeOn('ZZZZ', '2026-11-20')).toThrow(/does not cover the ticker "ZZZZ"/);
  });

  it('still gets its dates checked', () => {
    expect(() => simulator.closes('ZZZZ', '2014-01-02', '2026-11-20')).toThrow(RangeError);
  });
});

describe('a listed ticker typed loosely', () => {
  it('is found in any case and with a broker-style share-class separator', () => {
    expect(simulator.covers('aapl')).toBe(true);
    expect(simulator.closeOn('aapl', '2026-11-20')).toBe(simulator.closeOn('AAPL', '2026-11-20'));
    expect(simulator.quote('brk-b', now)?.price).toBe(simulator.quote('BRK.B', now)?.price);
    expect(simulator.optionChain('brk/b', '2026-12-18', now)?.ticker).toBe('BRK.B');
  });
});

describe('the simulator as a market model', () => {
  it('says its data is simulated and gives its range and rate', () => {
    expect(simulator.dataSource).toBe('simulated');
    expect(simulator.dataRange).toEqual({ first: '2016-01-04', last: '2030-12-31' });
    expect(simulator.riskFreeRate('2020-03-16')).toBe(0.04);
    expect(simulator.strikeIncrement('AAPL', 270)).toBe(2.5);
    expect(simulator.strikeIncrement('F', 12)).toBe(0.5);
  });
});
