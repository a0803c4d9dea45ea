import { queryOptions, useQuery } from '@tanstack/react-query';
import { positionListSchema, type Position } from '@thetix/shared/contracts/portfolio';
import { api } from '../api-client';

/** GET /api/positions?accountId: the holdings of one account, or of every visible account when `accountId` is ''. */
export function getPositions(accountId: string, signal?: AbortSignal): Promise<Position[]> {
  return api.request('GET /api/positions', {
    schema: positionListSchema,
    query: { accountId: accountId || undefined },
    signal,
  });
}

/** Prefix of every positions entry, for invalidation after a change to holdings. */
export const positionsQueryKey = ['portfolio', 'positions'] as const;

export const positionsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: [...positionsQueryKey, accountId || 'all'],
    queryFn: ({ signal }) => getPositions(accountId, signal),
  });

export const usePositions = (accountId: string) => useQuery(positionsQueryOptions(accountId));

/** Spec part 1 §3: a position is inactive when its shares and open contracts are both not above zero. */
export const isActivePosition = (position: Pick<Position, 'amount' | 'totalOpenContracts'>): boolean =>
  position.amount > 0 || position.totalOpenContracts > 0;
