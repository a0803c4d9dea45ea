import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountNameBodySchema, accountSchema, type Account } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';

/** PATCH /api/accounts/{id}/name `{ name }`. */
export function renameAccount(input: { id: string; name: string }) {
  return api.request('PATCH /api/accounts/{id}/name', {
    schema: accountSchema,
    params: { id: input.id },
    body: accountNameBodySchema.parse({ name: input.name }),
  });
}

/** Spec part 1 §4: optimistic, rolled back when the server refuses. The page toasts the outcome itself. */
export function useRenameAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAccount,
    meta: { suppressErrorToast: true },
    onMutate: async ({ id, name }) => {
      await queryClient.cancelQueries({ queryKey: accountsQueryKey });
      const previous = queryClient.getQueryData<Account[]>(accountsQueryKey);
      queryClient.setQueryData<Account[]>(accountsQueryKey, (accounts) =>
        accounts?.map((account) => (account.id === id ? { ...account, name: name.trim() } : account)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(accountsQueryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
