import { describe, expect, it } from 'vitest';
import { arrangeColumns, dealEvenly, insertionPoint, moveInOrder, usableLayout } from './board-layout';

const card = (id: string, position: number) => ({ id, position });
const cards = [card('d', 3), card('a', 0), card('c', 2), card('b', 1), card('e', 4)];
const ids = (columns: { id: string }[][]) => columns.map((column) => column.map((entry) => entry.id));

describe('board layout (spec part 3 §2)', () => {
  it('deals cards by position round-robin when rebalancing', () => {
    expect(dealEvenly(cards, 2)).toEqual({ a: 0, b: 1, c: 0, d: 1, e: 0 });
    expect(ids(arrangeColumns(cards, 3, dealEvenly(cards, 3)).columns)).toEqual([
      ['a', 'd'],
      ['b', 'e'],
      ['c'],
    ]);
  });

  it('keeps remembered columns and puts a new card into the shortest column', () => {
    const { columns, arrangement } = arrangeColumns(cards, 2, { a: 0, b: 0, c: 0, d: 1 });
    expect(ids(columns)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(arrangement.e).toBe(1);
  });

  it('ignores a remembered column that no longer exists', () => {
    expect(ids(arrangeColumns([card('a', 0), card('b', 1)], 1, { a: 0, b: 2 }).columns)).toEqual([
      ['a', 'b'],
    ]);
  });

  it('moves a card to the place of the card it is dropped on', () => {
    expect(moveInOrder(cards, 'e', 'b').map((entry) => entry.id)).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(moveInOrder(cards, 'a', 'c').map((entry) => entry.id)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(moveInOrder(cards, 'a', 'missing').map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shows triple as double below extra-wide screens', () => {
    expect(usableLayout('triple', false)).toBe('double');
    expect(usableLayout('triple', true)).toBe('triple');
    expect(usableLayout('single', false)).toBe('single');
  });

  describe('the insertion indicator (issue 30 item 5)', () => {
    const card = (id: string, position: number) => ({ id, position });
    // Two columns dealt from positions 0..4: a c e | b d
    const columns = [
      [card('a', 0), card('c', 2), card('e', 4)],
      [card('b', 1), card('d', 3)],
    ];

    it('shows a card dropped on a later card landing after it, on an earlier one before it', () => {
      // Act
      const later = insertionPoint({ columns, activeId: 'a', over: { cardId: 'd' } });
      const earlier = insertionPoint({ columns, activeId: 'e', over: { cardId: 'c' } });
      const itself = insertionPoint({ columns, activeId: 'c', over: { cardId: 'c' } });

      // Assess: the same places moveInOrder gives
      expect(later).toEqual({ cardId: 'd', side: 'after' });
      expect(moveInOrder(columns.flat(), 'a', 'd').map((entry) => entry.id)).toEqual([
        'b',
        'c',
        'd',
        'a',
        'e',
      ]);
      expect(earlier).toEqual({ cardId: 'c', side: 'before' });
      expect(itself).toBeUndefined();
    });

    it("shows a card dropped on a column's free space at its place in the order there, or atop an empty one", () => {
      // Act
      const between = insertionPoint({ columns, activeId: 'c', over: { column: 1 } });
      const last = insertionPoint({ columns, activeId: 'e', over: { column: 1 } });
      const empty = insertionPoint({ columns: [...columns, []], activeId: 'a', over: { column: 2 } });

      // Assess
      expect(between).toEqual({ cardId: 'd', side: 'before' });
      expect(last).toEqual({ cardId: 'd', side: 'after' });
      expect(empty).toEqual({ column: 2 });
    });
  });
});
