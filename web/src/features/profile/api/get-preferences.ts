import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesResponseSchema, type PreferencesResponse } from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';

/** GET /api/user/preferences: `defaultGoals.income` and the landing page preference. */
export function getPreferences(signal?: AbortSignal): Promise<PreferencesResponse> {
  return api.request('GET /api/user/preferences', { schema: preferencesResponseSchema, signal });
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'preferences'], queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
