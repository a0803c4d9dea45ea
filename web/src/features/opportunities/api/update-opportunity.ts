import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  opportunityActionSchema,
  opportunitySchema,
  type ActDetails,
} from '@thetix/shared/contracts/opportunities';
import { api } from '../../../lib/api-client';
import { opportunitiesQueryKey } from './get-opportunities';

export type OpportunityUpdate =
  { action: 'act'; details?: ActDetails } | { action: 'dismiss'; reason?: string };

/** POST /api/opportunities/{id}: {action: act, details} or {action: dismiss, reason} (spec part 2 §7). */
export function updateOpportunity(id: string, update: OpportunityUpdate) {
  return api.request('POST /api/opportunities/{id}', {
    schema: opportunitySchema,
    params: { id },
    body: opportunityActionSchema.parse(update),
  });
}

/** Spec part 2 §4: after a trade or a dismissal the opportunity and the lists refresh after 100 ms. */
export const POST_TRADE_REFRESH_MS = 100;

export function useRefreshOpportunitiesSoon() {
  const queryClient = useQueryClient();
  return () =>
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: opportunitiesQueryKey }),
      POST_TRADE_REFRESH_MS,
    );
}

export const useUpdateOpportunity = (id: string) =>
  useMutation({ mutationFn: (update: OpportunityUpdate) => updateOpportunity(id, update) });
