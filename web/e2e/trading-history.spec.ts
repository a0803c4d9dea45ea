import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { signInAsInvestor } from './app-session';

const baseUrl = () => inject('stack').urls.http;

describe('trading history in Chromium (spec part 2 §2, §5, §7)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await signInAsInvestor(page, baseUrl());
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('filters by ticker, type and date, and exports what the filters show as a CSV named by date', async () => {
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
