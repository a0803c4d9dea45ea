import { describe, expect, it } from 'vitest';
import { wheelCalculatorResponseSchema } from '../contracts/calculator';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { estimateCoveredCallIncome } from './income-calculator';
import { createCalculatorRequest, TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses, randomWalkCloses } from './testing/fixed-market';
import { estimateWheelIncome } from './wheel-calculator';

/** The wheel answers the covered calls' per-ticker checks, with its own words, and its figures hold together. */
describe('the wheel calculator: per-ticker checks', () => {
  const market = createFixedMarket({
    through: TEST_AS_OF,
    tickers: {
      FLAT: { closes: flatCloses(300, 100) },
      MONTH: { closes: flatCloses(300, 100), weekly: false },
      QUOTED: { closes: flatCloses(300, 20), optionable: false },
    },
  });
  const { response } = estimateWheelIncome({
    request: createCalculatorRequest({
      strategy: 'wheel',
      positions: { FLAT: 5_000, MONTH: 20_000, QUOTED: 50_000 },
    }),
    asOf: TEST_AS_OF,
    market,
  });

  it('too little cash for one put is "Not enough shares", with the investment 100 shares take', () => {
    expect(response.tickers.FLAT).toEqual({
      error:
        "Not enough shares: $5,000.00 buys 50 shares of FLAT at $100.00; the wheel's cash-secured puts need the cash for at least 100 shares (1 contract)",
      min_investment_needed: 10_000,
      current_price: 100,
    });
  });

  it('a ticker without options is not supported, and one with monthly options only runs monthly', () => {
    expect(response.tickers.QUOTED?.error).toBe('QUOTED is not supported: no listed options');
    expect(response.tickers.MONTH?.duration_used).toBe('monthly');
    expect(response.portfolio.yearly_income).toEqual(response.tickers.MONTH?.yearly_income);
    expect(response.portfolio.percent_return).toEqual(response.tickers.MONTH?.percent_return);
  });
});

describe('the wheel calculator: figures that hold together', () => {
  const market = createFixedMarket({
    through: TEST_AS_OF,
    tickers: {
      WALK: { closes: randomWalkCloses(300, 80, 0.35, 11), volatility: 0.35 },
      OTHER: { closes: randomWalkCloses(300, 30, 0.5, 12), volatility: 0.5 },
    },
  });
  const request = createCalculatorRequest({ strategy: 'wheel', positions: { WALK: 60_000, OTHER: 40_000 } });
  const { response, portfolio, scenarios } = estimateWheelIncome({ request, asOf: TEST_AS_OF, market });

  it('per scenario: kept = ending value − cash = premium + shares, and the portfolio sums its tickers', () => {
    portfolio.kept.forEach((kept, scenario) => {
      expect(kept).toBeCloseTo((portfolio.endingValue[scenario] ?? NaN) - 100_000, 6);
      expect(portfolio.premium[scenario]).toBeCloseTo(
        (portfolio.putIncome[scenario] ?? NaN) + (portfolio.callIncome[scenario] ?? NaN),
        6,
      );
      expect(kept).toBeCloseTo(
        (scenarios.WALK?.kept[scenario] ?? NaN) + (scenarios.OTHER?.kept[scenario] ?? NaN),
        6,
      );
    });
  });

  it('reports low ≤ median ≤ high, monthly a twelfth of yearly, and a valid response', () => {
    expect(wheelCalculatorResponseSchema.parse(response)).toEqual(response);
    for (const range of Object.values(response.portfolio).filter((value) => 'median' in value)) {
      expect(range.low).toBeLessThanOrEqual(range.median);
      expect(range.median).toBeLessThanOrEqual(range.high);
    }
    expect(response.portfolio.monthly_income.median).toBeCloseTo(
      response.portfolio.yearly_income.median / 12,
      1,
    );
    expect(response.portfolio.kept_monthly.median).toBeCloseTo(response.portfolio.kept_yearly.median / 12, 1);
  });

  it('gives the same answer to the same request', () => {
    const again = estimateWheelIncome({ request, asOf: TEST_AS_OF, market });
    expect(again.response).toEqual(response);
  });

  it('leaves the covered calls’ answer to the same positions as it was', () => {
    const coveredCalls = estimateCoveredCallIncome({
      request: createCalculatorRequest({ positions: request.positions }),
      asOf: TEST_AS_OF,
      market,
    });
    expect('strategy' in coveredCalls.response).toBe(false);
    expect(coveredCalls.response.portfolio.net_yearly_income).toBeDefined();
  });
});

describe('the wheel on the simulated market', () => {
  it('AAPL $100,000 balanced weekly: premium, a few assignments and call-aways, labelled simulated', () => {
    const { response } = estimateWheelIncome({
      request: createCalculatorRequest({ strategy: 'wheel', positions: { AAPL: 100_000 } }),
      asOf: '2026-11-20',
      market: createMarketSimulator(),
    });
    const { portfolio } = response;
    expect(response.dataSource).toBe('simulated');
    expect(portfolio.percent_return.median).toBeGreaterThan(5);
    expect(portfolio.percent_return.median).toBeLessThan(80);
    expect(portfolio.average_assignments.median).toBeGreaterThanOrEqual(1);
    expect(portfolio.call_aways.median).toBeLessThanOrEqual(portfolio.average_assignments.median);
    expect(portfolio.ending_value.median).toBeCloseTo(100_000 + portfolio.kept_yearly.median, 2);
  });
});
