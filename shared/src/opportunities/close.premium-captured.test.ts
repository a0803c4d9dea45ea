import { describe, expect, it } from 'vitest';
import { roundCents } from '../portfolio/money';
import { newYorkDate, newYorkInstant } from '../calendar/nyse-calendar';
import type { CloseOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { type OpenCallReviewInput, reviewOpenCall } from './open-call-review';
import { CAPTURE_THRESHOLDS } from './open-call-rules';
import type { OpenShortCall, TickerGoal } from './opportunity-inputs';
import { opportunitySession } from './opportunity-session';
import {
  ACCOUNT_ID,
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createPosition,
  MONDAY_AFTERNOON,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Scenario: ACME at $100; the $107 call expiring 21 March (11 days) was sold for $1.00 and now asks $0.127 (model value 0.117 + 0.01):
 * 87 % of the premium is earned with 11 days left, past the balanced goal's 65 % (`CAPTURE_THRESHOLDS`), so the
 * engine proposes to buy it back. The second part is the call of issue 18 item 10: out of the money, 76 % earned,
 * 2 days left, which the old rules sent to an "Urgent - Roll"; it is a calm close now.
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
      `You have earned 87% of the $1.00 a share this call brought in, with 11 days left; your Balanced goal takes profits at 65%. Buying it back for $${ask.toFixed(2)} locks that in.`,
    );
  });

  it('leaves the call alone below the threshold, and says so', () => {
    // Prepare: sold for $0.30, the same call has earned 58 %: under the balanced goal's 65 %.
    const held = createOpenShortCall({ strike: 107, expiration: NEXT_FRIDAY, averagePremium: 0.3 });

    // Act
    const review = reviewOpenCall(reviewInput(held));

    // Assess
    expect(review.ok).toBe(false);
    expect(review.status?.action).toBe('hold');
    expect(review.status?.rule).toBe('hold');
    expect(review.status?.reason).toBe(
      'Nothing to do yet: 58% of the premium earned (closing at 65%), 11 days left, 6.5% out of the money.',
    );
  });

  it('closes sooner for a conservative goal and later for an aggressive one', () => {
    // Prepare: 58 % earned.
    const held = createOpenShortCall({ strike: 107, expiration: NEXT_FRIDAY, averagePremium: 0.3 });

    // Act
    const conservative = reviewOpenCall(reviewInput(held, { riskLevel: 'conservative' }));
    const aggressive = reviewOpenCall(reviewInput(held, { riskLevel: 'aggressive' }));

    // Assess
    expect(CAPTURE_THRESHOLDS).toEqual({ conservative: 0.5, balanced: 0.65, aggressive: 0.8 });
    expect(conservative.ok && conservative.opportunity.opportunity_type).toBe('option_close');
    expect(aggressive.ok).toBe(false);
  });

  describe('the out-of-the-money call with 76 % earned and 2 days left (issue 18 item 10)', () => {
    // Wednesday; the $102 call expiring Friday asks 0.155 (model 0.1448 + 0.01), delta 0.15; sold for $0.645.
    const wednesday = newYorkInstant('2025-03-12', 14, 0);
    const held = createOpenShortCall({ strike: 102, expiration: THIS_FRIDAY, averagePremium: 0.645 });

    it('is closed, not rolled, and not urgent', () => {
      // Act
      const review = reviewOpenCall(reviewInput(held, { riskLevel: 'balanced' }, wednesday));

      // Assess
      expect(review.ok).toBe(true);
      const close = review.ok ? (review.opportunity as CloseOpportunity) : undefined;
      expect(close?.opportunity_type).toBe('option_close');
      expect(close?.details.trigger).toBe('premium_captured');
      expect(close?.details.urgent).toBe(false);
      expect(close?.details.premium_captured).toBeCloseTo(0.76, 2);
      expect(review.status).toMatchObject({
        action: 'close',
        rule: 'premium_captured',
        days_to_expiry: 2,
        moneyness: 'out_of_the_money',
      });
    });

    it('is held by an aggressive goal, which takes profits at 80 %', () => {
      // Act
      const review = reviewOpenCall(reviewInput(held, { riskLevel: 'aggressive' }, wednesday));

      // Assess
      expect(review.ok).toBe(false);
      expect(review.status?.action).toBe('hold');
    });
  });
});

const reviewInput = (
  call: OpenShortCall,
  goal: Partial<TickerGoal> = {},
  now: Date = MONDAY_AFTERNOON,
): OpenCallReviewInput => ({
  accountId: ACCOUNT_ID,
  market: createTestMarket({ tickers: { ACME: { price: 100 } } }),
  now,
  session: opportunitySession(now),
  tickerMarket: { ticker: 'ACME', spot: 100, sessionDate: newYorkDate(now), rate: 0, dividendYield: 0 },
  call,
  goal: createGoal(goal),
});
