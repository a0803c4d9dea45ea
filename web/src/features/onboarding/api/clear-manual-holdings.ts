import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, type Account } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';
import { positionsQueryKey } from '../../../lib/portfolio/get-positions';

/**
 * POST /api/accounts/{id}/reset for every manual account holding something: before a brokerage connects, the
 * example portfolio is cleared (spec part 1 §2) so it is never mixed with real holdings.
 */
export function clearManualHoldings(accounts: readonly Account[]) {
  return Promise.all(
    accounts
      .filter((account) => account.source === 'manual' && account.positionsCount > 0)
      .map((account) =>
        api.request('POST /api/accounts/{id}/reset', { schema: accountSchema, params: { id: account.id } }),
      ),
  );
}

/** The connect flow reports 'Failed to clear your demo portfolio...' itself, so no toast. */
export function useClearManualHoldings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearManualHoldings,
    meta: { suppressErrorToast: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
      ]),
  });
}
