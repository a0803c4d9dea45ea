import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalSelectionListSchema, type GoalSelection } from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';

/** GET /api/user/goals?accountId: decides between the list and its goal prompts (cached 1 hour, spec part 2 §9). */
export function getUserGoals(accountId: string, signal?: AbortSignal): Promise<GoalSelection[]> {
  return api
    .request('GET /api/user/goals', {
      schema: goalSelectionListSchema,
      query: { accountId: accountId || undefined },
      signal,
    })
    .then((list) => list.goals);
}

export const userGoalsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['goals', 'selected', accountId || 'all'],
    queryFn: ({ signal }) => getUserGoals(accountId, signal),
    staleTime: 60 * 60_000,
  });

export const useUserGoals = (accountId: string) => useQuery(userGoalsQueryOptions(accountId));
