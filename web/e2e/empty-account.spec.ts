import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

describe('a user without accounts, in Chromium (issue 21 item 4)', () => {
  test('sees an empty state with the way to add an account, not a list loading for good', async ({
    page,
  }) => {
    // Prepare: past onboarding without holdings
    await signInAsNewUser(page);
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Act
    await page.goto(`${baseUrl()}/dashboard/opportunities`);
    const empty = page.getByRole('heading', { name: 'No accounts yet' });
    await empty.waitFor();
    const link = await page.getByRole('link', { name: 'Manage Accounts' }).last().getAttribute('href');

    // Assess
    expect(await empty.isVisible()).toBe(true);
    expect(link).toBe('/profile/accounts');
    expect(await page.getByText('…').count()).toBe(0);
  });
});
