import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { signOutLocally } from '../features/auth/api/sign-out';
import { saveLandingPage } from '../features/onboarding/api/save-landing-page';
import { isThetixOrigin, rememberedLandingPage } from '../features/onboarding/model/onboarding-origin';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { ApiError } from '../lib/api-client';
import { loadAuth } from '../lib/amplify';
import { isSignedIn } from '../lib/auth-session';
import { getImpersonation, stopImpersonation } from '../lib/impersonation';

/**
 * Route loaders that decide who may see a page before it renders, so a visitor never sees a flash of the wrong one
 * (spec part 1 §2 and §4). They read the profile and can sign out, so the router loads this module lazily with the
 * first page that needs it; the light guards of the public pages are in session-guards.ts.
 */

/** Sign-out clears cached data and any impersonation (spec part 1 §4). Also used when the API rejects the session with a 401. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  await loadAuth();
  await signOutLocally();
  stopImpersonation();
  queryClient.clear();
}

async function loadProfile(queryClient: QueryClient) {
  try {
    return await queryClient.ensureQueryData(profileQueryOptions());
  } catch (error) {
    // The token was rejected: forget it here too, or / would send the user straight back to the dashboard.
    if (error instanceof ApiError && error.status === 401) {
      await endSession(queryClient);
      throw redirect(paths.home.getHref());
    }
    throw error;
  }
}

/** The app area: signed in, and onboarding completed (else /onboarding/steps). */
export const requireOnboarded = (queryClient: QueryClient) => async () => {
  if (!(await isSignedIn())) return redirect(paths.home.getHref());
  const profile = await loadProfile(queryClient);
  return profile.hasCompletedOnboarding ? null : redirect(paths.onboarding.steps.getHref());
};

/**
 * Onboarding steps (spec part 1 §2, "Onboarding"): users who completed onboarding go to the dashboard; users who
 * came from the Thetix landing page skip to the alerts step, and their origin is saved as their preference (errors
 * suppressed, spec part 1 §7; never while an admin impersonates).
 */
export const skipOnboardingWhenDone = (queryClient: QueryClient) => async () => {
  if (!(await isSignedIn())) return null; // the onboarding layout's loader sends the visitor home
  const profile = await loadProfile(queryClient);
  if (profile.hasCompletedOnboarding) return redirect(paths.dashboard.root.getHref());
  if (!isThetixOrigin(profile.preferences, rememberedLandingPage())) return null;
  // An admin viewing as someone else must not write to their profile (the view is read-only, spec part 1 §6).
  if (profile.preferences.landing_page !== 'thetix' && !getImpersonation())
    void saveLandingPage('thetix').catch(() => undefined);
  return redirect(paths.onboarding.alerts.getHref());
};

export const logout = (queryClient: QueryClient) => async () => {
  await endSession(queryClient);
  return redirect(paths.home.getHref());
};
