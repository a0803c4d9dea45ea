import { describe, expect, it } from 'vitest';
import { arrangeColumns, dealEvenly, moveInOrder, usableLayout } from './board-layout';

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
});
