import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountLotMethodBodySchema,
  accountLotMethodResponseSchema,
  type StoredLotMethod,
} from '@thetix/shared/contracts/tax';
import { api } from '../api-client';

/** The lot methods an account can keep, in the words the Taxes tab shows. */
export const LOT_METHOD_LABELS: Record<StoredLotMethod, string> = {
  fifo: 'First in, first out',
  lifo: 'Last in, first out',
  highest_cost: 'Highest cost first',
};

/** PATCH /api/accounts/{id}/lot-method `{ method }`: the lots a sale or an assignment takes first. */
export function setLotMethod(input: { accountId: string; method: StoredLotMethod }) {
  return api.request('PATCH /api/accounts/{id}/lot-method', {
    schema: accountLotMethodResponseSchema,
    params: { id: input.accountId },
    body: accountLotMethodBodySchema.parse({ method: input.method }),
  });
}

export function useSetLotMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLotMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portfolio', 'tax-lots'] }),
  });
}
