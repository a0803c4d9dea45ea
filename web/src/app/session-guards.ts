import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { isSignedIn } from '../lib/auth-session';

/**
 * The light route loaders the landing page needs in its entry chunk: they only ask whether there is a session,
 * which a signed-out browser answers without loading Amplify (lib/auth-session.ts). The heavier guards that read
 * the profile live in route-guards.ts, loaded with the first signed-in page.
 */

/** A signed-in user on a marketing page goes to its app counterpart (/ to the dashboard, /thetix to the board). */
export const redirectSignedInTo = (target: string) => async () =>
  (await isSignedIn()) ? redirect(target) : null;

export const requireSignedIn = async () => ((await isSignedIn()) ? null : redirect(paths.home.getHref()));
