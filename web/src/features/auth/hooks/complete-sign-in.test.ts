// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { completeSignIn, type CompleteSignInDeps } from './complete-sign-in';

const notInvited = () =>
  new ApiError({
    status: 403,
    message: 'Access denied. The product is currently invite-only.',
    body: { message: 'Access denied. The product is currently invite-only.', code: 'NOT_INVITED' },
  });

function createDeps(overrides: Partial<CompleteSignInDeps> = {}) {
  const phases: string[] = [];
  const deps: CompleteSignInDeps = {
    waitForSession: vi.fn(async () => true),
    loadProfile: vi.fn(async () => ({ hasCompletedOnboarding: true })),
    readRememberedSource: vi.fn(() => undefined),
    endSession: vi.fn(async () => undefined),
    onPhase: (phase) => phases.push(phase),
    onFailure: vi.fn(),
    ...overrides,
  };
  return { deps, phases };
}

describe('auth callback (spec part 1 §2)', () => {
  it("checks the session, then processes it: 'checking' before 'processing'", async () => {
    // Prepare
    const { deps, phases } = createDeps();

    // Act
    await completeSignIn(deps);

    // Assess
    expect(phases).toEqual(['checking', 'processing']);
  });

  it('sends an onboarded user back to the page they came from', async () => {
    // Prepare
    const { deps } = createDeps({ readRememberedSource: () => '/thetix' });

    // Act
    const destination = await completeSignIn(deps);

    // Assess
    expect(destination).toBe('/thetix');
  });

  it('sends an onboarded user without a remembered page to the dashboard', async () => {
    expect(await completeSignIn(createDeps().deps)).toBe('/dashboard');
  });

  it('sends a user who has not completed onboarding to /onboarding/steps, whatever the source', async () => {
    // Prepare
    const { deps } = createDeps({
      loadProfile: async () => ({ hasCompletedOnboarding: false }),
      readRememberedSource: () => '/thetix',
    });

    // Act
    const destination = await completeSignIn(deps);

    // Assess
    expect(destination).toBe('/onboarding/steps');
  });

  it('goes to login when no session arrives, without loading the profile', async () => {
    // Prepare
    const { deps, phases } = createDeps({ waitForSession: async () => false });

    // Act
    const destination = await completeSignIn(deps);

    // Assess
    expect(destination).toBe('/login');
    expect(deps.loadProfile).not.toHaveBeenCalled();
    expect(phases).toEqual(['checking']);
  });

  it('signs an uninvited user out and shows the invite-only notice on login', async () => {
    // Prepare
    const { deps } = createDeps({ loadProfile: () => Promise.reject(notInvited()) });

    // Act
    const destination = await completeSignIn(deps);

    // Assess
    expect(destination).toBe('/login?error=unauthorized');
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(deps.onFailure).not.toHaveBeenCalled();
  });

  it('signs out, reports the failure and goes to login when the profile cannot be loaded', async () => {
    // Prepare
    const failure = new ApiError({ status: 503, message: 'Profile store is unavailable' });
    const { deps } = createDeps({ loadProfile: () => Promise.reject(failure) });

    // Act
    const destination = await completeSignIn(deps);

    // Assess
    expect(destination).toBe('/login');
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(deps.onFailure).toHaveBeenCalledWith(failure);
  });
});
