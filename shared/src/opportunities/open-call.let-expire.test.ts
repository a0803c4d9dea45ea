import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import { generateOpportunities } from './generate-opportunities';
import { reviewHoldings } from './holding-review';
import { createGenerateInput, createOpenShortCall, createPosition, THIS_FRIDAY } from './testing/fixtures';

/**
 * Scenario: Wednesday 12 March 2025; ACME at $100; the $105 call expiring Friday (2 days) was sold for $0.50 and
 * asks 0.013 (delta 0.005). Far out of the money in its expiry week (rule 2 of `open-call-rules.ts`): buying it back
 * would mostly pay commissions, so no close and no roll is proposed, and the position page says to let it expire.
 */
describe('let a far out-of-the-money call expire', () => {
  const wednesday = newYorkInstant('2025-03-12', 14, 0);
  const held = createOpenShortCall({ strike: 105, expiration: THIS_FRIDAY, averagePremium: 0.5 });
  const input = createGenerateInput({
    positions: [createPosition({ openShortCalls: [held] })],
    now: wednesday,
  });

  it('proposes neither a close nor a roll', () => {
    // Act
    const { opportunities, skipped } = generateOpportunities(input);

    // Assess
    expect(opportunities.map((opportunity) => opportunity.opportunity_type)).toEqual(['covered_call']);
    expect(skipped).toEqual([{ ticker: 'ACME', subject: held.optionSymbol, reason: 'no_action_needed' }]);
  });

  it('tells the user to let it expire, and why', () => {
    // Act
    const [holding] = reviewHoldings(input);

    // Assess
    expect(holding?.open_calls).toHaveLength(1);
    expect(holding?.open_calls[0]).toMatchObject({
      action: 'let_expire',
      rule: 'let_expire',
      days_to_expiry: 2,
      moneyness: 'out_of_the_money',
      reason:
        'Your $105.00 call is 4.8% out of the money with 2 days left (delta 0.01): let it expire and keep the whole premium; buying it back for $0.01 a share would mostly pay commissions.',
    });
    expect(holding?.open_calls[0]?.premium_captured).toBeGreaterThan(0.95);
  });
});
