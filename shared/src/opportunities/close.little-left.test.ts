import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import type { CloseOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { createGenerateInput, createOpenShortCall, createPosition, THIS_FRIDAY } from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: Friday 14 March 2025, 10:00; ACME at $99.50; the $100 call expiring today was sold for $0.20 and asks
 * about 0.09 (delta 0.22): only 53 % earned, under the balanced goal's 65 %, but a few cents are all that is left
 * and the call is close enough to the money to be assigned (rule 5 of `open-call-rules.ts`): close it.
 */
describe('close when few days remain with little left', () => {
  const friday = newYorkInstant(THIS_FRIDAY, 10, 0);
  const market = createTestMarket({ tickers: { ACME: { price: 99.5 } } });
  const held = createOpenShortCall({ strike: 100, expiration: THIS_FRIDAY, averagePremium: 0.2 });
  const ask = testCallValue({ spot: 99.5, strike: 100, now: friday, expiration: THIS_FRIDAY }).price + 0.01;

  it('closes for the cents left, urgently on expiry day (spec §9: a day or less)', () => {
    // Prepare: the premise.
    expect(ask).toBeLessThanOrEqual(0.1);
    expect(1 - ask / 0.2).toBeLessThan(0.65);

    // Act
    const close = generateOpportunities(
      createGenerateInput({ positions: [createPosition({ openShortCalls: [held] })], market, now: friday }),
    ).opportunities.find(
      (opportunity) => opportunity.opportunity_type === 'option_close',
    ) as CloseOpportunity;

    // Assess
    expect(close.details.trigger).toBe('little_left');
    expect(close.details.urgent).toBe(true);
    expect(close.details.premium).toBeCloseTo(ask, 12);
    expect(close.rationale.reason).toBe(
      `Your $100.00 call expires today and asks only $${ask.toFixed(2)} a share: buying it back for that ends the last days' risk of assignment.`,
    );
  });
});
