import { useQueryClient } from '@tanstack/react-query';
import type { AdminUserAccount, UserSearchResult } from '@thetix/shared/contracts/admin';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getImpersonation, startImpersonation, stopImpersonation } from '../../../lib/impersonation';
import { ALL_ACCOUNTS, selectAccount, useSelectedAccountId } from '../../../lib/portfolio/selected-account';
import { logSecurityEvent } from '../api/log-security-event';

/**
 * Starts and stops viewing as another user (spec part 1 §4): starting switches to the picked account and remembers
 * the admin's own, stopping restores it. Both reset every cached query (in-flight ones are cancelled first), so
 * nothing fetched as one user is ever shown as another's; mounted queries refetch with the new headers. Exit first
 * returns to the dashboard, so a page of the viewed user's (a position the admin does not hold) is not asked again
 * of the admin's own data.
 */
export function useImpersonationControl() {
  const queryClient = useQueryClient();
  const selectedAccountId = useSelectedAccountId();
  const navigate = useNavigate();

  const resetCache = useCallback(async () => {
    await queryClient.cancelQueries();
    await queryClient.resetQueries();
  }, [queryClient]);

  const start = useCallback(
    async (user: UserSearchResult, account: AdminUserAccount) => {
      await logSecurityEvent('account_impersonation', {
        targetUserId: user.id,
        targetEmail: user.email,
        accountId: account.id,
      });
      // The admin's own choice is kept from before any earlier impersonation, so Exit always returns to it.
      const originalAccountId = getImpersonation()?.originalAccountId ?? selectedAccountId;
      startImpersonation({
        userId: user.id,
        email: user.email,
        startedAt: new Date().toISOString(),
        accountId: account.id,
        originalAccountId,
      });
      selectAccount(account.id);
      await resetCache();
    },
    [resetCache, selectedAccountId],
  );

  const stop = useCallback(async () => {
    const session = getImpersonation();
    await navigate(paths.dashboard.root.getHref(), { flushSync: true });
    stopImpersonation();
    if (session) selectAccount(session.originalAccountId ?? ALL_ACCOUNTS);
    await resetCache();
  }, [navigate, resetCache]);

  return { start, stop };
}
