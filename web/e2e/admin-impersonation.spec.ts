import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = () => inject('stack').urls.http;
const READ_ONLY = 'Admin impersonation only allows read-only operations';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl()}/dashboard`);
}

/** Opens Ctrl+K, searches for the investor and picks them. */
async function viewAsInvestor(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByLabel('Search users').fill('investor@thetix');
  await page.getByRole('button', { name: /investor@thetix\.local/ }).click();
  await page.getByText('Admin Mode: Viewing as investor@thetix.local').waitFor();
}

describe('admin impersonation in Chromium (spec part 1 §2, §5, §6)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("lets an admin find the investor with Ctrl+K and see the investor's positions, read-only", async () => {
    // Prepare: the admin holds no positions of their own
    await signIn(page, 'admin@thetix.local', 'Thetix-local-3');
    await page.getByText('No positions in this account.').waitFor();

    // Act: search, with the short-query hint first, then view as the investor
    await page.keyboard.press('Control+k');
    const search = page.getByLabel('Search users');
    await search.fill('in');
    const hint = await page.getByText('Type at least 3 characters to search...').isVisible();
    await search.fill('nobody-at-all');
    await page.getByText('No users found matching nobody-at-all').waitFor();
    await page.keyboard.press('Escape');
    await viewAsInvestor(page);
    const positions = page.getByRole('list', { name: 'Positions' });
    await positions.getByRole('link', { name: /^AAPL / }).waitFor();
    const tickers = await positions.innerText();

    // Act: a write is refused while impersonating
    await page.goto(`${baseUrl()}/profile/accounts`);
    await page.getByLabel('Account name').fill('Not allowed');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    const refusal = await page.getByText(`Failed to create account: ${READ_ONLY}`).innerText();

    // Act: exit returns to the admin's own view
    await page.getByRole('button', { name: 'Exit Admin Mode' }).click();
    await page.getByText('Admin Mode: Viewing as').waitFor({ state: 'detached' });

    // Assess
    expect(hint).toBe(true);
    expect(tickers).toContain('MSFT');
    expect(tickers).toContain('KO');
    expect(refusal).toContain(READ_ONLY);
    expect(await page.evaluate(() => localStorage.getItem('admin_impersonation'))).toBeNull();
  });

  it('shows a non-admin nothing on Ctrl+K', async () => {
    // Prepare
    await signIn(page, 'investor@thetix.local', 'Thetix-local-1');

    // Act
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);

    // Assess
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel('Search users').count()).toBe(0);
  });
});
