import { describe, expect, it } from 'vitest';
import { portfolioPerformance } from './performance';
import { createCallLine, createLine, fixedMarks, flatPerformanceMarks } from './testing/ledger-fixtures';
import { groupTransactions } from './transaction-groups';

/**
 * A covered call assigned at expiry. Source of the arithmetic: OCC, "Characteristics and Risks of Standardized
 * Options", ch. 6 (covered call writing): the writer keeps the premium and sells the shares at the strike, so the
 * result is premium + (strike − cost) per share.
 */
describe('performance: an assigned covered call', () => {
  const group = 'cc-1';
  const lines = [
    createLine({ id: 'buy', quantity: 100, price: 100 }),
    createCallLine({ id: 'sell', groupId: group, quantity: 1, price: 2, strike: 105 }),
    createCallLine({
      id: 'assign-option',
      groupId: group,
      orderType: 'assignment',
      price: 0,
      timestamp: '2026-02-20T21:00:00.000Z',
    }),
    createLine({
      id: 'assign-shares',
      groupId: group,
      orderType: 'assignment',
      optionType: 'call',
      quantity: 100,
      price: 105,
      timestamp: '2026-02-20T21:00:00.000Z',
    }),
  ];

  it('keeps the premium as realised options income and realises the shares at the strike', () => {
    // Act
    const figures = portfolioPerformance(
      lines,
      flatPerformanceMarks('2026-03-02T20:00:00Z', fixedMarks({ AAPL: 120 })),
    );
    // Assess
    expect(figures.realizedOptionsIncome).toBeCloseTo(200);
    expect(figures.unrealizedOptionsIncome).toBe(0);
    expect(figures.realizedEquityProfit).toBeCloseTo(500);
    expect(figures.unrealizedEquityProfit).toBe(0);
    expect(figures.totalValue).toBe(0);
    expect(figures.totalProfit).toBeCloseTo(700);
    expect(figures.totalIncome).toBeCloseTo(200);
    expect(figures.assignedCount).toBe(1);
    expect(figures.openCallContracts).toBe(0);
  });

  it('shows the group as Assigned, bad for a sold call, with the premium as its profit', () => {
    const [option] = groupTransactions(lines).filter((candidate) => candidate.type === 'option');
    expect(option).toMatchObject({
      status: 'Assigned',
      outcome: 'bad',
      strategy: 'covered_call',
      profitLoss: 200,
    });
    expect(option?.transactions.map((line) => line.id)).toEqual(['sell', 'assign-option', 'assign-shares']);
  });
});
