import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@thetix/shared/contracts/profile';
import { api } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';

/** GET /api/profile: the signed-in user, including whether onboarding is complete. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.request('GET /api/profile', { schema: profileSchema, signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: staleTimes.profile,
  });

export const useProfile = () => useQuery(profileQueryOptions());
