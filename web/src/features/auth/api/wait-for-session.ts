import { Hub } from 'aws-amplify/utils';
import { isSignedIn } from '../../../lib/auth-session';

/** How long the callback waits for a sign-in that is still completing (a redirect's code exchange). */
export const SESSION_WAIT_MS = 10_000;

/**
 * Resolves true once there is a session: at once after a password sign-in, or when Amplify reports a completed
 * sign-in within `timeoutMs`; false otherwise.
 */
export async function waitForSession(timeoutMs = SESSION_WAIT_MS): Promise<boolean> {
  if (await isSignedIn()) return true;
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(result);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn' || payload.event === 'signInWithRedirect')
        void isSignedIn().then(finish);
      if (payload.event === 'signInWithRedirect_failure') finish(false);
    });
  });
}
