import { describe, expect, it } from 'vitest';
import { createCallLine, createLine } from './testing/ledger-fixtures';
import { assignmentOutcome, groupTransactions, optionGroupStatus } from './transaction-groups';

/** Spec part 2 §4: Open, Partially Closed, Closed, Expired, Assigned, and whether an assignment was good. */
describe('transaction group status', () => {
  const sold = createCallLine({ quantity: 2 });
  const later = { timestamp: '2026-02-01T20:55:00.000Z' };

  it('is Open with no closing lines', () => {
    expect(optionGroupStatus([sold])).toBe('Open');
  });

  it('is Partially Closed when less was closed than opened', () => {
    expect(optionGroupStatus([sold, createCallLine({ ...later, orderType: 'buy', quantity: 1 })])).toBe(
      'Partially Closed',
    );
  });

  it('is Closed when bought back in full', () => {
    expect(optionGroupStatus([sold, createCallLine({ ...later, orderType: 'buy', quantity: 2 })])).toBe(
      'Closed',
    );
  });

  it('is Expired or Assigned when that closed it', () => {
    expect(optionGroupStatus([sold, createCallLine({ ...later, orderType: 'expiry', quantity: 2 })])).toBe(
      'Expired',
    );
    expect(
      optionGroupStatus([sold, createCallLine({ ...later, orderType: 'assignment', quantity: 2 })]),
    ).toBe('Assigned');
  });

  it('judges an assignment good for a sold put or bought call, bad for a sold call or bought put', () => {
    const assigned = (orderType: 'buy' | 'sell', optionType: 'call' | 'put') =>
      assignmentOutcome([
        createCallLine({ orderType, optionType }),
        createCallLine({ ...later, optionType, orderType: 'assignment' }),
      ]);
    expect(assigned('sell', 'put')).toBe('good');
    expect(assigned('buy', 'call')).toBe('good');
    expect(assigned('sell', 'call')).toBe('bad');
    expect(assigned('buy', 'put')).toBe('bad');
  });

  it('groups by group id, newest first, with equity and dividend groups carrying no status', () => {
    const groups = groupTransactions([
      createLine({ id: 'buy' }),
      createLine({ id: 'div', tickerType: 'dividend', orderType: undefined, price: 0.25, ...later }),
    ]);
    expect(
      groups.map((group) => [group.id, group.type, group.strategy, group.status, group.profitLoss]),
    ).toEqual([
      ['div', 'dividend', 'dividend', null, 25],
      ['buy', 'equity', 'increase_position', null, null],
    ]);
    expect(groups[1]).toMatchObject({ date: '2026-01-05', source: 'manual', testData: false });
    expect(groups[1]?.transactions[0]).toMatchObject({ totalCost: 10_000 });
  });
});
