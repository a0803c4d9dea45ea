import { useEffect, useState } from 'react';
import { SMART_POLLING } from '../model/smart-polling';

/**
 * While the status says the page is behind, fetches again (`catchUp`) and, if that answer was still the old one (a
 * cache on the way may keep it a few seconds), tries again after the overdue interval until the page has caught up.
 * A new `shown` or `status` ends the current attempt. `catchUp` may be a new function on each render: what it
 * fetches follows from `behind`, `shown` and `status`.
 */
export function useCatchUp(behind: boolean, shown: unknown, status: unknown, catchUp: () => void): void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!behind) return;
    catchUp();
    const timer = window.setTimeout(() => setAttempt((count) => count + 1), SMART_POLLING.overdueMs);
    return () => window.clearTimeout(timer);
  }, [behind, shown, status, attempt]);
}
