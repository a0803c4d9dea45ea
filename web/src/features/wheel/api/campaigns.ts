import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignListSchema, campaignResponseSchema } from '@thetix/shared/contracts/campaigns';
import { api } from '../../../lib/api-client';

/** Every campaign query starts with this key, so a recorded trade can have them all read again. */
export const campaignsQueryKey = ['campaigns'] as const;

/** Campaigns are derived from the ledger on every read (decision 320): a short cache, read again on each visit. */
const STALE_MS = 30_000;

/** GET /api/campaigns: the caller's campaigns across every visible account, or one account's. */
export const campaignsQueryOptions = (accountId?: string) =>
  queryOptions({
    queryKey: [...campaignsQueryKey, 'list', accountId ?? 'all'],
    queryFn: ({ signal }) =>
      api.request('GET /api/campaigns', {
        schema: campaignListSchema,
        query: { accountId: accountId || undefined },
        signal,
      }),
    staleTime: STALE_MS,
  });

export const useCampaigns = (accountId?: string) => useQuery(campaignsQueryOptions(accountId));

/** GET /api/campaigns/{id}: one campaign with its timeline (phases, cycles, events, rolls, the basis series). */
export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...campaignsQueryKey, 'one', id],
    queryFn: ({ signal }) =>
      api.request('GET /api/campaigns/{id}', { schema: campaignResponseSchema, params: { id }, signal }),
    staleTime: STALE_MS,
  });

export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

/** GET /api/positions/{ticker}/campaigns: the position page's list for one ticker. */
export const positionCampaignsQueryOptions = (ticker: string, accountId?: string) =>
  queryOptions({
    queryKey: [...campaignsQueryKey, 'position', ticker, accountId ?? 'all'],
    queryFn: ({ signal }) =>
      api.request('GET /api/positions/{ticker}/campaigns', {
        schema: campaignListSchema,
        params: { ticker },
        query: { accountId: accountId || undefined },
        signal,
      }),
    staleTime: STALE_MS,
  });

export const usePositionCampaigns = (ticker: string, accountId?: string) =>
  useQuery(positionCampaignsQueryOptions(ticker, accountId));

/** Reads every campaign again (after a trade is recorded: a sold put starts or extends one). */
export function useRefreshCampaigns() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: campaignsQueryKey });
}
