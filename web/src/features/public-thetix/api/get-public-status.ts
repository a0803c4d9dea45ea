import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  collectionStatusSchema,
  publicCardStatusSchema,
  type CardJobStatus,
} from '@thetix/shared/contracts/thetix';
import { publicApi as api } from './public-api-client';
import { nextPollDelay } from '../model/smart-polling';

/** What smart polling reads of a card (spec part 3 §4). */
export interface PublicCardStatus {
  id: string;
  scheduled_update_at: string | null;
  materialized_updated_at: string | null;
  job_status: CardJobStatus | null;
}

/** Status polling errors are ignored: the page keeps what it shows and tries again at the next interval. */
const statusQuery = <Data extends { cards: PublicCardStatus[] }>(
  queryKey: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<Data>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    retry: false,
    staleTime: 0,
    meta: { suppressErrorToast: true },
    refetchInterval: (query) => nextPollDelay(query.state.data?.cards ?? [], Date.now()),
  });

/** GET /api/public/thetix-collections/{id}/status, polled by the smart schedule while the page is open. */
export const usePublicCollectionStatus = (collectionId: string, enabled: boolean) =>
  useQuery({
    ...statusQuery(['public-thetix', 'collection-status', collectionId], (signal) =>
      api.request('GET /api/public/thetix-collections/{id}/status', {
        schema: collectionStatusSchema,
        params: { id: collectionId },
        signal,
      }),
    ),
    enabled,
  });

/** GET /api/public/thetix-cards/{cardId}/status, as one card's list, polled the same way. */
export const usePublicCardStatus = (cardId: string, enabled: boolean) =>
  useQuery({
    ...statusQuery(['public-thetix', 'card-status', cardId], async (signal) => ({
      cards: [
        await api.request('GET /api/public/thetix-cards/{cardId}/status', {
          schema: publicCardStatusSchema,
          params: { cardId },
          signal,
        }),
      ],
    })),
    enabled,
  });
