import { defaultSubscriptions } from '../goals/subscription-options';
import { buildSubscriptionRepository } from '../goals/subscription-repository';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { audienceKey } from '../reports/report-entities';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ALL_ACCOUNTS } from '@thetix/shared/contracts/goals';
import { findCompany } from '@thetix/shared/market/company-directory';
import { buildGoalSelectionRepository } from '../goals/goal-selection-repository';
import { buildInviteRepository } from '../invites/invite-repository';
import { buildOpportunityTrigger } from '../opportunities/opportunity-trigger';
import { marketModel } from '../market-data/market-source';
import { fixedClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import type { Table } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { buildExampleWheel } from '../wheel/example-wheel';
import { buildProfileRepository } from '../profile/profile-repository';
import { queueClient, queueUrl } from '../platform/queue-client';
import { buildCardRepository } from '../thetix/card-repository';
import { EXAMPLES_EMAIL, EXAMPLES_USER_ID, ensureExampleCollections } from '../thetix/example-collections';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { ensureUser } from './cognito-local';
import { LOCAL_SEAT_TOTAL, localAccounts } from './local-accounts';

/**
 * Seeds the local accounts: users in cognito-local, their invites, the seat quota, and the profiles of the
 * accounts that have already signed in (onboarded and admin), through the same first-sign-in transaction the API
 * uses, and the onboarded investor's example portfolio (the one onboarding's "Try Example Portfolio" loads) with
 * a Balanced goal on each of its tickers, so their opportunities are generated within a minute of the first start;
 * and the public example collections of the Thetix landing page (thetix/example-collections.ts), owned by a system
 * user who holds the example portfolio and cannot sign in. Idempotent: a restart changes nothing that exists.
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
    exampleWheel: buildExampleWheel(options.table, marketModel(), fixedClock(options.now.toISOString())),
  });
  const subscriptions = buildSubscriptionRepository(options.table);
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
    const loadExample =
      account.profile === 'onboarded' && (await portfolioRepository.listAccounts(userId)).length === 0;
    if (loadExample) await portfolio.loadExamplePortfolio(userId);
    if (!(await profiles.getProfile(userId))) await createProfile(userId, account.email, featureFlags);
    // The onboarded investor chose e-mail reports in onboarding's alerts step (only when nothing is saved yet).
    if (account.profile === 'onboarded' && !(await subscriptions.getSubscriptions(userId)))
      await subscriptions.putSubscriptions(
        userId,
        { ...defaultSubscriptions, channels: { ...defaultSubscriptions.channels, email: true } },
        options.now.toISOString(),
      );
    // Onboarded accounts receive the scheduled reports, as onboarding's completion registers a user for them.
    if (account.profile === 'onboarded')
      await options.table.client.send(
        new PutCommand({
          TableName: options.table.name,
          Item: { ...audienceKey(userId), entity: 'report-audience', user_id: userId },
        }),
      );
    // Goals come with the example, as onboarding's completion gives them, so opportunities appear at once.
    if (loadExample) await seedGoals(userId);
  }
  await seedThetixExamples();

  /**
   * The examples' owner has a profile (collections are written under one) but no invite, no seat and no Cognito
   * user: nobody signs in as it. Its cards' jobs go to the jobs queue, which the workers drain once they start.
   */
  async function seedThetixExamples() {
    if (!(await profiles.getProfile(EXAMPLES_USER_ID))) {
      await profiles.putProfile({
        id: EXAMPLES_USER_ID,
        username: EXAMPLES_EMAIL,
        email: EXAMPLES_EMAIL,
        profilePicture: null,
        createdAt: options.now.toISOString(),
        hasCompletedOnboarding: true,
        foundersAccess: false,
        featureFlags: {},
        preferences: {},
      });
    }
    if ((await portfolioRepository.listAccounts(EXAMPLES_USER_ID)).length === 0)
      await portfolio.loadExamplePortfolio(EXAMPLES_USER_ID);
    await ensureExampleCollections({
      cards: buildCardRepository(options.table),
      newId: randomId,
      now: options.now.toISOString(),
      enqueue: async (message) => {
        await queueClient().send(
          new SendMessageCommand({ QueueUrl: queueUrl('jobs'), MessageBody: JSON.stringify(message) }),
        );
      },
    });
  }

  async function seedGoals(userId: string) {
    const selections = buildGoalSelectionRepository(options.table);
    for (const position of await portfolio.listPositions(userId)) {
      const weekly = findCompany(position.ticker)?.weeklyOptions ?? false;
      await selections.putSelectionIfAbsent(userId, {
        scope: ALL_ACCOUNTS,
        ticker: position.ticker,
        goalId: weekly ? 'balanced_weekly' : 'balanced_monthly',
        selectedAt: options.now.toISOString(),
      });
    }
    await buildOpportunityTrigger(options.table, fixedClock(options.now.toISOString())).holdingsChanged(
      userId,
    );
  }

  async function createProfile(userId: string, email: string, featureFlags: Record<string, boolean>) {
    const at = options.now.toISOString();
    await profiles.createProfileFromInvite(
      {
        id: userId,
        username: email,
        email,
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
