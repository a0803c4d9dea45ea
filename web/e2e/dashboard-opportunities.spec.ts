import { describe, expect, inject } from 'vitest';
import { ensureOpportunities, signInAsInvestor } from './app-session';
import { browserTest as test } from './browser';

const baseUrl = () => inject('stack').urls.http;

describe('dashboard opportunities in Chromium (spec part 2 §2, §4)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsInvestor(page, baseUrl());
    await ensureOpportunities(page, baseUrl());
    await page.reload();
  });

  test('lists covered calls for the example portfolio and opens the drawer with its panels', async ({
    page,
  }) => {
    // Act
    const card = page.getByRole('article', { name: /Sell .+ Covered Call/ }).first();
    await card.waitFor();
    const cardText = await card.innerText();
    const activeTab = await page.getByRole('tab', { name: /^Active/ }).innerText();
    await card.getByRole('button', { name: 'Preview & Trade' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Total Premium').waitFor();
    const overviewText = await drawer.innerText();
    await drawer.getByRole('button', { name: 'Full Details' }).click();
    await drawer.getByRole('heading', { name: 'Price Metrics' }).waitFor();
    await drawer.getByRole('tab', { name: 'Fine Tune' }).click();
    await drawer.getByText('Total Income').waitFor();

    // Assess
    expect(activeTab).toMatch(/Active\s*\d+/);
    expect(cardText).toContain('Ready to Trade');
    expect(cardText).toMatch(/Strike\s*\$[\d,.]+/);
    expect(overviewText).toMatch(/Sell [A-Z]+ Covered Calls/);
    expect(overviewText).toMatch(/\d+\.\d{2}% annualized yield/);
    expect(overviewText).toContain('Market Context');
    // Beside the overview on a laptop there is no tab to go back to: the button says Apply (decision 219).
    expect(await drawer.getByRole('button', { name: 'Apply', exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Checkout & Trade' }).isVisible()).toBe(true);
  });

  test('dismisses an opportunity with a reason and moves it to the Expired tab', async ({ page }) => {
    // Prepare
    const card = page.getByRole('article', { name: /Covered Call/ }).first();
    await card.waitFor();
    const id = await card.getAttribute('data-opportunity-id');
    await card.getByRole('button', { name: 'Preview & Trade' }).click();

    // Act
    await page.getByRole('button', { name: 'Dismiss Opportunity' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Reason (optional)').fill('Earnings are too close for me');
    await confirm.getByRole('button', { name: 'Dismiss Opportunity' }).click();
    const feedback = page.getByRole('dialog', { name: 'How was this opportunity?' });
    await feedback.waitFor();
    await feedback.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('tab', { name: /^Expired/ }).click();
    const dismissed = page.locator(`[data-opportunity-id="${id}"]`);
    await dismissed.getByText('Dismissed').waitFor();

    // Assess
    expect(await page.locator(`[data-opportunity-id="${id}"]`).count()).toBe(1);
    expect(await dismissed.getByRole('button', { name: 'View Report' }).isVisible()).toBe(true);
  });
});
