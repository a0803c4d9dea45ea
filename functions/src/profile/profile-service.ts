import type { Profile } from '@thetix/shared/contracts/profile';
import type { Caller } from '../http/http-types';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors';
import type { InviteRepository } from '../invites/invite-repository';
import type { Clock } from '../platform/clock';
import { isConditionFailure } from '../platform/table';
import type { ProfileRepository } from './profile-repository';

export const inviteOnlyMessage = (supportEmail: string) =>
  `Access denied. The product is currently invite-only. If you think this is an error, please reach out to us at ${supportEmail}.`;

export interface ProfileServiceDependencies {
  profiles: ProfileRepository;
  invites: InviteRepository;
  clock: Clock;
  supportEmail: string;
}

/**
 * The caller's profile. An invited user's first request creates it (claiming the invite and a seat); anyone else
 * is refused with the invite-only notice. An admin viewing as someone reads that profile and never creates one.
 */
export async function getOrCreateProfile(caller: Caller, deps: ProfileServiceDependencies): Promise<Profile> {
  const existing = await deps.profiles.getProfile(caller.userId);
  if (existing) return existing;
  if (caller.impersonating) throw new NotFoundError(`User ${caller.userId} has no profile`);

  const { identity } = caller;
  const invite = await deps.invites.findInvite(identity.email);
  if (!invite) throw new ForbiddenError(inviteOnlyMessage(deps.supportEmail), 'NOT_INVITED');
  if (invite.claimedBy && invite.claimedBy !== identity.userId) {
    throw new ConflictError('This invitation has already been used by another sign-in');
  }

  const now = deps.clock.now().toISOString();
  const profile: Profile = {
    id: identity.userId,
    username: identity.username,
    email: identity.email,
    profilePicture: null,
    createdAt: now,
    hasCompletedOnboarding: false,
    foundersAccess: invite.foundersAccess,
    featureFlags: invite.featureFlags,
    preferences: {},
  };
  try {
    await deps.profiles.createProfileFromInvite(profile, now);
    return profile;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A concurrent first request won the race: its profile is the one.
    const winner = await deps.profiles.getProfile(identity.userId);
    if (winner) return winner;
    throw new ConflictError('This invitation has already been used by another sign-in');
  }
}
