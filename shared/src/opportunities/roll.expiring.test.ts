import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import type { RollOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import {
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createPosition,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: Wednesday 12 March 2025, 14:00; ACME at $100; a call expiring Friday 14 March (2 days: urgent, spec §9
 * "3 days or less"). The roll goes to the next weekly at least 4 days out, 21 March, where the calls' deltas are
 *   $100: 0.508, $101: 0.408, $102: 0.315, $103: 0.233 (σ = 25 %, r = q = 0).
 */
describe('roll of a call about to expire', () => {
  const wednesday = newYorkInstant('2025-03-12', 14, 0);
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const rollOf = (strike: number) =>
    generateOpportunities(
      createGenerateInput({
        positions: [
          createPosition({
            openShortCalls: [createOpenShortCall({ strike, expiration: THIS_FRIDAY, averagePremium: 1 })],
          }),
        ],
        goals: { ACME: createGoal({ riskLevel: 'balanced' }) },
        market,
        now: wednesday,
      }),
    ).opportunities.find((opportunity) => opportunity.opportunity_type === 'option_roll') as RollOpportunity;
  const value = (strike: number, expiration: string) =>
    testCallValue({ spot: 100, strike, now: wednesday, expiration });

  it('is urgent and rolls to the next weekly', () => {
    // Act
    const { details, rationale } = rollOf(102);

    // Assess
    expect(details.urgent).toBe(true);
    expect(details.trigger).toBe('expiring');
    expect(details.days_to_expiry).toBe(2);
    expect(details.roll_to.expiration).toBe(NEXT_FRIDAY);
    expect(rationale.reason).toBe('Your $102.00 call expires in 2 days (Mar 14, 2025).');
  });

  it('prefers the lowest strike in the goal band that pays a credit over a lower one outside it', () => {
    // Prepare: from the $101 call, both $101 (0.408) and $102 (0.315) pay a credit; only $102 is balanced.
    const heldAsk = value(101, THIS_FRIDAY).price + 0.01;
    expect(value(101, NEXT_FRIDAY).price - 0.01 - heldAsk).toBeGreaterThan(0.05);
    expect(value(102, NEXT_FRIDAY).price - 0.01 - heldAsk).toBeGreaterThan(0.05);

    // Act
    const { details, expected_outcome } = rollOf(101);

    // Assess
    expect(details.roll_to.strike).toBe(102);
    expect(details.strike_change).toBe(1);
    expect(expected_outcome.added_upside).toBe(100);
  });

  it('takes the lowest strike with a credit when none in the band pays one', () => {
    // Prepare: from the $100 call (ask 0.76), the balanced $102 call bids only 0.775: under the 5-cent minimum credit.
    const heldAsk = value(100, THIS_FRIDAY).price + 0.01;
    expect(value(102, NEXT_FRIDAY).price - 0.01 - heldAsk).toBeLessThan(0.05);

    // Act
    const { details } = rollOf(100);

    // Assess
    expect(details.roll_to.strike).toBe(100);
    expect(details.net_credit_per_share).toBeGreaterThanOrEqual(0.05);
  });
});
