import { useMutation } from '@tanstack/react-query';
import {
  completeOnboardingRequestSchema,
  completeOnboardingResponseSchema,
  type CompleteOnboardingResponse,
  type GoalName,
} from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';

/** Spec part 1 §7 and §9: onboarding starts every position on Balanced Weekly. */
export const STARTING_GOAL: GoalName = 'Balanced Weekly';

/** POST /api/complete-onboarding: idempotent on the server; a second call applies nothing again. */
export function completeOnboarding(
  startingGoal: GoalName = STARTING_GOAL,
): Promise<CompleteOnboardingResponse> {
  return api.request('POST /api/complete-onboarding', {
    schema: completeOnboardingResponseSchema,
    body: completeOnboardingRequestSchema.parse({ starting_goal: startingGoal }),
  });
}

/** A failure still goes on to the final step (spec part 1 §8), so it is not toasted. */
export const useCompleteOnboarding = () =>
  useMutation({ mutationFn: () => completeOnboarding(), meta: { suppressErrorToast: true } });
