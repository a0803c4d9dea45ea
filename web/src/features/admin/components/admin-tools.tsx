import type { AdminUserAccount, UserSearchResult } from '@thetix/shared/contracts/admin';
import { useEffect, useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { logSecurityEvent } from '../api/log-security-event';
import { useImpersonationControl } from '../hooks/use-impersonation-control';
import { useImpersonationExpiry } from '../hooks/use-impersonation-expiry';
import { currentBrowserFacts, securityWarnings } from '../model/security-warnings';
import { UserSearchDialog } from './user-search-dialog';

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The admin tools of the signed-in shell: Ctrl/Cmd+K opens the user search for admins; anyone else sees the same
 * dialog saying 'Access Denied' (spec part 1 §4) and the attempt is logged. `profileIsAdmin` is the signed-in profile's flag; while
 * impersonating the profile is the viewed user's, and only an admin can be impersonating (the server re-checks).
 */
export function AdminTools({ profileIsAdmin }: { profileIsAdmin: boolean }) {
  const impersonating = useImpersonation() !== null;
  const isAdmin = profileIsAdmin || impersonating;
  const [open, setOpen] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const { start } = useImpersonationControl();
  useImpersonationExpiry();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      if (!isAdmin) {
        void logSecurityEvent('admin_shortcut_access', { allowed: false, reason: 'not admin' });
        setWarnings([]);
        setOpen(true);
        return;
      }
      const found = securityWarnings(currentBrowserFacts());
      setWarnings(found);
      if (found.length > 0) void logSecurityEvent('security_warning', { warnings: found });
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isAdmin]);

  const selectUser = (user: UserSearchResult) =>
    void logSecurityEvent('user_selection', { targetUserId: user.id, targetEmail: user.email });

  const pick = (user: UserSearchResult, account: AdminUserAccount) => {
    setOpen(false);
    void start(user, account);
  };

  return (
    <UserSearchDialog
      open={open}
      isAdmin={isAdmin}
      warnings={warnings}
      onOpenChange={setOpen}
      onSelectUser={selectUser}
      onPick={pick}
    />
  );
}
