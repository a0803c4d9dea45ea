import {
  USER_SEARCH_LIMIT,
  type UserSearchResponse,
  type UserSearchResult,
} from '@thetix/shared/contracts/admin';
import type { Profile } from '@thetix/shared/contracts/profile';
import { ForbiddenError } from '../http/errors';
import { NOT_ADMIN_MESSAGE } from '../http/middleware/impersonation';

export interface UserSearchDependencies {
  isAdmin: (userId: string) => Promise<boolean>;
  listProfiles: () => Promise<Profile[]>;
}

/** Case-insensitive substring match on e-mail or username; e-mail order, at most USER_SEARCH_LIMIT users. */
export function matchUsers(profiles: readonly Profile[], query: string): UserSearchResult[] {
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
 * so an admin may search while viewing as someone else.
 */
export async function searchUsers(
  adminUserId: string,
  query: string,
  deps: UserSearchDependencies,
): Promise<UserSearchResponse> {
  if (!(await deps.isAdmin(adminUserId))) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
  return { users: matchUsers(await deps.listProfiles(), query) };
}
