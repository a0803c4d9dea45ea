import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  optionEventBodySchema,
  transactionGroupSchema,
  type OptionEventInput,
} from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';

/**
 * POST /api/positions/{ticker}/option-events: a short option's assignment or expiry recorded by hand in a manual
 * account (decision 364). The trade moves positions, history, gains and campaigns, so every query is read again.
 */
export function useRecordOptionEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OptionEventInput & { ticker: string }) =>
      api.request('POST /api/positions/{ticker}/option-events', {
        schema: transactionGroupSchema,
        params: { ticker: input.ticker },
        body: optionEventBodySchema.parse({
          accountId: input.accountId,
          symbol: input.symbol,
          event: input.event,
          ...(input.date ? { date: input.date } : {}),
        }),
      }),
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
