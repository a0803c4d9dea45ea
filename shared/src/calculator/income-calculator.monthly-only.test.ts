import { describe, expect, it } from 'vitest';
import { estimateCoveredCallIncome } from './income-calculator';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses } from './testing/fixed-market';

/** MONTH lists monthly options only; FLAT lists weeklies. Both never move. */
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: {
    MONTH: { closes: flatCloses(300, 100), weekly: false },
    FLAT: { closes: flatCloses(300, 100) },
  },
});

describe('calculator: weekly asked for a monthly-only ticker', () => {
  it('sells monthlies for that ticker, weeklies for the other, and reports which', () => {
    // Act
    const weekly = estimateCoveredCallIncome({
      request: createCalculatorRequest({ positions: { MONTH: 100_000, FLAT: 100_000 }, duration: 'weekly' }),
      asOf: TEST_AS_OF,
      market,
    });
    // Assess
    expect(weekly.scenarios.MONTH?.durationUsed).toBe('monthly');
    expect(weekly.response.tickers.MONTH?.duration_used).toBe('monthly');
    expect(weekly.scenarios.FLAT?.durationUsed).toBe('weekly');
  });

  it('earns what a monthly request earns for it, annualised by 12 monthly trades', () => {
    // Act
    const weekly = estimateCoveredCallIncome({
      request: createCalculatorRequest({ positions: { MONTH: 100_000 }, duration: 'weekly' }),
      asOf: TEST_AS_OF,
      market,
    });
    const monthly = estimateCoveredCallIncome({
      request: createCalculatorRequest({ positions: { MONTH: 100_000 }, duration: 'monthly' }),
      asOf: TEST_AS_OF,
      market,
    });
    // Assess
    expect(weekly.response.tickers.MONTH).toEqual(monthly.response.tickers.MONTH);
    expect(weekly.response.portfolio).toEqual(monthly.response.portfolio);
  });

  it('a monthly flat year earns less than a weekly one: premium grows with √T, not T', () => {
    // Act
    const response = estimateCoveredCallIncome({
      request: createCalculatorRequest({ positions: { MONTH: 100_000, FLAT: 100_000 } }),
      asOf: TEST_AS_OF,
      market,
    }).response;
    // Assess
    const monthly = response.tickers.MONTH?.yearly_income?.median ?? 0;
    const weekly = response.tickers.FLAT?.yearly_income?.median ?? 0;
    expect(monthly).toBeGreaterThan(0);
    expect(monthly).toBeLessThan(weekly);
  });
});
