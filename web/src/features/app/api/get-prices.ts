import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tickerPriceListSchema } from '@thetix/shared/contracts/market-data';
import { api } from '../../../lib/api-client';

/** The API takes at most 50 tickers a call. */
const MAX_TICKERS = 50;
/** Prices move during the session; the sidebar refreshes them each minute. */
const PRICE_REFRESH_MS = 60_000;

/** GET /api/price?tickers=A,B: the latest price per ticker; unknown tickers are left out. */
export function getPrices(tickers: readonly string[], signal?: AbortSignal) {
  return api.request('GET /api/price', {
    schema: tickerPriceListSchema,
    query: { tickers: tickers.slice(0, MAX_TICKERS).join(',') },
    signal,
  });
}

export const pricesQueryOptions = (tickers: readonly string[]) =>
  queryOptions({
    queryKey: ['market-data', 'prices', [...tickers].sort()],
    queryFn: ({ signal }) => getPrices(tickers, signal),
    refetchInterval: PRICE_REFRESH_MS,
    staleTime: PRICE_REFRESH_MS,
    enabled: tickers.length > 0,
    placeholderData: keepPreviousData,
    // A missing price falls back to the position's own; the list is still useful without a toast.
    meta: { suppressErrorToast: true },
  });

export const usePrices = (tickers: readonly string[]) => useQuery(pricesQueryOptions(tickers));
