import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi, signInAsFreshInvestor } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-taxes';

/** A listed monthly expiration more than 30 days out, and the first call strike at or above the price. */
async function monthlyCall(page: Page) {
  const listing = (await callApi(page, baseUrl(), 'GET', '/api/options/AAPL/expirations')) as {
    expirations: { date: string; kind: string; daysToExpiry: number }[];
  };
  const monthly = listing.expirations.find((entry) => entry.kind === 'monthly' && entry.daysToExpiry > 35)!;
  const price = ((await callApi(page, baseUrl(), 'GET', '/api/price/AAPL')) as { price: number }).price;
  return { expiration: monthly.date, strike: Math.ceil(price / 5) * 5 + 5 };
}

async function openTaxes(page: Page) {
  await page.goto(`${baseUrl()}/dashboard/position/AAPL`);
  // The page settles first (accounts, positions, the selected account): a late account list re-keys the position's
  // queries and remounts the tabs, which would drop a call typed into the form before it.
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: 'Taxes' }).first().click();
  await page.getByRole('heading', { name: 'Tax lots' }).waitFor({ timeout: 30_000 });
}

describe('the position’s Taxes tab in Chromium (issue 32 item 3)', { timeout: 180_000 }, () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    // One describe per viewport: an override applies to its whole suite.
    describe(`at ${viewport.width} px`, () => {
      const test = browserTest.override('viewport', viewport);

      test(`lists lots that add up to the shares held and checks a call before it is sold at ${viewport.width} px`, async ({
        page,
      }) => {
        // Prepare
        const errors = consoleErrors(page);
        await signInAsFreshInvestor(page, baseUrl());
        const positions = (await callApi(page, baseUrl(), 'GET', '/api/positions')) as {
          ticker: string;
          amount: number;
        }[];
        const held = positions.find((position) => position.ticker === 'AAPL')!.amount;
        const call = await monthlyCall(page);
        // Act
        await openTaxes(page);
        const shares = await page
          .locator('[data-lot-shares]:visible')
          .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-lot-shares'))));
        const openCall = page.getByRole('region', { name: /^Open call:/ });
        await openCall.first().waitFor();
        await page.getByLabel('Strike').fill(String(call.strike));
        await page.getByLabel('Expiration').fill(call.expiration);
        await page.getByLabel('Premium a share').fill('4.5');
        await page.getByRole('button', { name: 'Check this call' }).click();
        const checked = page.getByRole('region', { name: new RegExp(`call expiring ${call.expiration}`) });
        await checked.waitFor();
        const checkedText = await checked.textContent();
        const openCallText = await openCall.first().textContent();
        // The account keeps its lot method: choosing one re-reads the lots and says how they are matched
        await page.getByLabel('Lots sold first').first().selectOption('lifo');
        await page.getByText('Lots are matched last in, first out').first().waitFor();
        const stored = (await callApi(page, baseUrl(), 'GET', '/api/positions/AAPL/tax-lots')) as {
          accounts: { method: string }[];
        };
        await page.screenshot({ path: `${SHOTS}/taxes-${viewport.width}.png`, fullPage: true });
        // Assess
        expect(shares.length).toBeGreaterThan(0);
        expect(shares.reduce((sum, count) => sum + count, 0)).toBe(held);
        expect(openCallText).toContain('If assigned on');
        expect(checkedText).toContain('Qualified covered call');
        expect(checkedText).toContain(`(strike + premium)`);
        expect(stored.accounts.map((account) => account.method)).toContain('lifo');
        expect(await page.getByText('not tax advice').first().isVisible()).toBe(true);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    });
  }
});
