import { describe, expect, it } from 'vitest';
import type { CloseOpportunity } from '../contracts/opportunities';
import { opportunitySchema } from '../contracts/opportunities';
import { roundCents } from '../portfolio/money';
import { generateOpportunities } from './generate-opportunities';
import {
  createOpenShortPut,
  createPosition,
  createPutInput,
  MONDAY_AFTERNOON,
  NEXT_FRIDAY,
} from './testing/fixtures';
import { testPutValue } from './testing/test-market';

/**
 * Scenario: Monday 10 March 2025 14:00, ACME at $100, no shares. Two $95 puts expiring 21 March were sold for an
 * average $1.297 a share; the put's model value is 0.2494, so it asks 0.2594 and 1 − 0.2594 / 1.297 = 80 % of the
 * premium is captured: over the balanced goal's 65 %, out of the money, 11 days left: close (buy it back).
 * By hand: premium received 1.297 × 200 = $259.40; cost to close 0.2594 × 200 = $51.88; profit $207.52 (80 %);
 * the $19,000 of cash the two puts secure (95 × 200) is freed.
 */
describe('open put at 80 % of the premium captured', () => {
  const ask =
    testPutValue({ spot: 100, strike: 95, now: MONDAY_AFTERNOON, expiration: NEXT_FRIDAY }).price + 0.01;
  const averagePremium = ask / 0.2;
  const held = createOpenShortPut({ strike: 95, expiration: NEXT_FRIDAY, contracts: 2, averagePremium });
  const run = () =>
    generateOpportunities(
      createPutInput({ positions: [createPosition({ shares: 0, openShortPuts: [held] })] }),
    );

  it('closes the put (buys it back) with the put figures', () => {
    // Act
    const result = run();
    const close = result.opportunities.find(
      (opportunity) => opportunity.opportunity_type === 'option_close',
    ) as CloseOpportunity;

    // Assess
    expect(ask).toBeCloseTo(0.2594, 4);
    expect(close.details.trigger).toBe('premium_captured');
    expect(close.details.premium_captured).toBeCloseTo(0.8, 12);
    expect(close.details.current_position).toEqual({
      symbol: 'ACME250321P00095000',
      strike: 95,
      expiration: NEXT_FRIDAY,
      option_type: 'put',
      amount: -2,
      avg_price: averagePremium,
    });
    expect(close.details.premium_received).toBe(roundCents(averagePremium * 200));
    expect(close.details.cost_to_close).toBe(51.88);
    expect(close.details.profit_loss).toBe(roundCents((averagePremium - ask) * 200));
    expect(close.expected_outcome).toEqual({
      profit_loss: close.details.profit_loss,
      profit_loss_ratio: close.details.profit_loss_ratio,
      shares_freed: 0,
      collateral_freed: 19_000,
    });
    expect(close.strategy_name).toBe('Close Cash-Secured Put');
    expect(close.rationale.reason).toBe(
      'You have earned 80% of the $1.30 a share this put brought in, with 11 days left; your Balanced goal takes profits at 65%. Buying it back for $0.26 locks that in.',
    );
    expect(close.rationale.benefit).toContain('frees $19,000.00 of cash for a new put now');
    expect(opportunitySchema.parse(close)).toEqual(close);
  });

  it('reports the put with its action and the price the shares would cost if assigned', () => {
    // Act
    const [status] = run().openPuts;

    // Assess
    expect(status).toMatchObject({
      symbol: 'ACME250321P00095000',
      option_type: 'put',
      action: 'close',
      rule: 'premium_captured',
      moneyness: 'out_of_the_money',
      days_to_expiry: 11,
    });
    // (strike − price) / strike: below 0 out of the money for a put.
    expect(status?.moneyness_ratio).toBeCloseTo((95 - 100) / 95, 12);
    expect(status?.effective_buy_price).toBeCloseTo(95 - averagePremium, 12);
  });
});
