import { readFile } from 'node:fs/promises';
import { describe, expect, inject } from 'vitest';
import { callApi, signInAsInvestor } from './app-session';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

describe('trading history in Chromium (spec part 2 §2, §5, §7)', () => {
  // Playwright contexts accept downloads by default, which the CSV export needs.
  test.beforeEach(async ({ page }) => {
    await signInAsInvestor(page, baseUrl());
  });

  test('filters by ticker, type and date, and exports what the filters show as a CSV named by date', async ({
    page,
  }) => {
    // Prepare
    await page.goto(`${baseUrl()}/dashboard/history`);
    await page.getByRole('heading', { name: 'Trading History' }).waitFor();
    const dateRange = page.getByLabel('Date range');
    const defaultRange = await dateRange.inputValue();

    // Act
    await dateRange.selectOption('all');
    await page.getByLabel('Ticker').fill('ko');
    await page.getByLabel('Type').selectOption('dividend');
    await page.getByText('KO dividend').first().waitFor();
    const rows = await page.locator('[data-group-id]').allInnerTexts();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\n');

    // Assess
    expect(defaultRange).toBe('30d');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes('KO dividend'))).toBe(true);
    expect(download.suggestedFilename()).toMatch(/^thetix-trading-history-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toMatch(/^Date,.*Profit\/Loss$/);
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',KO,dividend,'))).toBe(true);
  });
});

describe('trading history pages in Chromium (issue 19 item 2)', () => {
  test('loads the next page as the list scrolls and exports every page', async ({ page }) => {
    // Prepare: a user of their own with the example portfolio and 60 purchases today, more than a page of 100.
    await signInAsNewUser(page);
    await callApi(page, baseUrl(), 'POST', '/api/test-data');
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    for (let batch = 0; batch < 6; batch += 1)
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          callApi(page, baseUrl(), 'POST', '/api/positions/manual', {
            ticker: 'KO',
            amount: batch * 10 + index + 1,
            costBasisPerShare: 60,
          }),
        ),
      );
    const all = (await callApi(page, baseUrl(), 'GET', '/api/portfolio/transactions')) as {
      transactions: unknown[];
    }[];
    await page.goto(`${baseUrl()}/dashboard/history`);
    await page.getByRole('heading', { name: 'Trading History' }).waitFor();
    await page.getByLabel('Date range').selectOption('all');
    const rows = page.locator('[data-group-id]');
    await page.getByText(`Showing 100 of ${all.length} transactions`).waitFor();
    const firstPage = await rows.count();

    // Act
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    const loaded = await rows.count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');

    // Assess
    expect(all.length).toBeGreaterThan(100);
    expect(firstPage).toBe(100);
    expect(loaded).toBe(all.length);
    expect(csv.trim().split('\n')).toHaveLength(
      1 + all.reduce((sum, group) => sum + group.transactions.length, 0),
    );
  });
});
