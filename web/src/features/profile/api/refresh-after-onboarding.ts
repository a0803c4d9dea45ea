import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from './get-profile';
import { preferencesQueryOptions } from './get-preferences';
import { userGoalsQueryKey } from './get-user-goals';

/**
 * Spec part 1 §7: after onboarding is completed, the profile, preferences and selected goals are refreshed. The
 * cached profile is marked completed first, because the app area's guard reads the cache and would otherwise send
 * the user back to onboarding.
 */
export async function refreshAfterOnboarding(queryClient: QueryClient): Promise<void> {
  const profileKey = profileQueryOptions().queryKey;
  queryClient.setQueryData(profileKey, (profile) => profile && { ...profile, hasCompletedOnboarding: true });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKey }),
    queryClient.invalidateQueries({ queryKey: preferencesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: userGoalsQueryKey }),
  ]);
}
