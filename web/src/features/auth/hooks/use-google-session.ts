import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { storeGoogleSession, takeGoogleSession } from '../api/google-session';

export interface GoogleSessionDeps {
  take: () => Promise<Parameters<typeof storeGoogleSession>[0]>;
  store: typeof storeGoogleSession;
}

const realDeps: GoogleSessionDeps = { take: () => takeGoogleSession(), store: storeGoogleSession };

/**
 * The end of a Google sign-in (/login?signin=google): takes the session the server prepared, stores it in Amplify
 * and hands over to the auth callback, which loads the profile and routes on as after a password sign-in. A missing
 * or unusable session ends on the login page with the Google failure text.
 */
export async function completeGoogleSession(deps: GoogleSessionDeps = realDeps): Promise<string> {
  try {
    await deps.store(await deps.take());
    return paths.auth.callback.getHref();
  } catch {
    return `${paths.auth.login.getHref()}?error=google_failed`;
  }
}

/** One take per page load even when React runs the effect twice (StrictMode): the session can be taken only once. */
let inFlight: Promise<string> | undefined;
const completeOnce = () =>
  (inFlight ??= completeGoogleSession().finally(() => {
    inFlight = undefined;
  }));

export function useGoogleSession(active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    void completeOnce().then((destination) => {
      if (!cancelled) void navigate(destination, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [active, navigate]);
}
