import { describe, expect, it } from 'vitest';
import { reviewHoldings } from './holding-review';
import {
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createPosition,
  NEXT_FRIDAY,
} from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: Monday 10 March 2025, one account with five holdings, each in a different situation: ACME (300 shares,
 * balanced goal) gets a covered call; NVDA (60 shares) is 40 shares short of a contract; KO has no goal; MSFT's 200
 * shares are covered by 2 open calls; THIN has no liquid strike; OFF is not in the market data. Every holding
 * without a covered call says why (issue 18 item 11).
 */
describe('why a holding has no covered call', () => {
  const market = createTestMarket({
    tickers: {
      ACME: { price: 100 },
      NVDA: { price: 120 },
      KO: { price: 60 },
      MSFT: { price: 400 },
      THIN: { price: 20, liquidity: () => ({ openInterest: 0 }) },
    },
  });
  const goal = createGoal();
  const holdings = reviewHoldings(
    createGenerateInput({
      positions: [
        createPosition(),
        createPosition({ ticker: 'NVDA', shares: 60 }),
        createPosition({ ticker: 'KO', shares: 500 }),
        createPosition({
          ticker: 'MSFT',
          shares: 200,
          openShortCalls: [
            createOpenShortCall({
              ticker: 'MSFT',
              strike: 420,
              expiration: NEXT_FRIDAY,
              contracts: 2,
              averagePremium: 2,
            }),
          ],
        }),
        createPosition({ ticker: 'THIN', shares: 200 }),
        createPosition({ ticker: 'OFF', shares: 100 }),
      ],
      goals: { ACME: goal, NVDA: goal, MSFT: goal, THIN: goal, OFF: goal },
      market,
    }),
  );
  const byTicker = Object.fromEntries(holdings.map((holding) => [holding.ticker, holding]));

  it('gives no explanation where a tradeable covered call is proposed', () => {
    expect(byTicker.ACME).toMatchObject({ has_covered_call: true, explanation: null, open_calls: [] });
  });

  it('says how many shares are missing under 100', () => {
    expect(byTicker.NVDA?.explanation).toEqual({
      code: 'under_100_shares',
      message:
        '60 shares of NVDA: a covered call needs 100 shares per contract, so 40 more shares are needed to write one.',
      shares_needed: 40,
    });
  });

  it('asks for a goal', () => {
    expect(byTicker.KO?.explanation?.code).toBe('no_goal');
    expect(byTicker.KO?.explanation?.message).toBe(
      'No goal is chosen for KO: pick Conservative, Balanced or Aggressive Income to get a covered-call suggestion.',
    );
  });

  it('points at the open call when the shares are covered, and lists it with its suggested action', () => {
    const msft = byTicker.MSFT;
    expect(msft?.explanation).toEqual({
      code: 'fully_covered',
      message:
        'A call is already open on MSFT: 2 contracts cover the 200 shares your allocation allows. See your open calls for what to do with them.',
      shares_needed: null,
    });
    expect(msft?.open_calls).toHaveLength(1);
    expect(msft?.open_calls[0]).toMatchObject({
      strike: 420,
      contracts: 2,
      days_to_expiry: 11,
      moneyness: 'out_of_the_money',
    });
    expect(msft?.open_calls[0]?.moneyness_ratio).toBeCloseTo((400 - 420) / 420, 12);
    expect(['close', 'roll', 'let_expire', 'hold']).toContain(msft?.open_calls[0]?.action);
    expect(msft?.open_calls[0]?.reason.length).toBeGreaterThan(20);
  });

  it("says no strike in the goal's band is liquid", () => {
    expect(byTicker.THIN?.explanation?.code).toBe('no_liquid_strike');
    expect(byTicker.THIN?.explanation?.message).toMatch(
      /^No liquid strike in your Balanced goal's band for THIN/,
    );
  });

  it('says when the market data has no options for the ticker', () => {
    expect(byTicker.OFF).toMatchObject({
      has_covered_call: false,
      current_price: null,
      explanation: { code: 'no_market_data' },
    });
  });
});

describe('a holding short of 100 shares without a goal', () => {
  it('says how many shares are missing rather than asking for a goal', () => {
    // Act
    const [holding] = reviewHoldings(
      createGenerateInput({ positions: [createPosition({ shares: 60 })], goals: {} }),
    );

    // Assess
    expect(holding?.explanation?.code).toBe('under_100_shares');
    expect(holding?.explanation?.shares_needed).toBe(40);
  });
});
