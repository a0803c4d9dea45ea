import { queryOptions, useQuery } from '@tanstack/react-query';
import { performanceSchema, type Performance } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { useRefreshOnPricesUpdated } from '../../../lib/portfolio/price-refresh';

/** Spec part 2 §9: performance refetches every 10 minutes. */
export const PERFORMANCE_REFETCH_MS = 10 * 60_000;

/** GET /api/portfolio/performance?accountId ('' = all visible accounts). */
export function getPortfolioPerformance(accountId: string, signal?: AbortSignal): Promise<Performance> {
  return api.request('GET /api/portfolio/performance', {
    schema: performanceSchema,
    query: { accountId: accountId || undefined },
    signal,
  });
}

export const portfolioPerformanceQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['portfolio', 'performance', accountId || 'all'],
    queryFn: ({ signal }) => getPortfolioPerformance(accountId, signal),
    refetchInterval: PERFORMANCE_REFETCH_MS,
  });

/** Also refetched when prices move (window event 'pricesUpdated', spec part 2 §4). */
export function usePortfolioPerformance(accountId: string) {
  const options = portfolioPerformanceQueryOptions(accountId);
  useRefreshOnPricesUpdated(options.queryKey);
  return useQuery(options);
}
