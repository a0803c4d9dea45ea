import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { syncStatusSchema, type Aggregator, type SyncStatus } from '@thetix/shared/contracts/brokerage';
import { useEffect, useRef } from 'react';
import { api } from '../api-client';
import { accountsQueryKey } from './get-accounts';
import { positionsQueryKey } from './get-positions';

/** Spec part 1 §9: sync status every 2 s while a sync runs, the aggregator's status every 60 s otherwise. */
export const SYNC_POLL_MS = 2_000;
export const AGGREGATOR_STATUS_POLL_MS = 60_000;

/** GET /api/{aggregator}/sync-status. */
export function getSyncStatus(aggregator: Aggregator, signal?: AbortSignal): Promise<SyncStatus> {
  return api.request('GET /api/{aggregator}/sync-status', {
    schema: syncStatusSchema,
    params: { aggregator },
    signal,
  });
}

export const syncStatusQueryKey = ['portfolio', 'sync-status'] as const;

export const syncStatusQueryOptions = (aggregator: Aggregator) =>
  queryOptions({
    queryKey: [...syncStatusQueryKey, aggregator],
    queryFn: ({ signal }) => getSyncStatus(aggregator, signal),
    refetchInterval: (query) => (query.state.data?.is_syncing ? SYNC_POLL_MS : AGGREGATOR_STATUS_POLL_MS),
  });

/**
 * The aggregator's sync status, polled (spec part 1 §4). A changed `last_successful_sync` means new holdings, so
 * accounts and positions are refreshed for every reader.
 */
export function useSyncStatus(aggregator: Aggregator | undefined) {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...syncStatusQueryOptions(aggregator ?? 'sandbox'),
    enabled: aggregator !== undefined,
  });
  const lastSync = status.data?.last_successful_sync;
  const seen = useRef(lastSync);
  useEffect(() => {
    if (lastSync === seen.current) return;
    const first = seen.current === undefined;
    seen.current = lastSync;
    if (first) return;
    void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    void queryClient.invalidateQueries({ queryKey: positionsQueryKey });
  }, [lastSync, queryClient]);
  return status;
}
