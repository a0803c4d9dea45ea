import { queryOptions, useQuery } from '@tanstack/react-query';
import { expirationsResponseSchema } from '@thetix/shared/contracts/market-data';
import { api } from '../../../lib/api-client';

/** GET /api/options/{ticker}/expirations: the listed expirations of the next 366 days. */
export function getExpirations(ticker: string, signal?: AbortSignal) {
  return api.request('GET /api/options/{ticker}/expirations', {
    schema: expirationsResponseSchema,
    params: { ticker },
    signal,
  });
}

export const expirationsQueryOptions = (ticker: string) =>
  queryOptions({
    queryKey: ['market', 'expirations', ticker],
    queryFn: ({ signal }) => getExpirations(ticker, signal),
    staleTime: 60 * 60_000,
  });

export const useExpirations = (ticker: string) => useQuery(expirationsQueryOptions(ticker));
