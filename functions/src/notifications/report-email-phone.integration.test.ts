import type { Widget } from '@thetix/shared/thetix/widgets';
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { createUserWithProfile, stack, writeAs } from '../testing/stack-client';
import { deliverReport } from './report-delivery';
import { PHONE_MAX_COLUMNS } from './report-email';
import { createReport, widgetExamples } from './testing/in-memory-delivery';
import { mailInbox } from './testing/mail-inbox';

/**
 * Issue 30 item 3: the report e-mail on a phone. A report with the daily plan's widest table (eleven columns, as
 * the open-calls and covered-call tables are) goes through the real delivery to the stack's mail catcher; its HTML,
 * as the catcher received it, is laid out by Chromium at 390 px, as a phone's mail client that honours media
 * queries shows it, and its text part is read beside it.
 */

const SHOTS = process.env.THETIX_SHOTS_DIR ?? '/tmp/shots-issue-30';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SUMMARY = 'Two covered calls are worth a look today, and one call is close to assignment.';

const openCalls: Widget = {
  widget: 'table',
  title: 'Your open calls',
  columns: [
    { key: 'ticker', header: 'Ticker' },
    { key: 'strike', header: 'Strike', type: 'number' },
    { key: 'expiration', header: 'Expiration', type: 'date' },
    { key: 'contracts', header: 'Contracts', type: 'number' },
    { key: 'action', header: 'Suggested' },
    { key: 'captured', header: 'Premium captured (%)', type: 'number' },
    { key: 'days', header: 'Days left', type: 'number' },
    { key: 'moneyness', header: 'Moneyness' },
    { key: 'received', header: 'Premium received ($)', type: 'number' },
    { key: 'cost', header: 'Cost to close ($)', type: 'number' },
    { key: 'reason', header: 'Why' },
  ],
  rows: [
    {
      ticker: 'KO',
      strike: 72,
      expiration: '2026-11-27',
      contracts: 2,
      action: 'Roll',
      captured: 38,
      days: 0,
      moneyness: 'In the money',
      received: 124,
      cost: 310,
      reason: 'In the money on its last day: roll up and out to keep the shares.',
    },
    {
      ticker: 'MSFT',
      strike: 520,
      expiration: '2026-12-04',
      contracts: 1,
      action: 'Hold',
      captured: 61,
      days: 7,
      moneyness: 'Out of the money',
      received: 410,
      cost: 160,
      reason: 'Far from the strike with a week to go.',
    },
  ],
};

const report = (userId: string) =>
  createReport({
    userId,
    chatId: `chat-${randomUUID()}`,
    summary: SUMMARY,
    widgets: [
      { widget: 'section', name: 'Today', widgets: [widgetExamples.message, openCalls] },
      { widget: 'section', name: 'Ideas', widgets: [widgetExamples.optionsChain, widgetExamples.chart] },
    ],
  });

/** What Chromium lays out at 390 px: every visible table's column count, each cell's width, the text order. */
interface PhoneLayout {
  scrollWidth: number;
  tables: { columns: number; narrowest: number }[];
  oneLetterLines: string[];
  order: string[];
}

/**
 * Measured in the page (functions/ compiles without the DOM's types, so this is the page's own script). Data tables
 * are the ones holding no other table (the mail's frame is layout tables around them).
 */
const MEASURE_PHONE_LAYOUT = `(() => {
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const tables = [...document.querySelectorAll('table')].filter(
    (table) => visible(table) && !table.querySelector('table'),
  );
  const cellsOf = (table) => [...table.querySelectorAll('td, th')].filter(visible);
  // The lines a cell's own text takes (a row's tallest cell stretches the others, so not the cell's height).
  const linesOf = (cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  };
  const oneLetterLines = tables.flatMap(cellsOf).filter((cell) => {
    const text = (cell.textContent || '').trim();
    return text.length > 3 && linesOf(cell) > text.length / 2;
  }).map((cell) => cell.textContent || '');
  const order = [...document.querySelectorAll('h1, h2, p, caption, th')]
    .filter(visible)
    .map((element) => (element.textContent || '').trim())
    .filter(Boolean);
  return {
    scrollWidth: document.documentElement.scrollWidth,
    tables: tables.map((table) => ({
      columns: Math.max(0, ...[...table.rows].map((row) => [...row.cells].filter(visible).length)),
      narrowest: Math.min(...cellsOf(table).map((cell) => cell.getBoundingClientRect().width)),
    })),
    oneLetterLines,
    order,
  };
})()`;

let browser: Browser;
beforeAll(async () => {
  Object.assign(process.env, stack().env);
  resetConfigForTests();
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
afterAll(() => browser.close());

describe('the report e-mail on a phone (issue 30 item 3)', () => {
  it('at 390 px: the summary first, stacked sections, at most four columns, no letter-per-line cells; the text part matches', async () => {
    // Prepare
    mkdirSync(SHOTS, { recursive: true });
    const user = await createUserWithProfile();
    expect(
      (await writeAs(user, '/api/subscriptions', 'POST', { channels: { email: true, push: false } })).status,
    ).toBe(200);
    const sent = report(user.userId);
    expect((await deliverReport(sent)).email).toBe('sent');
    const [mail] = await mailInbox(stack().urls.mail).waitForMessages(user.email);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));

    // Act
    await page.setContent(mail!.html);
    const layout = (await page.evaluate(MEASURE_PHONE_LAYOUT)) as PhoneLayout;
    await page.screenshot({ path: `${SHOTS}/issue-30-report-email-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 900 });
    const desktopColumns = ((await page.evaluate(MEASURE_PHONE_LAYOUT)) as PhoneLayout).tables.map(
      (table) => table.columns,
    );
    await page.screenshot({ path: `${SHOTS}/issue-30-report-email-1024.png`, fullPage: true });
    const text = mail!.text;

    // Assess: the HTML at 390 px
    expect(mail!.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(layout.scrollWidth).toBeLessThanOrEqual(390);
    expect(layout.tables.length).toBeGreaterThanOrEqual(3);
    for (const table of layout.tables) {
      expect(table.columns).toBeLessThanOrEqual(PHONE_MAX_COLUMNS);
      expect(table.narrowest).toBeGreaterThanOrEqual(40);
    }
    expect(layout.oneLetterLines).toEqual([]);
    expect(layout.order.slice(0, 3)).toEqual(['Thetix', sent.title, SUMMARY]);
    expect(layout.order.indexOf('Today')).toBeLessThan(layout.order.indexOf('Ideas'));
    expect(layout.order).toContain('KO');
    expect(layout.order).toContain('MSFT');
    expect(errors).toEqual([]);
    // A wide screen keeps the one table of eleven columns.
    expect(Math.max(...desktopColumns)).toBe(11);

    // Assess: the text part says the same, in the same order, one record per row of the wide table
    const at = (needle: string) => text.indexOf(needle);
    expect(at(sent.title)).toBe(0);
    expect(at(SUMMARY)).toBeGreaterThan(0);
    expect(at(SUMMARY)).toBeLessThan(at('Today'));
    expect(at('Today')).toBeLessThan(at('Your open calls'));
    expect(at('Your open calls')).toBeLessThan(at('Ideas'));
    expect(text).toContain('KO\n  Strike: 72\n  Expiration: 2026-11-27\n  Contracts: 2\n  Suggested: Roll');
    expect(text).toContain('  Premium received ($): 124\n  Cost to close ($): 310');
    const longest = Math.max(...text.split('\n').map((line) => [...line].length));
    expect(longest).toBeLessThanOrEqual(200);
  });
});
