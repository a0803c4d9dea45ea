import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountNameBodySchema, accountSchema } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';

/** POST /api/accounts `{ name }`: a manual account. */
export function createAccount(name: string) {
  return api.request('POST /api/accounts', {
    schema: accountSchema,
    body: accountNameBodySchema.parse({ name }),
  });
}

/** The form shows 'Failed to create account:' with the message itself (spec part 1 §8), so no generic toast. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
