import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalSelectionListSchema } from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';

/** GET /api/user/goals?accountId: the goal chosen per ticker in one scope ('' is All accounts). */
export function getUserGoals(accountId: string, signal?: AbortSignal) {
  return api.request('GET /api/user/goals', {
    schema: goalSelectionListSchema,
    query: { accountId: accountId || undefined },
    signal,
  });
}

export const userGoalsQueryKey = ['user', 'goals'] as const;

export const userGoalsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: [...userGoalsQueryKey, accountId || 'all'],
    queryFn: ({ signal }) => getUserGoals(accountId, signal),
  });

export const useUserGoals = (accountId: string) => useQuery(userGoalsQueryOptions(accountId));
