import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { exampleLedger } from '../portfolio/example-portfolio';
import { positionInputsAt } from '../portfolio/holdings';
import { roundCents } from '../portfolio/money';
import { generateOpportunities } from './generate-opportunities';

/** The money totals each opportunity type answers: amounts, not per-share prices. */
const TOTALS = [
  'total_premium',
  'max_profit',
  'net_credit',
  'closing_cost',
  'premium_received',
  'cost_to_close',
  'profit_loss',
] as const;

describe('money figures of opportunities', () => {
  it('answers every total to the cent, with no binary noise (1217.9999999999998), for each goal', () => {
    // Prepare: the example portfolio on the simulator, an afternoon session
    const market = createMarketSimulator();
    const now = newYorkInstant('2026-11-23', 14, 30);
    const positions = positionInputsAt(exampleLedger({ market, now, accountId: 'account-1' }), now);
    const totals: number[] = [];
    // Act
    for (const riskLevel of ['conservative', 'balanced', 'aggressive'] as const)
      for (const cadence of ['weekly', 'monthly'] as const) {
        const { opportunities } = generateOpportunities({
          accountId: 'account-1',
          positions,
          goals: Object.fromEntries(positions.map((position) => [position.ticker, { riskLevel, cadence }])),
          market,
          now,
        });
        for (const opportunity of opportunities) {
          const details = opportunity.details as unknown as Record<string, unknown>;
          for (const field of TOTALS) if (typeof details[field] === 'number') totals.push(details[field]);
        }
      }
    // Assess
    expect(totals.length).toBeGreaterThan(6);
    expect(totals.filter((total) => total !== roundCents(total))).toEqual([]);
  });
});
