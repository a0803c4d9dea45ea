import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectionsSummarySchema, type ConnectionsSummary } from '@thetix/shared/contracts/brokerage';
import { api } from '../api-client';

/** GET /api/connections: whether the user has connections, and the aggregator new logins go through. */
export function getConnectionsSummary(signal?: AbortSignal): Promise<ConnectionsSummary> {
  return api.request('GET /api/connections', { schema: connectionsSummarySchema, signal });
}

export const connectionsSummaryQueryKey = ['portfolio', 'connections'] as const;

export const connectionsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: connectionsSummaryQueryKey,
    queryFn: ({ signal }) => getConnectionsSummary(signal),
  });

export const useConnectionsSummary = () => useQuery(connectionsSummaryQueryOptions());
