import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { buildInviteRepository } from '../invites/invite-repository';
import { marketModel } from '../market-data/market-source';
import { fixedClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import type { Table } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { buildProfileRepository } from '../profile/profile-repository';
import { ensureUser } from './cognito-local';
import { LOCAL_SEAT_TOTAL, localAccounts } from './local-accounts';

/**
 * Seeds the local accounts: users in cognito-local, their invites, the seat quota, and the profiles of the
 * accounts that have already signed in (onboarded and admin), through the same first-sign-in transaction the API
 * uses, and the onboarded investor's example portfolio (the one onboarding's "Try Example Portfolio" loads).
 * Idempotent: a restart changes nothing that exists.
 */
export async function seedLocalData(options: {
  table: Table;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  now: Date;
}): Promise<void> {
  const invites = buildInviteRepository(options.table);
  const profiles = buildProfileRepository(options.table);
  const portfolioRepository = buildPortfolioRepository(options.table);
  const portfolio = buildPortfolioService({
    portfolio: portfolioRepository,
    market: marketModel(),
    clock: fixedClock(options.now.toISOString()),
    ids: randomId,
  });
  const seats = await invites.getSeats();
  if (seats.total === 0) await invites.setSeatTotal(LOCAL_SEAT_TOTAL);

  for (const account of localAccounts) {
    const userId = await ensureUser(options.cognito, options.userPoolId, account);
    const featureFlags: Record<string, boolean> =
      account.profile === 'admin' ? { admin: true, account_sync: true } : { account_sync: true };
    await invites.putInvite({
      email: account.email,
      invitedAt: options.now.toISOString(),
      featureFlags,
      foundersAccess: true,
    });
    if (account.profile === 'invited') continue;
    if (account.profile === 'onboarded' && (await portfolioRepository.listAccounts(userId)).length === 0) {
      await portfolio.loadExamplePortfolio(userId);
    }
    if (await profiles.getProfile(userId)) continue;
    const at = options.now.toISOString();
    await profiles.createProfileFromInvite(
      {
        id: userId,
        username: account.email,
        email: account.email,
        profilePicture: null,
        createdAt: at,
        hasCompletedOnboarding: true,
        foundersAccess: true,
        featureFlags,
        preferences: {},
      },
      at,
    );
  }
}
