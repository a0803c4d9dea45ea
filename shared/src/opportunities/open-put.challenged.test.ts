import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import { opportunitySchema, type RollOpportunity } from '../contracts/opportunities';
import { roundCents } from '../portfolio/money';
import { generateOpportunities } from './generate-opportunities';
import {
  createOpenShortPut,
  createPosition,
  createPutInput,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { testPutValue } from './testing/test-market';

/**
 * Scenario A, roll down and out: Friday 14 March 2025 10:00, ACME at $100. A $100 put expiring today was sold for
 * $0.50; it is worth 0.2610 (ask 0.2710, 46 % captured, under 65 %), delta −0.499: challenged in its last 3 days
 * (rule 4), so it is rolled. The 21 March puts, from the held strike down: $100 (−0.493, bid 1.3956), $99 (−0.381,
 * bid 0.9450), $98 (−0.277, bid 0.6042). $98 is the highest strike in the balanced band that pays a credit:
 * 0.60415 − 0.27104 = 0.3331 a share, $33.31 for the contract; strike change −2, 7 days added.
 *
 * Scenario B, let assign: Wednesday 12 March 14:00, ACME at $100, a $115 put expiring Friday sold for $2.00, deep in
 * the money (ask 15.01). Buying it back and selling any put at or under $115 on the next three weeklies pays no
 * credit (at $115: bids 14.9902, 14.9967, 15.0208: at best 1 cent a share, under the 5-cent minimum), so no roll is
 * proposed: the put is left to be assigned, at an effective 115 − 2 = $113 a share.
 */
describe('open put challenged', () => {
  it('rolls down and out for a credit', () => {
    // Prepare
    const friday = newYorkInstant('2025-03-14', 10, 0);
    const held = createOpenShortPut({ strike: 100, expiration: THIS_FRIDAY, averagePremium: 0.5 });
    const heldAsk =
      testPutValue({ spot: 100, strike: 100, now: friday, expiration: THIS_FRIDAY }).price + 0.01;
    const newBid = testPutValue({ spot: 100, strike: 98, now: friday, expiration: NEXT_FRIDAY }).price - 0.01;

    // Act
    const result = generateOpportunities(
      createPutInput({ now: friday, positions: [createPosition({ shares: 0, openShortPuts: [held] })] }),
    );
    const roll = result.opportunities.find((o) => o.opportunity_type === 'option_roll') as RollOpportunity;

    // Assess
    expect(heldAsk).toBeCloseTo(0.271, 4);
    expect(newBid).toBeCloseTo(0.6042, 4);
    const { details } = roll;
    expect(details.trigger).toBe('challenged');
    expect(details.urgent).toBe(true);
    expect(details.current_position.option_type).toBe('put');
    expect(details.roll_to).toMatchObject({
      symbol: 'ACME250321P00098000',
      strike: 98,
      expiration: NEXT_FRIDAY,
    });
    expect(details.net_credit_per_share).toBeCloseTo(0.3332, 3);
    expect(details.net_credit).toBe(roundCents((newBid - heldAsk) * 100));
    expect(details.net_credit).toBe(33.31);
    expect(details.strike_change).toBe(-2);
    // The new put's assignment odds are a put's: N(−d2) at $98, under a half (the call's at $98 would be over).
    expect(details.roll_to.assignment_chance).toBeLessThan(0.5);
    expect(roll.expected_outcome.assignment_chance).toBe(details.roll_to.assignment_chance);
    expect(details.time_extension).toBe(7);
    expect(details.decision).toBeUndefined();
    expect(details.roll_candidates?.slice(0, 3).map((c) => [c.strike, c.is_credit])).toEqual([
      [100, true],
      [99, true],
      [98, true],
    ]);
    expect(roll.expected_outcome.added_upside).toBe(200);
    expect(roll.strategy_name).toBe('Roll Cash-Secured Put (Balanced, Weekly)');
    expect(roll.rationale.reason).toBe(
      "ACME at $100.00 is at your $100.00 put's strike; the put expires today (Mar 14, 2025) with a delta of 0.50 and may well finish in the money.",
    );
    // 98 − 0.50 − 0.3331 = 97.1669: the buy price after both premiums.
    expect(roll.rationale.benefit).toBe(
      'Rolling down to the $98.00 put expiring Mar 21, 2025 brings in a net credit of $33.31, adds 7 days, and lowers the price you would buy at: $97.17 a share after both premiums if it is assigned.',
    );
    expect(result.openPuts[0]).toMatchObject({ action: 'roll', roll_net_credit: 33.31 });
    expect(opportunitySchema.parse(roll)).toEqual(roll);
  });

  it('lets it be assigned when no roll pays a credit, with the effective buy price', () => {
    // Prepare
    const wednesday = newYorkInstant('2025-03-12', 14, 0);
    const held = createOpenShortPut({ strike: 115, expiration: THIS_FRIDAY, averagePremium: 2 });

    // Act
    const result = generateOpportunities(
      createPutInput({ now: wednesday, positions: [createPosition({ shares: 0, openShortPuts: [held] })] }),
    );

    // Assess
    expect(result.opportunities.filter((o) => o.opportunity_type !== 'put_sell')).toEqual([]);
    expect(result.skipped).toContainEqual({
      ticker: 'ACME',
      subject: 'ACME250314P00115000',
      reason: 'let_assign',
    });
    const [status] = result.openPuts;
    expect(status).toMatchObject({
      action: 'let_assign',
      rule: 'in_the_money',
      moneyness: 'in_the_money',
      effective_buy_price: 113,
      option_type: 'put',
    });
    expect(status?.roll_net_credit).toBeLessThan(5);
    expect(status?.reason).toMatch(
      /^ACME at \$100\.00 is below your \$115\.00 put's strike and the put expires in 2 days \(Mar 14, 2025\): the shares are likely to be put to you at \$115\.00\. No credit roll available: the best of the 9 rolls looked at, to the \$115\.00 put expiring Apr 4, 2025, brings in only \$1\.08, less than the commissions of two legs\. Let it be assigned: you buy 100 shares at \$115\.00, \$113\.00 a share after the \$2\.00 premium you keep\.$/,
    );
  });
});
