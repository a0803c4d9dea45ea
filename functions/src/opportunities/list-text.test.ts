import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { opportunityListSchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { describe, expect, it } from 'vitest';
import { listText } from './list-text';
import { opportunityOf, toOpportunityItem } from './opportunity-entity';

/** Two stored covered calls of the engine, read back as the list reads them (checked, frozen). */
const storedCards = (): Opportunity[] =>
  generateOpportunities({
    accountId: 'account-1',
    positions: [
      { ticker: 'AAPL', shares: 300, costBasisPerShare: 200, openShortCalls: [] },
      { ticker: 'KO', shares: 500, costBasisPerShare: 60, openShortCalls: [] },
    ],
    goals: {
      AAPL: { riskLevel: 'balanced', cadence: 'weekly' },
      KO: { riskLevel: 'conservative', cadence: 'monthly' },
    },
    market: createMarketSimulator(),
    now: newYorkInstant('2026-11-16', 14, 0),
  }).opportunities.map((card) => opportunityOf(toOpportunityItem('user-1', card)));

describe("the list's JSON text", () => {
  it('is the JSON of the list as the contract shapes it', () => {
    // Prepare
    const cards = storedCards();
    // Act
    const text = listText(cards).text;
    // Assess
    expect(cards.length).toBe(2);
    expect(text).toBe(JSON.stringify({ opportunities: cards }));
    expect(opportunityListSchema.parse(JSON.parse(text))).toEqual({ opportunities: cards });
  });

  it('is kept with the list it was made from, and made afresh for another list', () => {
    // Prepare
    const cards = storedCards();
    const first = listText(cards);
    // Act
    const again = listText(cards);
    const reordered = listText([...cards].reverse());
    // Assess
    expect(again).toBe(first);
    expect(reordered).not.toBe(first);
    expect(
      (JSON.parse(reordered.text) as { opportunities: Opportunity[] }).opportunities.map((c) => c.id),
    ).toEqual(cards.map((card) => card.id).reverse());
  });

  it('checks a card it did not read (a card re-marked expired) against the contract', () => {
    // Prepare
    const [card] = storedCards();
    const expired = { ...card!, status: 'expired' } as Opportunity;
    const broken = { ...card!, status: 'gone' } as unknown as Opportunity;
    // Act
    const text = listText([expired]).text;
    // Assess
    expect(JSON.parse(text)).toEqual({ opportunities: [expired] });
    expect(() => listText([broken])).toThrow(/status/);
  });
});
