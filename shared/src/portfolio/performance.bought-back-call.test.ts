import { describe, expect, it } from 'vitest';
import { portfolioPerformance } from './performance';
import { createCallLine, createLine, fixedMarks, flatPerformanceMarks } from './testing/ledger-fixtures';
import { groupTransactions } from './transaction-groups';

/** Buying back part of a short call realises (average premium − buy-back price) × 100 per contract closed. */
describe('performance: a call partly bought back', () => {
  const symbol = 'AAPL260220C00105000';
  const lines = [
    createLine({ quantity: 300, price: 100 }),
    createCallLine({ id: 'sell-1', groupId: 'g', symbol, quantity: 2, price: 3 }),
    createCallLine({
      id: 'sell-2',
      groupId: 'g',
      symbol,
      quantity: 1,
      price: 1.5,
      timestamp: '2026-01-06T20:55:00.000Z',
    }),
    createCallLine({
      id: 'buy-back',
      groupId: 'g',
      symbol,
      orderType: 'buy',
      quantity: 2,
      price: 0.5,
      fees: 1.3,
      timestamp: '2026-01-20T20:55:00.000Z',
    }),
  ];

  it('averages the premiums, realises the closed part net of fees and marks the rest', () => {
    const figures = portfolioPerformance(
      lines,
      flatPerformanceMarks('2026-01-21T20:00:00Z', fixedMarks({ AAPL: 100 }, { [symbol]: 0.25 })),
    );
    // Average premium (2 × 3 + 1 × 1.5) / 3 = 2.5; closed 2 at 0.5: 2 × 2.0 × 100 − 1.30.
    expect(figures.realizedOptionsIncome).toBeCloseTo(398.7);
    expect(figures.unrealizedOptionsIncome).toBeCloseTo((2.5 - 0.25) * 100);
    expect(figures.manuallyClosedCount).toBe(1);
    expect(figures.openCallContracts).toBe(1);
  });

  it('shows the group as Partially Closed with the option income it has realised', () => {
    const [group] = groupTransactions(lines).filter((candidate) => candidate.type === 'option');
    expect(group).toMatchObject({ status: 'Partially Closed', outcome: null });
    expect(group?.profitLoss).toBeCloseTo(398.7);
  });
});
