import { describe, expect, it } from 'vitest';
import { followPages } from './follow-pages';

describe('followPages', () => {
  it('asks for each next page with the cursor the last one gave, until it is null', async () => {
    // Prepare
    const pages: Record<string, { items: number[]; next_cursor: string | null }> = {
      first: { items: [1, 2], next_cursor: 'c2' },
      c2: { items: [3], next_cursor: null },
    };
    const asked: (string | undefined)[] = [];

    // Act
    const items = await followPages(async (cursor) => {
      asked.push(cursor);
      return pages[cursor ?? 'first']!;
    });

    // Assess
    expect(items).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 'c2']);
  });
});
