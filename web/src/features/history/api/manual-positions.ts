import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  manualPositionBodySchema,
  manualRemovalBodySchema,
  testDataResultSchema,
  transactionGroupSchema,
  type ManualPositionInput,
} from '@thetix/shared/contracts/portfolio';
import * as z from 'zod';
import { api } from '../../../lib/api-client';

/**
 * Spec part 2 §4: adding or removing a manual position, and loading or resetting the sample data, refresh accounts,
 * positions, selected goals and performance (all under the `portfolio` and `goals` keys) and the opportunities.
 */
function useRefreshPortfolio() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['portfolio'], ['goals'], ['opportunities']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

const scope = (accountId: string) => ({ accountId: accountId || undefined });

/** POST /api/positions/manual?accountId. */
export function useAddManualPosition(accountId: string) {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: (input: ManualPositionInput) =>
      api.request('POST /api/positions/manual', {
        schema: transactionGroupSchema,
        query: scope(accountId),
        body: manualPositionBodySchema.parse(input),
      }),
    meta: { suppressErrorToast: true },
    onSuccess: refresh,
  });
}

/** DELETE /api/positions/manual?accountId {ids}: manual lines only (spec part 2 §5). */
export function useRemoveManualEntries(accountId: string) {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.request('DELETE /api/positions/manual', {
        schema: z.null(),
        query: scope(accountId),
        body: manualRemovalBodySchema.parse({ ids }),
      }),
    onSuccess: refresh,
  });
}

/** POST /api/test-data?accountId: the example portfolio. */
export function useLoadSampleData(accountId: string) {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: () =>
      api.request('POST /api/test-data', { schema: testDataResultSchema, query: scope(accountId) }),
    onSuccess: refresh,
  });
}

/** DELETE /api/test-data?accountId: removes exactly the example lines. */
export function useResetSampleData(accountId: string) {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: () => api.request('DELETE /api/test-data', { schema: z.null(), query: scope(accountId) }),
    onSuccess: refresh,
  });
}
