import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionChainSchema, type OptionChain } from '@thetix/shared/contracts/market-data';
import { api } from '../../../lib/api-client';

/** GET /api/options/{ticker}?expiration_date: the chain the fine-tune strike list reads. */
export function getOptionChain(
  ticker: string,
  expiration: string,
  signal?: AbortSignal,
): Promise<OptionChain> {
  return api.request('GET /api/options/{ticker}', {
    schema: optionChainSchema,
    params: { ticker },
    query: { expiration_date: expiration },
    signal,
  });
}

export const optionChainQueryOptions = (ticker: string, expiration: string) =>
  queryOptions({
    queryKey: ['market', 'options', ticker, expiration],
    queryFn: ({ signal }) => getOptionChain(ticker, expiration, signal),
    staleTime: 60_000,
    meta: { suppressErrorToast: true },
  });

export const useOptionChain = (ticker: string, expiration: string) =>
  useQuery(optionChainQueryOptions(ticker, expiration));
