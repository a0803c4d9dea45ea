import type { Locator } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsFreshInvestor } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-tables';

/** How a table lays out: its header row shown or not, and whether its scroll box scrolls sideways. */
const layoutOf = (table: Locator) =>
  table.evaluate((element) => {
    const box = element.parentElement!;
    const headerRow = element.querySelector('thead tr')!;
    const firstCell = element.querySelector('tbody td:not([data-primary])');
    return {
      // Stacked, the header row is a wrapping bar of sort buttons; wide, a table row.
      header: getComputedStyle(headerRow).display,
      scrolls: box.scrollWidth > box.clientWidth + 1,
      label: firstCell ? getComputedStyle(firstCell, '::before').content : null,
    };
  });

describe('tables in Thetix answers (issue 30 item 2)', { timeout: 180_000 }, () => {
  browserTest(
    'stack as label/value pairs in a narrow card, and say when they scroll sideways in a wide one',
    async ({ page }) => {
      // Prepare: the example cards of a new user, on a 1440 px board in two columns
      const errors = consoleErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAsFreshInvestor(page, baseUrl());
      await page.goto(`${baseUrl()}/dashboard/thetix`);
      const table = page.getByRole('main').getByRole('table').first();
      await table.waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Double' }).click();

      // Act
      const narrow = await layoutOf(table);
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/board-double.png` });
      await page.getByRole('button', { name: 'Single' }).click();
      await page.waitForFunction(() => {
        const headerRow = document.querySelector('main thead tr');
        return headerRow !== null && getComputedStyle(headerRow).display === 'table-row';
      });
      const wide = await layoutOf(table);
      const cue = await page.getByTestId('scroll-cue').first().innerText();
      await page.screenshot({ path: `${SHOTS}/board-single.png` });
      await page.getByRole('button', { name: 'Double' }).click();

      // Assess
      expect(narrow).toEqual({ header: 'flex', scrolls: false, label: '"Shares"' });
      expect(wide.header).toBe('table-row');
      expect(wide.scrolls).toBe(true);
      expect(cue).toBe('Scroll sideways for more columns →');
      expect(errors).toEqual([]);
    },
  );
});
