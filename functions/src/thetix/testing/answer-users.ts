import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { callApi, createSignedInUser, tokenFor } from '../../testing/stack-client';

/**
 * The two users the agreement test and the evaluation set ask Thetix as (issue 28): the seeded investor, and a new
 * invitee who loads the example portfolio, finishes onboarding with Balanced Weekly goals and then sets a
 * Conservative Monthly goal on KO, so answers must follow each holding's own goal. Both have had a generation run
 * asked for, as the dashboard's refresh does.
 */
export interface AnswerUser {
  readonly label: string;
  readonly token: string;
  readonly userId: string;
  readonly accountId: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function read<T>(token: string, path: string): Promise<T> {
  const response = await callApi(path, { token });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.body as T;
}

const refreshOpportunities = (token: string) =>
  callApi('/api/opportunities/refresh', { method: 'POST', token, xsrf: true, body: {} });

export async function seededInvestor(label = 'seeded investor'): Promise<AnswerUser> {
  const token = await tokenFor('investor@thetix.local');
  const [profile, accounts] = await Promise.all([
    read<{ id: string }>(token, '/api/profile'),
    read<{ id: string }[]>(token, '/api/accounts'),
  ]);
  // The test stack seeds the investor without waiting for its first run: ask for one.
  await refreshOpportunities(token);
  return { label, token, userId: profile.id, accountId: String(accounts[0]?.id) };
}

export async function exampleUserWithGoals(label = 'example-portfolio user'): Promise<AnswerUser> {
  const user = await createSignedInUser({ invited: true });
  await callApi('/api/profile', { token: user.token });
  const loaded = await callApi('/api/test-data', { method: 'POST', token: user.token, xsrf: true });
  if (loaded.status !== 201) throw new Error(`loading the example portfolio answered ${loaded.status}`);
  const steps = [
    await callApi('/api/complete-onboarding', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { starting_goal: 'Balanced Weekly' },
    }),
    await callApi('/api/user/goals', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { ticker: 'KO', goal_id: 'conservative_monthly' },
    }),
  ];
  for (const step of steps) if (step.status >= 300) throw new Error(`setting up answered ${step.status}`);
  await refreshOpportunities(user.token);
  return { label, token: user.token, userId: user.userId, accountId: String(loaded.body?.accountId) };
}

/**
 * The dashboard's active opportunities once a generation run has written them: a run writes its items one by one,
 * so the list is read until it has items and holds still for a second (30 s at most).
 */
export async function settledOpportunities(user: AnswerUser): Promise<Opportunity[]> {
  const deadline = Date.now() + 30_000;
  let previous = '';
  for (;;) {
    const { opportunities } = await read<{ opportunities: Opportunity[] }>(
      user.token,
      `/api/opportunities?accountId=${user.accountId}`,
    );
    const key = JSON.stringify(opportunities.map((item) => [item.id, item.details]));
    if ((opportunities.length > 0 && key === previous) || Date.now() > deadline) return opportunities;
    previous = key;
    await sleep(1000);
  }
}
