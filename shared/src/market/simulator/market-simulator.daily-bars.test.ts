import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../../calendar/nyse-calendar';
import { companyDirectory, findCompany } from '../company-directory';
import { ANCHOR_DATE, createMarketSimulator } from './market-simulator';

const simulator = createMarketSimulator();
const isWholeCents = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

describe('closes', () => {
  it(`pass through every company's reference price on the anchor date ${ANCHOR_DATE}`, () => {
    for (const company of companyDirectory)
      expect(simulator.closeOn(company.ticker, ANCHOR_DATE), company.ticker).toBe(company.referencePrice);
  });

  it('cover every trading day of the range as parallel arrays of dates and whole-cent prices', () => {
    // Act
    const series = simulator.closes('AAPL', '2025-12-20', '2026-01-10');
    // Assess: 24-26 Dec has Christmas, 1 Jan New Year's Day.
    expect(series.dates).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-26',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
    ]);
    expect(series.closes).toBeInstanceOf(Float64Array);
    expect(series.closes.length).toBe(series.dates.length);
    for (const close of series.closes) expect(isWholeCents(close) && close > 0).toBe(true);
    expect(series.closes[3]).toBe(simulator.closeOn('AAPL', '2025-12-26'));
  });

  it('reach back more than five years before the anchor and forward to the end of 2030', () => {
    expect(simulator.closes('MSFT', '2016-01-04', '2030-12-31').dates.length).toBeGreaterThan(3700);
    expect(simulator.dataRange.first <= '2021-11-22').toBe(true);
  });

  it('are handed out as copies, so a caller cannot change the simulated history', () => {
    // Prepare
    const first = simulator.closes('KO', '2026-01-02', '2026-01-09');
    // Act
    first.closes[0] = -1;
    // Assess
    expect(simulator.closes('KO', '2026-01-02', '2026-01-09').closes[0]).toBeGreaterThan(0);
  });

  it('refuse dates outside the data range and days without a session, with the reason', () => {
    expect(() => simulator.closes('AAPL', '2015-06-01', '2016-06-01')).toThrow(
      /outside the simulated data range/,
    );
    expect(() => simulator.closes('AAPL', '2026-01-01', '2031-01-05')).toThrow(RangeError);
    expect(() => simulator.closeOn('AAPL', '2026-11-26')).toThrow(/not a trading day/);
    expect(() => simulator.closes('AAPL', '2026-13-01', '2026-12-31')).toThrow(RangeError);
  });
});

describe('daily bars', () => {
  const afterTheClose = newYorkInstant('2026-11-23', 17, 0);

  it('are consistent: high at or above open and close, low at or below, positive prices in cents', () => {
    for (const ticker of ['AAPL', 'TSLA', 'KO', 'SPY', 'SOXL', 'JEPI']) {
      // Act
      const bars = simulator.dailyBars(ticker, '2024-11-22', '2026-11-20', afterTheClose);
      // Assess
      expect(bars.length).toBe(500);
      for (const bar of bars) {
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.low).toBeGreaterThan(0);
        expect([bar.open, bar.high, bar.low, bar.close].every(isWholeCents)).toBe(true);
        expect(Number.isInteger(bar.volume) && bar.volume > 0).toBe(true);
      }
    }
  });

  it('close at the daily close and open near the previous close', () => {
    // Act
    const bars = simulator.dailyBars('MSFT', '2026-01-02', '2026-11-20', afterTheClose);
    // Assess: an overnight gap of a liquid large cap rarely passes 5 %, never 20 %.
    for (const [index, bar] of bars.entries()) {
      expect(bar.close).toBe(simulator.closeOn('MSFT', bar.date));
      const previous = bars[index - 1];
      if (previous) expect(Math.abs(Math.log(bar.open / previous.close))).toBeLessThan(0.2);
    }
  });

  it('trade millions of shares a day for a large cap', () => {
    const bars = simulator.dailyBars('AAPL', '2026-01-02', '2026-11-20', afterTheClose);
    const median = [...bars.map((bar) => bar.volume)].sort((a, b) => a - b)[Math.floor(bars.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(1_000_000);
  });

  it('never include a session that has not opened yet', () => {
    // Act: Monday 23 November 2026 before the open, asking through the end of the month.
    const bars = simulator.dailyBars('AAPL', '2026-11-16', '2026-11-30', newYorkInstant('2026-11-23', 9, 29));
    // Assess
    expect(bars.map((bar) => bar.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('build the bar of a session in progress from the minutes so far only', () => {
    // Prepare
    const morning = newYorkInstant('2026-11-23', 10, 45);
    const evening = newYorkInstant('2026-11-23', 18, 0);
    // Act
    const partial = simulator.dailyBars('NVDA', '2026-11-23', '2026-11-23', morning)[0];
    const complete = simulator.dailyBars('NVDA', '2026-11-23', '2026-11-23', evening)[0];
    const live = simulator.quote('NVDA', morning);
    // Assess
    expect(partial?.close).toBe(live?.price);
    expect(partial?.open).toBe(complete?.open);
    expect(partial?.high).toBeLessThanOrEqual(complete?.high ?? 0);
    expect(partial?.low).toBeGreaterThanOrEqual(complete?.low ?? Infinity);
    expect(partial?.volume).toBeLessThan(complete?.volume ?? 0);
    expect(partial?.volume).toBeGreaterThan(0);
    expect(complete?.close).toBe(simulator.closeOn('NVDA', '2026-11-23'));
  });

  it('are the same for a past range whether asked for today or years later', () => {
    const early = simulator.dailyBars('XOM', '2020-03-02', '2020-03-31', newYorkInstant('2020-04-01', 12, 0));
    const late = simulator.dailyBars('XOM', '2020-03-02', '2020-03-31', newYorkInstant('2029-01-02', 12, 0));
    expect(late).toEqual(early);
  });

  it('drop on an ex-dividend date by the dividend, on top of the day’s move', () => {
    // Prepare: KO's price path with its dividends for 2025-2026.
    const dividends = simulator.dividends('KO', '2025-01-01', '2026-11-20');
    const yieldPerPayment = (findCompany('KO')?.dividendYield ?? 0) / 4;
    // Act and assess: each dividend is the quarterly share of the yield on the close before the ex-date.
    expect(dividends.length).toBe(8);
    for (const dividend of dividends) {
      const closes = simulator.closes('KO', '2025-01-02', dividend.exDate).closes;
      const before = closes[closes.length - 2] ?? 0;
      expect(Math.abs(dividend.amount - yieldPerPayment * before)).toBeLessThanOrEqual(0.0051);
    }
  });
});
