import type { CalculatorResponse } from '@thetix/shared/contracts/calculator';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = () => inject('stack').urls.http;
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The same calculation the page asks for, straight from the API, to compare what the page shows. */
async function calculate(positions: Record<string, number>, risk: string): Promise<CalculatorResponse> {
  const response = await fetch(`${baseUrl()}/api/public/covered-call-calculator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ positions, risk_level: risk, duration: 'weekly' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as CalculatorResponse;
}

describe('landing page calculator in Chromium (spec part 1 §2, §5, §8)', () => {
  let browser: Browser;
  let page: Page;
  let calculator: Locator;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/`);
    calculator = page.locator('#calculator');
    await calculator.scrollIntoViewIfNeeded();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the example position: the yearly income the API computes, with the simulated-data badge', async () => {
    // Prepare
    const expected = await calculate({ AAPL: 100_000 }, 'balanced');

    // Act
    await calculator.getByText(dollars.format(expected.portfolio.yearly_income.median)).waitFor();

    // Assess
    const text = await calculator.innerText();
    expect(text).toContain('Apple Inc.');
    expect(text).toContain(`Low ${dollars.format(expected.portfolio.yearly_income.low)}`);
    expect(text).toContain(`High ${dollars.format(expected.portfolio.yearly_income.high)}`);
    expect(text).toContain(dollars.format(expected.portfolio.monthly_income.median));
    expect(text).toContain('Simulated market data');
    expect(text).toContain('Thetix is analytical software, not investment advice.');
    expect(await calculator.getByRole('button', { name: 'Calculate' }).isDisabled()).toBe(true);
  });

  it('recalculates as soon as the risk level changes', async () => {
    // Prepare
    const expected = await calculate({ AAPL: 100_000 }, 'aggressive');

    // Act
    await calculator.getByLabel('Risk level').selectOption('aggressive');

    // Assess
    await calculator.getByText(dollars.format(expected.portfolio.yearly_income.median)).waitFor();
  });

  it('checks the ticker against the directory and names an unknown one', async () => {
    // Act
    await calculator.getByLabel('Ticker', { exact: true }).fill('zzzzz');
    await calculator.getByText('Validating ticker...').waitFor();
    await calculator.getByText('Ticker not found. Please check the symbol.').waitFor();

    // Assess
    expect(await calculator.getByLabel('Ticker', { exact: true }).inputValue()).toBe('ZZZZZ');
    const button = calculator.getByRole('button', { name: 'Invalid Tickers' });
    expect(await button.isDisabled()).toBe(true);
  });

  it("explains a position below 100 shares with 'Position Size Too Small' and the minimum", async () => {
    // Prepare
    const expected = await calculate({ MSFT: 1_000 }, 'aggressive');
    const minimum = expected.tickers.MSFT?.min_investment_needed ?? Number.NaN;
    await calculator.getByLabel('Ticker', { exact: true }).fill('msft');
    await calculator.getByText('Microsoft Corporation').waitFor();
    await calculator.getByLabel('Amount invested').fill('1,000');

    // Act
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await calculator.getByText('Position Size Too Small').waitFor();

    // Assess
    const text = await calculator.innerText();
    expect(text).toContain(
      'Covered calls require at least 100 shares per position (1 contract). Please increase your investment amounts to see income calculations.',
    );
    expect(text).toContain(
      `MSFT: minimum investment ${minimum.toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`,
    );
    expect(text).toContain(`Need at least ${dollars.format(Math.ceil(minimum))} for 100 shares`);
  });

  it('opens the Join the Beta prompt when a second stock is typed, and its button leads to /login', async () => {
    // Act
    await calculator.getByLabel('Ticker 2').fill('K');
    const prompt = page.getByRole('alertdialog');
    await prompt.waitFor();

    // Assess
    expect(await prompt.innerText()).toContain('Calculate your whole portfolio');
    expect(await calculator.getByLabel('Ticker 2').inputValue()).toBe('');
    await prompt.getByRole('link', { name: 'Join the Beta' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
  });
});

describe('landing page sections in Chromium (spec part 1 §2, §9)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${baseUrl()}/`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has six sample cards, 19 brokerages, three steps and six FAQ answers', async () => {
    // Act
    const samples = page.getByRole('region', { name: 'Sample covered-call cards' }).getByRole('article');
    const brokerages = page.locator('#brokerages li');
    const steps = page.locator('#how-it-works li');
    const questions = page.locator('#faq').getByRole('button');

    // Assess
    expect(await samples.count()).toBe(6);
    expect(await brokerages.count()).toBe(19);
    expect(await steps.count()).toBe(3);
    expect(await questions.count()).toBe(6);
  });

  it("shows six roadmap features until 'Load All Features' shows all ten", async () => {
    // Prepare
    const items = page.locator('#roadmap-list li');
    const before = await items.count();

    // Act
    await page.getByRole('button', { name: 'Load All Features' }).click();

    // Assess
    expect(before).toBe(6);
    expect(await items.count()).toBe(10);
    expect(await page.locator('#roadmap-list').innerText()).toContain('Cash-secured puts');
  });

  it('shows the sticky Join widget only after 80% of the viewport height is scrolled', async () => {
    // Prepare
    const sticky = page.getByTestId('sticky-join');
    await page.evaluate(() => window.scrollTo(0, 0));
    // Earlier tests scrolled: give the scroll listener its turn before counting.
    await sticky.waitFor({ state: 'detached' });

    // Act
    const atTop = await sticky.count();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.7));
    await page.waitForTimeout(300);
    const belowThreshold = await sticky.count();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.9));
    await sticky.waitFor();

    // Assess
    expect(atTop).toBe(0);
    expect(belowThreshold).toBe(0);
    expect(await sticky.getByRole('link', { name: 'Join the Beta' }).isVisible()).toBe(true);
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
