import { describe, expect, inject } from 'vitest';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

describe('brokerage connection in Chromium (spec part 1 §2 profile accounts, §4 brokerage linking)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto(`${baseUrl()}/profile/accounts`);
  });

  test('connects the sandbox brokerage in a login window and shows the synced account and its positions', async ({
    page,
  }) => {
    // Act: open the login window from the Sync Brokerage tab and authorize a demo brokerage
    await page.getByRole('tab', { name: 'Sync Brokerage' }).click();
    const [portal] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Connect Brokerage' }).click(),
    ]);
    await portal.getByRole('heading', { name: 'Connect a brokerage' }).waitFor();
    const closed = portal.waitForEvent('close', { timeout: 15_000 });
    await portal.getByRole('link', { name: /Northwind Brokerage/ }).click();
    const portalTitle = await portal.title();
    await closed;

    // Act: wait for the first sync, then open the synced account
    const banner = page.getByText(/^Successfully synced \d+ position\(s\)!$/);
    await banner.waitFor({ timeout: 30_000 });
    const synced = await banner.innerText();
    const accounts = page.getByRole('list', { name: 'Accounts' });
    await accounts.getByRole('link', { name: 'Individual Brokerage' }).waitFor();
    const row = await accounts.getByRole('listitem').filter({ hasText: 'Individual Brokerage' }).innerText();
    // The user has not finished onboarding, so the assets step is where their positions show.
    await page.goto(`${baseUrl()}/onboarding/holdings`);
    const assets = page.getByRole('list', { name: 'Your assets' });
    await assets.getByRole('listitem').nth(2).waitFor();
    const tickers = await assets.getByRole('listitem').allInnerTexts();
    const footer = await page.getByRole('button', { name: 'Continue with Connected Account' }).count();
    // Coming back to the step after connecting opens on the brokerage, saying what is connected (issue 34 item 6).
    const syncTab = await page.getByRole('tab', { name: 'Sync Brokerage' }).getAttribute('aria-selected');
    const connected = await page.getByRole('region', { name: 'Connected accounts' }).innerText();
    await page.screenshot({ path: '/tmp/shots-phone/onboarding-assets-connected.png', fullPage: true });

    // Assess
    expect(portalTitle).toContain('Success');
    expect(synced).toBe('Successfully synced 3 position(s)!');
    expect(row).toContain('Northwind Brokerage');
    expect(row).toMatch(/Last synced/);
    expect(row).toContain('3 positions');
    expect(tickers.map((item) => item.split('\n')[0])).toEqual(['AAPL', 'KO', 'MSFT']);
    expect(footer).toBe(1);
    expect(syncTab).toBe('true');
    expect(connected).toContain('Individual Brokerage · 3 positions');
  });
});
