import type { Profile } from '@thetix/shared/contracts/profile';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/http-types';
import type { Invite } from '../invites/invite-entity';
import type { InviteRepository } from '../invites/invite-repository';
import { fixedClock } from '../platform/clock';
import type { ProfileRepository } from './profile-repository';
import { getOrCreateProfile, inviteOnlyMessage } from './profile-service';

const NOW = '2026-11-22T15:00:00.000Z';

function createCaller(overrides: Partial<Caller> = {}): Caller {
  const identity = { userId: 'user-1', email: 'dana@example.com', username: 'dana@example.com' };
  return { identity, userId: identity.userId, impersonating: false, ...overrides };
}

function createInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    email: 'dana@example.com',
    invitedAt: NOW,
    featureFlags: { account_sync: true },
    foundersAccess: true,
    ...overrides,
  };
}

/** Repositories over maps; `createProfileFromInvite` enforces the same conditions as the DynamoDB transaction. */
function createRepositories(
  options: { profiles?: Profile[]; invites?: Invite[]; raceWinner?: Profile } = {},
) {
  const profiles = new Map((options.profiles ?? []).map((profile) => [profile.id, profile]));
  const invites = new Map((options.invites ?? []).map((invite) => [invite.email, invite]));
  let seatsUsed = 0;
  const profileRepository = {
    getProfile: async (userId: string) => profiles.get(userId),
    createProfileFromInvite: async (profile: Profile) => {
      if (options.raceWinner) {
        profiles.set(options.raceWinner.id, options.raceWinner);
        throw Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' });
      }
      profiles.set(profile.id, profile);
      seatsUsed += 1;
    },
    putProfile: async (profile: Profile) => {
      profiles.set(profile.id, profile);
    },
    scanProfiles: async () => [...profiles.values()],
  } satisfies ProfileRepository;
  const inviteRepository = {
    findInvite: async (email: string) => invites.get(email),
  } as unknown as InviteRepository;
  return { profileRepository, inviteRepository, seats: () => seatsUsed };
}

const deps = (repositories: ReturnType<typeof createRepositories>) => ({
  profiles: repositories.profileRepository,
  invites: repositories.inviteRepository,
  clock: fixedClock(NOW),
  supportEmail: 'support@thetix.app',
});

describe('getOrCreateProfile', () => {
  it('creates the profile of an invited user on first sign-in, taking a seat', async () => {
    // Prepare
    const repositories = createRepositories({ invites: [createInvite({ featureFlags: { admin: true } })] });
    // Act
    const profile = await getOrCreateProfile(createCaller(), deps(repositories));
    // Assess
    expect(profile).toMatchObject({
      id: 'user-1',
      email: 'dana@example.com',
      hasCompletedOnboarding: false,
      featureFlags: { admin: true },
      foundersAccess: true,
      createdAt: NOW,
    });
    expect(repositories.seats()).toBe(1);
  });

  it('returns an existing profile without touching the invite', async () => {
    const existing = {
      ...(await getOrCreateProfile(createCaller(), deps(createRepositories({ invites: [createInvite()] })))),
      hasCompletedOnboarding: true,
    };
    const repositories = createRepositories({ profiles: [existing] });
    expect(await getOrCreateProfile(createCaller(), deps(repositories))).toEqual(existing);
    expect(repositories.seats()).toBe(0);
  });

  it('refuses someone without an invite with the invite-only notice', async () => {
    const repositories = createRepositories();
    await expect(getOrCreateProfile(createCaller(), deps(repositories))).rejects.toMatchObject({
      status: 403,
      code: 'NOT_INVITED',
      message:
        'Access denied. The product is currently invite-only. If you think this is an error, please reach out to us at support@thetix.app.',
    });
    expect(inviteOnlyMessage('x@y.z')).toContain('x@y.z');
  });

  it('refuses an invite already claimed by another sign-in with 409', async () => {
    const repositories = createRepositories({ invites: [createInvite({ claimedBy: 'someone-else' })] });
    await expect(getOrCreateProfile(createCaller(), deps(repositories))).rejects.toMatchObject({
      status: 409,
    });
  });

  it('returns the profile of a concurrent first request that won the race', async () => {
    const winner = {
      ...(await getOrCreateProfile(createCaller(), deps(createRepositories({ invites: [createInvite()] })))),
      username: 'winner',
    };
    const repositories = createRepositories({ invites: [createInvite()], raceWinner: winner });
    expect(await getOrCreateProfile(createCaller(), deps(repositories))).toEqual(winner);
  });

  it('never creates a profile while an admin views as someone without one', async () => {
    const repositories = createRepositories({ invites: [createInvite()] });
    const caller = createCaller({ userId: 'ghost', impersonating: true });
    await expect(getOrCreateProfile(caller, deps(repositories))).rejects.toMatchObject({ status: 404 });
    expect(repositories.seats()).toBe(0);
  });
});
