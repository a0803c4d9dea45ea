import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_LIMIT,
  transactionGroupListSchema,
  transactionPageSchema,
  type HistoryFilter,
  type TransactionGroup,
  type TransactionPage,
} from '@thetix/shared/contracts/portfolio';
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

/** The server-side filters of a history page (ticker, type, from and to as YYYY-MM-DD). */
export type HistoryQuery = HistoryFilter;

/** One page of the history with the server's filters: `limit` groups after `cursor`, newest first. */
export function getTransactionPage(
  accountId: string,
  ticker: string | undefined,
  filter: HistoryQuery,
  page: { cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const query = {
    accountId: accountId || undefined,
    ticker: filter.ticker || undefined,
    type: filter.type && filter.type !== 'all' ? filter.type : undefined,
    from: filter.from,
    to: filter.to,
    limit: page.limit ?? HISTORY_DEFAULT_LIMIT,
    cursor: page.cursor,
  };
  return ticker
    ? api.request('GET /api/positions/{ticker}/transactions/new', {
        schema: transactionPageSchema,
        params: { ticker },
        query,
        signal,
      })
    : api.request('GET /api/portfolio/transactions', { schema: transactionPageSchema, query, signal });
}

/**
 * The history with the filters sent to the server, a page at a time (the list loads the next one as it scrolls).
 * Under `transactionsQueryKey`, so whatever refreshes the history refreshes these pages too.
 */
export const transactionPagesQueryOptions = (
  accountId: string,
  ticker: string | undefined,
  filter: HistoryQuery,
) =>
  infiniteQueryOptions({
    queryKey: [...transactionsQueryKey, accountId || 'all', ticker ?? 'all', 'pages', filter],
    queryFn: ({ signal, pageParam }) =>
      getTransactionPage(accountId, ticker, filter, { cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last: TransactionPage) => last.next_cursor ?? undefined,
    staleTime: TRANSACTIONS_STALE_MS,
    retry: false,
    meta: { suppressErrorToast: true },
  });

export const useTransactionPages = (accountId: string, ticker: string | undefined, filter: HistoryQuery) =>
  useInfiniteQuery(transactionPagesQueryOptions(accountId, ticker, filter));

/**
 * Every group the filters select, page after page of the largest size, for the CSV export; `onProgress` hears the
 * groups fetched so far and the total the server counted.
 */
export async function fetchAllTransactions(
  accountId: string,
  ticker: string | undefined,
  filter: HistoryQuery,
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<TransactionGroup[]> {
  const groups: TransactionGroup[] = [];
  let cursor: string | undefined;
  do {
    const page = await getTransactionPage(
      accountId,
      ticker,
      filter,
      { cursor, limit: HISTORY_MAX_LIMIT },
      signal,
    );
    groups.push(...page.groups);
    onProgress?.(groups.length, page.summary.count);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return groups;
}
