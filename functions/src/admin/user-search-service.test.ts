import type { Profile } from '@thetix/shared/contracts/profile';
import { describe, expect, it } from 'vitest';
import { matchUsers, searchUsers } from './user-search-service';

const createProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'user-1',
  username: 'Dana Investor',
  email: 'investor@thetix.local',
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasCompletedOnboarding: true,
  foundersAccess: false,
  featureFlags: {},
  preferences: {},
  ...overrides,
});

describe('admin user search', () => {
  it('matches e-mail or username case-insensitively, in e-mail order, with the admin flag', () => {
    const profiles = [
      createProfile({ id: 'b', email: 'zed@thetix.local', username: 'Investor Zed' }),
      createProfile({ id: 'a', email: 'ada@thetix.local', username: 'Ada', featureFlags: { admin: true } }),
      createProfile({ id: 'c', email: 'investor@thetix.local' }),
    ];
    expect(matchUsers(profiles, 'INVEST').map((user) => user.id)).toEqual(['c', 'b']);
    expect(matchUsers(profiles, 'ada@')).toEqual([expect.objectContaining({ id: 'a', isAdmin: true })]);
  });

  it('answers at most 20 users', () => {
    const profiles = Array.from({ length: 25 }, (_, index) =>
      createProfile({ id: `u${index}`, email: `user${String(index).padStart(2, '0')}@thetix.local` }),
    );
    expect(matchUsers(profiles, 'user')).toHaveLength(20);
  });

  it('refuses a caller without the admin flag and reads no profiles', async () => {
    let listed = false;
    await expect(
      searchUsers('user-1', 'investor', {
        isAdmin: async () => false,
        listProfiles: async () => {
          listed = true;
          return [];
        },
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(listed).toBe(false);
  });
});
