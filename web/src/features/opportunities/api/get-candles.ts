import { queryOptions, useQuery } from '@tanstack/react-query';
import { candlesResponseSchema } from '@thetix/shared/contracts/market-data';
import { api } from '../../../lib/api-client';

/** Spec part 2 §9: candles are cached 24 hours. */
const CANDLES_STALE_MS = 24 * 60 * 60_000;

/** A New York calendar day: the API refuses a `to` after today there. */
const newYorkDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
const isoDay = (date: Date): string => newYorkDay.format(date);

/** GET /api/candles/{ticker}?from&to: the last `days` calendar days up to today. */
export function getCandles(ticker: string, days: number, signal?: AbortSignal) {
  const to = new Date();
  const from = new Date(to.getTime() - days * 24 * 60 * 60_000);
  return api.request('GET /api/candles/{ticker}', {
    schema: candlesResponseSchema,
    params: { ticker },
    query: { from: isoDay(from), to: isoDay(to) },
    signal,
  });
}

export const candlesQueryOptions = (ticker: string, days: number) =>
  queryOptions({
    queryKey: ['market', 'candles', ticker, days],
    queryFn: ({ signal }) => getCandles(ticker, days, signal),
    staleTime: CANDLES_STALE_MS,
    meta: { suppressErrorToast: true },
  });

export const useCandles = (ticker: string, days: number) => useQuery(candlesQueryOptions(ticker, days));
