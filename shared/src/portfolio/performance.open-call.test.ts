import { describe, expect, it } from 'vitest';
import { holdingsAt, positionInputsAt } from './holdings';
import { portfolioPerformance } from './performance';
import { createCallLine, createLine, fixedMarks, flatPerformanceMarks } from './testing/ledger-fixtures';

/**
 * An open short call marked to market: the unrealised result of a short option is (premium received − current
 * price) × 100 per contract, and its value in the account is minus the cost to buy it back (Hull, "Options,
 * Futures, and Other Derivatives", 11th ed., §10.1, short positions).
 */
describe('performance: an open covered call', () => {
  const symbol = 'AAPL260220C00105000';
  const lines = [
    createLine({ quantity: 200, price: 100 }),
    createCallLine({ symbol, quantity: 2, price: 2 }),
  ];
  const now = '2026-02-10T20:00:00Z';
  const marks = fixedMarks({ AAPL: 103 }, { [symbol]: 0.5 });

  it('counts the decay of the premium as unrealised options income', () => {
    const figures = portfolioPerformance(lines, flatPerformanceMarks(now, marks, { AAPL: 101 }));
    expect(figures.realizedOptionsIncome).toBe(0);
    expect(figures.unrealizedOptionsIncome).toBeCloseTo(300);
    expect(figures.netOptionsIncome).toBeCloseTo(300);
    expect(figures.openValue).toBeCloseTo(-100);
    expect(figures.totalValue).toBeCloseTo(200 * 103 - 100);
    expect(figures.unrealizedEquityProfit).toBeCloseTo(600);
    expect(figures.totalDayChange).toBeCloseTo(400);
    expect(figures.totalDayChangePercent).toBeCloseTo((400 / 20_200) * 100);
    expect(figures.changePercent).toBeCloseTo((900 / 20_000) * 100);
    expect(figures.openCallContracts).toBe(2);
  });

  it('lists the holding with its open contracts and hands the engine the short call', () => {
    expect(holdingsAt(lines, new Date(now))).toMatchObject([
      { ticker: 'AAPL', shares: 200, cost: 20_000, openContracts: 2 },
    ]);
    expect(positionInputsAt(lines, new Date(now))).toEqual([
      {
        ticker: 'AAPL',
        shares: 200,
        costBasisPerShare: 100,
        openShortCalls: [
          { optionSymbol: symbol, strike: 105, expiration: '2026-02-20', contracts: 2, averagePremium: 2 },
        ],
      },
    ]);
  });

  it('no longer counts the call as open once its expiration session has closed', () => {
    expect(holdingsAt(lines, new Date('2026-02-20T21:00:01Z'))[0]?.openContracts).toBe(0);
  });
});
