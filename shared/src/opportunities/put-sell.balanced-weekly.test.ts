import { describe, expect, it } from 'vitest';
import { yearsToExpiry } from '../calendar/expirations';
import { opportunitySchema, type PutSellOpportunity } from '../contracts/opportunities';
import { probabilityInTheMoney } from '../options/probability';
import { generateOpportunities } from './generate-opportunities';
import { ACCOUNT_ID, createPutInput, MONDAY_AFTERNOON, THIS_FRIDAY } from './testing/fixtures';
import { testPutValue } from './testing/test-market';

/**
 * Scenario: ACME on the watchlist with $10,000 set aside, a Balanced Weekly goal and no target price; ACME at $100,
 * no shares held; Monday 10 March 2025 14:00 New York. The test market prices puts with Black-Scholes at σ = 25 %,
 * r = q = 0; for Friday 14 March (T = 4.0833 / 365) the put deltas are N(d1) − 1:
 *   K = 96: −0.060, K = 97: −0.122, K = 98: −0.219, K = 99: −0.347 (K = 95 and under bid less than 5 cents).
 * Balanced is 0.20-0.35 on the absolute delta, target 0.275: $98 (0.219, 0.057 away) beats $99 (0.347, 0.072 away).
 * By hand: premium (mid) = model value 0.3351; one contract (collateral $9,800 ≤ $10,000 < $19,600);
 * total premium 0.3351 × 100 = $33.51; effective buy price 98 − 0.3351 = 97.6649; discount (100 − 97.6649) / 100 =
 * 2.34 %; yield on collateral 0.3351 / 98 = 0.342 %, annualised × 365 / 4 = 31.20 %.
 */
describe('cash-secured put, balanced weekly, on a watchlist ticker', () => {
  const run = () => generateOpportunities(createPutInput());
  const put = () => run().opportunities.find((o) => o.opportunity_type === 'put_sell') as PutSellOpportunity;

  it('sells the nearest weekly at least 4 days out, out of the money, at the strike in the balanced band', () => {
    // Act
    const { opportunities, skipped } = run();

    // Assess
    expect(opportunities).toHaveLength(1);
    expect(skipped).toEqual([]);
    const { details } = put();
    expect(details.expiration).toBe(THIS_FRIDAY);
    expect(details.days_to_expiry).toBe(4);
    expect(details.strike).toBe(98);
    expect(details.option_symbol).toBe('ACME250314P00098000');
    expect(details.delta).toBeCloseTo(-0.2185, 4);
    expect(put().warnings).toEqual([]);
  });

  it('works out the premium, collateral, effective buy price, discount, yields and assignment odds', () => {
    // Prepare
    const value = testPutValue({ spot: 100, strike: 98, now: MONDAY_AFTERNOON, expiration: THIS_FRIDAY });

    // Act
    const { details, expected_outcome } = put();

    // Assess
    expect(details.premium).toBeCloseTo(value.price, 12);
    expect(details.premium).toBeCloseTo(0.3351, 4);
    expect(details.contracts).toBe(1);
    expect(details.total_premium).toBe(33.51);
    expect(details.collateral).toBe(9800);
    expect(details.cash_set_aside).toBe(10_000);
    expect(details.target_price).toBeNull();
    expect(details.effective_buy_price).toBeCloseTo(98 - value.price, 12);
    expect(details.discount).toBeCloseTo((100 - (98 - value.price)) / 100, 12);
    expect(details.discount).toBeCloseTo(0.0234, 4);
    expect(details.collateral_yield).toBeCloseTo(value.price / 98, 12);
    expect(details.annualized_yield).toBeCloseTo(((value.price / 98) * 365) / 4, 12);
    expect(details.annualized_yield).toBeCloseTo(0.312, 3);
    // Assignment odds: risk-neutral N(−d2), the put's probability of finishing in the money.
    expect(details.assignment_chance).toBeCloseTo(
      probabilityInTheMoney({
        type: 'put',
        spot: 100,
        strike: 98,
        years: yearsToExpiry(MONDAY_AFTERNOON, THIS_FRIDAY),
        rate: 0,
        dividendYield: 0,
        volatility: 0.25,
      }),
      12,
    );
    expect(details.earnings_date).toBeNull();
    expect(details.ex_dividend_date).toBeNull();
    expect(expected_outcome).toEqual({
      total_premium: 33.51,
      collateral: 9800,
      effective_buy_price: details.effective_buy_price,
      discount: details.discount,
      annualized_yield: details.annualized_yield,
      assignment_chance: details.assignment_chance,
    });
  });

  it('names the strategy, explains itself in words and fits the contract', () => {
    // Act
    const opportunity = put();

    // Assess
    expect(opportunity.strategy_id).toBe('put_sell');
    expect(opportunity.strategy_name).toBe('Cash-Secured Put (Balanced, Weekly)');
    expect(opportunity.account_id).toBe(ACCOUNT_ID);
    expect(opportunity.rationale.reason).toBe(
      'You set aside $10,000.00 for ACME: enough to secure 1 contract at the $98.00 strike. A $98.00 put expiring Mar 14, 2025 has a delta of -0.22, in line with your Balanced goal.',
    );
    expect(opportunity.rationale.benefit).toMatch(
      /^Collect \$33\.51 now \(0\.34% on the \$9,800\.00 set aside, 31\.20% annualized\)\. If ACME closes below \$98\.00 on Mar 14, 2025 \(\d+% chance\), you buy 100 shares at \$98\.00: \$97\.66 a share after the premium, 2\.34% under today's \$100\.00\.$/,
    );
    // The other goals' strikes on the same expiration: conservative $97 (0.122), aggressive $99 (closest, 0.347).
    expect(opportunity.related_risk_levels.map((level) => [level.risk_level, level.strike])).toEqual([
      ['conservative', 97],
      ['aggressive', 99],
    ]);
    expect(opportunity.related_risk_levels[0]?.strategy_name).toBe('Cash-Secured Put (Conservative, Weekly)');
    expect(opportunity.expires_at).toBe('2025-03-10T20:00:00.000Z');
    expect(opportunitySchema.parse(opportunity)).toEqual(opportunity);
  });

  it('sells as many contracts as the cash secures', () => {
    // Act: $19,600 secures two $98 puts exactly; $19,599.99 one.
    const contractsFor = (cash: number) =>
      (
        generateOpportunities(
          createPutInput({ watchlist: [{ ticker: 'ACME', riskLevel: 'balanced', cadence: 'weekly', cash }] }),
        ).opportunities[0] as PutSellOpportunity
      ).details;

    // Assess
    expect(contractsFor(19_600)).toMatchObject({ contracts: 2, collateral: 19_600, total_premium: 67.02 });
    expect(contractsFor(19_599.99)).toMatchObject({ contracts: 1, collateral: 9800 });
  });

  it('leaves existing callers unchanged: no watchlist, no put', () => {
    // Act
    const { opportunities, openPuts } = generateOpportunities(createPutInput({ watchlist: undefined }));

    // Assess
    expect(opportunities).toEqual([]);
    expect(openPuts).toEqual([]);
  });
});
