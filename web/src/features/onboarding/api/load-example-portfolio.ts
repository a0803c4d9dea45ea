import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testDataResultSchema } from '@thetix/shared/contracts/portfolio';
import { api } from '../../../lib/api-client';
import { accountsQueryKey } from '../../../lib/portfolio/get-accounts';
import { positionsQueryKey } from '../../../lib/portfolio/get-positions';

/** POST /api/test-data: the example portfolio (AAPL, MSFT, KO, $1,000,000) into the first manual account. */
export function loadExamplePortfolio() {
  return api.request('POST /api/test-data', { schema: testDataResultSchema });
}

export function useLoadExamplePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadExamplePortfolio,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
      ]),
  });
}
