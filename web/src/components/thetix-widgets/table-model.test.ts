import { sanitizeWidget, type TableWidget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { columnDecimals, decimalsOf, nextSort, resolveColumns, sortRows, tableCells } from './table-model';

const table = (fields: Record<string, unknown>): TableWidget => {
  const widget = sanitizeWidget({ widget: 'table', ...fields });
  if (widget?.widget !== 'table') throw new Error('test table is invalid');
  return widget;
};

describe('nextSort', () => {
  it('cycles ascending, descending, none on the same column and restarts on another', () => {
    const first = nextSort(undefined, 1);
    const second = nextSort(first, 1);
    const third = nextSort(second, 1);
    expect([first, second, third].map((sort) => sort.direction)).toEqual(['ascending', 'descending', 'none']);
    expect(nextSort(third, 1).direction).toBe('ascending');
    expect(nextSort(second, 0)).toEqual({ column: 0, direction: 'ascending' });
  });
});

describe('columns and rows', () => {
  it('reads string and object columns, keyed and positional rows, and infers number columns', () => {
    // Prepare
    const keyed = table({
      columns: [{ key: 'ticker', header: 'Ticker' }, 'price'],
      rows: [{ ticker: 'MSFT', price: 410 }, { ticker: 'AAPL' }],
    });

    // Act
    const columns = resolveColumns(keyed);

    // Assess
    expect(columns).toEqual([
      { key: 'ticker', header: 'Ticker', type: 'string' },
      { key: 'price', header: 'price', type: 'number' },
    ]);
    expect(tableCells(keyed, columns)).toEqual([
      ['MSFT', 410],
      ['AAPL', null],
    ]);
  });

  it('sorts numbers numerically, keeps empty cells last both ways, and restores the sent order on none', () => {
    // Prepare
    const positional = table({
      columns: ['Ticker', 'Yield'],
      rows: [
        ['A', 10],
        ['B', null],
        ['C', 9],
        ['D', 100],
      ],
    });
    const columns = resolveColumns(positional);
    const cells = tableCells(positional, columns);
    const order = (direction: 'ascending' | 'descending' | 'none') =>
      sortRows(cells, columns, { column: 1, direction }).map((row) => row[0]);

    // Assess
    expect(order('ascending')).toEqual(['C', 'A', 'D', 'B']);
    expect(order('descending')).toEqual(['D', 'A', 'C', 'B']);
    expect(order('none')).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('column decimals', () => {
  it('lines a column up on the most decimals it needs, ignoring float noise', () => {
    expect(decimalsOf(3)).toBe(0);
    expect(decimalsOf(4.98)).toBe(2);
    expect(decimalsOf(0.1 + 0.2)).toBe(1);
    expect(decimalsOf(3.325)).toBe(3);
    expect(decimalsOf(1 / 3)).toBe(4);
    expect(
      columnDecimals(
        [
          ['AAPL', 3, 0.3],
          ['MSFT', 4.98, 0.29],
          ['KO', 0.36, null],
        ],
        3,
      ),
    ).toEqual([0, 2, 2]);
  });
});
