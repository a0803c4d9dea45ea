import { useEffect } from 'react';
import { isImpersonationExpired, useImpersonation } from '../../../lib/impersonation';
import { useImpersonationControl } from './use-impersonation-control';

/** Spec part 1 §9: the admin session is checked every 30 s. */
export const SESSION_CHECK_MS = 30_000;

const systemNow = () => new Date();

/** Ends impersonation once the admin session is an hour old (checked at once and then every 30 s). */
export function useImpersonationExpiry(now: () => Date = systemNow): void {
  const session = useImpersonation();
  const { stop } = useImpersonationControl();
  useEffect(() => {
    if (!session) return;
    const check = () => {
      if (isImpersonationExpired(session, now())) void stop();
    };
    check();
    const timer = setInterval(check, SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [session, stop, now]);
}
