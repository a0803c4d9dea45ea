import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountCashSchema, cashListSchema, type AccountCashBody } from '@thetix/shared/contracts/watchlist';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';

const key = ['wheel', 'cash'] as const;

/** GET /api/cash: each account's cash balance, where it comes from, and the part set aside for puts. */
export const cashQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.request('GET /api/cash', { schema: cashListSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const useCash = () => useQuery(cashQueryOptions());

/** PUT /api/accounts/{id}/cash; the accounts (their total value counts the cash) are read again too. */
export function useSetCash() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the server's message beside the fields, so no toast repeats it.
    meta: { suppressErrorToast: true },
    mutationFn: ({ accountId, body }: { accountId: string; body: AccountCashBody }) =>
      api.request('PUT /api/accounts/{id}/cash', {
        schema: accountCashSchema,
        params: { id: accountId },
        body,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    },
  });
}
