import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toAccountItem, toPositionItem } from '../portfolio/portfolio-entities';
import { buildAccountGoalSettingsCleanup } from './account-goal-settings';
import {
  callApi,
  createSignedInUser,
  createUserWithProfile,
  stackTable,
  tokenFor,
} from '../testing/stack-client';

/** A manual account holding these tickers, written the way the portfolio stores them. */
async function createAccount(userId: string, holdings: Record<string, number>) {
  const table = stackTable();
  const accountId = randomUUID();
  const now = new Date().toISOString();
  const items = [
    toAccountItem({
      id: accountId,
      userId,
      name: 'Test',
      source: 'manual',
      hidden: false,
      cashBalance: 0,
      createdAt: now,
    }),
    ...Object.entries(holdings).map(([ticker, amount]) =>
      toPositionItem(userId, {
        accountId,
        ticker,
        amount,
        totalOpenContracts: 0,
        costBasis: 0,
        updatedAt: now,
      }),
    ),
  ];
  for (const item of items) await table.client.send(new PutCommand({ TableName: table.name, Item: item }));
  return accountId;
}

const post = (path: string, token: string, body: unknown, method = 'POST') =>
  callApi(path, { method, token, body, xsrf: true });

describe('goals of a ticker', () => {
  it('lists all six goals for a ticker with weekly options and the monthly ones otherwise', async () => {
    const { token } = await createUserWithProfile();
    const weekly = await callApi('/api/tickers/aapl/goals', { token });
    const monthly = await callApi('/api/tickers/HRL/goals', { token });
    expect(weekly.status).toBe(200);
    expect(weekly.body).toMatchObject({ ticker: 'AAPL', weeklyOptions: true });
    expect((weekly.body?.goals as unknown[]).length).toBe(6);
    expect((monthly.body?.goals as { name: string }[]).map((goal) => goal.name)).toEqual([
      'Conservative Monthly',
      'Balanced Monthly',
      'Aggressive Monthly',
    ]);
  });

  it('lists strategies carrying goalId', async () => {
    const { token } = await createUserWithProfile();
    const response = await callApi('/api/tickers/MSFT/strategies', { token });
    expect(response.status).toBe(200);
    expect(response.body?.strategies).toContainEqual(
      expect.objectContaining({ goalId: 'balanced_weekly', name: 'Covered Call (Balanced, Weekly)' }),
    );
  });

  it('answers 404 for an unknown ticker, 400 for a malformed one and 401 without a token', async () => {
    const { token } = await createUserWithProfile();
    expect((await callApi('/api/tickers/ZZZZZ/goals', { token })).status).toBe(404);
    const malformed = await callApi('/api/tickers/123456/strategies', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'params.ticker' })]);
    expect((await callApi('/api/tickers/AAPL/goals')).status).toBe(401);
  });
});

describe('goal selections', () => {
  it('selects, reads, inherits and clears goals per account', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await createAccount(user.userId, { AAPL: 100 });
    // Act
    const everywhere = await post('/api/user/goals', user.token, {
      ticker: 'aapl',
      goal_id: 'conservative_weekly',
    });
    const inAccount = await post(`/api/user/goals?accountId=${accountId}`, user.token, {
      ticker: 'MSFT',
      goal_id: 'balanced_monthly',
    });
    // Assess
    expect(everywhere.status).toBe(200);
    expect(everywhere.body).toMatchObject({
      user_id: user.userId,
      ticker: 'AAPL',
      goal_id: 'conservative_weekly',
      account_id: null,
      goal: { id: 'conservative_weekly', name: 'Conservative Weekly', goal_type: 'income' },
    });
    expect(inAccount.status).toBe(200);
    const listed = await callApi(`/api/user/goals?accountId=${accountId}`, { token: user.token });
    expect(
      (listed.body?.goals as { ticker: string; account_id: string | null }[]).map((goal) => [
        goal.ticker,
        goal.account_id,
      ]),
    ).toEqual([
      ['AAPL', null],
      ['MSFT', accountId],
    ]);
    const allAccounts = await callApi('/api/user/goals', { token: user.token });
    expect((allAccounts.body?.goals as unknown[]).length).toBe(1);
    const one = await callApi(`/api/user/goals/MSFT?accountId=${accountId}`, { token: user.token });
    expect(one.body).toMatchObject({ goal_id: 'balanced_monthly' });
    expect((await callApi('/api/user/goals/NVDA', { token: user.token })).status).toBe(204);

    const cleared = await post(
      `/api/user/goals?accountId=${accountId}`,
      user.token,
      { tickers: ['MSFT', 'AAPL'] },
      'DELETE',
    );
    expect(cleared.body).toEqual({ removed: ['MSFT'] });
    expect((await callApi(`/api/user/goals/MSFT?accountId=${accountId}`, { token: user.token })).status).toBe(
      204,
    );
  });

  it('answers 400 naming the field, 404 for an unknown goal and 409 for a weekly goal without weekly options', async () => {
    const { token } = await createUserWithProfile();
    const missing = await post('/api/user/goals', token, { goal_id: 'balanced_weekly' });
    expect(missing.status).toBe(400);
    expect(missing.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'body.ticker' })]);
    const unknownKey = await post('/api/user/goals', token, {
      ticker: 'AAPL',
      goal_id: 'balanced_weekly',
      extra: 1,
    });
    expect(unknownKey.status).toBe(400);
    const unknownGoal = await post('/api/user/goals', token, { ticker: 'AAPL', goal_id: 'balanced_daily' });
    expect(unknownGoal).toMatchObject({ status: 404, body: { message: 'Goal balanced_daily not found' } });
    const conflict = await post('/api/user/goals', token, { ticker: 'HRL', goal_id: 'balanced_weekly' });
    expect(conflict.status).toBe(409);
    const badAccount = await callApi('/api/user/goals?accountId=a%23b', { token });
    expect(badAccount.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'query.accountId' })]);
  });

  it("keeps one user's goals and accounts out of another's reach", async () => {
    // Prepare
    const owner = await createUserWithProfile();
    const other = await createUserWithProfile();
    const accountId = await createAccount(owner.userId, { AAPL: 100 });
    await post(`/api/user/goals?accountId=${accountId}`, owner.token, {
      ticker: 'AAPL',
      goal_id: 'balanced_weekly',
    });
    // Act
    const read = await callApi(`/api/user/goals?accountId=${accountId}`, { token: other.token });
    const write = await post(`/api/user/goals?accountId=${accountId}`, other.token, {
      ticker: 'AAPL',
      goal_id: 'aggressive_weekly',
    });
    const ownList = await callApi('/api/user/goals', { token: other.token });
    // Assess
    expect(read).toMatchObject({ status: 404, body: { message: `Account ${accountId} not found` } });
    expect(write.status).toBe(404);
    expect(ownList.body).toEqual({ goals: [] });
    const ownerView = await callApi(`/api/user/goals/AAPL?accountId=${accountId}`, { token: owner.token });
    expect(ownerView.body).toMatchObject({ goal_id: 'balanced_weekly' });
  });

  it("removes a deleted account's own settings and keeps the All-accounts ones", async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await createAccount(user.userId, { AAPL: 100 });
    await post('/api/user/goals', user.token, { ticker: 'KO', goal_id: 'balanced_monthly' });
    await post(`/api/user/goals?accountId=${accountId}`, user.token, {
      ticker: 'AAPL',
      goal_id: 'balanced_weekly',
    });
    await post(`/api/user/allocation/AAPL?accountId=${accountId}`, user.token, { allocation: 0.5 });
    // Act
    await buildAccountGoalSettingsCleanup(stackTable())(user.userId, accountId);
    // Assess
    const goals = await callApi(`/api/user/goals?accountId=${accountId}`, { token: user.token });
    expect((goals.body?.goals as { ticker: string }[]).map((goal) => goal.ticker)).toEqual(['KO']);
    const allocations = await callApi(`/api/user/allocations?accountId=${accountId}`, { token: user.token });
    expect(allocations.body?.allocations).toEqual([
      expect.objectContaining({ ticker: 'AAPL', is_custom: false }),
    ]);
  });

  it('refuses settings writes from a signed-in user without a profile', async () => {
    const user = await createSignedInUser({ invited: false });
    const response = await post('/api/user/goals', user.token, {
      ticker: 'AAPL',
      goal_id: 'balanced_weekly',
    });
    expect(response.status).toBe(404);
  });
});

describe('allocations', () => {
  it('lists held tickers at the default and stores a custom fraction', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await createAccount(user.userId, { AAPL: 300, KO: 0 });
    // Act
    const saved = await post(`/api/user/allocation/AAPL?accountId=${accountId}`, user.token, {
      allocation: 0.75,
    });
    // Assess
    expect(saved.body).toEqual({
      ticker: 'AAPL',
      effective_allocation: 0.75,
      is_custom: true,
      strategy_default: 1,
      account_id: accountId,
    });
    const listed = await callApi(`/api/user/allocations?accountId=${accountId}`, { token: user.token });
    expect(listed.body).toEqual({ allocations: [saved.body] });
    const everywhere = await callApi('/api/user/allocations', { token: user.token });
    expect(everywhere.body).toEqual({
      allocations: [
        { ticker: 'AAPL', effective_allocation: 1, is_custom: false, strategy_default: 1, account_id: null },
      ],
    });
  });

  it('refuses a percentage, an off-step fraction and an unknown ticker', async () => {
    const { token } = await createUserWithProfile();
    const percentage = await post('/api/user/allocation/AAPL', token, { allocation: 75 });
    expect(percentage.status).toBe(400);
    expect(percentage.body?.fieldErrors).toEqual([
      expect.objectContaining({
        path: 'body.allocation',
        message: expect.stringContaining('not a percentage'),
      }),
    ]);
    expect((await post('/api/user/allocation/AAPL', token, { allocation: 0.33 })).status).toBe(400);
    expect((await post('/api/user/allocation/ZZZZZ', token, { allocation: 0.5 })).status).toBe(404);
  });
});

describe('preferences and onboarding', () => {
  it('saves preferences on the profile, visible in GET /api/profile, and refuses unknown keys', async () => {
    const user = await createUserWithProfile();
    const saved = await post('/api/user/preferences', user.token, {
      default_goals: { income: 'conservative_monthly' },
      preferences: { landing_page: 'thetix' },
    });
    expect(saved.body).toEqual({
      defaultGoals: { income: 'conservative_monthly' },
      preferences: { landing_page: 'thetix' },
    });
    expect((await callApi('/api/user/preferences', { token: user.token })).body).toEqual(saved.body);
    const profile = await callApi('/api/profile', { token: user.token });
    expect(profile.body?.preferences).toEqual({ landing_page: 'thetix' });
    const unknown = await post('/api/user/preferences', user.token, { preferences: { theme: 'dark' } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body?.fieldErrors)).toContain('theme');
  });

  it('completes onboarding once, applying the starting goal to held tickers without one', async () => {
    // Prepare
    const user = await createUserWithProfile();
    await createAccount(user.userId, { AAPL: 100, HRL: 200 });
    await createAccount(user.userId, { MSFT: 100 });
    await post('/api/user/goals', user.token, { ticker: 'MSFT', goal_id: 'aggressive_weekly' });
    // Act
    const responses = await Promise.all(
      [1, 2].map(() => post('/api/complete-onboarding', user.token, { starting_goal: 'Balanced Weekly' })),
    );
    const again = await post('/api/complete-onboarding', user.token, { starting_goal: 'Balanced Weekly' });
    // Assess
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const winners = responses.filter((response) => response.body?.completedNow === true);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body).toMatchObject({
      startingGoal: 'balanced_weekly',
      goalsAppliedToTickers: ['AAPL', 'HRL'],
    });
    expect(again.body).toMatchObject({ completedNow: false, goalsAppliedToTickers: [] });
    const profile = await callApi('/api/profile', { token: user.token });
    expect(profile.body?.hasCompletedOnboarding).toBe(true);
    const goals = await callApi('/api/user/goals', { token: user.token });
    expect(
      (goals.body?.goals as { ticker: string; goal_id: string }[]).map((goal) => [goal.ticker, goal.goal_id]),
    ).toEqual([
      ['AAPL', 'balanced_weekly'],
      ['HRL', 'balanced_monthly'],
      ['MSFT', 'aggressive_weekly'],
    ]);
    expect((await callApi('/api/user/preferences', { token: user.token })).body?.defaultGoals).toEqual({
      income: 'balanced_weekly',
    });
  });

  it('refuses a starting goal that is not one of the six', async () => {
    const user = await createUserWithProfile();
    const response = await post('/api/complete-onboarding', user.token, { starting_goal: 'Balanced Daily' });
    expect(response.status).toBe(400);
    expect(response.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'body.starting_goal' })]);
  });
});

describe('subscriptions', () => {
  it('serves the option config, the defaults and saves an update', async () => {
    const { token } = await createUserWithProfile();
    const config = await callApi('/api/subscriptions/config', { token });
    expect(config.body?.notificationTypes).toMatchObject({
      onboarding_report: { required: true, disabled: false },
      cash_secured_put_alerts: { required: false, disabled: true },
    });
    const saved = await post('/api/subscriptions', token, { channels: { email: true } });
    expect(saved.status).toBe(200);
    const current = await callApi('/api/subscriptions', { token });
    expect(current.body?.channels).toEqual({ email: true, push: false });
  });

  it('refuses to turn a required option off, naming it', async () => {
    const { token } = await createUserWithProfile();
    const response = await post('/api/subscriptions', token, {
      notificationTypes: { onboarding_report: false },
    });
    expect(response.status).toBe(400);
    expect(response.body?.message).toContain('onboarding_report');
    expect(response.body?.fieldErrors).toEqual([
      expect.objectContaining({ path: 'body.notificationTypes.onboarding_report' }),
    ]);
  });
});

describe('admin viewing as a user', () => {
  const asAdmin = async (targetUserId: string) => ({
    token: await tokenFor('admin@thetix.local'),
    headers: { 'x-impersonate-user-id': targetUserId, 'x-impersonation-timestamp': new Date().toISOString() },
  });

  it("reads the user's goals and may not change them", async () => {
    // Prepare
    const target = await createUserWithProfile();
    await post('/api/user/goals', target.token, { ticker: 'AAPL', goal_id: 'balanced_weekly' });
    const admin = await asAdmin(target.userId);
    // Act
    const read = await callApi('/api/user/goals', admin);
    const write = await callApi('/api/user/goals', {
      ...admin,
      method: 'POST',
      xsrf: true,
      body: { ticker: 'AAPL', goal_id: 'aggressive_weekly' },
    });
    const onboarding = await callApi('/api/complete-onboarding', {
      ...admin,
      method: 'POST',
      xsrf: true,
      body: {},
    });
    // Assess
    expect(read.status).toBe(200);
    expect(read.body?.goals).toEqual([
      expect.objectContaining({ user_id: target.userId, goal_id: 'balanced_weekly' }),
    ]);
    expect(write).toMatchObject({ status: 403, body: { code: 'READ_ONLY_IMPERSONATION' } });
    expect(onboarding.status).toBe(403);
    const after = await callApi('/api/user/goals/AAPL', { token: target.token });
    expect(after.body).toMatchObject({ goal_id: 'balanced_weekly' });
  });
});
