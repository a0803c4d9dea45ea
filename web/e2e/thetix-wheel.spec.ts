import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsFreshInvestor } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-thetix-wheel';

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const answers = (page: Page) => thread(page).locator('[data-message="assistant"]');

/** Asks and waits for the `count`th answer with nothing left being made (an answer is a queued job). */
async function askAndWait(page: Page, question: string, count: number) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  await input.press('Enter');
  await answers(page)
    .nth(count - 1)
    .waitFor({ timeout: 60_000 });
  await thread(page).getByRole('status').waitFor({ state: 'detached', timeout: 60_000 });
}

describe('Thetix answers the wheel in Chromium (issue 31 item 5)', { timeout: 180_000 }, () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    describe(`at ${viewport.width} px`, () => {
      const test = browserTest.override('viewport', viewport);

      test('answers the wheel on KO and a put to sell on PEP, the answer first', async ({ page }) => {
        // Prepare
        const errors = consoleErrors(page);
        await signInAsFreshInvestor(page, baseUrl());
        await page.goto(`${baseUrl()}/dashboard/ask`);
        await page.getByRole('textbox', { name: 'Message' }).waitFor();

        // Act
        await askAndWait(page, 'how is my wheel on KO doing', 1);
        await askAndWait(page, 'puts to sell on PEP under 140', 2);
        await page.screenshot({ path: `${SHOTS}/thetix-wheel-puts-${viewport.width}.png`, fullPage: false });
        await answers(page).first().scrollIntoViewIfNeeded();
        await answers(page)
          .first()
          .evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await page.screenshot({
          path: `${SHOTS}/thetix-wheel-campaign-${viewport.width}.png`,
          fullPage: false,
        });
        const [wheel, puts] = await answers(page).allInnerTexts();

        // Assess
        expect(wheel).toMatch(/Your KO wheel, started .* is holding the shares and selling calls on them/);
        expect(wheel).toContain('of call income so far');
        expect(wheel).not.toContain('No valid widgets to display');
        expect(puts).toMatch(/Sell \d+ PEP \$\d+\.\d\d puts? expiring|No PEP put to sell under \$140\.00/);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    });
  }
});
