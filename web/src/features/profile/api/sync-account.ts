import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SYNC_ALREADY_IN_PROGRESS,
  syncBodySchema,
  syncResponseSchema,
  type SyncResponse,
} from '@thetix/shared/contracts/brokerage';
import { ApiError, api } from '../../../lib/api-client';
import { syncStatusQueryKey } from '../../../lib/portfolio/get-sync-status';

/**
 * POST /api/accounts/{id}/sync. Spec part 1 §4: a 409 'Sync already in progress' is a syncing result, not an
 * error (the account's sync is already on its way).
 */
export async function syncAccount(id: string): Promise<SyncResponse> {
  try {
    return await api.request('POST /api/accounts/{id}/sync', {
      schema: syncResponseSchema,
      params: { id },
      body: syncBodySchema.parse({}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.message === SYNC_ALREADY_IN_PROGRESS)
      return { success: true, is_syncing: true, message: SYNC_ALREADY_IN_PROGRESS };
    throw error;
  }
}

/** The sync status is refetched at once, so its 2 s polling starts (get-sync-status.ts). */
export function useSyncAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAccount,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: syncStatusQueryKey }),
  });
}
