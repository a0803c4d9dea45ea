/**
 * An invitation to the beta, keyed by e-mail: pk `INVITE#<email>`, sk `INVITE`. Claimed by the first sign-in of
 * that address, which also takes a seat. Feature flags granted with the invite (admin) become the profile's.
 */
export const inviteKey = (email: string) => ({ pk: `INVITE#${email.toLowerCase()}`, sk: 'INVITE' });

export interface Invite {
  email: string;
  invitedAt: string;
  featureFlags: Record<string, boolean>;
  /** Founder's Access: the first users of the beta keep a badge. */
  foundersAccess: boolean;
  claimedBy?: string;
  claimedAt?: string;
}

/** The seat quota shown on the landing page: pk `SEATS`, sk `SEATS`; `used` grows as invites are claimed. */
export const seatsKey = { pk: 'SEATS', sk: 'SEATS' } as const;
