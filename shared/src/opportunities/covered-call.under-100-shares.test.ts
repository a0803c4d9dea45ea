import { describe, expect, it } from 'vitest';
import { roundCents } from '../portfolio/money';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { createGenerateInput, createPosition } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Spec part 2 §4-§5: an active opportunity with no tradeable contracts "needs more shares"; shares needed =
 * 100 − (shares mod 100). The card still shows the trade, for one illustrative contract.
 */
describe('covered call with fewer than 100 allocated shares', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const run = (shares: number, allocation?: number) =>
    generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ shares })],
        allocations: allocation === undefined ? {} : { ACME: allocation },
        market,
      }),
    ).opportunities[0] as CoveredCallOpportunity;

  it('shows one illustrative contract and the 40 shares 60 shares are short of', () => {
    // Act
    const opportunity = run(60);

    // Assess
    expect(opportunity.details.tradeable_contracts).toBe(0);
    expect(opportunity.details.contracts).toBe(1);
    expect(opportunity.details.shares_needed).toBe(40);
    expect(opportunity.details.total_premium).toBe(roundCents(opportunity.details.premium * 100));
    expect(opportunity.rationale.reason).toMatch(/^You need 40 more shares to execute this trade/);
  });

  it('counts the shares a partial allocation needs: 150 shares at 50 % need 50 more', () => {
    // Act and Assess: 200 × 0.5 = 100 shares allocated.
    expect(run(150, 0.5).details.shares_needed).toBe(50);
  });

  it('rounds the shares needed up to whole shares: 250 at 30 % need 84 more', () => {
    // Act and Assess: 333 × 0.3 = 99.9, 334 × 0.3 = 100.2.
    expect(run(250, 0.3).details.shares_needed).toBe(84);
  });
});
