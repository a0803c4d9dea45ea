import { describe, expect, it } from 'vitest';
import { calculatorResponseSchema, type CalculatorRequest } from '../contracts/calculator';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { estimateCoveredCallIncome } from './income-calculator';
import { createCalculatorRequest } from './testing/calculator-request';

/**
 * The engine on the product's simulated market. Its numbers follow the simulator's seed and parameters, so
 * these are plausibility bands, not values: what a covered-call writer would recognise for a large, liquid
 * stock over a year (gross premium as a percentage of the position, assignments per year), and the orderings
 * any sane backtest must show.
 */
const AS_OF = '2026-11-20';
const market = createMarketSimulator();
const run = (overrides: Partial<CalculatorRequest>) =>
  estimateCoveredCallIncome({ request: createCalculatorRequest(overrides), asOf: AS_OF, market });

describe('calculator on the simulated market', () => {
  it('AAPL $100,000 balanced weekly: 5-60 % a year, 2-30 assignments of 52, a valid response', () => {
    // Act
    const { response } = run({ positions: { AAPL: 100_000 } });
    // Assess
    const result = response.tickers.AAPL;
    expect(calculatorResponseSchema.parse(response)).toEqual(response);
    expect(response.dataSource).toBe('simulated');
    expect(result?.error).toBeUndefined();
    expect(result?.percent_return?.median).toBeGreaterThan(5);
    expect(result?.percent_return?.median).toBeLessThan(60);
    expect(result?.average_assignments?.median).toBeGreaterThan(2);
    expect(result?.average_assignments?.median).toBeLessThan(30);
    expect(result?.yearly_income?.low).toBeLessThan(result?.yearly_income?.high ?? NaN);
  });

  it('earns more for a higher delta and more weekly than monthly', () => {
    // Act
    const median = (risk: CalculatorRequest['risk_level'], duration: CalculatorRequest['duration']) =>
      run({ positions: { MSFT: 200_000 }, risk_level: risk, duration }).response.tickers.MSFT?.yearly_income
        ?.median ?? NaN;
    // Assess
    expect(median('conservative', 'weekly')).toBeLessThan(median('balanced', 'weekly'));
    expect(median('balanced', 'weekly')).toBeLessThan(median('aggressive', 'weekly'));
    expect(median('balanced', 'monthly')).toBeLessThan(median('balanced', 'weekly'));
  });

  it('a monthly-only ticker (HRL) asked weekly sells monthlies: at most 12 assignments a year', () => {
    // Act
    const estimate = run({ positions: { HRL: 50_000 } });
    // Assess
    expect(estimate.scenarios.HRL?.durationUsed).toBe('monthly');
    expect(estimate.response.tickers.HRL?.average_assignments?.high).toBeLessThanOrEqual(12);
  });

  it('gives the same answer on a fresh simulator', () => {
    // Prepare
    const request = createCalculatorRequest({
      positions: { KO: 30_000, SPY: 100_000 },
      risk_level: 'aggressive',
    });
    // Act
    const first = estimateCoveredCallIncome({ request, asOf: AS_OF, market });
    const second = estimateCoveredCallIncome({ request, asOf: AS_OF, market: createMarketSimulator() });
    // Assess
    expect(second.response).toEqual(first.response);
  });

  it('a ticker outside the directory is not supported', () => {
    expect(run({ positions: { ZZZZ: 50_000 } }).response.tickers.ZZZZ?.error).toMatch(/not supported/);
  });
});
