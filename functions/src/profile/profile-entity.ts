import type { Profile } from '@thetix/shared/contracts/profile';

/** A user's profile: pk `USER#<userId>`, sk `PROFILE`; gsi1 (lookup) `EMAIL#<email>` finds it by e-mail. */
export const profileKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });
export const profileLookupKey = (email: string) => ({
  gsi1pk: `EMAIL#${email.toLowerCase()}`,
  gsi1sk: 'PROFILE',
});

export interface ProfileItem extends Profile {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  entity: 'profile';
}

export function toProfileItem(profile: Profile): ProfileItem {
  return { ...profileKey(profile.id), ...profileLookupKey(profile.email), entity: 'profile', ...profile };
}

export function fromProfileItem(item: Record<string, unknown>): Profile {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _g1,
    gsi1sk: _g2,
    entity: _entity,
    ...profile
  } = item as unknown as ProfileItem;
  return profile;
}
