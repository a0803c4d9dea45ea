// @vitest-environment node
import type { CalculatorResponse } from '@thetix/shared/contracts/calculator';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../components/testing/render-to-text';
import { ApiError } from '../../../lib/api-client';
import { CalculatorResults, type EstimateState } from './calculator-results';

const range = (low: number, median: number, high: number) => ({ low, median, high });
const zero = range(0, 0, 0);

const createResponse = (overrides: Partial<CalculatorResponse> = {}): CalculatorResponse => ({
  portfolio: {
    yearly_income: range(6_900, 8_412, 10_100),
    monthly_income: range(575, 701, 841.67),
    percent_return: range(6.9, 8.41, 10.1),
    average_assignments: range(0.4, 1.2, 2),
  },
  tickers: { AAPL: { current_price: 270, shares: 370, contracts: 3 } },
  start_date: '2026-11-20',
  dataSource: 'simulated',
  ...overrides,
});

const createEstimate = (overrides: Partial<EstimateState> = {}): EstimateState => ({
  data: createResponse(),
  error: null,
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  requested: true,
  ...overrides,
});

const render = (estimate: EstimateState) => renderToText(<CalculatorResults estimate={estimate} />).text;

describe('calculator results', () => {
  it('shows yearly income, monthly income, return and assignments as median with low and high', () => {
    // Act
    const text = render(createEstimate());

    // Assess
    expect(text).toContain('Estimated yearly income $8,412');
    expect(text).toContain('Low $6,900');
    expect(text).toContain('High $10,100');
    expect(text).toContain('Monthly income $701');
    expect(text).toContain('$575 – $842');
    expect(text).toContain('Yearly return 8.4%');
    expect(text).toContain('Assignments 1.2 a year');
    expect(text).toContain('Simulated market data');
  });

  it('says nothing about simulation when the data is live', () => {
    // Act
    const text = renderToText(
      <CalculatorResults estimate={createEstimate({ data: createResponse({ dataSource: 'live' }) })} />,
      { marketData: 'live' },
    ).text;

    // Assess
    expect(text).not.toContain('Simulated market data');
  });

  it("shows 'Position Size Too Small' with the spec's copy and each ticker's minimum and share price", () => {
    // Prepare
    const data = createResponse({
      portfolio: {
        yearly_income: zero,
        monthly_income: zero,
        percent_return: zero,
        average_assignments: zero,
      },
      tickers: {
        AAPL: {
          error: 'Not enough shares: $1,000.00 buys 3 shares of AAPL at $270.00',
          min_investment_needed: 27_000,
          current_price: 270,
        },
      },
    });

    // Act
    const text = render(createEstimate({ data }));

    // Assess
    expect(text).toContain('Position Size Too Small');
    expect(text).toContain(
      'Covered calls require at least 100 shares per position (1 contract). Please increase your investment amounts to see income calculations.',
    );
    expect(text).toContain('AAPL: minimum investment $27,000.00 (share price $270.00)');
    expect(text).not.toContain('Estimated yearly income');
  });

  it.each([
    'No strategy found for XYZ: it has less than a year of prices before 2026-11-20',
    'XYZ is not supported: no listed options',
    'No options chain for XYZ',
  ])("shows 'Ticker Not Supported' with the support address for %j", (error) => {
    // Act
    const text = render(createEstimate({ data: createResponse({ tickers: { XYZ: { error } } }) }));

    // Assess
    expect(text).toContain('Ticker Not Supported');
    expect(text).toContain('This security is not supported by the product yet. Contact support@thetix.app');
  });

  it("shows 'Unable to Calculate Strategy' for any other ticker failure", () => {
    // Act
    const text = render(
      createEstimate({ data: createResponse({ tickers: { KO: { error: 'Backtest failed' } } }) }),
    );

    // Assess
    expect(text).toContain('Unable to Calculate Strategy');
    expect(text).toContain('KO: Backtest failed');
  });

  it("shows a 429's JSON message under 'Unable to Calculate Strategy'", () => {
    // Prepare
    const message =
      'Too many calculations from your address: at most 30 a minute. Please wait a minute and try again.';
    const error = new ApiError({ status: 429, message, body: { message, code: 'TOO_MANY_REQUESTS' } });

    // Act
    const text = render(createEstimate({ data: undefined, error }));

    // Assess
    expect(text).toContain(`Unable to Calculate Strategy ${message}`);
  });

  it('asks for input before anything was calculated, and shows placeholders while the first answer loads', () => {
    // Act
    const idle = render(createEstimate({ data: undefined, requested: false }));
    const loading = renderToText(
      <CalculatorResults estimate={createEstimate({ data: undefined, isPending: true, isFetching: true })} />,
    ).html;

    // Assess
    expect(idle).toBe('Enter a stock and an amount, then press Calculate.');
    expect(loading).toContain('aria-busy="true"');
  });
});
