import { describe, expect, it } from 'vitest';
import { calculatorResponseSchema } from '../contracts/calculator';
import { CalculatorInputError, calculateCoveredCallIncome } from './income-calculator';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses } from './testing/fixed-market';

/**
 * Spec part 1 §8: the web app picks its message by "not supported", "No strategy found" and "Not enough
 * shares".
 */
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: {
    FLAT: { closes: flatCloses(300, 100) },
    PRICY: { closes: flatCloses(300, 123.45) },
    NOOPT: { closes: flatCloses(300, 50), optionable: false },
    YOUNG: { closes: flatCloses(300, 40), listedFrom: '2025-01-02' },
  },
});

const calculate = (positions: Record<string, number>, asOf = TEST_AS_OF) =>
  calculateCoveredCallIncome({ request: createCalculatorRequest({ positions }), asOf, market });

describe('calculator per-ticker errors', () => {
  it('a ticker the market does not know is not supported', () => {
    // Act
    const response = calculate({ XYZ: 50_000 });
    // Assess
    expect(response.tickers.XYZ).toEqual({ error: 'XYZ is not supported: no listed options' });
  });

  it('a ticker without listed options is not supported', () => {
    expect(calculate({ NOOPT: 50_000 }).tickers.NOOPT?.error).toMatch(/not supported/);
  });

  it('$5,000 of a $123.45 stock buys 40 shares: not enough, and 100 shares need $12,345', () => {
    // Act
    const result = calculate({ PRICY: 5_000 }).tickers.PRICY;
    // Assess
    expect(result).toEqual({
      error:
        'Not enough shares: $5,000.00 buys 40 shares of PRICY at $123.45; covered calls need at least 100 shares ' +
        '(1 contract)',
      min_investment_needed: 12_345,
      current_price: 123.45,
    });
  });

  it('exactly $12,345 buys the 100 shares of one contract', () => {
    // Act
    const result = calculate({ PRICY: 12_345 }).tickers.PRICY;
    // Assess
    expect(result).toMatchObject({ shares: 100, contracts: 1, current_price: 123.45 });
    expect(result?.error).toBeUndefined();
  });

  it('a zero position is not enough shares either', () => {
    expect(calculate({ FLAT: 0 }).tickers.FLAT).toMatchObject({
      min_investment_needed: 10_000,
      current_price: 100,
    });
  });

  it('less than a year of history finds no strategy', () => {
    expect(calculate({ YOUNG: 50_000 }).tickers.YOUNG?.error).toBe(
      'No strategy found for YOUNG: it has less than a year of prices before 2025-06-30',
    );
  });

  it('tickers in error add nothing to the portfolio', () => {
    // Act
    const alone = calculate({ FLAT: 100_000 });
    const withErrors = calculate({ FLAT: 100_000, XYZ: 10_000, PRICY: 5_000, YOUNG: 50_000 });
    // Assess
    expect(withErrors.portfolio).toEqual(alone.portfolio);
    expect(Object.keys(withErrors.tickers).sort()).toEqual(['FLAT', 'PRICY', 'XYZ', 'YOUNG']);
    expect(calculatorResponseSchema.parse(withErrors)).toEqual(withErrors);
  });

  it('with no valid position the portfolio is all zeros', () => {
    const { portfolio } = calculate({ XYZ: 10_000 });
    const zero = { low: 0, median: 0, high: 0 };
    expect(portfolio).toEqual({
      yearly_income: zero,
      monthly_income: zero,
      percent_return: zero,
      average_assignments: zero,
      net_yearly_income: zero,
      net_monthly_income: zero,
      net_percent_return: zero,
      upside_given_up: zero,
      kept_breakdown: {
        yearly: { premium: 0, upside_given_up: 0, kept: 0 },
        monthly: { premium: 0, upside_given_up: 0, kept: 0 },
      },
    });
  });
});

describe('calculator as-of date', () => {
  it('a Sunday backtests to the Friday before, and says so in start_date', () => {
    // Act
    const response = calculate({ FLAT: 100_000 }, '2025-06-29');
    // Assess
    expect(response.start_date).toBe('2025-06-27');
    expect(response.dataSource).toBe('simulated');
  });

  it('a date without a year of data before it is a CalculatorInputError on start_date', () => {
    // Act
    const attempt = () => calculate({ FLAT: 100_000 }, '2025-01-15');
    // Assess
    expect(attempt).toThrow(CalculatorInputError);
    expect(attempt).toThrow(/^start_date must be from 2025-04-21 to 2025-06-30/);
  });

  it('a date after the data is refused the same way', () => {
    expect(() => calculate({ FLAT: 100_000 }, '2025-07-15')).toThrow(CalculatorInputError);
  });
});
