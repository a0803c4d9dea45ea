import { queryOptions, useQueries } from '@tanstack/react-query';
import {
  connectionListSchema,
  type Aggregator,
  type Connection,
  type ConnectionsSummary,
} from '@thetix/shared/contracts/brokerage';
import { api } from '../api-client';
import { connectionsSummaryQueryKey, useConnectionsSummary } from './get-connections-summary';

/** GET /api/{aggregator}/connections: the user's connections through one aggregator, with their status. */
export function getConnections(aggregator: Aggregator, signal?: AbortSignal): Promise<Connection[]> {
  return api.request('GET /api/{aggregator}/connections', {
    schema: connectionListSchema,
    params: { aggregator },
    signal,
  });
}

/** Under the summary's key, so whatever refreshes the summary (a connect, a reconnect) refreshes these too. */
export const connectionsQueryOptions = (aggregator: Aggregator) =>
  queryOptions({
    queryKey: [...connectionsSummaryQueryKey, 'list', aggregator],
    queryFn: ({ signal }) => getConnections(aggregator, signal),
  });

/** The aggregators the user has connections through, as the summary flags them. */
const aggregatorsOf = (summary: ConnectionsSummary | undefined): Aggregator[] =>
  summary
    ? (
        [
          ['snaptrade', summary.has_snaptrade],
          ['plaid', summary.has_plaid],
          ['sandbox', summary.has_sandbox],
        ] as const
      ).flatMap(([aggregator, has]) => (has ? [aggregator] : []))
    : [];

/** Every connection of the user, whichever aggregator it goes through. */
export function useConnections(): Connection[] {
  const aggregators = aggregatorsOf(useConnectionsSummary().data);
  return useQueries({
    queries: aggregators.map((aggregator) => connectionsQueryOptions(aggregator)),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
}
