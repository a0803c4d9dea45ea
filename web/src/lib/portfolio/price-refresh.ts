import { useQueryClient, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Spec part 2 §9: how often each kind of price is polled. */
export const PRICE_REFRESH_MS = {
  realtime: 10_000,
  standard: 30_000,
  performance: 5 * 60_000,
  historical: 60 * 60_000,
  default: 5_000,
} as const;
export type PriceRefreshKind = keyof typeof PRICE_REFRESH_MS;

/** Spec part 2 §9: polling stops after 3 failures in a row; a later successful fetch (focus, remount) resumes it. */
export const PRICE_POLL_MAX_FAILURES = 3;

/** Spec part 2 §4: the window event that tells performance views the prices under them moved. */
export const PRICES_UPDATED_EVENT = 'pricesUpdated';

/** The next poll of a price query, or false once it has failed too often in a row. */
export const priceRefetchInterval = (kind: PriceRefreshKind, consecutiveFailures: number): number | false =>
  consecutiveFailures >= PRICE_POLL_MAX_FAILURES ? false : PRICE_REFRESH_MS[kind];

/**
 * Failed polls in a row, per cached query. TanStack's own failure count restarts with every fetch, so it cannot
 * tell three failed polls from one; a WeakMap lets the entry go with the query when the cache drops it.
 */
const failureStreaks = new WeakMap<Query, number>();

type PriceFetcher<T> = (context: QueryFunctionContext) => Promise<T>;

/**
 * The polling half of a price query's options: a query function that counts failed polls and, when a refresh
 * brings different figures than the cache held, dispatches 'pricesUpdated' on window; and the matching interval.
 * No retries: each poll is one attempt, so "3 failures" means three polls.
 */
export function pricePolling<T>(kind: PriceRefreshKind, fetcher: PriceFetcher<T>) {
  return {
    queryFn: async (context: QueryFunctionContext): Promise<T> => {
      const query = context.client.getQueryCache().find({ queryKey: context.queryKey, exact: true });
      const before = context.client.getQueryData<T>(context.queryKey);
      try {
        const data = await fetcher(context);
        if (query) failureStreaks.delete(query);
        if (before !== undefined && JSON.stringify(before) !== JSON.stringify(data))
          window.dispatchEvent(new Event(PRICES_UPDATED_EVENT));
        return data;
      } catch (error) {
        if (query && !context.signal.aborted) failureStreaks.set(query, (failureStreaks.get(query) ?? 0) + 1);
        throw error;
      }
    },
    refetchInterval: (query: Query<T, Error, T, QueryKey>) =>
      priceRefetchInterval(kind, failureStreaks.get(query as Query) ?? 0),
    retry: false,
  } as const;
}

/**
 * Refreshes the cached queries under `queryKey` (the performance ones) whenever prices move. Queries still
 * fresh are left alone, so a burst of price ticks costs one performance call per stale period.
 */
export function useRefreshOnPricesUpdated(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const serializedKey = JSON.stringify(queryKey);
  useEffect(() => {
    const refresh = () =>
      void queryClient.refetchQueries(
        { queryKey: JSON.parse(serializedKey) as QueryKey, type: 'active', stale: true },
        { cancelRefetch: false },
      );
    window.addEventListener(PRICES_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(PRICES_UPDATED_EVENT, refresh);
  }, [queryClient, serializedKey]);
}
