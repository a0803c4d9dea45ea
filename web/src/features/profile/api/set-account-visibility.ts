import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, accountVisibilityBodySchema } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';
import { positionsQueryKey } from '../../../lib/portfolio/get-positions';

/** PATCH /api/accounts/{id}/visibility `{ hidden }`: hidden accounts leave the all-accounts views. */
export function setAccountVisibility(input: { id: string; hidden: boolean }) {
  return api.request('PATCH /api/accounts/{id}/visibility', {
    schema: accountSchema,
    params: { id: input.id },
    body: accountVisibilityBodySchema.parse({ hidden: input.hidden }),
  });
}

export function useSetAccountVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountVisibility,
    meta: { suppressErrorToast: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
      ]),
  });
}
