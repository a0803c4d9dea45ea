import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { describe, expect, it } from 'vitest';
import { isCheckedOpportunity, opportunityOf, toOpportunityItem } from './opportunity-entity';

/** A stored covered call of the engine, as the table holds it. */
const storedItem = () => {
  const [opportunity] = generateOpportunities({
    accountId: 'account-1',
    positions: [{ ticker: 'AAPL', shares: 300, costBasisPerShare: 200, openShortCalls: [] }],
    goals: { AAPL: { riskLevel: 'balanced', cadence: 'weekly' } },
    market: createMarketSimulator(),
    now: newYorkInstant('2026-11-16', 14, 0),
  }).opportunities;
  return toOpportunityItem('user-1', opportunity!);
};

describe('reading an opportunity item', () => {
  it('checks the entity against the contract once and gives the same frozen entity back while nothing changed', () => {
    // Prepare
    const item = storedItem();
    // Act
    const first = opportunityOf(item);
    const again = opportunityOf({ ...item });
    // Assess
    expect(isCheckedOpportunity(first)).toBe(true);
    expect(again).toBe(first);
    expect(Object.isFrozen(first.details)).toBe(true);
    expect(isCheckedOpportunity({ ...first })).toBe(false);
  });

  it('reads the item afresh once its state or its document changed', () => {
    // Prepare
    const item = storedItem();
    const before = opportunityOf(item);
    // Act
    const viewed = opportunityOf({ ...item, viewed_at: '2026-11-16T19:05:00.000Z' });
    const refreshed = opportunityOf({
      ...item,
      viewed_at: '2026-11-16T19:05:00.000Z',
      doc: String(item.doc).replace(/"generated_at":"[^"]+"/, '"generated_at":"2026-11-16T19:30:00.000Z"'),
    });
    // Assess
    expect(viewed).not.toBe(before);
    expect(viewed).toMatchObject({ id: before.id, viewed_at: '2026-11-16T19:05:00.000Z' });
    expect(refreshed.generated_at).toBe('2026-11-16T19:30:00.000Z');
    expect(isCheckedOpportunity(refreshed)).toBe(true);
  });

  it('refuses a document that breaks the contract instead of passing it on', () => {
    const item = storedItem();
    const broken = {
      ...item,
      doc: String(item.doc).replace('"opportunity_type":"covered_call"', '"opportunity_type":"x"'),
    };
    expect(() => opportunityOf(broken)).toThrow();
  });
});
