import { describe, expect, it } from 'vitest';
import { roundCents } from '../portfolio/money';
import { newYorkInstant } from '../calendar/nyse-calendar';
import type { CloseOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import type { OpenShortCall } from './opportunity-inputs';
import {
  createGenerateInput,
  createOpenShortCall,
  createPosition,
  MONDAY_AFTERNOON,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: ACME at $100; the $107 call expiring 21 March (11 days) was sold for $1.00 and now asks $0.127 (model value 0.117 + 0.01):
 * 87 % of the premium is earned with 11 days left, past the 80 % threshold, so the engine proposes to buy it back.
 */
describe('close when most of the premium is captured', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const generate = (call: OpenShortCall, now = MONDAY_AFTERNOON) =>
    generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ openShortCalls: [call] })],
        market,
        now,
      }),
    );

  it('closes and works out what was earned', () => {
    // Prepare
    const held = createOpenShortCall({
      strike: 107,
      expiration: NEXT_FRIDAY,
      contracts: 2,
      averagePremium: 1,
    });
    const ask =
      testCallValue({ spot: 100, strike: 107, now: MONDAY_AFTERNOON, expiration: NEXT_FRIDAY }).price + 0.01;

    // Act
    const close = generate(held).opportunities.find(
      (opportunity) => opportunity.opportunity_type === 'option_close',
    ) as CloseOpportunity;

    // Assess
    expect(close.details.trigger).toBe('premium_captured');
    expect(close.details.urgent).toBe(false);
    expect(close.details.days_to_expiry).toBe(11);
    expect(close.details.premium).toBeCloseTo(ask, 12);
    expect(close.details.premium_captured).toBeCloseTo(1 - ask, 12);
    expect(close.details.premium_captured).toBeGreaterThanOrEqual(0.8);
    expect(close.details.premium_received).toBe(200);
    // Amounts are answered to the cent (rounded once, at the edge).
    expect(close.details.cost_to_close).toBe(roundCents(ask * 200));
    expect(close.details.profit_loss).toBe(roundCents((1 - ask) * 200));
    expect(close.details.profit_loss_ratio).toBeCloseTo(1 - ask, 12);
    expect(close.rationale.reason).toBe(
      `You have earned 87% of the $1.00 a share this call brought in, with 11 days left. Buying it back for $${ask.toFixed(2)} locks that in.`,
    );
  });

  it('leaves the call alone below the threshold', () => {
    // Prepare: sold for $0.50, the same call has earned 75 %.
    const held = createOpenShortCall({ strike: 107, expiration: NEXT_FRIDAY, averagePremium: 0.5 });

    // Act
    const result = generate(held);

    // Assess
    expect(result.opportunities.map((opportunity) => opportunity.opportunity_type)).toEqual(['covered_call']);
    expect(result.skipped).toEqual([
      { ticker: 'ACME', subject: held.optionSymbol, reason: 'no_action_needed' },
    ]);
  });

  it('does not close for the premium with 2 days or less left: the call is rolled', () => {
    // Prepare: Wednesday; the $105 call expiring Friday is worth almost nothing.
    const held = createOpenShortCall({ strike: 105, expiration: THIS_FRIDAY, averagePremium: 1 });

    // Act
    const { opportunities } = generate(held, newYorkInstant('2025-03-12', 14, 0));

    // Assess
    expect(opportunities.map((opportunity) => opportunity.opportunity_type)).toContain('option_roll');
  });
});
