import { describe, expect, it } from 'vitest';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { createGenerateInput, createGoal, MONDAY_AFTERNOON, THIS_FRIDAY } from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: strikes every $5, σ = 50 %, Friday expiry. At $100.50 the in-the-money $100 call has delta 0.55 and the
 * $105 call 0.21: for an aggressive goal (target 0.40) the $100 call is nearer, yet a covered call is only sold out
 * of the money. At exactly $100 the $100 call is at the money, not out of it, and is not sold either.
 */
describe('covered call strikes are out of the money only', () => {
  const run = (price: number) =>
    generateOpportunities(
      createGenerateInput({
        goals: { ACME: createGoal({ riskLevel: 'aggressive' }) },
        market: createTestMarket({ tickers: { ACME: { price, volatility: 0.5, strikeIncrement: 5 } } }),
      }),
    ).opportunities[0] as CoveredCallOpportunity;
  const deltaAt = (spot: number, strike: number) =>
    testCallValue({ spot, strike, now: MONDAY_AFTERNOON, expiration: THIS_FRIDAY, volatility: 0.5 }).delta;

  it('passes over a nearer in-the-money strike', () => {
    // Prepare: the premise, worked out.
    expect(Math.abs(deltaAt(100.5, 100) - 0.4)).toBeLessThan(Math.abs(deltaAt(100.5, 105) - 0.4));

    // Act
    const opportunity = run(100.5);

    // Assess
    expect(opportunity.details.strike).toBe(105);
    expect(opportunity.details.strike).toBeGreaterThan(opportunity.details.current_price);
    expect(opportunity.warnings.map((warning) => warning.code)).toEqual(['outside_risk_band']);
  });

  it('passes over the at-the-money strike', () => {
    // Act
    const opportunity = run(100);

    // Assess
    expect(opportunity.details.strike).toBe(105);
    expect(opportunity.related_risk_levels.every((entry) => entry.strike > 100)).toBe(true);
  });
});
