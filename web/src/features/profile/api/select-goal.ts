import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalSelectionSchema, selectGoalRequestSchema, type GoalId } from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';
import { userGoalsQueryKey } from './get-user-goals';

export interface SelectGoalInput {
  accountId: string;
  ticker: string;
  goalId: GoalId;
}

/** POST /api/user/goals?accountId `{ ticker, goal_id }`. */
export function selectGoal({ accountId, ticker, goalId }: SelectGoalInput) {
  return api.request('POST /api/user/goals', {
    schema: goalSelectionSchema,
    query: { accountId: accountId || undefined },
    body: selectGoalRequestSchema.parse({ ticker, goal_id: goalId }),
  });
}

export function useSelectGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: SelectGoalInput[]) => Promise.all(inputs.map(selectGoal)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userGoalsQueryKey }),
  });
}
