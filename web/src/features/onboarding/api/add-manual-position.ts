import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  manualPositionBodySchema,
  transactionGroupSchema,
  type ManualPositionInput,
} from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';
import { positionsQueryKey } from '../../../lib/portfolio/get-positions';

/** POST /api/positions/manual: into the first manual account, created as "Manual Account" when there is none. */
export function addManualPosition(input: ManualPositionInput) {
  return api.request('POST /api/positions/manual', {
    schema: transactionGroupSchema,
    body: manualPositionBodySchema.parse(input),
  });
}

/** The form shows the server's message itself (an unknown ticker, a future date), so no toast. */
export function useAddManualPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManualPosition,
    meta: { suppressErrorToast: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
      ]),
  });
}
