import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subscriptionsSchema,
  updateSubscriptionsRequestSchema,
  type UpdateSubscriptionsRequest,
} from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';
import { subscriptionsQueryOptions } from './get-subscriptions';

/** POST /api/subscriptions: any subset of options; the answer is the whole stored state. */
export function updateSubscriptions(input: UpdateSubscriptionsRequest) {
  return api.request('POST /api/subscriptions', {
    schema: subscriptionsSchema,
    body: updateSubscriptionsRequestSchema.parse(input),
  });
}

export function useUpdateSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptions,
    onSuccess: (saved) => queryClient.setQueryData(subscriptionsQueryOptions().queryKey, saved),
  });
}
