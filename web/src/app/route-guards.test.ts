import { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@thetix/shared/contracts/profile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLandingPage } from '../features/onboarding/api/save-landing-page';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { startImpersonation, stopImpersonation } from '../lib/impersonation';
import { skipOnboardingWhenDone } from './route-guards';

vi.mock('../lib/auth-session', () => ({ isSignedIn: async () => true, getIdToken: async () => 'token' }));
vi.mock('../lib/amplify', () => ({ loadAuth: async () => undefined }));
vi.mock('../features/auth/api/sign-out', () => ({ signOutLocally: async () => undefined }));
// The visitor came from the Thetix landing page on this device, and the profile has no preference yet.
vi.mock('../features/onboarding/model/onboarding-origin', () => ({
  rememberedLandingPage: () => 'thetix',
  isThetixOrigin: () => true,
}));
vi.mock('../features/onboarding/api/save-landing-page', () => ({
  saveLandingPage: vi.fn(async () => ({ preferences: { landing_page: 'thetix' } })),
}));

/** A query client already holding a profile part-way through onboarding, as the loader reads it. */
function createQueryClient() {
  const queryClient = new QueryClient();
  const profile = { hasCompletedOnboarding: false, preferences: {} } as unknown as Profile;
  queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  return queryClient;
}

describe('the onboarding loader for a visitor from the Thetix landing page (spec part 1 §2)', () => {
  afterEach(() => {
    stopImpersonation();
    vi.mocked(saveLandingPage).mockClear();
  });

  it('saves the landing page as their preference and skips to the alerts step', async () => {
    const response = (await skipOnboardingWhenDone(createQueryClient())()) as Response;

    expect(response.headers.get('Location')).toBe('/onboarding/alerts');
    expect(saveLandingPage).toHaveBeenCalledWith('thetix');
  });

  it('writes nothing while an admin views as the user (read-only)', async () => {
    // Prepare
    startImpersonation({ userId: 'user-2', email: 'b@thetix.local', startedAt: new Date().toISOString() });

    // Act
    const response = (await skipOnboardingWhenDone(createQueryClient())()) as Response;

    // Assess
    expect(response.headers.get('Location')).toBe('/onboarding/alerts');
    expect(saveLandingPage).not.toHaveBeenCalled();
  });
});
