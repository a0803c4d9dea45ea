import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxLotsResponseSchema } from '@thetix/shared/contracts/tax';
import { api } from '../api-client';

export interface CallToCheck {
  readonly strike: number;
  readonly expiration: string;
  readonly contracts: number;
  readonly premium: number;
}

/** GET /api/positions/{ticker}/tax-lots: lots, open calls' tax status and, with `call`, a call about to be sold. */
export const taxLotsQueryOptions = (ticker: string, accountId: string, call?: CallToCheck) =>
  queryOptions({
    queryKey: ['portfolio', 'tax-lots', accountId || 'all', ticker, call ?? null],
    queryFn: ({ signal }) =>
      api.request('GET /api/positions/{ticker}/tax-lots', {
        schema: taxLotsResponseSchema,
        params: { ticker },
        query: {
          accountId: accountId || undefined,
          ...(call ?? {}),
        },
        signal,
      }),
    staleTime: 60_000,
  });

export const useTaxLots = (ticker: string, accountId: string, call?: CallToCheck) =>
  useQuery(taxLotsQueryOptions(ticker, accountId, call));
