import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  allocationListSchema,
  allocationSchema,
  goalSelectionListSchema,
  goalSelectionSchema,
  selectGoalRequestSchema,
  setAllocationRequestSchema,
  tickerGoalsSchema,
  type GoalSelection,
} from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';
import { allocationTicker } from '../model/allocation';

const scope = (accountId: string) => ({ accountId: accountId || undefined });
const HOUR = 60 * 60_000;

/** GET /api/tickers/{ticker}/goals: the goals a ticker offers (cached 1 hour). */
export const tickerGoalsQueryOptions = (ticker: string) =>
  queryOptions({
    queryKey: ['goals', 'ticker', ticker],
    queryFn: ({ signal }) =>
      api.request('GET /api/tickers/{ticker}/goals', {
        schema: tickerGoalsSchema,
        params: { ticker },
        signal,
      }),
    staleTime: HOUR,
  });
export const useTickerGoals = (ticker: string) => useQuery(tickerGoalsQueryOptions(ticker));

/** GET /api/user/goals?accountId: the selections in the account's scope. */
export const selectedGoalsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['goals', 'selected', accountId || 'all'],
    queryFn: ({ signal }) =>
      api
        .request('GET /api/user/goals', { schema: goalSelectionListSchema, query: scope(accountId), signal })
        .then((list) => list.goals),
    staleTime: HOUR,
  });
export const useSelectedGoals = (accountId: string) => useQuery(selectedGoalsQueryOptions(accountId));

/** POST /api/user/goals: applied optimistically and rolled back on error (spec part 2 §4). */
export function useSelectGoal(accountId: string) {
  const queryClient = useQueryClient();
  const key = selectedGoalsQueryOptions(accountId).queryKey;
  return useMutation({
    mutationFn: (input: { ticker: string; goalId: string }) =>
      api.request('POST /api/user/goals', {
        schema: goalSelectionSchema,
        query: scope(accountId),
        body: selectGoalRequestSchema.parse({ ticker: input.ticker, goal_id: input.goalId }),
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<GoalSelection[]>(key);
      queryClient.setQueryData<GoalSelection[]>(key, (current) =>
        (current ?? []).map((selection) =>
          selection.ticker === input.ticker
            ? { ...selection, goal_id: input.goalId as GoalSelection['goal_id'] }
            : selection,
        ),
      );
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['goals'] }),
        queryClient.invalidateQueries({ queryKey: ['opportunities'] }),
      ]),
  });
}

/** GET /api/user/allocations?accountId (cached 5 minutes). */
export const allocationsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['goals', 'allocations', accountId || 'all'],
    queryFn: ({ signal }) =>
      api
        .request('GET /api/user/allocations', {
          schema: allocationListSchema,
          query: scope(accountId),
          signal,
        })
        .then((list) => list.allocations),
    staleTime: 5 * 60_000,
  });
export const useAllocations = (accountId: string) => useQuery(allocationsQueryOptions(accountId));

/** POST /api/user/allocation/{ticker} {allocation}: a FRACTION 0-1 in steps of 0.05 (the slider's percent ÷ 100). */
export function useSetAllocation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticker: string; percent: number }) =>
      api.request('POST /api/user/allocation/{ticker}', {
        schema: allocationSchema,
        params: { ticker: allocationTicker(input.ticker) },
        query: scope(accountId),
        body: setAllocationRequestSchema.parse({ allocation: input.percent / 100 }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['goals', 'allocations'] }),
        queryClient.invalidateQueries({ queryKey: ['opportunities'] }),
      ]),
  });
}
