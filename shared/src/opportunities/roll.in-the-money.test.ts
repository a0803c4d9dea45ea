import { describe, expect, it } from 'vitest';
import { roundCents } from '../portfolio/money';
import type { RollOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import {
  createGenerateInput,
  createOpenShortCall,
  createPosition,
  MONDAY_AFTERNOON,
  NEXT_FRIDAY,
} from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: ACME at $100; 2 contracts of the $97 call expiring 21 March (11 days, not urgent) sold at $2.00 are in
 * the money. The next weekly after it is 28 March. Buying back costs the held call's ask (model value + 0.01);
 * selling brings the new call's bid (model value − 0.01). The $97 call for 28 March pays a credit; the $96 one
 * would pay more but is below the strike held, and no strike in the balanced band pays a credit.
 */
describe('roll of an in-the-money call', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const held = createOpenShortCall({ strike: 97, expiration: NEXT_FRIDAY, contracts: 2, averagePremium: 2 });
  const run = () =>
    generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ openShortCalls: [held] })],
        market,
      }),
    ).opportunities.find((opportunity) => opportunity.opportunity_type === 'option_roll') as RollOpportunity;
  const value = (strike: number, expiration: string) =>
    testCallValue({ spot: 100, strike, now: MONDAY_AFTERNOON, expiration });

  it('rolls out a week at the strike held, for a net credit', () => {
    // Prepare
    const heldAsk = value(97, NEXT_FRIDAY).price + 0.01;
    const newBid = value(97, '2025-03-28').price - 0.01;

    // Act
    const { details, expected_outcome } = run();

    // Assess
    expect(details.action).toBe('roll');
    expect(details.trigger).toBe('in_the_money');
    expect(details.urgent).toBe(false);
    expect(details.current_position).toEqual({
      symbol: 'ACME250321C00097000',
      strike: 97,
      expiration: NEXT_FRIDAY,
      option_type: 'call',
      amount: -2,
      avg_price: 2,
    });
    expect(details.roll_to.symbol).toBe('ACME250328C00097000');
    expect(details.roll_to.strike).toBe(97);
    expect(details.roll_to.expiration).toBe('2025-03-28');
    expect(details.roll_to.premium).toBeCloseTo(newBid, 12);
    expect(details.current_ask).toBeCloseTo(heldAsk, 12);
    expect(details.net_credit_per_share).toBe(Math.round((newBid - heldAsk) * 1e4) / 1e4);
    expect(details.net_credit).toBe(roundCents((newBid - heldAsk) * 200));
    expect(details.net_credit).toBeGreaterThan(0);
    expect(details.closing_cost).toBe(roundCents(heldAsk * 200));
    expect(details.time_extension).toBe(7);
    expect(details.strike_change).toBe(0);
    expect(expected_outcome.net_credit).toBe(details.net_credit);
    expect(expected_outcome.added_upside).toBe(0);
  });

  it('never rolls to a lower strike, though it would pay more', () => {
    // Prepare: the premise.
    const heldAsk = value(97, NEXT_FRIDAY).price + 0.01;
    expect(value(96, '2025-03-28').price - 0.01 - heldAsk).toBeGreaterThan(
      value(97, '2025-03-28').price - 0.01 - heldAsk,
    );

    // Act
    const { details } = run();

    // Assess
    expect(details.roll_to.strike).toBeGreaterThanOrEqual(details.current_position.strike);
    expect(details.strike_change).toBeGreaterThanOrEqual(0);
  });

  it('explains the roll in plain words', () => {
    // Act
    const opportunity = run();

    // Assess
    expect(opportunity.strategy_name).toBe('Roll Covered Call (Balanced, Weekly)');
    expect(opportunity.rationale.reason).toBe(
      "ACME at $100.00 is above your $97.00 call's strike: the shares are likely to be called away at expiry on Mar 21, 2025.",
    );
    expect(opportunity.rationale.benefit).toMatch(
      /^Rolling to the \$97\.00 call expiring Mar 28, 2025 brings in a net credit of \$\d+\.\d\d, adds 7 days, and keeps your shares\.$/,
    );
    expect(opportunity.related_risk_levels).toEqual([]);
  });
});
