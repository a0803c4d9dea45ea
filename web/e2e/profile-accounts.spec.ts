import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsSeeded, viewAsUser } from './app-session';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('profile accounts in Chromium (spec part 1 §2, §4, §5, §8)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto(`${baseUrl()}/profile/accounts`);
  });

  test('creates a manual account, renames it (Escape reverts), hides it and deletes it in the danger zone', async ({
    page,
  }) => {
    // Act: create, refusing a blank name first
    await button(page, 'Create Account').click();
    const required = await page.getByText('Account name is required').innerText();
    await page.getByLabel('Account name').fill('  Roth IRA  ');
    await button(page, 'Create Account').click();
    await page.getByText('Account Created').first().waitFor();
    await page.getByRole('link', { name: 'Roth IRA' }).click();
    await page.waitForURL(/\/profile\/accounts\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Details' }).waitFor();

    // Act: rename, with Escape reverting an unsaved edit
    const name = page.getByLabel('Account name');
    await name.fill('Old name?');
    await name.press('Escape');
    const reverted = await name.inputValue();
    const saveWhenUnchanged = await button(page, 'Save').isDisabled();
    await name.fill('Retirement');
    await button(page, 'Save').click();
    await page.getByText('Account Updated').first().waitFor();
    await page.getByRole('heading', { name: 'Retirement', level: 1 }).waitFor();

    // Act: hide, then delete
    await page.getByLabel('Show in All accounts and the account switcher').click({ force: true });
    await page.getByRole('link', { name: '← All accounts' }).click();
    await page.getByText('Hidden', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Retirement' }).click();
    await button(page, 'Delete Account').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/profile/accounts`);
    await page.getByText('Account Deleted').first().waitFor();
    const remaining = await page.getByRole('list', { name: 'Accounts' }).count();

    // Assess
    expect(required).toBe('Account name is required');
    expect(reverted).toBe('Roth IRA');
    expect(saveWhenUnchanged).toBe(true);
    expect(remaining).toBe(0);
  });
});

describe('profile accounts while an admin views as a user, in Chromium (spec part 1 §6)', () => {
  test('shows the accounts without a single action', async ({ page }) => {
    // Prepare: the seeded admin picks the seeded investor's account with Ctrl+K
    await signInAsSeeded(page, baseUrl(), 'admin');
    await viewAsUser(page, 'investor@thetix.local');

    // Act
    await page.goto(`${baseUrl()}/profile/accounts`);
    const accounts = page.getByRole('list', { name: 'Accounts' });
    await accounts.getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Visibility' }).waitFor();
    const detail = await page.locator('main').innerText();
    const detailButtons = await page.locator('main').getByRole('button').count();
    await page.getByRole('link', { name: '← All accounts' }).click();
    await accounts.waitFor();
    const addPanel = await page.getByText('Add an account').count();

    // Assess
    expect(detail).toContain('Read-only while viewing as investor@thetix.local');
    expect(detailButtons).toBe(0);
    expect(await page.getByLabel('Account name').count()).toBe(0);
    expect(addPanel).toBe(0);
  });
});
