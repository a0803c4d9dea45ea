import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionListSchema, type CardCollection } from '@thetix/shared/contracts/thetix';
import { api } from '../../../lib/api-client';
import { thetixKeys } from './query-keys';

/** Spec part 3 §9: the collection query is fresh for 5 minutes; the board's own edits invalidate it. */
export const COLLECTIONS_STALE_MS = 5 * 60_000;

/** GET /api/thetix-card-collections: the caller's collections (the first call creates the default one). */
export function getCollections(signal?: AbortSignal): Promise<CardCollection[]> {
  return api.request('GET /api/thetix-card-collections', { schema: collectionListSchema, signal });
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
