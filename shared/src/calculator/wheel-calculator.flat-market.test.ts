import { describe, expect, it } from 'vitest';
import { wheelCalculatorResponseSchema } from '../contracts/calculator';
import { bsmPrice } from '../options/black-scholes';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses } from './testing/fixed-market';
import { backtestWindow, buildTradeSchedule } from './trade-schedule';
import { estimateWheelIncome } from './wheel-calculator';

/**
 * The wheel on a flat market. FLAT closes at $100 every day (σ = 25 %, r = 4 %, bid = Black-Scholes value − $0.05),
 * so every resampled path is flat too. Each week's balanced put is the 98 (|delta| 0.21 at 4 days, 0.27 at 7 and
 * 0.28 at 8: the one in the 0.20-0.35 band closest to 0.275; 99 is 0.34-0.38), and a put at 98 never finishes in
 * the money at $100.
 *
 * Expected relations: no assignment, no call, no shares at the end; the premium is all put income and is all kept;
 * buy-and-hold earns nothing, so the wheel is ahead of it by its premium. The $100,000 compounds: each put is sold
 * on as many contracts as the cash (premium included) secures at $98.
 */
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: { FLAT: { closes: flatCloses(300, 100) } },
});
const request = createCalculatorRequest({ strategy: 'wheel' });

/** The historical year started on the window's first day, replayed by hand: 46 of the 50 scenarios are this one. */
const replayedPremium = (() => {
  const schedule = buildTradeSchedule({
    dates: backtestWindow(TEST_AS_OF),
    cadence: 'weekly',
    firstEntryIndex: 0,
    riskFreeRate: () => 0.04,
  });
  let cash = 100_000;
  for (const years of schedule.years) {
    const contracts = Math.floor(cash / 9_800);
    cash += (bsmPrice('put', 100, 98, years, 0.04, 0, 0.25) - 0.05) * 100 * contracts;
  }
  return cash - 100_000;
})();
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

describe('the wheel on a flat market: puts expire, income only', () => {
  const { response, portfolio } = estimateWheelIncome({ request, asOf: TEST_AS_OF, market });
  const zero = { low: 0, median: 0, high: 0 };

  it('is a valid wheel response for $100,000 of cash in FLAT', () => {
    expect(wheelCalculatorResponseSchema.parse(response)).toEqual(response);
    expect(response.tickers.FLAT).toMatchObject({ cash: 100_000, contracts: 10, duration_used: 'weekly' });
  });

  it('is never assigned, never sells a call and holds no shares at the end', () => {
    expect(response.portfolio.average_assignments).toEqual(zero);
    expect(response.portfolio.call_aways).toEqual(zero);
    expect(response.portfolio.call_income).toEqual(zero);
    expect(response.portfolio.shares_value_at_end).toEqual(zero);
  });

  it('collects the put premium a hand replay of the year gives, and keeps all of it', () => {
    expect(response.portfolio.yearly_income.median).toBe(cents(replayedPremium));
    expect(response.portfolio.put_income).toEqual(response.portfolio.yearly_income);
    expect(response.portfolio.kept_yearly).toEqual(response.portfolio.yearly_income);
    expect(response.portfolio.ending_value.median).toBe(cents(100_000 + replayedPremium));
    expect(response.portfolio.kept_breakdown.yearly).toEqual({
      premium: cents(replayedPremium),
      share_result: 0,
      kept: cents(replayedPremium),
    });
  });

  it('beats buy-and-hold, which earns nothing, by exactly its premium in every scenario', () => {
    expect(response.portfolio.buy_and_hold_result).toEqual(zero);
    portfolio.kept.forEach((kept, scenario) => {
      expect(kept).toBeGreaterThan(0);
      expect(kept - (portfolio.buyAndHoldResult[scenario] ?? NaN)).toBeCloseTo(
        portfolio.premium[scenario] ?? NaN,
        8,
      );
    });
  });

  it('compounds: 10 contracts at first, more once the premium secures another $9,800', () => {
    // A year of weekly 98 puts at about $0.50 on 10 contracts is over $20,000: two more contracts' collateral.
    expect(replayedPremium).toBeGreaterThan(2 * 9_800);
    expect(response.portfolio.percent_return.median).toBeCloseTo((100 * replayedPremium) / 100_000, 2);
  });
});
