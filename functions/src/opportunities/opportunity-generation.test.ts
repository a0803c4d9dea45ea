import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { opportunitySchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { describe, expect, it } from 'vitest';
import { sameFigures } from './opportunity-generation';

const generated = (now: Date): Opportunity =>
  generateOpportunities({
    accountId: 'account-1',
    positions: [{ ticker: 'AAPL', shares: 500, costBasisPerShare: 150, openShortCalls: [] }],
    goals: { AAPL: { riskLevel: 'balanced', cadence: 'weekly' } },
    market: createMarketSimulator(),
    now,
  }).opportunities[0]!;

describe('sameFigures (change-only generation writes)', () => {
  const now = newYorkInstant('2026-11-24', 14, 30);

  it('sees a stored card (read back through the contract, in its key order) as unchanged', () => {
    const fresh = generated(now);
    const stored = opportunitySchema.parse(JSON.parse(JSON.stringify(fresh)));
    expect(sameFigures(stored, { ...fresh, generated_at: '2026-11-24T19:45:00.000Z' })).toBe(true);
  });

  it('sees changed figures or a changed expiry as a change', () => {
    const fresh = generated(now);
    const stored = opportunitySchema.parse(fresh);
    const repriced =
      fresh.opportunity_type === 'covered_call'
        ? { ...fresh, details: { ...fresh.details, premium: fresh.details.premium + 0.01 } }
        : fresh;
    expect(sameFigures(stored, repriced)).toBe(false);
    expect(sameFigures(stored, { ...fresh, expires_at: '2026-11-25T21:00:00.000Z' })).toBe(false);
  });
});
