import { describe, expect, inject } from 'vitest';
import { callApi, signInAsInvestor } from './app-session';
import { browserTest as test } from './browser';

const baseUrl = () => inject('stack').urls.http;

describe('position page not-found states in Chromium (spec part 2 §2)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsInvestor(page, baseUrl());
  });

  test('says which account lacks the position, or that no data is available across all accounts', async ({
    page,
  }) => {
    // Prepare
    const accounts = (await callApi(page, baseUrl(), 'GET', '/api/accounts')) as {
      id: string;
      name: string;
    }[];
    const account = accounts[0]!;

    // Act: All accounts
    await page.evaluate(() => localStorage.removeItem('selected_account'));
    await page.goto(`${baseUrl()}/dashboard/position/ZZZZ`);
    const noData = page.getByRole('heading', { name: 'No position data available' });
    await noData.waitFor();
    const backLink = await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href');

    // Act: one account selected
    await page.evaluate((id) => localStorage.setItem('selected_account', id), account.id);
    await page.goto(`${baseUrl()}/dashboard/position/zzzz`);
    await page.getByRole('heading', { name: 'ZZZZ position not found' }).waitFor();
    const message = await page
      .getByText(`Position not found in your portfolio for account "${account.name}".`)
      .isVisible();
    const goLink = page.getByRole('link', { name: 'Go to dashboard' });
    await goLink.click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.evaluate(() => localStorage.removeItem('selected_account'));

    // Assess
    expect(backLink).toBe('/dashboard');
    expect(message).toBe(true);
  });
});
