import { describe, expect, it } from 'vitest';
import {
  decodeListCursor,
  encodeListCursor,
  LIST_CURSOR_MESSAGE,
  pageOfList,
  type SortOrder,
} from './list-page';

interface Entry {
  id: string;
  at: string;
}

const order: SortOrder = ['desc', 'asc'];
const entries: Entry[] = [
  { id: 'a', at: '2026-11-01' },
  { id: 'b', at: '2026-11-03' },
  { id: 'c', at: '2026-11-02' },
  { id: 'd', at: '2026-11-03' },
];
const page = (
  request: { limit: number; cursor?: string; maxBytes?: number },
  load = async (chunk: readonly Entry[]) => chunk,
) => pageOfList({ entries, keyOf: (entry) => [entry.at, entry.id], order, request, load });

describe('pageOfList', () => {
  it('pages in the list order with a cursor after the last item, null on the last page', async () => {
    // Act
    const first = await page({ limit: 3 });
    const second = await page({ limit: 3, cursor: first.next_cursor! });

    // Assess
    expect(first.items.map((entry) => entry.id)).toEqual(['b', 'd', 'c']);
    expect(first.next_cursor).toBe(encodeListCursor(['2026-11-02', 'c']));
    expect(second).toEqual({ items: [{ id: 'a', at: '2026-11-01' }], next_cursor: null });
  });

  it('stops before the byte bound with at least one item, and passes over items gone meanwhile', async () => {
    // Prepare: each item is about 30 bytes of JSON; c was deleted after the index was read.
    const withoutC = async (chunk: readonly Entry[]) => chunk.filter((entry) => entry.id !== 'c');

    // Act
    const tight = await page({ limit: Infinity, maxBytes: 40 });
    const all = await page({ limit: Infinity }, withoutC);

    // Assess
    expect(tight.items.map((entry) => entry.id)).toEqual(['b']);
    expect(tight.next_cursor).toBe(encodeListCursor(['2026-11-03', 'b']));
    expect(all).toEqual({
      items: ['b', 'd', 'a'].map((id) => entries.find((entry) => entry.id === id)),
      next_cursor: null,
    });
  });

  it.each([
    ['not base64 JSON', 'bm90LWpzb24'],
    ['a key of another length', encodeListCursor(['2026-11-01'])],
    ['a key of objects', encodeListCursor([{}, 'a'] as unknown as string[])],
  ])('refuses %s as a cursor with a 400', (_case, cursor) => {
    expect(() => decodeListCursor(cursor, order)).toThrow(LIST_CURSOR_MESSAGE);
  });
});
