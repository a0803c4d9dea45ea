import { describe, expect, it } from 'vitest';
import { estimateCoveredCallIncome } from './income-calculator';
import { percentileRange } from './percentile-range';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses, randomWalkCloses } from './testing/fixed-market';
import { backtestWindow } from './trade-schedule';

/**
 * The calculator's net result beside its premium, per scenario (covered-call-backtest.ts):
 *
 *   upside given up (a year) = Σ max(0, S_T - K) × shares covered × trades per year / trades completed
 *   net income (a year)      = premium (a year) - upside given up (a year)
 *
 * which is the covered calls' profit minus buy-and-hold's on the same shares.
 */
const cents = (value: number) => Math.round(value * 100) / 100;

describe('calculator net result on a path that rallies through the strike', () => {
  // $100 every day except Friday 5 July 2024, which closes at $110: the first weekly 102 call of the historical
  // year is assigned $8 in the money (covered-call-backtest.rally-through-strike.test.ts).
  const dates = backtestWindow(TEST_AS_OF);
  const closes = flatCloses(300, 100);
  closes[closes.length - dates.length + 3] = 110;
  const market = createFixedMarket({ through: TEST_AS_OF, tickers: { STEP: { closes } } });
  const estimate = estimateCoveredCallIncome({
    request: createCalculatorRequest({ positions: { STEP: 100_000 } }),
    asOf: TEST_AS_OF,
    market,
  });

  it('the historical year gives up exactly $8,000: $8 a share on 1,000 shares, 52 of 52 trades', () => {
    // Assess
    const step = estimate.scenarios.STEP;
    expect(estimate.response.tickers.STEP).toMatchObject({ shares: 1000, contracts: 10 });
    expect(step?.upsideGivenUp[0]).toBeCloseTo(8_000, 9);
    expect(step?.netYearlyIncome[0]).toBeCloseTo((step?.yearlyIncome[0] ?? NaN) - 8_000, 9);
  });

  it('a historical start one session later holds through the spike and gives up nothing', () => {
    // Assess: entered Tuesday 2 July, the first call expires Friday 12 July.
    expect(estimate.scenarios.STEP?.upsideGivenUp[1]).toBe(0);
    expect(estimate.scenarios.STEP?.netYearlyIncome[1]).toBe(estimate.scenarios.STEP?.yearlyIncome[1]);
  });
});

describe('calculator net result on a portfolio of random walks', () => {
  const tickers = ['AAA', 'BBB', 'CCC'];
  const market = createFixedMarket({
    through: TEST_AS_OF,
    tickers: Object.fromEntries(
      tickers.map((ticker, index) => [
        ticker,
        { closes: randomWalkCloses(300, 80 + 40 * index, 0.3 + 0.1 * index, 11 + index), volatility: 0.35 },
      ]),
    ),
  });
  const estimate = estimateCoveredCallIncome({
    request: createCalculatorRequest({
      positions: { AAA: 200_000, BBB: 300_000, CCC: 500_000 },
      risk_level: 'aggressive',
    }),
    asOf: TEST_AS_OF,
    market,
  });
  const { portfolio } = estimate.response;

  it('net = premium - upside given up in every scenario, and the portfolio sums the tickers', () => {
    // Assess
    for (let scenario = 0; scenario < 50; scenario++) {
      let premium = 0;
      let net = 0;
      for (const ticker of tickers) {
        const outcome = estimate.scenarios[ticker];
        const gross = outcome?.yearlyIncome[scenario] ?? NaN;
        expect(outcome?.netYearlyIncome[scenario]).toBeCloseTo(
          gross - (outcome?.upsideGivenUp[scenario] ?? NaN),
          6,
        );
        premium += gross;
        net += outcome?.netYearlyIncome[scenario] ?? NaN;
      }
      expect(estimate.portfolio.yearlyIncome[scenario]).toBeCloseTo(premium, 6);
      expect(estimate.portfolio.netYearlyIncome[scenario]).toBeCloseTo(net, 6);
    }
    expect(Math.max(...estimate.portfolio.upsideGivenUp)).toBeGreaterThan(0);
  });

  it('low, median and high of the net are each at most the premium’s', () => {
    // Assess
    for (const key of ['low', 'median', 'high'] as const) {
      expect(portfolio.net_yearly_income[key]).toBeLessThanOrEqual(portfolio.yearly_income[key]);
      expect(portfolio.net_monthly_income[key]).toBeLessThanOrEqual(portfolio.monthly_income[key]);
      expect(portfolio.net_percent_return[key]).toBeLessThanOrEqual(portfolio.percent_return[key]);
      for (const ticker of tickers) {
        const result = estimate.response.tickers[ticker];
        expect(result?.net_yearly_income?.[key]).toBeLessThanOrEqual(result?.yearly_income?.[key] ?? NaN);
      }
    }
    expect(portfolio.net_yearly_income.median).toBeLessThan(portfolio.yearly_income.median);
  });

  it('summarises the net over its own scenarios: percentiles of net, monthly = yearly / 12, return over $1,000,000', () => {
    // Prepare
    const net = percentileRange(estimate.portfolio.netYearlyIncome);
    const upside = percentileRange(estimate.portfolio.upsideGivenUp);

    // Assess
    expect(portfolio.net_yearly_income).toEqual({
      low: cents(net.low),
      median: cents(net.median),
      high: cents(net.high),
    });
    expect(portfolio.net_monthly_income.median).toBe(cents(net.median / 12));
    expect(portfolio.net_percent_return.median).toBe(Math.round(net.median / 100) / 100);
    expect(portfolio.upside_given_up).toEqual({
      low: cents(upside.low),
      median: cents(upside.median),
      high: cents(upside.high),
    });
  });
});
