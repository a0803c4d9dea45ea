import { queryOptions, useQueries } from '@tanstack/react-query';
import { companySchema, type Company } from '@thetix/shared/contracts/market-data';
import { api, ApiError } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';

/** GET /api/companies/{ticker}: public, no XSRF token (spec part 1 §7). A 404 means the ticker is unknown. */
export function getCompany(ticker: string, signal?: AbortSignal): Promise<Company> {
  return api.request('GET /api/companies/{ticker}', { schema: companySchema, params: { ticker }, signal });
}

/** A 4xx will not change on a retry (unknown or malformed ticker); a network or server failure may. */
export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const companyQueryOptions = (ticker: string) =>
  queryOptions({
    queryKey: ['public', 'companies', ticker],
    queryFn: ({ signal }) => getCompany(ticker, signal),
    staleTime: staleTimes.referenceData,
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    // The row says 'Ticker not found. Please check the symbol.' itself; a toast would repeat it.
    meta: { suppressErrorToast: true },
  });

/** One lookup per ticker typed into the calculator, in row order. */
export const useCompanies = (tickers: readonly string[]) =>
  useQueries({ queries: tickers.map((ticker) => companyQueryOptions(ticker)) });
