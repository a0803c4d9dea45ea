import { describe, expect, it } from 'vitest';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { recalculateCoveredCall } from './recalculate-covered-call';
import { createGenerateInput, createPosition, MONDAY_AFTERNOON, THIS_FRIDAY } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';
import { formatUsd } from './wording';

/**
 * Shares bought above today's price: a call at a strike the goal picks can sit below what they cost, so assignment
 * would sell them at a loss the premium does not make up. The opportunity says so, in amber, beside its figures.
 */
describe('covered call below the cost basis', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });

  it('warns with the loss a share when strike plus premium is under the cost basis', () => {
    // Act
    const [opportunity] = generateOpportunities(
      createGenerateInput({ market, positions: [createPosition({ costBasisPerShare: 120 })] }),
    ).opportunities as CoveredCallOpportunity[];

    // Assess
    const { strike, premium, if_called_return } = opportunity!.details;
    expect(if_called_return).toBeLessThan(0);
    expect(opportunity!.rationale.benefit).toContain(
      `your shares are sold at the strike at a ${(-if_called_return * 100).toFixed(2)}% loss on cost, premium included.`,
    );
    expect(opportunity!.warnings).toContainEqual({
      code: 'strike_below_cost_basis',
      message: `Assignment at ${formatUsd(strike)} sells below your ${formatUsd(120)} cost basis: even with the premium, that locks in a loss of ${formatUsd(120 - strike - premium)} a share`,
    });
  });

  it('says nothing when the shares cost less than the strike, or when the premium makes up the gap', () => {
    // Act
    const [cheap] = generateOpportunities(createGenerateInput({ market })).opportunities;
    const [covered] = generateOpportunities(
      createGenerateInput({ market, positions: [createPosition({ costBasisPerShare: 102 })] }),
    ).opportunities as CoveredCallOpportunity[];

    // Assess
    expect(cheap!.warnings.map((warning) => warning.code)).not.toContain('strike_below_cost_basis');
    expect(covered!.details.strike + covered!.details.premium).toBeGreaterThan(102);
    expect(covered!.warnings.map((warning) => warning.code)).not.toContain('strike_below_cost_basis');
  });

  it('warns in the fine-tune recalculation too', () => {
    // Act
    const result = recalculateCoveredCall({
      market,
      now: MONDAY_AFTERNOON,
      position: createPosition({ costBasisPerShare: 120 }),
      strike: 102,
      expiration: THIS_FRIDAY,
      contracts: 3,
    });

    // Assess
    expect(result.ok && result.warnings.map((warning) => warning.code)).toEqual(['strike_below_cost_basis']);
  });
});
