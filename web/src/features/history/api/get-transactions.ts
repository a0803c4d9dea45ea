import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionGroupListSchema, type TransactionGroup } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';

/** Spec part 2 §9: transactions are stale after 1 hour and not retried. */
const TRANSACTIONS_STALE_MS = 60 * 60_000;

/** GET /api/portfolio/transactions, or GET /api/positions/{ticker}/transactions/new for one position. */
export function getTransactions(
  accountId: string,
  ticker: string | undefined,
  signal?: AbortSignal,
): Promise<TransactionGroup[]> {
  const query = { accountId: accountId || undefined };
  return ticker
    ? api.request('GET /api/positions/{ticker}/transactions/new', {
        schema: transactionGroupListSchema,
        params: { ticker },
        query,
        signal,
      })
    : api.request('GET /api/portfolio/transactions', { schema: transactionGroupListSchema, query, signal });
}

export const transactionsQueryKey = ['portfolio', 'transactions'] as const;

export const transactionsQueryOptions = (accountId: string, ticker?: string) =>
  queryOptions({
    queryKey: [...transactionsQueryKey, accountId || 'all', ticker ?? 'all'],
    queryFn: ({ signal }) => getTransactions(accountId, ticker, signal),
    staleTime: TRANSACTIONS_STALE_MS,
    retry: false,
    meta: { suppressErrorToast: true },
  });

export const useTransactions = (accountId: string, ticker?: string) =>
  useQuery(transactionsQueryOptions(accountId, ticker));
