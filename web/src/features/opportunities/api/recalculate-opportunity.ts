import { useMutation } from '@tanstack/react-query';
import {
  recalculationRequestSchema,
  recalculationResponseSchema,
  type RecalculationRequest,
} from '@thetix/shared/contracts/opportunities';
import { api } from '../../../lib/api-client';

/** POST /api/opportunities/calculator: the fine-tune recalculation (spec part 2 §4). */
export function recalculateOpportunity(request: RecalculationRequest) {
  return api.request('POST /api/opportunities/calculator', {
    schema: recalculationResponseSchema,
    body: recalculationRequestSchema.parse(request),
  });
}

/** Spec part 2 §8: a failed recalculation falls back to local values without a toast. */
export const useRecalculateOpportunity = () =>
  useMutation({ mutationFn: recalculateOpportunity, meta: { suppressErrorToast: true } });
