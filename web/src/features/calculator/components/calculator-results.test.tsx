// @vitest-environment node
import type { CalculatorResponse } from '@thetix/shared/contracts/calculator';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../components/testing/render-to-text';
import { ApiError } from '../../../lib/api-client';
import { IncomeEstimate } from './income-estimate';
import { CalculatorResults, type EstimateState } from './calculator-results';

const range = (low: number, median: number, high: number) => ({ low, median, high });
const zero = range(0, 0, 0);

const createResponse = (overrides: Partial<CalculatorResponse> = {}): CalculatorResponse => ({
  portfolio: {
    yearly_income: range(6_900, 8_412, 10_100),
    monthly_income: range(575, 701, 841.67),
    percent_return: range(6.9, 8.41, 10.1),
    average_assignments: range(0.4, 1.2, 2),
    net_yearly_income: range(-1_200, 5_112, 9_800),
    net_monthly_income: range(-100, 426, 816.67),
    net_percent_return: range(-1.2, 5.11, 9.8),
    upside_given_up: range(300, 3_300, 8_100),
    kept_breakdown: {
      yearly: { premium: 8_412, upside_given_up: 3_300, kept: 5_112 },
      monthly: { premium: 701, upside_given_up: 275, kept: 426 },
    },
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
  it('shows the premium and, beside it, what was kept after assignments, each as median with low and high', () => {
    // Act
    const text = render(createEstimate());

    // Assess
    expect(text).toContain('Estimated yearly income');
    expect(text).toContain(
      'Premium collected What the calls sold for, at the bid. $8,412 a year Low $6,900 High $10,100 8.4% a year (6.9% – 10.1%)',
    );
    expect(text).toContain(
      'Kept after assignments Premium minus the gains given up when shares were called away. $5,112 a year Low -$1,200 High $9,800 5.1% a year (-1.2% – 9.8%)',
    );
    expect(text).toContain('Monthly premium $701');
    expect(text).toContain('$575 – $842');
    expect(text).toContain('Monthly kept $426 ');
    expect(text).toContain('-$100 – $817');
    expect(text).toContain('Gains given up $3,300 a year');
    expect(text).toContain('Assignments 1.2 a year');
    expect(text).toContain('Simulated market data');
  });

  it('leads with monthly figures in onboarding, premium and kept alike', () => {
    // Act
    const text = renderToText(<CalculatorResults estimate={createEstimate()} headline="monthly" />).text;

    // Assess
    expect(text).toContain('Estimated monthly income');
    expect(text).toContain(
      'Premium collected What the calls sold for, at the bid. $701 a month Low $575 High $842',
    );
    expect(text).toContain('$426 a month Low -$100 High $817');
    expect(text).toContain('Yearly premium $8,412');
    expect(text).toContain('Yearly kept $5,112');
  });

  it('marks results out of date when the rows changed since Calculate, naming the positions they are for', () => {
    // Act
    const { text, html } = renderToText(
      <CalculatorResults
        estimate={createEstimate()}
        freshness={{ stale: true, applied: { AAPL: 100_000 }, invalidTickers: [] }}
      />,
    );

    // Assess
    expect(text).toContain(
      'Out of date These figures are for AAPL $100,000, not for the positions entered now. Press Calculate to update them.',
    );
    expect(html).toContain('data-stale="true"');
  });

  it("shows no figures for a ticker that does not exist, only the spec's not-found message", () => {
    // Act
    const text = renderToText(
      <CalculatorResults
        estimate={createEstimate()}
        freshness={{ stale: true, applied: { AAPL: 100_000 }, invalidTickers: ['ZZZZZ'] }}
      />,
    ).text;

    // Assess
    expect(text).toBe('Unable to Calculate Strategy ZZZZZ: Ticker not found. Please check the symbol.');
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
        net_yearly_income: zero,
        net_monthly_income: zero,
        net_percent_return: zero,
        upside_given_up: zero,
        kept_breakdown: {
          yearly: { premium: 0, upside_given_up: 0, kept: 0 },
          monthly: { premium: 0, upside_given_up: 0, kept: 0 },
        },
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

  it('says the period of every headline figure and shows the kept figure as the sum of its parts', () => {
    // Act
    const yearly = renderToText(<IncomeEstimate response={createResponse()} />).text;
    const monthly = renderToText(<IncomeEstimate response={createResponse()} headline="monthly" />).text;

    // Assess: 8,412 − 3,300 = 5,112 a year; 701 − 275 = 426 a month.
    expect(yearly).toContain('$8,412 a year');
    expect(yearly).toContain('$5,112 a year');
    expect(yearly).toContain(
      'Kept after assignments, the median year: premium $8,412 − gains given up $3,300 = $5,112 a year.',
    );
    expect(monthly).toContain('$701 a month');
    expect(monthly).toContain('premium $701 − gains given up $275 = $426 a month.');
  });

  it('marks a negative kept figure as a loss, never in the positive colour', () => {
    // Prepare
    const response = createResponse();
    const losing = {
      ...response,
      portfolio: { ...response.portfolio, net_yearly_income: range(-9_000, -3_695, 1_000) },
    };

    // Act
    const { html } = renderToText(<IncomeEstimate response={losing} />);

    // Assess
    expect(html).toContain('data-sign="negative"');
    expect(html).toContain('data-sign="positive"');
  });
});
