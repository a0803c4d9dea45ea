import { describe, expect, it } from 'vitest';
import { roundCents } from '../portfolio/money';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { generateOpportunities, type GenerateOpportunitiesInput } from './generate-opportunities';
import { createGenerateInput, createOpenShortCall, createPosition, NEXT_FRIDAY } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Contracts = floor(shares × allocation / 100) − calls already sold (spec part 2 §5 for the first term). A held
 * call far out of the money with little premium captured needs no roll or close, so only the covered call shows.
 */
describe('covered call contracts', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const run = (overrides: Partial<GenerateOpportunitiesInput>) =>
    generateOpportunities(createGenerateInput({ market, ...overrides }));
  const quietCall = createOpenShortCall({ strike: 104, expiration: NEXT_FRIDAY, averagePremium: 0.6 });

  it('sells on the allocated share of the position: 500 shares at 50 % cover 2 contracts', () => {
    // Act
    const { opportunities } = run({
      positions: [createPosition({ shares: 500 })],
      allocations: { ACME: 0.5 },
    });

    // Assess
    const { details } = opportunities[0] as CoveredCallOpportunity;
    expect(details.contracts).toBe(2);
    expect(details.tradeable_contracts).toBe(2);
    expect(details.total_premium).toBe(roundCents(details.premium * 200));
  });

  it('leaves out contracts already sold', () => {
    // Act
    const result = run({
      positions: [createPosition({ shares: 500, openShortCalls: [quietCall] })],
      allocations: { ACME: 0.5 },
    });

    // Assess
    expect(result.opportunities).toHaveLength(1);
    expect((result.opportunities[0] as CoveredCallOpportunity).details.contracts).toBe(1);
    expect(result.skipped).toEqual([
      { ticker: 'ACME', subject: quietCall.optionSymbol, reason: 'no_action_needed' },
    ]);
  });

  it('makes none when every allocated share is covered', () => {
    // Act
    const result = run({
      positions: [createPosition({ shares: 300, openShortCalls: [{ ...quietCall, contracts: 3 }] })],
    });

    // Assess
    expect(result.opportunities).toEqual([]);
    expect(result.skipped).toContainEqual({
      ticker: 'ACME',
      subject: 'covered_call',
      reason: 'fully_covered',
    });
  });

  it('makes none with a 0 % allocation', () => {
    // Act
    const result = run({ allocations: { ACME: 0 } });

    // Assess
    expect(result.opportunities).toEqual([]);
    expect(result.skipped).toEqual([{ ticker: 'ACME', subject: 'covered_call', reason: 'no_allocation' }]);
  });

  it('no longer counts a call that has expired', () => {
    // Prepare
    const expired = createOpenShortCall({ strike: 104, expiration: '2025-03-07', contracts: 3 });

    // Act
    const result = run({ positions: [createPosition({ openShortCalls: [expired] })] });

    // Assess
    expect((result.opportunities[0] as CoveredCallOpportunity).details.contracts).toBe(3);
    expect(result.skipped).toEqual([{ ticker: 'ACME', subject: expired.optionSymbol, reason: 'expired' }]);
  });

  it('merges two lots of one ticker', () => {
    // Act
    const { opportunities } = run({
      positions: [
        createPosition({ shares: 150, costBasisPerShare: 80 }),
        createPosition({ shares: 50, costBasisPerShare: 120 }),
      ],
    });

    // Assess
    const { details } = opportunities[0] as CoveredCallOpportunity;
    expect(details.contracts).toBe(2);
    expect(details.current_shares).toBe(200);
    expect(details.entry_price).toBe(90);
  });
});
