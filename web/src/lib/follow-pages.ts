/**
 * Reads a paged list to its end (docs/api.md, "Paging"): each page's `next_cursor` asks for the next, until null.
 * For lists the screen shows whole and that are bounded (a collection's cards, the collections): usually one page.
 * A plain array answer (a server from before paging) is one last page.
 */
export async function followPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: readonly T[]; next_cursor: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return items;
}
