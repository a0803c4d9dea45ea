import { describe, expect, it } from 'vitest';
import { estimateCoveredCallIncome } from './income-calculator';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, randomWalkCloses } from './testing/fixed-market';

const createMarket = () =>
  createFixedMarket({
    through: TEST_AS_OF,
    tickers: {
      TWIN: { closes: randomWalkCloses(300, 80, 0.35, 11), volatility: 0.35 },
      // The same closes under another name: any difference between the two comes from the engine, not the
      // data.
      COPY: { closes: randomWalkCloses(300, 80, 0.35, 11), volatility: 0.35 },
      OTHER: { closes: randomWalkCloses(300, 30, 0.5, 12), volatility: 0.5 },
    },
  });

describe('calculator determinism', () => {
  it('gives the same answer to the same request, on a fresh market too', () => {
    // Prepare
    const request = createCalculatorRequest({ positions: { TWIN: 100_000, OTHER: 50_000 } });
    // Act
    const first = estimateCoveredCallIncome({ request, asOf: TEST_AS_OF, market: createMarket() });
    const second = estimateCoveredCallIncome({ request, asOf: TEST_AS_OF, market: createMarket() });
    // Assess
    expect(second.response).toEqual(first.response);
    expect(Array.from(second.portfolio.yearlyIncome)).toEqual(Array.from(first.portfolio.yearlyIncome));
  });

  it('moves every ticker along the same resampled days: equal closes, equal outcome per contract', () => {
    // Act: $150,000 and $50,000 of the same stock.
    const { scenarios, response } = estimateCoveredCallIncome({
      request: createCalculatorRequest({ positions: { TWIN: 150_000, COPY: 50_000 } }),
      asOf: TEST_AS_OF,
      market: createMarket(),
    });
    // Assess
    const twin = scenarios.TWIN?.yearlyIncome ?? new Float64Array();
    const copy = scenarios.COPY?.yearlyIncome ?? new Float64Array();
    const contractsTwin = response.tickers.TWIN?.contracts ?? NaN;
    const contractsCopy = response.tickers.COPY?.contracts ?? NaN;
    expect(contractsTwin).not.toBe(contractsCopy);
    twin.forEach((value, scenario) =>
      expect(value / contractsTwin).toBeCloseTo((copy[scenario] ?? NaN) / contractsCopy, 8),
    );
    expect(Array.from(scenarios.TWIN?.assignments ?? [])).toEqual(
      Array.from(scenarios.COPY?.assignments ?? []),
    );
  });

  it('resampled scenarios spread the outcome: low < median < high on a random walk', () => {
    // Act
    const { response } = estimateCoveredCallIncome({
      request: createCalculatorRequest({ positions: { OTHER: 50_000 } }),
      asOf: TEST_AS_OF,
      market: createMarket(),
    });
    // Assess
    const income = response.tickers.OTHER?.yearly_income;
    expect(income?.low).toBeLessThan(income?.median ?? NaN);
    expect(income?.median).toBeLessThan(income?.high ?? NaN);
  });

  it('another as-of date draws other paths', () => {
    // Prepare
    const request = createCalculatorRequest({ positions: { OTHER: 50_000 } });
    // Act
    const monday = estimateCoveredCallIncome({ request, asOf: TEST_AS_OF, market: createMarket() });
    const friday = estimateCoveredCallIncome({ request, asOf: '2025-06-27', market: createMarket() });
    // Assess
    expect(friday.response.start_date).toBe('2025-06-27');
    expect(friday.response.tickers.OTHER).not.toEqual(monday.response.tickers.OTHER);
  });
});
