import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunitySchema } from '@thetix/shared/contracts/opportunities';
import { api } from '../../../lib/api-client';
import { opportunitiesQueryKey } from './get-opportunities';

/** POST /api/opportunities/{id}/viewed: the first view time is kept by the server. */
export function markViewed(id: string) {
  return api.request('POST /api/opportunities/{id}/viewed', { schema: opportunitySchema, params: { id } });
}

/** Spec part 2 §4 and §8: opening a drawer marks it viewed and refreshes the list; a failure is ignored silently. */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markViewed,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunitiesQueryKey }),
  });
}
