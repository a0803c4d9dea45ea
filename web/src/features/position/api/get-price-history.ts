import { queryOptions, useQuery } from '@tanstack/react-query';
import { candlesResponseSchema } from '@thetix/shared/contracts/market-data';
import { api } from '../../../lib/api-client';

/** Spec part 2 §2: the position chart covers the last 90 days. */
export const POSITION_CHART_DAYS = 90;

const newYorkDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

/** GET /api/candles/{ticker}?from&to (cached 24 hours, spec part 2 §9). */
export const priceHistoryQueryOptions = (ticker: string) =>
  queryOptions({
    queryKey: ['market', 'candles', ticker, POSITION_CHART_DAYS],
    queryFn: ({ signal }) => {
      const to = new Date();
      const from = new Date(to.getTime() - POSITION_CHART_DAYS * 24 * 60 * 60_000);
      return api.request('GET /api/candles/{ticker}', {
        schema: candlesResponseSchema,
        params: { ticker },
        query: { from: newYorkDay.format(from), to: newYorkDay.format(to) },
        signal,
      });
    },
    staleTime: 24 * 60 * 60_000,
  });

export const usePriceHistory = (ticker: string) => useQuery(priceHistoryQueryOptions(ticker));
