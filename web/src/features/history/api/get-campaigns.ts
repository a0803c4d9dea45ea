import { useQuery } from '@tanstack/react-query';
import { campaignListSchema, type CampaignList } from '@thetix/shared/contracts/campaigns';
import { api } from '../../../lib/api-client';
import { fetchAllTransactions, type HistoryQuery, transactionsQueryKey } from './get-transactions';

/** Campaigns change only with the ledger, like the history: stale after an hour, as the transactions. */
const CAMPAIGNS_STALE_MS = 60 * 60_000;

/** GET /api/campaigns: the campaigns of the caller's visible accounts, or of one account. */
export function getCampaigns(accountId: string, signal?: AbortSignal): Promise<CampaignList> {
  return api.request('GET /api/campaigns', {
    schema: campaignListSchema,
    query: { accountId: accountId || undefined },
    signal,
  });
}

/**
 * The campaigns for History's "Group by campaign" view. Under the transactions' key, so whatever refreshes the
 * history (a removal, a manual entry) refreshes the campaigns read from the same lines.
 */
export const useHistoryCampaigns = (accountId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...transactionsQueryKey, accountId || 'all', 'campaigns'],
    queryFn: ({ signal }) => getCampaigns(accountId, signal),
    enabled,
    staleTime: CAMPAIGNS_STALE_MS,
    retry: false,
    meta: { suppressErrorToast: true },
  });

/**
 * Every group the filters select, through the route's pages (the largest page size), for the grouped view: a
 * campaign's groups can lie on any page, so the view waits for all of them (decision 382).
 */
export const useAllHistoryGroups = (accountId: string, filter: HistoryQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...transactionsQueryKey, accountId || 'all', 'all', 'every-page', filter],
    queryFn: ({ signal }) => fetchAllTransactions(accountId, undefined, filter, undefined, signal),
    enabled,
    staleTime: CAMPAIGNS_STALE_MS,
    retry: false,
    meta: { suppressErrorToast: true },
  });
