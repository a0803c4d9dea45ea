import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../contracts/calculator';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { createGenerateInput, createGoal, MONDAY_AFTERNOON, THIS_FRIDAY } from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: ACME at $100 with σ = 25 %; the Friday calls have deltas (N(d1), r = q = 0)
 *   $101: 0.358 (aggressive, above 0.35), $102: 0.231 (balanced), $103: 0.135 (conservative, under 0.20),
 *   $104: 0.071, $105: 0.034.
 * Each goal takes the strike in its band nearest its target (0.15, 0.275, 0.40): $103, $102 and $101.
 */
describe('covered call strike per risk level', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const opportunityFor = (riskLevel: RiskLevel) =>
    generateOpportunities(
      createGenerateInput({
        goals: { ACME: createGoal({ riskLevel }) },
        market,
      }),
    ).opportunities[0] as CoveredCallOpportunity;
  const deltaAt = (strike: number) =>
    testCallValue({ spot: 100, strike, now: MONDAY_AFTERNOON, expiration: THIS_FRIDAY }).delta;

  it('the test market has one strike per band, as the comment says', () => {
    // Assess
    expect(deltaAt(101)).toBeGreaterThan(0.35);
    expect(deltaAt(102)).toBeGreaterThanOrEqual(0.2);
    expect(deltaAt(102)).toBeLessThanOrEqual(0.35);
    expect(deltaAt(103)).toBeLessThan(0.2);
    expect(Math.abs(deltaAt(103) - 0.15)).toBeLessThan(Math.abs(deltaAt(104) - 0.15));
  });

  it.each([
    ['conservative', 103],
    ['balanced', 102],
    ['aggressive', 101],
  ] as const)('%s sells the $%d call', (riskLevel, strike) => {
    // Act
    const opportunity = opportunityFor(riskLevel);

    // Assess
    expect(opportunity.details.strike).toBe(strike);
    expect(opportunity.details.risk_level).toBe(riskLevel);
    expect(opportunity.warnings.map((warning) => warning.code)).not.toContain('outside_risk_band');
  });

  it('lists the two other levels for the same expiry, in the spec risk order', () => {
    // Act
    const related = opportunityFor('balanced').related_risk_levels;

    // Assess
    expect(related).toEqual([
      {
        strike: 103,
        expiration: THIS_FRIDAY,
        risk_level: 'conservative',
        delta: deltaAt(103),
        premium: expect.closeTo(
          testCallValue({ spot: 100, strike: 103, now: MONDAY_AFTERNOON, expiration: THIS_FRIDAY }).price,
          12,
        ),
        strategy_name: 'Covered Call (Conservative, Weekly)',
      },
      {
        strike: 101,
        expiration: THIS_FRIDAY,
        risk_level: 'aggressive',
        delta: deltaAt(101),
        premium: expect.closeTo(
          testCallValue({ spot: 100, strike: 101, now: MONDAY_AFTERNOON, expiration: THIS_FRIDAY }).price,
          12,
        ),
        strategy_name: 'Covered Call (Aggressive, Weekly)',
      },
    ]);
  });

  it('takes the closest strike and says so when no liquid strike is in the band', () => {
    // Prepare: make the balanced $102 call illiquid.
    const thin = createTestMarket({
      tickers: {
        ACME: { price: 100, liquidity: ({ strike }) => (strike === 102 ? { openInterest: 5 } : undefined) },
      },
    });

    // Act
    const opportunity = generateOpportunities(
      createGenerateInput({
        goals: { ACME: createGoal({ riskLevel: 'balanced' }) },
        market: thin,
      }),
    ).opportunities[0] as CoveredCallOpportunity;

    // Assess: |0.358 − 0.275| = 0.083 beats |0.135 − 0.275| = 0.140.
    expect(opportunity.details.strike).toBe(101);
    expect(opportunity.warnings).toEqual([
      {
        code: 'outside_risk_band',
        message:
          'No liquid strike for Mar 14, 2025 has a Balanced delta (0.20-0.35); this is the closest, at 0.36',
      },
    ]);
    expect(opportunity.rationale.reason).toContain('the closest liquid strike to your Balanced goal');
  });
});
