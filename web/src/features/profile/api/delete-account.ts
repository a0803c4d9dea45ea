import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@thetix/shared/contracts/portfolio';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';
import { positionsQueryKey } from '../../../lib/portfolio/get-positions';

/**
 * DELETE /api/accounts/{id}/delete for a manual account, DELETE /api/accounts/{id} for a connected one: each route
 * refuses the other kind, so the account's source picks the route.
 */
export function deleteAccount(account: Pick<Account, 'id' | 'source'>) {
  const route =
    account.source === 'manual' ? 'DELETE /api/accounts/{id}/delete' : 'DELETE /api/accounts/{id}';
  return api.request(route, { schema: z.null(), params: { id: account.id } });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    meta: { suppressErrorToast: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
      ]),
  });
}
