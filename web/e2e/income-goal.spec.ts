import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi, signInAsFreshInvestor } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-income-goal';

/** The card's dollar figure after a label, as cents ("Year to date: $71,131.51" → 7113151). */
const centsAfter = (text: string, label: string) =>
  Math.round(Number(new RegExp(`${label}\\$([\\d,.]+)`).exec(text)![1]!.replace(/,/g, '')) * 100);

async function openCard(page: Page, wide: boolean) {
  await page.goto(`${baseUrl()}/dashboard`);
  if (wide) await page.getByRole('tab', { name: 'Gains' }).first().click();
  const card = page.getByRole('region', { name: 'Income goal' });
  await card.waitFor({ timeout: 30_000 });
  return card;
}

describe('income against a monthly goal in Chromium (issue 32 item 4)', { timeout: 180_000 }, () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    describe(`at ${viewport.width} px`, () => {
      const test = browserTest.override('viewport', viewport);

      test('proposes a goal, saves it, and shows the year to date of Income YTD and the solver’s pick', async ({
        page,
      }) => {
        // Prepare
        const errors = consoleErrors(page);
        await signInAsFreshInvestor(page, baseUrl());
        const performance = (await callApi(page, baseUrl(), 'GET', '/api/portfolio/performance')) as {
          incomeSince: { yearToDate: { options: number; dividends: number } };
        };
        const ytd = performance.incomeSince.yearToDate;
        // Act
        const card = await openCard(page, viewport.width >= 768);
        const proposal = await card.textContent();
        await card.getByLabel('Monthly income goal in dollars').fill('9000');
        await card.getByRole('button', { name: 'Save goal' }).click();
        await card.getByText('Year to date:').waitFor();
        const tracked = (await card.textContent())!;
        await card.getByRole('img', { name: 'Income by month against the goal' }).waitFor();
        await page.screenshot({ path: `${SHOTS}/income-goal-${viewport.width}.png`, fullPage: true });
        await card.screenshot({ path: `${SHOTS}/income-goal-card-${viewport.width}.png` });
        // Assess
        expect(proposal).toContain('Your goals have earned about');
        expect(tracked).toContain('realised of $9,000.00');
        expect(centsAfter(tracked, 'Year to date: ')).toBe(Math.round((ytd.options + ytd.dividends) * 100));
        expect(tracked).toMatch(/On track|Behind: \$|Falling behind: \$/);
        expect(tracked).toContain('Conservative Monthly');
        // The per-holding plan: a goal, a delta and an expiration per holding, and the mix's band.
        const plan = card.getByRole('region', { name: 'Per-holding plan' });
        expect(await plan.textContent()).toMatch(
          /Together: \$[\d,]+ \(|No mix of goals on your holdings reaches \$9,000/,
        );
        expect(await plan.textContent()).toMatch(/0\.(15|28|40)/);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    });
  }
});
