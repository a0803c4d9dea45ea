import { useQueryClient } from '@tanstack/react-query';
import type { UserSearchResult } from '@thetix/shared/contracts/admin';
import { useCallback } from 'react';
import { startImpersonation, stopImpersonation } from '../../../lib/impersonation';
import { logSecurityEvent } from '../api/log-security-event';

/**
 * Starts and stops viewing as another user. Both reset every cached query (in-flight ones are cancelled first),
 * so nothing fetched as one user is ever shown as another's; mounted queries refetch with the new headers.
 */
export function useImpersonationControl() {
  const queryClient = useQueryClient();

  const resetCache = useCallback(async () => {
    await queryClient.cancelQueries();
    await queryClient.resetQueries();
  }, [queryClient]);

  const start = useCallback(
    async (user: UserSearchResult) => {
      await logSecurityEvent('user_selection', { targetUserId: user.id, targetEmail: user.email });
      startImpersonation({ userId: user.id, email: user.email, startedAt: new Date().toISOString() });
      await resetCache();
    },
    [resetCache],
  );

  const stop = useCallback(async () => {
    stopImpersonation();
    await resetCache();
  }, [resetCache]);

  return { start, stop };
}
