import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const at = (page: Page, path: string) => page.waitForURL(`${baseUrl()}${path}`, { timeout: 20_000 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('onboarding in Chromium (spec part 1 §2)', () => {
  test('takes a newcomer through every step with the example portfolio to the dashboard', async ({
    page,
  }) => {
    // Prepare
    await signInAsNewUser(page);

    // Act: welcome and calculator
    await page.getByRole('heading', { name: 'Welcome to the product!' }).waitFor();
    const welcome = await page.locator('main').innerText();
    await page.getByRole('link', { name: 'Start Quick Setup' }).click();
    await at(page, '/onboarding/calculator');
    await page.getByRole('heading', { name: 'See Your Income Potential' }).waitFor();
    const ticker = await page.getByLabel('Ticker', { exact: true }).inputValue();
    const amount = await page.getByLabel('Amount invested').inputValue();
    await page.getByRole('link', { name: 'Choose Assets' }).click();

    // Act: assets, manual entry then the example portfolio
    await at(page, '/onboarding/holdings');
    const emptyLabel = await button(page, 'Skip and Try Example Portfolio').innerText();
    await page.getByLabel('Ticker', { exact: true }).fill('msft');
    await page.getByLabel('Shares').fill('100');
    await page.getByLabel('Cost per share').fill('400');
    await button(page, 'Add Equity').click();
    await button(page, 'Continue with Your Assets').waitFor();
    await button(page, 'Try Example Portfolio').click();
    const list = page.getByRole('list', { name: 'Your assets' });
    await list.getByRole('listitem').nth(2).waitFor();
    const assets = await list.innerText();
    await button(page, 'Continue with Your Assets').click();

    // Act: alerts
    await at(page, '/onboarding/alerts');
    await button(page, 'Skip for Now').waitFor();
    await page.getByLabel('Email', { exact: true }).click({ force: true });
    const withEmail = await button(page, 'Continue').isVisible();
    await page.getByLabel('Email', { exact: true }).click({ force: true });
    await button(page, 'Skip for Now').click();

    // Act: loading, final, dashboard
    await at(page, '/onboarding/loading');
    const firstMessage = await page.getByRole('status').innerText();
    await at(page, '/onboarding/final');
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await page.getByRole('link', { name: 'Finish' }).click();
    await at(page, '/dashboard');
    await page.goto(`${baseUrl()}/onboarding/steps`);
    await at(page, '/dashboard');

    // Assess
    for (const step of [
      'Estimate Income',
      'Choose Assets',
      'Set Up Notifications',
      'Find out new opportunities',
    ])
      expect(welcome).toContain(step);
    expect([ticker, amount]).toEqual(['AAPL', '1,000,000']);
    expect(emptyLabel).toBe('Skip and Try Example Portfolio');
    expect(assets).toMatch(/AAPL[\s\S]*KO[\s\S]*MSFT|AAPL[\s\S]*MSFT[\s\S]*KO/);
    expect(withEmail).toBe(true);
    expect(firstMessage).toBe('Analyzing your portfolio...');
  });
});
