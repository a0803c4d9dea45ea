import { readFile } from 'node:fs/promises';
import { describe, expect, inject } from 'vitest';
import { signInAsInvestor } from './app-session';
import { browserTest as test } from './browser';

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
