import { useMutation } from '@tanstack/react-query';
import { preferencesResponseSchema, updatePreferencesRequestSchema } from '@thetix/shared/contracts/goals';
import type { Profile } from '@thetix/shared/contracts/profile';
import { api } from '../../../lib/api-client';

type LandingPage = NonNullable<Profile['preferences']['landing_page']>;

/** POST /api/user/preferences `{ preferences: { landing_page } }`: errors are suppressed (spec part 1 §7). */
export function saveLandingPage(landingPage: LandingPage) {
  return api.request('POST /api/user/preferences', {
    schema: preferencesResponseSchema,
    body: updatePreferencesRequestSchema.parse({ preferences: { landing_page: landingPage } }),
  });
}

export const useSaveLandingPage = () =>
  useMutation({ mutationFn: saveLandingPage, meta: { suppressErrorToast: true } });
