import type { Range, WheelCalculatorResponse } from '@thetix/shared/contracts/calculator';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { appReady, browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = 'docs/screenshots';
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The wheel the page asks for, straight from the API, from its own client address (its own rate limit). */
async function calculateWheel(positions: Record<string, number>): Promise<WheelCalculatorResponse> {
  const response = await fetch(`${baseUrl()}/api/public/covered-call-calculator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `e2e-${randomUUID()}:443` },
    body: JSON.stringify({ positions, risk_level: 'balanced', duration: 'weekly', strategy: 'wheel' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as WheelCalculatorResponse;
}

/** Median, low and high as one outcome group prints them. */
async function expectRange(group: Locator, range: Range) {
  const text = await group.innerText();
  expect(text).toContain(dollars.format(range.median));
  expect(text).toContain(`Low ${dollars.format(range.low)}`);
  expect(text).toContain(`High ${dollars.format(range.high)}`);
}

/** The landing page's calculator, loaded: it calculates once its section nears the viewport. */
async function openLandingCalculator(page: Page): Promise<Locator> {
  await page.goto(`${baseUrl()}/`);
  await appReady(page);
  const calculator = page.locator('#calculator');
  const form = calculator.getByRole('form', { name: 'Covered-call income calculator' });
  for (let attempt = 0; attempt < 10 && (await form.count()) === 0; attempt += 1) {
    await calculator.scrollIntoViewIfNeeded();
    await form.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await form.waitFor();
  await calculator.getByRole('group', { name: 'Premium collected' }).waitFor();
  return calculator;
}

describe(
  'the wheel beside covered calls in the landing calculator, in Chromium (issue 31 item 4)',
  { timeout: 180_000 },
  () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      // One describe per viewport: an override applies to its whole suite.
      describe(`at ${viewport.width} px`, () => {
        const test = browserTest.override('viewport', viewport);

        test(`choosing the wheel shows its backtest, low/median/high, as the API computes it, at ${viewport.width} px`, async ({
          page,
        }) => {
          // Prepare
          const errors = consoleErrors(page);
          const expected = await calculateWheel({ AAPL: 100_000 });
          const calculator = await openLandingCalculator(page);
          const coveredCalls = calculator.getByRole('radio', { name: 'Covered calls' });
          const wheel = calculator.getByRole('radio', { name: 'The wheel' });
          const premium = calculator.getByRole('group', { name: 'Premium collected' });
          const kept = calculator.getByRole('group', { name: 'Kept after assignments' });
          const coveredCallText = await calculator.innerText();

          // Act: the wheel, no Calculate press
          await calculator.getByText('The wheel', { exact: true }).click();
          await calculator.getByText('Estimated yearly income from the wheel').waitFor();
          await premium.getByText(dollars.format(expected.portfolio.yearly_income.median)).waitFor();
          await calculator.scrollIntoViewIfNeeded();
          await calculator.screenshot({ path: `${SHOTS}/issue-31-calculator-wheel-${viewport.width}.png` });

          // Assess: covered calls first, then the wheel's figures as the API computed them
          expect(coveredCallText).toContain('Estimated yearly income');
          expect(coveredCallText).not.toContain('from the wheel');
          expect(await coveredCalls.isChecked()).toBe(false);
          expect(await wheel.isChecked()).toBe(true);
          const { portfolio } = expected;
          await expectRange(premium, portfolio.yearly_income);
          await expectRange(kept, portfolio.kept_yearly);
          const text = await calculator.innerText();
          const parts = portfolio.kept_breakdown.yearly;
          expect(text).toContain(`premium ${dollars.format(parts.premium)}`);
          expect(text).toContain(`= ${dollars.format(parts.kept)} a year.`);
          expect(text).toMatch(
            new RegExp(
              `Buy-and-hold\\s+${dollars.format(portfolio.buy_and_hold_result.median).replace('$', '\\$')}`,
            ),
          );
          expect(text).toContain('Put premium');
          expect(text).toContain('Called away');
          expect(text).toContain('Simulated market data');
          expect(text).toContain('Dividends and interest on cash are left out.');
          // The figures hold together: kept = value at the end − the cash, and premium splits into puts and calls
          expect(portfolio.ending_value.median).toBeCloseTo(100_000 + portfolio.kept_yearly.median, 2);
          expect(portfolio.put_income.median).toBeGreaterThan(0);
          // Phone layout: nothing wider than the screen
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          expect(errors).toEqual([]);
        });
      });
    }
  },
);
