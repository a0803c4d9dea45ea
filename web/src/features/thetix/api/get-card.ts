import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardWithCollectionSchema } from '@thetix/shared/contracts/thetix';
import type * as z from 'zod';
import { ApiError, api } from '../../../lib/api-client';
import { isRunning } from '../model/card-progress';
import { RUNNING_POLL_MS } from './get-cards';
import { thetixKeys } from './query-keys';

export type CardWithCollection = z.infer<typeof cardWithCollectionSchema>;

/** GET /api/thetix-cards/{cardId}: the card and its collection (404 when missing or another user's). */
export function getCard(cardId: string, signal?: AbortSignal): Promise<CardWithCollection> {
  return api.request('GET /api/thetix-cards/{cardId}', {
    schema: cardWithCollectionSchema,
    params: { cardId },
    signal,
  });
}

export const cardQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: thetixKeys.card(cardId),
    queryFn: ({ signal }) => getCard(cardId, signal),
    // The page shows its own not-found text (spec part 3 §8), so neither a toast nor retries for a 404.
    meta: { suppressErrorToast: true },
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    refetchInterval: (query) =>
      query.state.data && isRunning(query.state.data.card) ? RUNNING_POLL_MS : false,
  });

export const useCard = (cardId: string) => useQuery(cardQueryOptions(cardId));
