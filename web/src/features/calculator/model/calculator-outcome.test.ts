// @vitest-environment node
import type { CalculatorResponse } from '@thetix/shared/contracts/calculator';
import { describe, expect, it } from 'vitest';
import { classifyTickerError, hasEstimate, shortfallFor, tickerProblems } from './calculator-outcome';

const zero = { low: 0, median: 0, high: 0 };

const createResponse = (tickers: CalculatorResponse['tickers']): CalculatorResponse => ({
  portfolio: {
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
  },
  tickers,
  start_date: '2026-11-20',
  dataSource: 'simulated',
});

describe('calculator per-ticker errors (spec part 1 §8)', () => {
  it.each([
    ['No strategy found for XYZ: it has less than a year of prices', 'unsupported'],
    ['XYZ is not supported: no listed options', 'unsupported'],
    ['No options chain for XYZ', 'unsupported'],
    ['Not enough shares: $1,000.00 buys 3 shares of AAPL', 'too-small'],
    ['Backtest timed out', 'failed'],
  ] as const)('files %j under %s', (message, expected) => {
    expect(classifyTickerError(message)).toBe(expected);
  });

  it('groups the failed tickers by panel, with the minimum investment and share price for small positions', () => {
    // Prepare
    const response = createResponse({
      AAPL: {
        error: 'Not enough shares: $1,000.00 buys 3 shares of AAPL at $270.00',
        min_investment_needed: 27_000,
        current_price: 270,
      },
      XYZ: { error: 'XYZ is not supported: no listed options' },
      KO: { current_price: 70, yearly_income: { low: 1, median: 2, high: 3 } },
    });

    // Act
    const problems = tickerProblems(response);

    // Assess
    expect(problems['too-small']).toEqual([
      {
        ticker: 'AAPL',
        message: expect.stringContaining('Not enough shares'),
        minInvestment: 27_000,
        sharePrice: 270,
      },
    ]);
    expect(problems.unsupported.map((problem) => problem.ticker)).toEqual(['XYZ']);
    expect(problems.failed).toEqual([]);
    expect(hasEstimate(response)).toBe(true);
  });

  it('has no estimate when every ticker failed', () => {
    expect(hasEstimate(createResponse({ XYZ: { error: 'No options chain' } }))).toBe(false);
  });

  it("hints 'Need at least' only while the row's amount is below the minimum needed", () => {
    // Prepare
    const response = createResponse({ AAPL: { error: 'Not enough shares', min_investment_needed: 27_000 } });

    // Act
    const below = shortfallFor(response, 'AAPL', 1_000);
    const enough = shortfallFor(response, 'AAPL', 30_000);
    const other = shortfallFor(response, 'MSFT', 1_000);

    // Assess
    expect(below).toBe(27_000);
    expect(enough).toBeUndefined();
    expect(other).toBeUndefined();
  });
});
