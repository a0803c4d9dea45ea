import { describe, expect, it } from 'vitest';
import { roundCents } from '../portfolio/money';
import { yearsToExpiry } from '../calendar/expirations';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { probabilityInTheMoney } from '../options/probability';
import { generateOpportunities } from './generate-opportunities';
import {
  ACCOUNT_ID,
  createGenerateInput,
  createGoal,
  MONDAY_AFTERNOON,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: 300 ACME shares bought at $90, ACME at $100, a Balanced Weekly goal, Monday 10 March 2025 14:00 New York.
 * The test market prices calls with Black-Scholes at σ = 25 %, r = q = 0, so for the Friday 14 March expiry (4 days
 * and 2 hours away, T = 4.0833 / 365) the delta is N(d1) with d1 = (ln(S/K) + σ²T/2) / (σ√T):
 *   K = 101: 0.358, K = 102: 0.231, K = 103: 0.135 (worked out below with `testCallValue`).
 * Balanced is 0.20-0.35 with target 0.275, so $102 is the only strike in the band.
 */
describe('covered call, balanced weekly', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const run = () =>
    generateOpportunities(
      createGenerateInput({
        goals: { ACME: createGoal({ riskLevel: 'balanced', cadence: 'weekly' }) },
        market,
      }),
    );

  it('sells the nearest weekly at least 4 days out, at the strike in the balanced band', () => {
    // Act
    const { opportunities } = run();

    // Assess
    expect(opportunities).toHaveLength(1);
    const opportunity = opportunities[0] as CoveredCallOpportunity;
    expect(opportunity.opportunity_type).toBe('covered_call');
    expect(opportunity.details.expiration).toBe(THIS_FRIDAY);
    expect(opportunity.details.days_to_expiry).toBe(4);
    expect(opportunity.details.strike).toBe(102);
    expect(opportunity.details.option_symbol).toBe('ACME250314C00102000');
    expect(opportunity.details.delta).toBeGreaterThanOrEqual(0.2);
    expect(opportunity.details.delta).toBeLessThanOrEqual(0.35);
    expect(opportunity.warnings).toEqual([]);
  });

  it('works every figure out from the mid, the position and the spec formulas', () => {
    // Prepare
    const value = testCallValue({ spot: 100, strike: 102, now: MONDAY_AFTERNOON, expiration: THIS_FRIDAY });
    const premium = value.price;

    // Act
    const { details, expected_outcome } = run().opportunities[0] as CoveredCallOpportunity;

    // Assess
    expect(details.premium).toBeCloseTo(premium, 12);
    expect(details.last_bid).toBeCloseTo(premium - 0.01, 12);
    expect(details.last_ask).toBeCloseTo(premium + 0.01, 12);
    expect(details.delta).toBeCloseTo(value.delta, 12);
    expect(details.delta).toBeCloseTo(0.231, 3);
    expect(details.contracts).toBe(3);
    expect(details.tradeable_contracts).toBe(3);
    expect(details.shares_needed).toBe(0);
    // Total premium = premium × 100 × contracts.
    expect(details.total_premium).toBe(roundCents(premium * 300));
    // Annualised yield = premium / spot × 365 / days.
    expect(details.annualized_yield).toBeCloseTo(((premium / 100) * 365) / 4, 12);
    // If called: (strike − cost basis + premium) / cost basis.
    expect(details.if_called_return).toBeCloseTo((102 - 90 + premium) / 90, 12);
    // Assignment chance: risk-neutral N(d2).
    expect(details.assignment_chance).toBeCloseTo(
      probabilityInTheMoney({
        type: 'call',
        spot: 100,
        strike: 102,
        years: yearsToExpiry(MONDAY_AFTERNOON, THIS_FRIDAY),
        rate: 0,
        dividendYield: 0,
        volatility: 0.25,
      }),
      12,
    );
    // Spec §9: breakeven = entry price − premium; upside breakeven = strike + premium; max profit = premium + strike − entry.
    expect(details.entry_price).toBe(90);
    expect(details.breakeven).toBeCloseTo(90 - premium, 12);
    expect(details.upside_breakeven).toBeCloseTo(102 + premium, 12);
    expect(details.max_profit_per_share).toBeCloseTo(premium + 12, 12);
    expect(details.max_profit).toBe(roundCents((premium + 12) * 300));
    expect(details.current_price).toBe(100);
    expect(details.current_shares).toBe(300);
    expect(details.open_interest).toBe(1000);
    expect(details.volume).toBe(100);
    expect(expected_outcome).toEqual({
      total_premium: details.total_premium,
      annualized_yield: details.annualized_yield,
      if_called_return: details.if_called_return,
      max_profit: details.max_profit,
      assignment_chance: details.assignment_chance,
      breakeven: details.breakeven,
    });
  });

  it('names the strategy, explains itself and expires at the session close', () => {
    // Act
    const opportunity = run().opportunities[0] as CoveredCallOpportunity;

    // Assess
    expect(opportunity.strategy_name).toBe('Covered Call (Balanced, Weekly)');
    expect(opportunity.strategy_id).toBe('covered_call');
    expect(opportunity.rationale.strategy_name).toBe('Covered Call (Balanced, Weekly)');
    expect(opportunity.rationale.reason).toBe(
      'Your 300 shares of ACME leave 3 contracts uncovered. A $102.00 call expiring Mar 14, 2025 has a delta of 0.23, in line with your Balanced goal.',
    );
    expect(opportunity.rationale.benefit).toMatch(
      /^Collect \$105\.28 now \(32\.02% annualized\)\. If ACME closes above \$102\.00 on Mar 14, 2025 \(22% chance\)/,
    );
    expect(opportunity.status).toBe('active');
    expect(opportunity.account_id).toBe(ACCOUNT_ID);
    expect(opportunity.tickers).toEqual(['ACME']);
    expect(opportunity.generated_at).toBe('2025-03-10T18:00:00.000Z');
    // 16:00 New York on a daylight-time Monday.
    expect(opportunity.expires_at).toBe('2025-03-10T20:00:00.000Z');
    expect(opportunity.acted_at).toBeNull();
    expect(opportunity.viewed_at).toBeNull();
  });
});
