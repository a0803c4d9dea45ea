import { describe, expect, it } from 'vitest';
import { dealIntoColumns, parseLayout } from './layout';

describe('parseLayout (spec part 3 §2: only single, double or triple)', () => {
  it.each(['single', 'double', 'triple'] as const)('accepts %s', (layout) => {
    expect(parseLayout(layout)).toBe(layout);
  });

  it.each([null, undefined, '', 'quad', 'Double', '3'])('reads %j as the default, double', (value) => {
    expect(parseLayout(value)).toBe('double');
  });
});

describe('dealIntoColumns', () => {
  const cards = [4, 0, 2, 1, 3].map((position) => ({ id: `p${position}`, position }));

  it('sorts by position and deals round-robin', () => {
    const columns = dealIntoColumns(cards, 2).map((column) => column.map((card) => card.id));
    expect(columns).toEqual([
      ['p0', 'p2', 'p4'],
      ['p1', 'p3'],
    ]);
  });

  it('gives three columns for triple and one for single', () => {
    expect(dealIntoColumns(cards, 3).map((column) => column.length)).toEqual([2, 2, 1]);
    expect(dealIntoColumns(cards, 1)[0]!.map((card) => card.position)).toEqual([0, 1, 2, 3, 4]);
  });
});
