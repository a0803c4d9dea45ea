import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  watchlistEntrySchema,
  watchlistSchema,
  type WatchlistEntryBody,
} from '@thetix/shared/contracts/watchlist';
import * as z from 'zod';
import { api } from '../../../lib/api-client';

const key = ['wheel', 'watchlist'] as const;

/** GET /api/watchlist: the tickers the user would like to own, by ticker, and the per-user limit. */
export const watchlistQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.request('GET /api/watchlist', { schema: watchlistSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const useWatchlist = () => useQuery(watchlistQueryOptions());

/** PUT /api/watchlist/{ticker}: adds or replaces the whole entry, then the list is read again. */
export function useSaveWatchlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the server's message beside the field it names, so no toast repeats it.
    meta: { suppressErrorToast: true },
    mutationFn: ({ ticker, body }: { ticker: string; body: WatchlistEntryBody }) =>
      api.request('PUT /api/watchlist/{ticker}', { schema: watchlistEntrySchema, params: { ticker }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /api/watchlist/{ticker}. */
export function useRemoveWatchlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticker: string) =>
      api.request('DELETE /api/watchlist/{ticker}', { schema: z.null(), params: { ticker } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
