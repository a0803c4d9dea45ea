import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tickerPriceListSchema } from '@thetix/shared/contracts/market-data';
import { api } from '../../../lib/api-client';
import { PRICE_REFRESH_MS, pricePolling, type PriceRefreshKind } from '../../../lib/portfolio/price-refresh';

/** The API takes at most 50 tickers a call. */
const MAX_TICKERS = 50;

/** GET /api/price?tickers=A,B: the latest price per ticker; unknown tickers are left out. */
export function getPrices(tickers: readonly string[], signal?: AbortSignal) {
  return api.request('GET /api/price', {
    schema: tickerPriceListSchema,
    query: { tickers: tickers.slice(0, MAX_TICKERS).join(',') },
    signal,
  });
}

/**
 * Polled at the kind's interval (spec part 2 §9), stopping after 3 failed polls in a row; a refresh that moves a
 * price dispatches 'pricesUpdated' so performance views refetch (lib/portfolio/price-refresh.ts).
 */
export const pricesQueryOptions = (tickers: readonly string[], kind: PriceRefreshKind = 'default') =>
  queryOptions({
    queryKey: ['market-data', 'prices', kind, [...tickers].sort()],
    ...pricePolling(kind, ({ signal }) => getPrices(tickers, signal)),
    staleTime: PRICE_REFRESH_MS[kind],
    enabled: tickers.length > 0,
    placeholderData: keepPreviousData,
    // A missing price falls back to the position's own; the list is still useful without a toast.
    meta: { suppressErrorToast: true },
  });

export const usePrices = (tickers: readonly string[], kind: PriceRefreshKind = 'default') =>
  useQuery(pricesQueryOptions(tickers, kind));
