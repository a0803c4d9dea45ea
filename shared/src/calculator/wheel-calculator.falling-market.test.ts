import { describe, expect, it } from 'vitest';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { compoundingCloses, createFixedMarket } from './testing/fixed-market';
import { backtestWindow, buildTradeSchedule } from './trade-schedule';
import { backtestWheel, type WheelTradeRecord } from './wheel-backtest';
import { estimateWheelIncome } from './wheel-calculator';
import { createStrikeSelector } from './strike-selection';

/**
 * The wheel on a falling market. DOWN loses 0.5 % every session (about 2.5 % a week, σ = 25 %): the first put, a
 * little over 2 % under the spot, finishes in the money and is assigned; from then on the shares carry calls that a
 * falling price never reaches, so they are held to the end and valued at the last close. Every daily return is the
 * same, so the resampled paths are the historical one.
 *
 * Expected relations: exactly one assignment and no call-away in every scenario; call income beside the put
 * income; the year ends holding the shares, worth the last close; the wheel loses money (kept < 0) but less than
 * buy-and-hold, because it bought under the first day's price and collected premium on the way down; kept is the
 * premium plus the shares' loss, to the cent.
 */
const closes = compoundingCloses(300, 100, -0.005);
const market = createFixedMarket({ through: TEST_AS_OF, tickers: { DOWN: { closes } } });
const request = createCalculatorRequest({ strategy: 'wheel', positions: { DOWN: 100_000 } });

describe('the wheel on a falling market: assigned, then calls', () => {
  const { response, portfolio } = estimateWheelIncome({ request, asOf: TEST_AS_OF, market });
  const one = { low: 1, median: 1, high: 1 };

  it('is assigned once and never called away', () => {
    expect(response.portfolio.average_assignments).toEqual(one);
    expect(response.portfolio.call_aways).toEqual({ low: 0, median: 0, high: 0 });
  });

  it('sells calls on the assigned shares: call income beside the put income', () => {
    expect(response.portfolio.call_income.low).toBeGreaterThan(0);
    expect(response.portfolio.put_income.low).toBeGreaterThan(0);
    expect(response.portfolio.call_income.median).toBeGreaterThan(response.portfolio.put_income.median);
  });

  it('ends holding the shares, valued at the last close', () => {
    const lastClose = closes.at(-1) ?? NaN;
    portfolio.sharesValueAtEnd.forEach((value) => {
      // Whole lots of 100 shares at the last close.
      const lots = value / lastClose / 100;
      expect(lots).toBeGreaterThanOrEqual(1);
      expect(lots).toBeCloseTo(Math.round(lots), 8);
    });
  });

  it('loses money, but less than buy-and-hold of the same cash', () => {
    expect(response.portfolio.kept_yearly.high).toBeLessThan(0);
    portfolio.kept.forEach((kept, scenario) => {
      expect(kept).toBeGreaterThan(portfolio.buyAndHoldResult[scenario] ?? NaN);
    });
    expect(response.portfolio.vs_buy_and_hold.low).toBeGreaterThan(0);
  });

  it('keeps the premium plus the shares’ loss: the median year’s parts add up to the cent', () => {
    const { premium, share_result: shares, kept } = response.portfolio.kept_breakdown.yearly;
    expect(shares).toBeLessThan(0);
    expect(Math.round((premium + shares) * 100)).toBe(Math.round(kept * 100));
    expect(kept).toBe(response.portfolio.kept_yearly.median);
  });

  it('buys at the first put’s strike: the record shows the assignment below the entry price', () => {
    // Prepare: the historical year from the window's first day, traded directly
    const dates = backtestWindow(TEST_AS_OF);
    const record: WheelTradeRecord[] = [];
    backtestWheel({
      dates,
      path: market.closes('DOWN', dates[0] ?? '', TEST_AS_OF).closes,
      schedule: buildTradeSchedule({
        dates,
        cadence: 'weekly',
        firstEntryIndex: 0,
        riskFreeRate: () => 0.04,
      }),
      cash: 100_000,
      selectPut: createStrikeSelector(market, 'DOWN', 'balanced', 'put'),
      selectCall: createStrikeSelector(market, 'DOWN', 'balanced'),
      record,
    });
    // Assess
    const [put, ...calls] = record;
    expect(put).toMatchObject({ kind: 'put', assigned: true });
    expect(put?.strike).toBeLessThan(put?.spot ?? NaN);
    expect(put?.closeAtExpiration).toBeLessThan(put?.strike ?? NaN);
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.every((trade) => trade.kind === 'call' && !trade.assigned)).toBe(true);
  });
});
