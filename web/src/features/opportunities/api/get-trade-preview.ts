import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradePreviewSchema, type TradePreview } from '@thetix/shared/contracts/opportunity-actions';
import { api } from '../../../lib/api-client';
import { opportunitiesQueryKey } from './get-opportunities';

export interface PreviewSelection {
  strike?: number | undefined;
  expiration?: string | undefined;
  contracts?: number | undefined;
}

/** GET /api/opportunities/{id}/preview with the fine-tuned strike, expiration and contracts (spec part 2 §7). */
export function getTradePreview(
  id: string,
  selection: PreviewSelection,
  signal?: AbortSignal,
): Promise<TradePreview> {
  return api.request('GET /api/opportunities/{id}/preview', {
    schema: tradePreviewSchema,
    params: { id },
    query: { strike: selection.strike, expiration: selection.expiration, contracts: selection.contracts },
    signal,
  });
}

export const tradePreviewQueryOptions = (id: string, selection: PreviewSelection) =>
  queryOptions({
    queryKey: [...opportunitiesQueryKey, 'preview', id, selection],
    queryFn: ({ signal }) => getTradePreview(id, selection, signal),
    staleTime: 0,
    retry: false,
    // The dialog shows 'Error loading order details' itself and disables Confirm.
    meta: { suppressErrorToast: true },
  });

export const useTradePreview = (id: string, selection: PreviewSelection, enabled: boolean) =>
  useQuery({ ...tradePreviewQueryOptions(id, selection), enabled });
