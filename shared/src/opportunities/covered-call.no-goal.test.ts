import { describe, expect, it } from 'vitest';
import { generateOpportunities } from './generate-opportunities';
import { createGenerateInput, createOpenShortCall, createPosition, NEXT_FRIDAY } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

describe('position without a goal', () => {
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });

  it('gets no covered call', () => {
    // Act
    const result = generateOpportunities(
      createGenerateInput({
        goals: {},
        market,
      }),
    );

    // Assess
    expect(result.opportunities).toEqual([]);
    expect(result.skipped).toEqual([{ ticker: 'ACME', subject: 'covered_call', reason: 'no_goal' }]);
  });

  it('still gets its in-the-money call rolled, to the next listed expiration', () => {
    // Prepare
    const held = createOpenShortCall({ strike: 97, expiration: NEXT_FRIDAY, averagePremium: 2 });

    // Act
    const { opportunities } = generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ openShortCalls: [held] })],
        goals: {},
        market,
      }),
    );

    // Assess
    expect(opportunities.map((opportunity) => opportunity.opportunity_type)).toEqual(['option_roll']);
    expect(opportunities[0]?.strategy_name).toBe('Roll Covered Call');
  });

  it('skips a ticker the market does not cover', () => {
    // Act
    const result = generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ ticker: 'NOPE' })],
        goals: {},
        market,
      }),
    );

    // Assess
    expect(result.skipped).toEqual([{ ticker: 'NOPE', subject: 'covered_call', reason: 'not_covered' }]);
  });
});
