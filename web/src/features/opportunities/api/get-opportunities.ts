import { queryOptions, useQueries } from '@tanstack/react-query';
import { opportunityListSchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import { sortOpportunities } from '@thetix/shared/opportunities/opportunity-list';
import { api } from '../../../lib/api-client';

/** Spec part 2 §9: opportunities are cached 5 minutes. */
export const OPPORTUNITIES_STALE_MS = 5 * 60_000;

/** GET /api/opportunities?accountId&tickers: every status, the server's limit of 200 (spec part 2 §7). */
export function getOpportunities(
  accountId: string,
  tickers: string | undefined,
  signal?: AbortSignal,
): Promise<Opportunity[]> {
  return api
    .request('GET /api/opportunities', {
      schema: opportunityListSchema,
      query: { accountId, tickers },
      signal,
    })
    .then((list) => list.opportunities);
}

/** Prefix of every opportunity entry, for invalidation after an action. */
export const opportunitiesQueryKey = ['opportunities'] as const;

export const opportunitiesQueryOptions = (accountId: string, ticker?: string) =>
  queryOptions({
    queryKey: [...opportunitiesQueryKey, 'list', accountId, ticker ?? 'all'],
    queryFn: ({ signal }) => getOpportunities(accountId, ticker, signal),
    staleTime: OPPORTUNITIES_STALE_MS,
    // The list shows 'Failed to load opportunities. Please try again.' itself.
    meta: { suppressErrorToast: true },
  });

/**
 * The opportunities of the given accounts (one request each: the route takes one account), merged in list order.
 * Spec part 2 §5: they load only for accounts of the signed-in user, which the account list already guarantees.
 */
export function useOpportunities(accountIds: readonly string[], ticker?: string) {
  return useQueries({
    queries: accountIds.map((accountId) => opportunitiesQueryOptions(accountId, ticker)),
    combine: (results) => ({
      opportunities: sortOpportunities(results.flatMap((result) => result.data ?? [])),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
