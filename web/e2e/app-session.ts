import type { Page } from 'playwright-core';
import { signIn, signInAsNewUser } from './fresh-user';

/** The accounts the local stack seeds (functions/src/local): all past onboarding. */
export const seededUsers = {
  investor: { email: 'investor@thetix.local', password: 'Thetix-local-1' },
  admin: { email: 'admin@thetix.local', password: 'Thetix-local-3' },
} as const;

/** Signs a seeded user in through the sign-in form and waits for the dashboard. */
export async function signInAsSeeded(
  page: Page,
  baseUrl: string,
  who: keyof typeof seededUsers,
): Promise<void> {
  await signIn(page, seededUsers[who].email, seededUsers[who].password);
  await page.waitForURL(`${baseUrl}/dashboard`);
}

export const signInAsInvestor = (page: Page, baseUrl: string) => signInAsSeeded(page, baseUrl, 'investor');

/** The signed-in page's Cognito ID token, as Amplify keeps it in localStorage. */
async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? '';
      if (key.endsWith('.idToken')) return localStorage.getItem(key);
    }
    return null;
  });
  if (!token) throw new Error('No ID token in localStorage: sign in first');
  return token;
}

/** Calls the API as the page's user (bearer token, plus the double-submit XSRF token for writes). */
export async function callApi(
  page: Page,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const authorization = `Bearer ${await idTokenOf(page)}`;
  const headers: Record<string, string> = { authorization, accept: 'application/json' };
  if (method !== 'GET') {
    // The token is signed for the bearer's user, so it is fetched with the same bearer.
    const tokenResponse = await fetch(`${baseUrl}/api/token`, { headers: { authorization } });
    const cookie = (tokenResponse.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { token } = (await tokenResponse.json()) as { token: string };
    Object.assign(headers, { cookie, 'x-xsrf-token': token });
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/**
 * The seeded investor holds the example portfolio but has chosen no goal, so the engine proposes nothing until
 * one is chosen: pick a goal per ticker, ask for a run, and wait until the active list is filled.
 */
export async function ensureOpportunities(page: Page, baseUrl: string): Promise<string> {
  const accounts = (await callApi(page, baseUrl, 'GET', '/api/accounts')) as { id: string }[];
  const accountId = accounts[0]?.id;
  if (!accountId) throw new Error('The investor has no account');
  for (const [ticker, goal] of [
    ['AAPL', 'balanced_weekly'],
    ['MSFT', 'conservative_monthly'],
    ['KO', 'balanced_weekly'],
  ] as const)
    await callApi(page, baseUrl, 'POST', '/api/user/goals', { ticker, goal_id: goal });
  await callApi(page, baseUrl, 'POST', `/api/opportunities/refresh?accountId=${accountId}`);
  for (let attempt = 0; attempt < 60; attempt++) {
    const list = (await callApi(
      page,
      baseUrl,
      'GET',
      `/api/opportunities?accountId=${accountId}&status=active`,
    )) as {
      opportunities: unknown[];
    };
    if (list.opportunities.length > 0) return accountId;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('No opportunity was generated within 30 s');
}

/**
 * A brand-new user of their own (so a spec that trades changes nobody else's data): signed in, given the example
 * portfolio, past onboarding, with goals chosen and opportunities generated. Returns the account id.
 */
export async function signInAsFreshInvestor(page: Page, baseUrl: string): Promise<string> {
  await signInAsNewUser(page);
  await callApi(page, baseUrl, 'POST', '/api/test-data');
  await callApi(page, baseUrl, 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
  return ensureOpportunities(page, baseUrl);
}

/**
 * As a signed-in admin: opens the Ctrl+K user search (the admin tools load after the dashboard, so it presses until
 * the search shows), views the user with this e-mail and, when the search lists their accounts, picks the first.
 * Waits for the Admin Mode banner; answers the picked account's row text, if one was listed.
 */
export async function viewAsUser(page: Page, email: string): Promise<string | undefined> {
  const search = page.getByLabel('Search users');
  for (let attempt = 0; attempt < 20 && !(await search.isVisible()); attempt++) {
    await page.keyboard.press('Control+k');
    await search.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  await search.fill(email);
  await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  const banner = page.getByText(`Admin Mode: Viewing as ${email}`);
  const account = page.getByRole('list', { name: 'Accounts' }).getByRole('button').first();
  await banner.or(account).first().waitFor();
  let picked: string | undefined;
  if (await account.isVisible()) {
    picked = await account.innerText();
    await account.click();
  }
  await banner.waitFor();
  return picked;
}
