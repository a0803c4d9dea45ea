import { describe, expect, it } from 'vitest';
import { calculatorResponseSchema } from '../contracts/calculator';
import { estimateCoveredCallIncome } from './income-calculator';
import { percentileRange } from './percentile-range';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, randomWalkCloses } from './testing/fixed-market';

/** Ten stocks on their own random walks (σ 20-65 %), one monthly-only, $20,000-$290,000 each. */
const TICKERS = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ'];
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: Object.fromEntries(
    TICKERS.map((ticker, index) => [
      ticker,
      {
        closes: randomWalkCloses(300, 40 + 15 * index, 0.2 + 0.05 * index, index + 1),
        volatility: 0.2 + 0.05 * index,
        weekly: ticker !== 'JJJ',
      },
    ]),
  ),
});
const positions = Object.fromEntries(TICKERS.map((ticker, index) => [ticker, 20_000 + 30_000 * index]));
const estimate = estimateCoveredCallIncome({
  request: createCalculatorRequest({ positions }),
  asOf: TEST_AS_OF,
  market,
});
const cents = (value: number) => Math.round(value * 100) / 100;

describe('calculator portfolio of 10 positions', () => {
  it('answers every ticker and parses as the contract', () => {
    // Assess
    expect(Object.keys(estimate.response.tickers)).toEqual(TICKERS);
    expect(calculatorResponseSchema.parse(estimate.response)).toEqual(estimate.response);
    for (const ticker of TICKERS) {
      const result = estimate.response.tickers[ticker];
      expect(result?.error).toBeUndefined();
      expect(result?.yearly_income?.low).toBeLessThanOrEqual(result?.yearly_income?.median ?? NaN);
      expect(result?.yearly_income?.median).toBeLessThanOrEqual(result?.yearly_income?.high ?? NaN);
    }
  });

  it('sums the tickers scenario by scenario, then takes percentiles', () => {
    // Prepare
    const summed = new Float64Array(50);
    for (const ticker of TICKERS)
      estimate.scenarios[ticker]?.yearlyIncome.forEach((value, scenario) => {
        summed[scenario] = (summed[scenario] ?? 0) + value;
      });
    // Act
    const range = percentileRange(summed);
    // Assess
    expect(Array.from(estimate.portfolio.yearlyIncome)).toEqual(Array.from(summed));
    expect(estimate.response.portfolio.yearly_income).toEqual({
      low: cents(range.low),
      median: cents(range.median),
      high: cents(range.high),
    });
  });

  it('monthly income is a twelfth of yearly; percent_return is over the dollars of valid positions', () => {
    // Prepare
    const total = Object.values(positions).reduce((sum, dollars) => sum + dollars, 0);
    const range = percentileRange(estimate.portfolio.yearlyIncome);
    // Assess
    expect(estimate.response.portfolio.monthly_income.median).toBe(cents(range.median / 12));
    expect(estimate.response.portfolio.percent_return.median).toBe(
      Math.round((10_000 * range.median) / total) / 100,
    );
  });

  it('adds assignments per year across tickers, scenario by scenario', () => {
    // Prepare
    const summed = new Float64Array(50);
    for (const ticker of TICKERS)
      estimate.scenarios[ticker]?.assignments.forEach((value, scenario) => {
        summed[scenario] = (summed[scenario] ?? 0) + value;
      });
    // Assess
    expect(Array.from(estimate.portfolio.assignments)).toEqual(Array.from(summed));
    const range = percentileRange(summed);
    expect(estimate.response.portfolio.average_assignments.median).toBe(Math.round(range.median * 10) / 10);
  });

  it('the monthly-only ticker was sold monthly', () => {
    expect(estimate.scenarios.JJJ?.durationUsed).toBe('monthly');
    expect(estimate.scenarios.AAA?.durationUsed).toBe('weekly');
  });
});
