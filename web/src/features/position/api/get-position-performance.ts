import { queryOptions, useQuery } from '@tanstack/react-query';
import { performanceSchema } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';

/** GET /api/positions/{ticker}/performance?accountId (refetched every 10 minutes, spec part 2 §7). */
export const positionPerformanceQueryOptions = (ticker: string, accountId: string) =>
  queryOptions({
    queryKey: ['portfolio', 'performance', accountId || 'all', ticker],
    queryFn: ({ signal }) =>
      api.request('GET /api/positions/{ticker}/performance', {
        schema: performanceSchema,
        params: { ticker },
        query: { accountId: accountId || undefined },
        signal,
      }),
    refetchInterval: 10 * 60_000,
  });

export const usePositionPerformance = (ticker: string, accountId: string) =>
  useQuery(positionPerformanceQueryOptions(ticker, accountId));
