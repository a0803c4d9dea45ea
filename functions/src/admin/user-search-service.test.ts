import type { Profile } from '@thetix/shared/contracts/profile';
import { describe, expect, it } from 'vitest';
import { listUserAccounts, matchUsers, searchUsers } from './user-search-service';

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
        listAccounts: async () => [],
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(listed).toBe(false);
  });

  it('gives each matched user their account count, hidden accounts included', async () => {
    const profiles = [
      createProfile({ id: 'a', email: 'a@thetix.local' }),
      createProfile({ id: 'b', email: 'b@thetix.local' }),
    ];
    const accounts = { a: [createAccount(), createAccount({ id: 'acc-2', hidden: true })], b: [] };

    const response = await searchUsers('admin-1', 'thetix', {
      isAdmin: async () => true,
      listProfiles: async () => profiles,
      listAccounts: async (userId) => accounts[userId as 'a' | 'b'],
    });

    expect(response.users.map((user) => [user.id, user.accountCount])).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
  });
});

const createAccount = (overrides: Partial<{ id: string; name: string; hidden: boolean }> = {}) => ({
  id: 'acc-1',
  name: 'Brokerage',
  source: 'manual' as const,
  hidden: false,
  ...overrides,
});

describe("admin list of a user's accounts", () => {
  it('lists id, name, source and the hidden flag of every account', async () => {
    // Prepare
    const stored = [
      { ...createAccount(), cashBalance: 10, userId: 'u', createdAt: '2026-01-01' },
      createAccount({ id: 'acc-2', name: 'Old', hidden: true }),
    ];
    // Act
    const response = await listUserAccounts('admin-1', 'user-1', {
      isAdmin: async () => true,
      getProfile: async () => createProfile(),
      listAccounts: async () => stored,
    });
    // Assess
    expect(response).toEqual({
      accounts: [
        { id: 'acc-1', name: 'Brokerage', source: 'manual', hidden: false },
        { id: 'acc-2', name: 'Old', source: 'manual', hidden: true },
      ],
    });
  });

  it('answers 404 for an unknown user', async () => {
    await expect(
      listUserAccounts('admin-1', 'nobody', {
        isAdmin: async () => true,
        getProfile: async () => undefined,
        listAccounts: async () => [],
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a caller without the admin flag before reading anything', async () => {
    let read = false;
    await expect(
      listUserAccounts('user-1', 'user-2', {
        isAdmin: async () => false,
        getProfile: async () => {
          read = true;
          return createProfile();
        },
        listAccounts: async () => [],
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(read).toBe(false);
  });
});
