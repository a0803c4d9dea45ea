import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

describe('empty and first-run pages, in Chromium (issue 21 items 4 and 5)', () => {
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

  test('/dashboard/goal is the investment goals page, not a placeholder', async ({ page }) => {
    // Prepare
    await signInAsNewUser(page);
    await callApi(page, baseUrl(), 'POST', '/api/test-data');
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Act
    await page.goto(`${baseUrl()}/dashboard/goal`);
    const heading = page.getByRole('heading', { name: 'Investment Goals' });
    await heading.waitFor();
    await page.getByText('Default income goal', { exact: true }).first().waitFor();
    const defaultGoal = await page.getByText('Default income goal', { exact: true }).first().isVisible();

    // Assess
    expect(await heading.isVisible()).toBe(true);
    expect(defaultGoal).toBe(true);
    expect(await page.getByText('Coming soon').count()).toBe(0);
  });
});
