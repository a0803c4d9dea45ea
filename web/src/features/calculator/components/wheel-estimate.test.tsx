// @vitest-environment node
import type { WheelCalculatorResponse } from '@thetix/shared/contracts/calculator';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../components/testing/render-to-text';
import { CalculatorResults, type EstimateState } from './calculator-results';
import { WheelEstimate } from './wheel-estimate';

const range = (low: number, median: number, high: number) => ({ low, median, high });
const zero = range(0, 0, 0);

const createWheelResponse = (overrides: Partial<WheelCalculatorResponse> = {}): WheelCalculatorResponse => ({
  strategy: 'wheel',
  portfolio: {
    yearly_income: range(28_000, 32_400, 36_100),
    monthly_income: range(2_333.33, 2_700, 3_008.33),
    percent_return: range(28, 32.4, 36.1),
    average_assignments: range(3, 5, 7),
    put_income: range(17_000, 23_000, 30_000),
    call_income: range(5_000, 9_400, 15_000),
    call_aways: range(3, 4, 7),
    kept_yearly: range(-4_000, 12_600, 30_000),
    kept_monthly: range(-333.33, 1_050, 2_500),
    kept_percent: range(-4, 12.6, 30),
    ending_value: range(96_000, 112_600, 130_000),
    shares_value_at_end: range(0, 0, 110_000),
    buy_and_hold_result: range(-12_000, 24_000, 90_000),
    buy_and_hold_percent: range(-12, 24, 90),
    vs_buy_and_hold: range(-60_000, -11_400, 8_000),
    kept_breakdown: {
      yearly: { premium: 32_000, share_result: -19_400, kept: 12_600 },
      monthly: { premium: 2_666.67, share_result: -1_616.67, kept: 1_050 },
    },
  },
  tickers: { AAPL: { current_price: 270, cash: 100_000, contracts: 3 } },
  start_date: '2026-11-20',
  dataSource: 'simulated',
  ...overrides,
});

const estimateOf = (data: WheelCalculatorResponse): EstimateState => ({
  data,
  error: null,
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  requested: true,
});

describe('the wheel’s results (issue 31 item 4)', () => {
  it('lays out premium and kept after assignments as the covered calls do, each median with low and high', () => {
    // Act
    const text = renderToText(<CalculatorResults estimate={estimateOf(createWheelResponse())} />).text;

    // Assess
    expect(text).toContain('Estimated yearly income from the wheel');
    expect(text).toContain(
      'Premium collected What the puts and calls sold for, at the bid. $32,400 a year Low $28,000 High $36,100 32.4% a year (28.0% – 36.1%)',
    );
    expect(text).toContain(
      'Kept after assignments Premium plus what the shares gained or lost, those still held at the last close. $12,600 a year Low -$4,000 High $30,000 12.6% a year (-4.0% – 30.0%)',
    );
    expect(text).toContain(
      'Kept after assignments, the median year: premium $32,000 − shares lost $19,400 = $12,600 a year.',
    );
    expect(text).toContain('Simulated market data');
  });

  it('shows the put and call split, assignments and call-aways, and buy-and-hold of the same cash beside it', () => {
    // Act
    const text = renderToText(<WheelEstimate response={createWheelResponse()} />).text;

    // Assess
    expect(text).toContain('Monthly premium $2,700');
    expect(text).toContain('Monthly kept $1,050');
    expect(text).toContain('Put premium $23,000 a year');
    expect(text).toContain('Call premium $9,400 a year');
    expect(text).toContain('Buy-and-hold $24,000 a year');
    expect(text).toContain('Wheel minus buy-and-hold -$11,400 a year');
    expect(text).toContain('-$60,000 – $8,000');
    expect(text).toContain('Assignments 5.0 a year');
    expect(text).toContain('Called away 4.0 a year');
    expect(text).toContain('Value at the end $112,600');
    expect(text).toContain('Shares held at the end $0');
    expect(text).toContain('$0 – $110,000');
  });

  it('says how the wheel was run and what it leaves out, and the percentiles', () => {
    // Act
    const text = renderToText(<WheelEstimate response={createWheelResponse()} />).text;

    // Assess
    expect(text).toContain(
      'Backtest of the wheel over the year to Nov 20, 2026, starting from the amount entered',
    );
    expect(text).toContain(
      'with shares still held at the end valued at the last close, and it can be below zero',
    );
    expect(text).toContain('Dividends and interest on cash are left out.');
    expect(text).toContain('Low and high are the 10th and 90th percentiles of each figure.');
  });

  it('leads with the month in onboarding and words a share gain with a plus', () => {
    // Prepare
    const response = createWheelResponse();
    const gaining = {
      ...response,
      portfolio: {
        ...response.portfolio,
        kept_breakdown: {
          yearly: { premium: 32_000, share_result: 4_000, kept: 36_000 },
          monthly: { premium: 2_666.67, share_result: 333.33, kept: 3_000 },
        },
      },
    };

    // Act
    const text = renderToText(<WheelEstimate response={gaining} headline="monthly" />).text;

    // Assess
    expect(text).toContain('Estimated monthly income from the wheel');
    expect(text).toContain('$2,700 a month Low $2,333 High $3,008');
    expect(text).toContain('premium $2,667 + shares gained $333 = $3,000 a month.');
    expect(text).toContain('Yearly premium $32,400');
  });

  it('marks a negative kept figure as a loss', () => {
    // Prepare
    const response = createWheelResponse();
    const losing = {
      ...response,
      portfolio: { ...response.portfolio, kept_yearly: range(-20_000, -8_000, 2_000) },
    };

    // Act
    const { html } = renderToText(<WheelEstimate response={losing} />);

    // Assess
    expect(html).toContain('data-sign="negative"');
  });

  it('says no simulation on live data, and shows the vendor’s pricing note', () => {
    // Act
    const text = renderToText(
      <WheelEstimate
        response={createWheelResponse({
          dataSource: 'live',
          pricingNote: 'Backtested on Massive daily closes.',
        })}
      />,
      { marketData: 'live' },
    ).text;

    // Assess
    expect(text).not.toContain('Simulated market data');
    expect(text).toContain('Backtested on Massive daily closes.');
  });

  it("words 'Position Size Too Small' for the wheel's puts", () => {
    // Prepare
    const response = createWheelResponse();
    const data: WheelCalculatorResponse = {
      ...response,
      portfolio: { ...response.portfolio, yearly_income: zero },
      tickers: {
        AAPL: {
          error:
            "Not enough shares: $1,000.00 buys 3 shares of AAPL at $270.00; the wheel's cash-secured puts need the cash for at least 100 shares (1 contract)",
          min_investment_needed: 27_000,
          current_price: 270,
        },
      },
    };

    // Act
    const text = renderToText(<CalculatorResults estimate={estimateOf(data)} />).text;

    // Assess
    expect(text).toContain(
      "Position Size Too Small The wheel's cash-secured puts need the cash for at least 100 shares per position (1 contract). Please increase your investment amounts to see income calculations.",
    );
    expect(text).toContain('AAPL: minimum investment $27,000.00 (share price $270.00)');
    expect(text).not.toContain('Estimated yearly income');
  });
});
