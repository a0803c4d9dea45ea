import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCardResponseSchema } from '@thetix/shared/contracts/thetix';
import type * as z from 'zod';
import { publicApi as api } from './public-api-client';

export type PublicCardResponse = z.infer<typeof publicCardResponseSchema>;

/** GET /api/public/thetix-cards/{cardId}: no sign-in. */
export function getPublicCard(cardId: string, signal?: AbortSignal): Promise<PublicCardResponse> {
  return api.request('GET /api/public/thetix-cards/{cardId}', {
    schema: publicCardResponseSchema,
    params: { cardId },
    signal,
  });
}

export const publicCardQueryKey = (cardId: string) => ['public-thetix', 'card', cardId] as const;

/** The page shows its own error text (spec part 3 §8), so no toast and no retry of a 404. */
export const publicCardQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: publicCardQueryKey(cardId),
    queryFn: ({ signal }) => getPublicCard(cardId, signal),
    retry: false,
    meta: { suppressErrorToast: true },
  });

export const usePublicCard = (cardId: string) => useQuery(publicCardQueryOptions(cardId));
