import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  collectionListResponseSchema,
  MAX_COLLECTIONS,
  type CardCollection,
} from '@thetix/shared/contracts/thetix';
import { api } from '../../../lib/api-client';
import { followPages } from '../../../lib/follow-pages';
import { thetixKeys } from './query-keys';

/** Spec part 3 §9: the collection query is fresh for 5 minutes; the board's own edits invalidate it. */
export const COLLECTIONS_STALE_MS = 5 * 60_000;

/** GET /api/thetix-card-collections: the caller's collections (the first call creates the default one), every page. */
export function getCollections(signal?: AbortSignal): Promise<CardCollection[]> {
  return followPages(async (cursor) => {
    const page = await api.request('GET /api/thetix-card-collections', {
      schema: collectionListResponseSchema,
      query: { limit: MAX_COLLECTIONS, cursor },
      signal,
    });
    return Array.isArray(page)
      ? { items: page, next_cursor: null }
      : { items: page.collections, next_cursor: page.next_cursor };
  });
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: thetixKeys.collections(),
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: COLLECTIONS_STALE_MS,
  });

export const useCollections = () => useQuery(collectionsQueryOptions());

/** The collection a board without an id opens: the default one, else the first (spec part 3 §2). */
export const defaultCollection = (collections: readonly CardCollection[]): CardCollection | undefined =>
  collections.find((collection) => collection.is_default) ?? collections[0];
