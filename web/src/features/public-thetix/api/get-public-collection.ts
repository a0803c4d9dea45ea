import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCollectionSchema } from '@thetix/shared/contracts/thetix';
import type * as z from 'zod';
import { publicApi as api } from './public-api-client';

export type PublicCollection = z.infer<typeof publicCollectionSchema>;

/** GET /api/public/thetix-collections/{id}: no sign-in; `cardIds` narrows the answer to the cards that changed. */
export function getPublicCollection(
  collectionId: string,
  cardIds?: readonly string[],
  signal?: AbortSignal,
): Promise<PublicCollection> {
  return api.request('GET /api/public/thetix-collections/{id}', {
    schema: publicCollectionSchema,
    params: { id: collectionId },
    query: { card_ids: cardIds?.length ? cardIds.join(',') : undefined },
    signal,
  });
}

export const publicCollectionQueryKey = (collectionId: string) =>
  ['public-thetix', 'collection', collectionId] as const;

/** The page shows its own error text (spec part 3 §8), so no toast and no retry of a 404. */
export const publicCollectionQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: publicCollectionQueryKey(collectionId),
    queryFn: ({ signal }) => getPublicCollection(collectionId, undefined, signal),
    retry: false,
    meta: { suppressErrorToast: true },
  });

export const usePublicCollection = (collectionId: string) =>
  useQuery(publicCollectionQueryOptions(collectionId));
