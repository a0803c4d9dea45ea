import { queryOptions, useQueries } from '@tanstack/react-query';
import { holdingsResponseSchema, type HoldingReview } from '@thetix/shared/contracts/opportunities';
import { api } from '../../../lib/api-client';
import { OPPORTUNITIES_STALE_MS, opportunitiesQueryKey } from './get-opportunities';

/**
 * GET /api/opportunities/holdings?accountId&tickers: each holding's open calls with the suggested action, and why a
 * holding has no covered call (issue 18 items 11 and 12). Under the opportunities key, so an action refreshes it.
 */
export function getHoldings(
  accountId: string,
  tickers: string | undefined,
  signal?: AbortSignal,
): Promise<HoldingReview[]> {
  return api
    .request('GET /api/opportunities/holdings', {
      schema: holdingsResponseSchema,
      query: { accountId, tickers },
      signal,
    })
    .then((answer) => answer.holdings);
}

export const holdingsQueryOptions = (accountId: string, ticker?: string) =>
  queryOptions({
    queryKey: [...opportunitiesQueryKey, 'holdings', accountId, ticker ?? 'all'],
    queryFn: ({ signal }) => getHoldings(accountId, ticker, signal),
    staleTime: OPPORTUNITIES_STALE_MS,
    // The explanations are an aid next to the list: a failure leaves them out rather than raising a toast.
    meta: { suppressErrorToast: true },
  });

/** The holdings review of the given accounts (one request each: the route takes one account), merged. */
export function useHoldings(accountIds: readonly string[], ticker?: string) {
  return useQueries({
    queries: accountIds.map((accountId) => holdingsQueryOptions(accountId, ticker)),
    combine: (results) => ({
      holdings: results.flatMap((result) => result.data ?? []),
      isSuccess: results.length > 0 && results.every((result) => result.isSuccess),
    }),
  });
}
