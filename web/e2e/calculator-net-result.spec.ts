import type { CalculatorResponse, Range } from '@thetix/shared/contracts/calculator';
import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserTest as test, consoleErrors } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const percent = (value: number) => `${value.toFixed(1)}%`;

/** The page's calculation straight from the API, from its own client address (its own rate limit). */
async function calculate(positions: Record<string, number>, risk: string): Promise<CalculatorResponse> {
  const response = await fetch(`${baseUrl()}/api/public/covered-call-calculator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `e2e-${randomUUID()}:443` },
    body: JSON.stringify({ positions, risk_level: risk, duration: 'weekly' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as CalculatorResponse;
}

/** Median, low and high as one outcome group prints them. */
async function expectRange(group: Locator, range: Range) {
  const text = await group.innerText();
  expect(text).toContain(dollars.format(range.median));
  expect(text).toContain(`Low ${dollars.format(range.low)}`);
  expect(text).toContain(`High ${dollars.format(range.high)}`);
}

describe('onboarding calculator in Chromium: premium and net result (issue 18 items 6 and 15)', () => {
  test('$1,000,000 in AAPL and MSFT, aggressive weekly: premium and kept after assignments, low/median/high', async ({
    page,
  }) => {
    // Prepare
    const errors = consoleErrors(page);
    const positions = { AAPL: 500_000, MSFT: 500_000 };
    const expected = await calculate(positions, 'aggressive');
    await signInAsNewUser(page);
    await page.goto(`${baseUrl()}/onboarding/calculator`);
    const form = page.getByRole('form', { name: 'Portfolio income calculator' });
    const premium = page.getByRole('group', { name: 'Premium collected' });
    const kept = page.getByRole('group', { name: 'Kept after assignments' });
    await premium.waitFor();

    // Act: a second row, typed key by key, then the first row's amount, then aggressive and Calculate
    await form.getByLabel('Ticker 2').pressSequentially('msft');
    await form.getByLabel('Amount 2').pressSequentially('500000');
    await form.getByText('Microsoft Corporation').waitFor();
    await form.getByLabel('Amount invested').fill('500,000');
    await form.getByLabel('Risk level').selectOption('aggressive');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await premium.getByText(dollars.format(expected.portfolio.monthly_income.median)).waitFor();
    await page.getByRole('status').filter({ hasText: 'Out of date' }).waitFor({ state: 'detached' });

    // Assess: the rows as typed, with a blank third row appended and no dialog
    expect(await form.getByLabel('Ticker', { exact: true }).inputValue()).toBe('AAPL');
    expect(await form.getByLabel('Amount invested').inputValue()).toBe('500,000');
    expect(await form.getByLabel('Ticker 2').inputValue()).toBe('MSFT');
    expect(await form.getByLabel('Amount 2').inputValue()).toBe('500,000');
    expect(await form.getByLabel('Ticker 3').inputValue()).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Assess: monthly leads in onboarding; both outcomes as the API computed them, with their yearly returns
    const { portfolio } = expected;
    await expectRange(premium, portfolio.monthly_income);
    await expectRange(kept, portfolio.net_monthly_income);
    expect(await premium.innerText()).toContain(`${percent(portfolio.percent_return.median)} a year`);
    expect(await kept.innerText()).toContain(`${percent(portfolio.net_percent_return.median)} a year`);
    const results = await page.locator('main').innerText();
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const metric = (name: string, range: Range) =>
      new RegExp(`${name}\\s+${escaped(dollars.format(range.median))}(\\s|$)`);
    expect(results).toMatch(metric('Yearly premium', portfolio.yearly_income));
    expect(results).toMatch(metric('Yearly kept', portfolio.net_yearly_income));
    expect(results).toMatch(metric('Gains given up', portfolio.upside_given_up));

    // Assess: what was kept is never more than the premium, and aggressive weekly calls do give some up
    for (const key of ['low', 'median', 'high'] as const) {
      expect(portfolio.net_yearly_income[key]).toBeLessThanOrEqual(portfolio.yearly_income[key]);
      expect(portfolio.net_monthly_income[key]).toBeLessThanOrEqual(portfolio.monthly_income[key]);
    }
    expect(portfolio.upside_given_up.median).toBeGreaterThan(0);
    expect(portfolio.net_yearly_income.median).toBeLessThan(portfolio.yearly_income.median);
    expect(errors).toEqual([]);
  });
});
