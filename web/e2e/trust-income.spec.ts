import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsFreshInvestor } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;

/** The dollar figure beside `label` in the Gains card (one Section per figure). */
async function gainsFigure(page: Page, label: string): Promise<string> {
  const row = page.getByText(label, { exact: true }).locator('xpath=..');
  await row.getByText(/\$/).first().waitFor();
  return (await row.getByText(/\$/).first().innerText()).trim();
}

describe('income figures agree across pages in Chromium (issue 18 item 4)', { timeout: 180_000 }, () => {
  browserTest(
    'Gains’ Options YTD is History’s options income for the year, and stays put on reload',
    async ({ page }) => {
      // Prepare: the example portfolio, a year of sold calls and dividends
      const errors = consoleErrors(page);
      await signInAsFreshInvestor(page, baseUrl());

      // Act
      await page.goto(`${baseUrl()}/dashboard`);
      await page.getByRole('tab', { name: 'Gains' }).click();
      await page.getByRole('heading', { name: 'Income YTD' }).waitFor();
      const optionsYtd = await gainsFigure(page, 'Options YTD');
      const dividendsYtd = await gainsFigure(page, 'Dividends');
      await page.reload();
      await page.getByRole('tab', { name: 'Gains' }).click();
      await page.getByRole('heading', { name: 'Income YTD' }).waitFor();
      const optionsAfterReload = await gainsFigure(page, 'Options YTD');
      await page.goto(`${baseUrl()}/dashboard/history`);
      await page.getByRole('heading', { name: 'Trading History' }).waitFor();
      await page.getByLabel('Date range').selectOption('ytd');
      const summary = page.getByLabel('Transaction summary');
      await summary.getByText('Options income').waitFor();
      await page.waitForLoadState('networkidle');
      const historyOptions = (
        await summary.getByText('Options income').locator('xpath=..').locator('p').last().innerText()
      ).trim();
      const historyDividends = (
        await summary.getByText('Dividends').locator('xpath=..').locator('p').last().innerText()
      ).trim();

      // Assess
      expect(optionsYtd).toMatch(/^\$[\d,]+\.\d{2}$/);
      expect(optionsYtd).not.toBe('$0.00');
      expect(optionsAfterReload).toBe(optionsYtd);
      expect(historyOptions).toBe(optionsYtd);
      expect(historyDividends).toBe(dividendsYtd);
      expect(errors).toEqual([]);
    },
  );
});
