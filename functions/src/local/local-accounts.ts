/**
 * The accounts every local stack has (README, "Local accounts"). Local only: these passwords never exist in AWS.
 */
export interface LocalAccount {
  email: string;
  password: string;
  name: string;
  /** What signing in with it shows. */
  shows: string;
  profile: 'onboarded' | 'invited' | 'admin';
}

export const localAccounts: readonly LocalAccount[] = [
  {
    email: 'investor@thetix.local',
    password: 'Thetix-local-1',
    name: 'Dana Investor',
    shows:
      'An invited user who has completed onboarding with the example portfolio: goes straight to the dashboard.',
    profile: 'onboarded',
  },
  {
    email: 'newcomer@thetix.local',
    password: 'Thetix-local-2',
    name: 'Noah Newcomer',
    shows:
      'An invited user who has not started onboarding: the first sign-in claims a seat and opens onboarding.',
    profile: 'invited',
  },
  {
    email: 'admin@thetix.local',
    password: 'Thetix-local-3',
    name: 'Ada Admin',
    shows: 'An admin (feature flag admin): can view the product as another user, read-only.',
    profile: 'admin',
  },
];

/** Seats of the local beta: the landing page's seat bar shows `used / total`. */
export const LOCAL_SEAT_TOTAL = 500;
/** The first users get Founder's Access (spec part 1 §1). */
export const LOCAL_FOUNDERS_SEATS = 100;
