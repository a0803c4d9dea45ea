import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardListSchema, type Card } from '@thetix/shared/contracts/thetix';
import { api } from '../../../lib/api-client';
import { isRunning } from '../model/card-progress';
import { thetixKeys } from './query-keys';

/** Spec part 3 §4 and §9: while any card is pending or processing the list is fetched every 2 s. */
export const RUNNING_POLL_MS = 2_000;

/** GET /api/thetix-cards?collection_id[&card_ids]: cards by position, cancelled ones already left out. */
export function getCards(
  collectionId: string,
  cardIds?: readonly string[],
  signal?: AbortSignal,
): Promise<Card[]> {
  return api.request('GET /api/thetix-cards', {
    schema: cardListSchema,
    query: { collection_id: collectionId, card_ids: cardIds?.length ? cardIds.join(',') : undefined },
    signal,
  });
}

export const collectionCardsQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: thetixKeys.collectionCards(collectionId),
    queryFn: ({ signal }) => getCards(collectionId, undefined, signal),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? RUNNING_POLL_MS : false),
  });

export const useCollectionCards = (collectionId: string | undefined) =>
  useQuery({ ...collectionCardsQueryOptions(collectionId ?? ''), enabled: Boolean(collectionId) });
