import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  preferencesResponseSchema,
  updatePreferencesRequestSchema,
  type GoalId,
} from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';
import { preferencesQueryOptions } from './get-preferences';

/** POST /api/user/preferences `{ default_goals: { income } }`: the goal new positions start with. */
export function updateDefaultIncomeGoal(goalId: GoalId) {
  return api.request('POST /api/user/preferences', {
    schema: preferencesResponseSchema,
    body: updatePreferencesRequestSchema.parse({ default_goals: { income: goalId } }),
  });
}

export function useUpdateDefaultIncomeGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDefaultIncomeGoal,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
