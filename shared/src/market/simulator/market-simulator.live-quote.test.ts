import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../../calendar/nyse-calendar';
import { ANCHOR_DATE, createMarketSimulator } from './market-simulator';

const simulator = createMarketSimulator();
const at = newYorkInstant;

describe('the live quote during a session', () => {
  it('moves from minute to minute and reports the request instant', () => {
    // Act: every 5 minutes of Monday 23 November 2026.
    const quotes = Array.from({ length: 78 }, (_, step) => {
      const minutes = 9 * 60 + 30 + step * 5;
      return simulator.quote('AAPL', at('2026-11-23', Math.floor(minutes / 60), minutes % 60));
    });
    // Assess
    expect(new Set(quotes.map((quote) => quote?.price)).size).toBeGreaterThan(40);
    for (const quote of quotes) {
      expect(quote?.marketOpen).toBe(true);
      expect(quote?.sessionDate).toBe('2026-11-23');
      expect(quote?.previousClose).toBe(simulator.closeOn('AAPL', ANCHOR_DATE));
    }
    expect(quotes[0]?.asOf).toEqual(at('2026-11-23', 9, 30));
  });

  it('opens at the bar’s open, is near the close at 15:59 and lands exactly on it at 16:00', () => {
    // Act
    const open = simulator.quote('TSLA', at('2026-11-23', 9, 30));
    const lastMinute = simulator.quote('TSLA', at('2026-11-23', 15, 59));
    const closed = simulator.quote('TSLA', at('2026-11-23', 16, 0));
    // Assess
    const bar = simulator.dailyBars('TSLA', '2026-11-23', '2026-11-23', at('2026-11-23', 20, 0))[0];
    expect(open?.price).toBe(bar?.open);
    expect(Math.abs((lastMinute?.price ?? 0) / (bar?.close ?? 1) - 1)).toBeLessThan(0.01);
    expect(closed).toMatchObject({ price: bar?.close, marketOpen: false, sessionDate: '2026-11-23' });
    expect(closed?.asOf).toEqual(at('2026-11-23', 16, 0));
  });

  it('is the same price at any second of one minute', () => {
    const start = at('2026-11-24', 11, 7).getTime();
    const prices = [0, 1_000, 30_000, 59_999].map(
      (offset) => simulator.quote('MSFT', new Date(start + offset))?.price,
    );
    expect(new Set(prices).size).toBe(1);
  });
});

describe('the quote while the market is closed', () => {
  it.each([
    ['Saturday noon', at('2026-11-21', 12, 0), '2026-11-20'],
    ['Sunday night', at('2026-11-22', 23, 0), '2026-11-20'],
    ['Monday before the open', at('2026-11-23', 9, 29), '2026-11-20'],
    ['Monday 01:00', at('2026-11-23', 1, 0), '2026-11-20'],
    ['Tuesday evening', at('2026-11-24', 19, 30), '2026-11-24'],
    ['Thanksgiving Day', at('2026-11-26', 12, 0), '2026-11-25'],
    ['after the 13:00 early close on the Friday after Thanksgiving', at('2026-11-27', 14, 30), '2026-11-27'],
  ])('stands still on %s at the last close', (_name, now, session) => {
    // Act
    const quote = simulator.quote('AAPL', now);
    // Assess
    expect(quote?.marketOpen).toBe(false);
    expect(quote?.sessionDate).toBe(session);
    expect(quote?.price).toBe(simulator.closeOn('AAPL', session));
    const sessionClose = session === '2026-11-27' ? at(session, 13, 0) : at(session, 16, 0);
    expect(quote?.asOf).toEqual(sessionClose);
  });

  it('is the anchor price over the anchor weekend', () => {
    expect(simulator.quote('NVDA', at('2026-11-22', 10, 0))?.price).toBe(180);
  });

  it('trades until 12:59 on an early-close day and stops at 13:00', () => {
    // Act
    const lastMinute = simulator.quote('SPY', at('2026-11-27', 12, 59));
    const atClose = simulator.quote('SPY', at('2026-11-27', 13, 0));
    // Assess
    expect(lastMinute?.marketOpen).toBe(true);
    expect(atClose?.marketOpen).toBe(false);
    expect(atClose?.price).toBe(simulator.closeOn('SPY', '2026-11-27'));
    expect(atClose?.previousClose).toBe(simulator.closeOn('SPY', '2026-11-25'));
  });

  it('refuses instants outside the data range', () => {
    expect(() => simulator.quote('AAPL', at('2015-06-01', 12, 0))).toThrow(/before the simulated data range/);
    expect(() => simulator.quote('AAPL', new Date('2031-01-02T17:00:00Z'))).toThrow(
      /after the simulated data range/,
    );
    expect(() => simulator.quote('AAPL', new Date(Number.NaN))).toThrow(RangeError);
  });
});
