import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { incomeGoalResponseSchema } from '@thetix/shared/contracts/income-goal';
import { api } from '../../../lib/api-client';

const key = ['portfolio', 'income-goal'] as const;

/** GET /api/portfolio/income-goal: the goal, this year's months against it, the forecast and the solver. */
export const incomeGoalQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.request('GET /api/portfolio/income-goal', { schema: incomeGoalResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const useIncomeGoal = () => useQuery(incomeGoalQueryOptions());

/** PUT /api/portfolio/income-goal: its answer is the new tracking, put straight in the cache. */
export function useSetIncomeGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monthlyAmount: number | null) =>
      api.request('PUT /api/portfolio/income-goal', {
        schema: incomeGoalResponseSchema,
        body: { monthlyAmount },
      }),
    onSuccess: (tracking) => queryClient.setQueryData(key, tracking),
  });
}
