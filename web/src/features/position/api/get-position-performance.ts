import { queryOptions, useQuery } from '@tanstack/react-query';
import { performanceSchema } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { useRefreshOnPricesUpdated } from '../../../lib/portfolio/price-refresh';

/**
 * GET /api/positions/{ticker}/performance?accountId: refetched every 10 minutes (spec part 2 §7) and when prices
 * move (window event 'pricesUpdated', §4).
 */
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

export function usePositionPerformance(ticker: string, accountId: string) {
  const options = positionPerformanceQueryOptions(ticker, accountId);
  useRefreshOnPricesUpdated(options.queryKey);
  return useQuery(options);
}
