import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import { opportunitySchema, type RollOpportunity } from '../contracts/opportunities';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { generateOpportunities } from './generate-opportunities';

/**
 * The AAPL scenario of `generate-opportunities.simulator.test.ts` (a $255 call, in the money, expiring Friday): on
 * the simulated market the roll decision carries how the same rule did over two years of AAPL closes, run through
 * the calculator's backtest, and the what-if inputs say they are simulated.
 */
describe('roll decision on the market simulator', () => {
  const now = newYorkInstant('2026-11-16', 14, 0);
  const { opportunities } = generateOpportunities({
    accountId: 'account-1',
    market: createMarketSimulator(),
    now,
    positions: [
      {
        ticker: 'AAPL',
        shares: 450,
        costBasisPerShare: 210,
        openShortCalls: [
          {
            optionSymbol: 'AAPL261120C00255000',
            strike: 255,
            expiration: '2026-11-20',
            contracts: 2,
            averagePremium: 3.1,
          },
        ],
      },
    ],
    goals: { AAPL: { riskLevel: 'balanced', cadence: 'weekly' } },
  });
  const roll = opportunities.find(
    (opportunity) => opportunity.opportunity_type === 'option_roll',
  ) as RollOpportunity;

  it('the history covers two years to the last session, for the in-the-money rule', () => {
    const decision = roll.details.decision;
    expect(decision?.history_window).toEqual({ from: '2024-11-13', to: '2026-11-13', rule: 'in_the_money' });
    const letGo = decision?.columns.find((column) => column.choice === 'let_go');
    expect(letGo?.history?.times).toBeGreaterThan(0);
    expect(letGo?.history?.gains).toBeLessThanOrEqual(letGo?.history?.times ?? 0);
    const close = decision?.columns.find((column) => column.choice === 'close');
    expect(close?.history?.times).toBe(letGo?.history?.times);
  });

  it("the what-if inputs are the roll target's volatility, marked simulated, with a past-year range", () => {
    expect(roll.what_if?.simulated).toBe(true);
    expect(roll.what_if?.cost_basis).toBe(210);
    const range = roll.what_if?.volatility_range;
    expect(range?.low).toBeLessThanOrEqual(range?.average ?? 0);
    expect(range?.average).toBeLessThanOrEqual(range?.high ?? 0);
    expect(range?.low).toBeGreaterThan(0);
  });

  it('every opportunity still passes the contract', () => {
    for (const opportunity of opportunities)
      expect(opportunitySchema.safeParse(opportunity).success).toBe(true);
  });
});
