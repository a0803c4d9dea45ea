import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';

export type CallbackPhase = 'checking' | 'processing';

export interface CompleteSignInDeps {
  waitForSession: () => Promise<boolean>;
  /** The signed-in user's profile; its first load also claims the invite (docs/decisions.md, Google and invites). */
  loadProfile: () => Promise<{ hasCompletedOnboarding: boolean }>;
  readRememberedSource: () => string | undefined;
  /** Forgets the session and cached data (sign-out). */
  endSession: () => Promise<void>;
  onPhase: (phase: CallbackPhase) => void;
  /** Shown when the profile cannot be loaded for another reason than the invite check. */
  onFailure: (error: unknown) => void;
}

const isNotInvited = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NOT_INVITED' || error.status === 403);

/**
 * The auth callback (spec part 1 §2): wait for the session, then load the profile. Onboarding not completed goes to
 * /onboarding/steps; otherwise back to the remembered source, else the dashboard. Any failure goes to login; an
 * uninvited user goes there with the invite-only notice and is signed out, so the next visit starts clean.
 */
export async function completeSignIn(deps: CompleteSignInDeps): Promise<string> {
  deps.onPhase('checking');
  if (!(await deps.waitForSession())) return paths.auth.login.getHref();
  deps.onPhase('processing');
  let profile: { hasCompletedOnboarding: boolean };
  try {
    profile = await deps.loadProfile();
  } catch (error) {
    await deps.endSession();
    if (isNotInvited(error)) return `${paths.auth.login.getHref()}?error=unauthorized`;
    deps.onFailure(error);
    return paths.auth.login.getHref();
  }
  if (!profile.hasCompletedOnboarding) return paths.onboarding.steps.getHref();
  return deps.readRememberedSource() ?? paths.dashboard.root.getHref();
}
