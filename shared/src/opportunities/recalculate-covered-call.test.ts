import { describe, expect, it } from 'vitest';
import { roundCents } from '../portfolio/money';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { recalculationResponseSchema } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { recalculateCoveredCall, type RecalculateCoveredCallInput } from './recalculate-covered-call';
import {
  createGenerateInput,
  createOpenShortCall,
  createPosition,
  MONDAY_AFTERNOON,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

describe('fine-tune recalculation', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const input: RecalculateCoveredCallInput = {
    market,
    now: MONDAY_AFTERNOON,
    position: createPosition(),
    strike: 102,
    expiration: THIS_FRIDAY,
    contracts: 3,
  };

  it('gives the generated opportunity’s figures for the same strike, expiry and contracts', () => {
    // Prepare
    const generated = generateOpportunities(
      createGenerateInput({
        market,
      }),
    ).opportunities[0] as CoveredCallOpportunity;

    // Act
    const result = recalculateCoveredCall({ ...input, riskLevel: 'balanced' });

    // Assess
    expect(result).toEqual({
      ok: true,
      details: generated.details,
      expected_outcome: generated.expected_outcome,
      warnings: [],
    });
  });

  it('recalculates for another strike, expiry and count, as a custom level', () => {
    // Act
    const result = recalculateCoveredCall({ ...input, strike: 105, expiration: NEXT_FRIDAY, contracts: 2 });

    // Assess: 21 March is March's third Friday, a monthly expiration.
    if (!result.ok) throw new Error(result.error.message);
    expect(result.details).toMatchObject({
      strike: 105,
      expiration: NEXT_FRIDAY,
      contracts: 2,
      tradeable_contracts: 3,
      risk_level: 'custom',
      cadence: 'monthly',
      option_symbol: 'ACME250321C00105000',
    });
    expect(result.details.total_premium).toBe(roundCents(result.details.premium * 200));
    expect(recalculationResponseSchema.parse(result)).toEqual({
      details: result.details,
      expected_outcome: result.expected_outcome,
      warnings: [],
    });
  });

  it.each([
    [{ contracts: 0 }, 'invalid_contracts', 'Contracts must be a whole number (Min: 1 contract)'],
    [{ contracts: 1.5 }, 'invalid_contracts', 'Contracts must be a whole number (Min: 1 contract)'],
    [{ contracts: 4 }, 'too_many_contracts', 'Too many contracts (Max: 3 contracts)'],
    [
      { position: createPosition({ shares: 60 }), contracts: 2 },
      'insufficient_shares',
      'Insufficient shares for covered calls (need at least 100 shares)',
    ],
    [
      { allocation: 0, contracts: 1 },
      'insufficient_shares',
      'Insufficient shares for covered calls (need at least 100 shares)',
    ],
    [
      { expiration: '2025-03-12' },
      'expiration_not_listed',
      'ACME has no listed options expiring on Mar 12, 2025',
    ],
    [{ strike: 102.5 }, 'strike_not_listed', 'ACME has no $102.50 call expiring on Mar 14, 2025'],
    [{ position: createPosition({ ticker: 'NOPE' }) }, 'ticker_not_covered', 'No option data for NOPE'],
  ] as const)('refuses %o with %s', (overrides, code, message) => {
    // Act and Assess
    expect(recalculateCoveredCall({ ...input, ...overrides })).toEqual({
      ok: false,
      error: { code, message },
    });
  });

  it('counts calls already sold against the maximum', () => {
    // Prepare
    const position = createPosition({
      openShortCalls: [createOpenShortCall({ expiration: NEXT_FRIDAY, contracts: 2 })],
    });

    // Act and Assess
    expect(recalculateCoveredCall({ ...input, position, contracts: 2 })).toMatchObject({
      ok: false,
      error: { code: 'too_many_contracts', message: 'Too many contracts (Max: 1 contract)' },
    });
  });

  it('lets a position short of shares explore one contract', () => {
    // Act
    const result = recalculateCoveredCall({
      ...input,
      position: createPosition({ shares: 60 }),
      contracts: 1,
    });

    // Assess
    expect(result).toMatchObject({
      ok: true,
      details: { contracts: 1, tradeable_contracts: 0, shares_needed: 40 },
    });
  });
});
