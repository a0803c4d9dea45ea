import { LIST_MAX_RESPONSE_BYTES } from '@thetix/shared/contracts/paging';
import { BadRequestError } from './errors';
import type { HttpResult } from './http-types';

/** A list entry's place in its list: compared part by part, each ascending or descending as the list orders it. */
export type SortKey = readonly (string | number)[];
export type SortOrder = readonly ('asc' | 'desc')[];

export const LIST_CURSOR_MESSAGE = 'cursor must be a next_cursor of this list';

/** Room left under the 1 MB bound for the page's envelope (`next_cursor`, the field name). */
const ENVELOPE_BYTES = 1_000;
/** How many items are read in full at a time while a page fills (an unpaged answer stops at 1 MB, not at a count). */
const LOAD_CHUNK = 25;

/** Opaque to callers: base64url of the last listed entry's sort key. */
export const encodeListCursor = (key: SortKey): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/** The sort key a cursor of this list holds; anything else is a 400 naming the cursor. */
export function decodeListCursor(cursor: string, order: SortOrder): SortKey {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === order.length &&
      key.every((part) => typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part)))
    )
      return key as SortKey;
  } catch {
    // Falls through to the refusal.
  }
  throw new BadRequestError(LIST_CURSOR_MESSAGE);
}

/** Negative when `a` comes before `b` in a list of this order. */
export function compareSortKeys(order: SortOrder, a: SortKey, b: SortKey): number {
  for (const [index, direction] of order.entries()) {
    const left = a[index]!;
    const right = b[index]!;
    if (left === right) continue;
    const ascending =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left) < String(right)
          ? -1
          : 1;
    return direction === 'asc' ? ascending : -ascending;
  }
  return 0;
}

export interface ListPageRequest {
  /** Items at most; `Infinity` for an unpaged (array) answer, still bounded by bytes. */
  readonly limit: number;
  readonly cursor?: string;
  /** The JSON bound; default 1 MB less the envelope. */
  readonly maxBytes?: number;
}

export interface ListPage<T> {
  readonly items: T[];
  readonly next_cursor: string | null;
}

/**
 * One page of a list whose brief entries (ids and sort fields) are read whole and whose items are read in full only
 * for the page: the entries after the cursor in the list's order, loaded a chunk at a time until `limit` items or the
 * next would pass `maxBytes` (at least one item). An entry whose item is gone meanwhile is passed over. `next_cursor`
 * names the last entry passed when more follow, else null.
 */
export async function pageOfList<E extends { id: string }, T extends { id: string }>(options: {
  entries: readonly E[];
  keyOf: (entry: E) => SortKey;
  order: SortOrder;
  request: ListPageRequest;
  load: (entries: readonly E[]) => Promise<readonly T[]>;
}): Promise<ListPage<T>> {
  const { keyOf, order, request } = options;
  const compare = (a: E, b: E) => compareSortKeys(order, keyOf(a), keyOf(b));
  const after = request.cursor === undefined ? undefined : decodeListCursor(request.cursor, order);
  const remaining = [...options.entries]
    .sort(compare)
    .filter((entry) => !after || compareSortKeys(order, keyOf(entry), after) > 0);
  const maxBytes = request.maxBytes ?? LIST_MAX_RESPONSE_BYTES - ENVELOPE_BYTES;
  const items: T[] = [];
  let bytes = 2;
  let passed = 0;
  fill: while (passed < remaining.length && items.length < request.limit) {
    const chunk = remaining.slice(passed, passed + Math.min(LOAD_CHUNK, request.limit - items.length));
    const loaded = new Map((await options.load(chunk)).map((item) => [item.id, item]));
    for (const entry of chunk) {
      if (items.length >= request.limit) break fill;
      const item = loaded.get(entry.id);
      if (item) {
        const size = Buffer.byteLength(JSON.stringify(item), 'utf8') + 1;
        if (items.length > 0 && bytes + size > maxBytes) break fill;
        items.push(item);
        bytes += size;
      }
      passed += 1;
    }
  }
  const last = remaining[passed - 1];
  return { items, next_cursor: passed < remaining.length && last ? encodeListCursor(keyOf(last)) : null };
}

/** Whether a list call asked for a page (`limit` or `cursor`), or the plain array existing callers read. */
export const asksForPage = (query: { limit?: number; cursor?: string }) =>
  query.limit !== undefined || query.cursor !== undefined;

/** What a list call asks for: a page of `limit` (default `defaultLimit`), or without either the whole list to 1 MB. */
export const pageRequestOf = (
  query: { limit?: number; cursor?: string },
  defaultLimit: number,
): ListPageRequest => ({
  limit: query.limit ?? (asksForPage(query) ? defaultLimit : Infinity),
  cursor: query.cursor,
});

/**
 * A list route's answer, as the history's (docs/api.md, "Paging"): `{ [field]: items, next_cursor }` for a page;
 * the plain array otherwise, still stopped before 1 MB, with `X-Next-Cursor` saying where a paged call goes on.
 */
export function listAnswer<Field extends string, T>(
  field: Field,
  page: ListPage<T>,
  paged: boolean,
): HttpResult<T[] | ({ [K in Field]: T[] } & { next_cursor: string | null })> {
  if (paged)
    return {
      status: 200,
      body: { [field]: page.items, next_cursor: page.next_cursor } as { [K in Field]: T[] } & {
        next_cursor: string | null;
      },
    };
  return {
    status: 200,
    body: page.items,
    ...(page.next_cursor ? { headers: { 'X-Next-Cursor': page.next_cursor } } : {}),
  };
}
