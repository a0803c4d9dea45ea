import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';
import { positionsQueryKey } from '../../../lib/portfolio/get-positions';

/** POST /api/accounts/{id}/reset: empties a manual account (the example portfolio and hand-entered lines). */
export function resetAccount(id: string) {
  return api.request('POST /api/accounts/{id}/reset', { schema: accountSchema, params: { id } });
}

export function useResetAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAccount,
    meta: { suppressErrorToast: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
      ]),
  });
}
