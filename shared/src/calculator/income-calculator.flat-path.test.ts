import { describe, expect, it } from 'vitest';
import { bsmPrice } from '../options/black-scholes';
import { calculateCoveredCallIncome, estimateCoveredCallIncome } from './income-calculator';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses } from './testing/fixed-market';
import { backtestWindow, buildTradeSchedule } from './trade-schedule';

/**
 * FLAT never moves ($100, σ = 25 %, r = 4 %, bid = Black-Scholes value - $0.05), so every resampled path is
 * the flat path too and the spread collapses to the historical year started on the window's first day: 52
 * weekly 102 calls (covered-call-backtest.flat-path.test.ts), annualised by 52 / 52. The four shifted
 * historical starts earn a little more or less, but 46 of the 50 outcomes are that one value, so the 10th,
 * 50th and 90th percentiles all are.
 */
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: { FLAT: { closes: flatCloses(300, 100) } },
});
const schedule = buildTradeSchedule({
  dates: backtestWindow(TEST_AS_OF),
  cadence: 'weekly',
  firstEntryIndex: 0,
  riskFreeRate: () => 0.04,
});
const premiumPerShare = Array.from(schedule.years).reduce(
  (sum, years) => sum + bsmPrice('call', 100, 102, years, 0.04, 0, 0.25) - 0.05,
  0,
);
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

describe('calculator on a flat stock', () => {
  it('$100,000 is 1,000 shares and 10 contracts earning 52 bids × 100 × 10 a year, never assigned, all kept', () => {
    // Act
    const response = calculateCoveredCallIncome({
      request: createCalculatorRequest(),
      asOf: TEST_AS_OF,
      market,
    });
    // Assess
    const yearly = premiumPerShare * 100 * 10;
    const flat = (value: number) => ({ low: value, median: value, high: value });
    expect(response.tickers.FLAT).toEqual({
      current_price: 100,
      shares: 1000,
      contracts: 10,
      duration_used: 'weekly',
      yearly_income: flat(cents(yearly)),
      percent_return: flat(Math.round(yearly / 10) / 100),
      average_assignments: flat(0),
      // Nothing is given up on a path that never reaches the strike: net = premium.
      net_yearly_income: flat(cents(yearly)),
      net_percent_return: flat(Math.round(yearly / 10) / 100),
      upside_given_up: flat(0),
    });
    expect(response.portfolio).toEqual({
      yearly_income: flat(cents(yearly)),
      monthly_income: flat(cents(yearly / 12)),
      percent_return: flat(Math.round(yearly / 10) / 100),
      average_assignments: flat(0),
      net_yearly_income: flat(cents(yearly)),
      net_monthly_income: flat(cents(yearly / 12)),
      net_percent_return: flat(Math.round(yearly / 10) / 100),
      upside_given_up: flat(0),
      // Nothing given up: the median scenario keeps its whole premium, and the parts still subtract.
      kept_breakdown: {
        yearly: { premium: cents(yearly), upside_given_up: 0, kept: cents(yearly) },
        monthly: { premium: cents(yearly / 12), upside_given_up: 0, kept: cents(yearly / 12) },
      },
    });
    expect(response.start_date).toBe(TEST_AS_OF);
  });

  it('an ordinary week pays about $589 on 10 contracts, about $30,600 a year (30.6 %)', () => {
    // Act
    const response = calculateCoveredCallIncome({
      request: createCalculatorRequest(),
      asOf: TEST_AS_OF,
      market,
    });
    // Assess: 52 × $0.5891 × 1,000 shares = $30,632; the 4-day first week pays less, the 8-day Easter week
    // more.
    expect(response.tickers.FLAT?.yearly_income?.median).toBeGreaterThan(29_000);
    expect(response.tickers.FLAT?.yearly_income?.median).toBeLessThan(31_000);
  });

  it('percent_return is over the dollars entered: $15,050 holds one contract and 50 idle shares', () => {
    // Act
    const response = calculateCoveredCallIncome({
      request: createCalculatorRequest({ positions: { FLAT: 15_050 } }),
      asOf: TEST_AS_OF,
      market,
    });
    // Assess
    const yearly = premiumPerShare * 100;
    expect(response.tickers.FLAT).toMatchObject({ shares: 150, contracts: 1 });
    expect(response.tickers.FLAT?.yearly_income?.median).toBe(cents(yearly));
    expect(response.tickers.FLAT?.percent_return?.median).toBe(Math.round((10_000 * yearly) / 15_050) / 100);
  });

  it('every scenario of the flat path earns the same except the shifted historical starts', () => {
    // Act
    const estimate = estimateCoveredCallIncome({
      request: createCalculatorRequest(),
      asOf: TEST_AS_OF,
      market,
    });
    // Assess
    const outcomes = Array.from(estimate.scenarios.FLAT?.yearlyIncome ?? []);
    expect(outcomes).toHaveLength(50);
    expect(new Set(outcomes.slice(5))).toEqual(new Set([outcomes[0]]));
    expect(outcomes[0]).toBeCloseTo(premiumPerShare * 1000, 8);
  });
});
