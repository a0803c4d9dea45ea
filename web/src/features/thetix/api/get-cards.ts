import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardListResponseSchema, MAX_CARDS_PER_COLLECTION, type Card } from '@thetix/shared/contracts/thetix';
import { api } from '../../../lib/api-client';
import { followPages } from '../../../lib/follow-pages';
import { isRunning } from '../model/card-progress';
import { thetixKeys } from './query-keys';

/** Spec part 3 §4 and §9: while any card is pending or processing the list is fetched every 2 s. */
export const RUNNING_POLL_MS = 2_000;

/** A collection holds at most this many cards: one page answers it unless the cards pass 1 MB together. */
const CARDS_PAGE_LIMIT = MAX_CARDS_PER_COLLECTION;

/**
 * GET /api/thetix-cards?collection_id[&card_ids]&limit[&cursor]: a collection's cards by position, cancelled ones
 * already left out, its pages followed to the last (the board loads per collection and shows it whole).
 */
export function getCards(
  collectionId: string,
  cardIds?: readonly string[],
  signal?: AbortSignal,
): Promise<Card[]> {
  return followPages(async (cursor) => {
    const page = await api.request('GET /api/thetix-cards', {
      schema: cardListResponseSchema,
      query: {
        collection_id: collectionId,
        card_ids: cardIds?.length ? cardIds.join(',') : undefined,
        limit: CARDS_PAGE_LIMIT,
        cursor,
      },
      signal,
    });
    return Array.isArray(page)
      ? { items: page, next_cursor: null }
      : { items: page.cards, next_cursor: page.next_cursor };
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
