import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import { generateOpportunities, type GenerateOpportunitiesInput } from './generate-opportunities';
import { opportunityId } from './opportunity-id';
import { opportunitySession } from './opportunity-session';
import {
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createPosition,
  MONDAY_AFTERNOON,
  NEXT_FRIDAY,
} from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

describe('deterministic opportunity ids', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const input = createGenerateInput({
    positions: [
      createPosition({
        openShortCalls: [createOpenShortCall({ strike: 97, expiration: NEXT_FRIDAY, averagePremium: 2 })],
      }),
    ],
    market,
  });
  const idsOf = (overrides: Partial<GenerateOpportunitiesInput> = {}) =>
    generateOpportunities({ ...input, ...overrides }).opportunities.map((opportunity) => opportunity.id);

  it('gives the same output, ids included, for the same input', () => {
    // Act and Assess
    expect(generateOpportunities(input)).toEqual(generateOpportunities(input));
    expect(idsOf()).toHaveLength(2);
    for (const id of idsOf()) expect(id).toMatch(/^opp_[0-9a-f]{16}$/);
  });

  it('keeps the ids through the session, so a re-run upserts', () => {
    // Act and Assess
    expect(idsOf({ now: newYorkInstant('2025-03-10', 15, 59) })).toEqual(idsOf());
  });

  it('starts new ids after the close, with the next session', () => {
    // Act
    const evening = newYorkInstant('2025-03-10', 16, 0);

    // Assess
    expect(opportunitySession(MONDAY_AFTERNOON)).toBe('2025-03-10');
    expect(opportunitySession(evening)).toBe('2025-03-11');
    expect(opportunitySession(newYorkInstant('2025-03-08', 12, 0))).toBe('2025-03-10');
    expect(idsOf({ now: evening })).not.toContain(idsOf()[0]);
  });

  it('tells accounts and goals apart', () => {
    // Act and Assess
    expect(idsOf({ accountId: 'account-2' })).not.toContain(idsOf()[1]);
    expect(idsOf({ goals: { ACME: createGoal({ riskLevel: 'aggressive' }) } })).not.toContain(idsOf()[1]);
  });

  it('hashes the key parts, not their concatenation', () => {
    // Act and Assess
    expect(opportunityId(['a', 'bc'])).not.toBe(opportunityId(['ab', 'c']));
    expect(opportunityId(['covered_call', 'x'])).toBe(opportunityId(['covered_call', 'x']));
  });
});
