import {
  USER_SEARCH_LIMIT,
  type AdminUserAccountsResponse,
  type UserSearchResponse,
  type UserSearchResult,
} from '@thetix/shared/contracts/admin';
import type { AccountSource } from '@thetix/shared/contracts/portfolio';
import type { Profile } from '@thetix/shared/contracts/profile';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { NOT_ADMIN_MESSAGE } from '../http/middleware/impersonation';

/** The fields of a stored account an admin sees when picking one. */
interface AccountSummary {
  id: string;
  name: string;
  source: AccountSource;
  hidden: boolean;
}

export interface UserSearchDependencies {
  isAdmin: (userId: string) => Promise<boolean>;
  listProfiles: () => Promise<Profile[]>;
  /** The user's accounts, oldest first, hidden ones included. */
  listAccounts: (userId: string) => Promise<AccountSummary[]>;
}

export interface UserAccountsDependencies {
  isAdmin: (userId: string) => Promise<boolean>;
  getProfile: (userId: string) => Promise<Profile | undefined>;
  listAccounts: (userId: string) => Promise<AccountSummary[]>;
}

/** Case-insensitive substring match on e-mail or username; e-mail order, at most USER_SEARCH_LIMIT users. */
export function matchUsers(
  profiles: readonly Profile[],
  query: string,
): Omit<UserSearchResult, 'accountCount'>[] {
  const needle = query.trim().toLowerCase();
  return profiles
    .filter(
      (profile) =>
        profile.email.toLowerCase().includes(needle) || profile.username.toLowerCase().includes(needle),
    )
    .sort((a, b) => a.email.localeCompare(b.email))
    .slice(0, USER_SEARCH_LIMIT)
    .map((profile) => ({
      id: profile.id,
      email: profile.email,
      username: profile.username,
      isAdmin: profile.featureFlags.admin === true,
      hasCompletedOnboarding: profile.hasCompletedOnboarding,
      createdAt: profile.createdAt,
    }));
}

/**
 * Admin user search (spec part 1 §5, §6). `adminUserId` is the signed-in identity, never the impersonated user,
 * so an admin may search while viewing as someone else. Each result carries its account count (one Query per
 * matched user, at most USER_SEARCH_LIMIT).
 */
export async function searchUsers(
  adminUserId: string,
  query: string,
  deps: UserSearchDependencies,
): Promise<UserSearchResponse> {
  if (!(await deps.isAdmin(adminUserId))) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
  const users = matchUsers(await deps.listProfiles(), query);
  const counts = await Promise.all(users.map(async (user) => (await deps.listAccounts(user.id)).length));
  return { users: users.map((user, index) => ({ ...user, accountCount: counts[index] ?? 0 })) };
}

/**
 * The accounts an admin picks from before viewing as `userId` (spec part 1 §2, "Admin screens"): read-only, hidden
 * accounts included and flagged. An unknown user is a 404 so the dialog can say so.
 */
export async function listUserAccounts(
  adminUserId: string,
  userId: string,
  deps: UserAccountsDependencies,
): Promise<AdminUserAccountsResponse> {
  if (!(await deps.isAdmin(adminUserId))) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
  if (!(await deps.getProfile(userId))) throw new NotFoundError(`No user with id ${userId}`);
  const accounts = await deps.listAccounts(userId);
  return {
    accounts: accounts.map(({ id, name, source, hidden }) => ({ id, name, source, hidden })),
  };
}
