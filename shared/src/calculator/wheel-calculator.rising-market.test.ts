import { describe, expect, it } from 'vitest';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { compoundingCloses, createFixedMarket } from './testing/fixed-market';
import { estimateWheelIncome } from './wheel-calculator';

/**
 * The wheel on a rising market. UP gains 0.3 % every session (about 1.5 % a week, σ = 25 %): a put a couple of
 * percent under the spot always finishes out of the money, so the wheel never owns the stock. Every daily return is
 * the same, so the resampled paths are the historical one.
 *
 * Expected relations: no assignment, no call; the premium is all put income and all kept; buy-and-hold of the same
 * cash gains about 1.003^250 − 1 ≈ 112 % and beats the wheel by far: vs_buy_and_hold is below 0 in every scenario.
 */
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: { UP: { closes: compoundingCloses(300, 50, 0.003) } },
});
const request = createCalculatorRequest({ strategy: 'wheel', positions: { UP: 100_000 } });

describe('the wheel on a rising market: puts expire, buy-and-hold beats it', () => {
  const { response, portfolio } = estimateWheelIncome({ request, asOf: TEST_AS_OF, market });
  const zero = { low: 0, median: 0, high: 0 };

  it('is never assigned and so never sells a call', () => {
    expect(response.portfolio.average_assignments).toEqual(zero);
    expect(response.portfolio.call_income).toEqual(zero);
    expect(response.portfolio.shares_value_at_end).toEqual(zero);
  });

  it('keeps exactly its put premium', () => {
    expect(response.portfolio.put_income.low).toBeGreaterThan(0);
    expect(response.portfolio.kept_yearly).toEqual(response.portfolio.put_income);
  });

  it('trails buy-and-hold, which more than doubles, in every scenario', () => {
    expect(response.portfolio.buy_and_hold_percent.low).toBeGreaterThan(100);
    portfolio.kept.forEach((kept, scenario) => {
      expect(kept).toBeLessThan(portfolio.buyAndHoldResult[scenario] ?? NaN);
    });
    expect(response.portfolio.vs_buy_and_hold.high).toBeLessThan(0);
    expect(response.portfolio.kept_percent.median).toBeLessThan(
      response.portfolio.buy_and_hold_percent.median,
    );
  });
});
