import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi, signInAsFreshInvestor, signInAsInvestor } from './app-session';
import { browserTest } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-phone';
const PHONE = { width: 390, height: 844 };

/** How far the page reaches past the window's right edge (0 when nothing is cut or scrolls sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether an element's text is cut (an ellipsis, or content wider than its box). */
const isCut = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth);

/** A dollar figure as a number of cents ("$13,347.44" → 1334744). */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

describe('a phone at 390 px (issue 34 item 4)', { timeout: 180_000 }, () => {
  const test = browserTest.override('viewport', PHONE);

  test('the dashboard lists the holdings the guide asks to pick, and a link to one opportunity opens it', async ({
    page,
  }) => {
    // Prepare
    const accountId = await signInAsFreshInvestor(page, baseUrl());
    const list = (await callApi(
      page,
      baseUrl(),
      'GET',
      `/api/opportunities?accountId=${accountId}&status=active`,
    )) as { opportunities: { id: string; primary_ticker: string }[] };
    const target = list.opportunities[0]!;
    await page.goto(`${baseUrl()}/dashboard`);
    const guide = page.getByRole('region', { name: 'Getting started' });
    const holdings = page.getByRole('region', { name: 'Holdings' });
    await guide.waitFor();
    await holdings.getByRole('link').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/phone-dashboard-holdings.png`, fullPage: true });

    // Act: pick a position, as the guide says
    const guideText = await guide.innerText();
    const links = await holdings.getByRole('link').count();
    const first = holdings.getByRole('link').first();
    const ticker = (await first.innerText()).split('\n')[0]!;
    await first.click();
    await page.waitForURL(`${baseUrl()}/dashboard/position/${ticker}`);
    await page.getByRole('heading', { name: ticker, exact: true }).waitFor();

    // Act: a link to one opportunity, opened on the phone
    await page.goto(`${baseUrl()}/dashboard?opportunity=${encodeURIComponent(target.id)}`);
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const drawerText = await drawer.innerText();
    await page.screenshot({ path: `${SHOTS}/phone-opportunity-link.png` });

    // Assess
    expect(guideText).toContain('Pick a position');
    expect(links).toBeGreaterThan(0);
    expect(ticker).toMatch(/^[A-Z.]+$/);
    expect(drawerText).toContain(target.primary_ticker);
    expect(new URL(page.url()).pathname).toBe('/dashboard/opportunities');
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('a user with no account sees how to add one, not an empty chat', async ({ page }) => {
    // Prepare: past onboarding without an account
    await signInAsNewUser(page);
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });

    // Act
    await page.goto(`${baseUrl()}/dashboard`);
    const panel = page.getByRole('heading', { name: 'Connect Your Portfolio' });
    await panel.waitFor();
    await page.screenshot({ path: `${SHOTS}/phone-no-accounts.png`, fullPage: true });
    const addShown = await page.getByRole('button', { name: 'Add position' }).isVisible();
    const chatsShown = await page.getByText('Action Plan', { exact: true }).count();
    // The panel's way in works: the sample portfolio fills the dashboard.
    await page.getByRole('button', { name: 'Load sample data' }).click();
    await page.getByRole('region', { name: 'Holdings' }).getByRole('link').first().waitFor();

    // Assess
    expect(addShown).toBe(true);
    expect(chatsShown).toBe(0);
    expect(await panel.count()).toBe(0);
  });

  test('a position: open calls stack without a sideways scroll, and income shows once, with parts that add up', async ({
    page,
  }) => {
    // Prepare: the seeded investor holds an open AAPL call
    await signInAsInvestor(page, baseUrl());

    // Act
    await page.goto(`${baseUrl()}/dashboard/position/AAPL`);
    const openCalls = page.getByRole('region', { name: 'Open calls' });
    await openCalls.waitFor();
    const income = page.getByRole('region', { name: 'Income YTD' });
    await income.getByText(/Options \$/).waitFor();
    await page.screenshot({ path: `${SHOTS}/phone-position.png`, fullPage: true });
    const cellLabels = await openCalls
      .locator('tbody td')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    const headerShown = await openCalls.locator('thead').isVisible();
    const openCallsCut = await openCalls.evaluate((element) =>
      Array.from(element.querySelectorAll('*')).some((child) => child.scrollWidth > child.clientWidth + 1),
    );
    const incomeText = await income.innerText();
    const gainsBeforeTab = await page.getByText('Net options income').count();
    await page.getByRole('tab', { name: 'Gains' }).click();
    await page.getByText('Net options income').waitFor();
    const gainsInTab = await page.getByText('Net options income').count();

    // Assess
    expect(headerShown).toBe(false);
    expect(cellLabels).toEqual(
      expect.arrayContaining(['"Contracts"', '"Premium captured"', '"Days left"', '"Suggested action"']),
    );
    expect(openCallsCut).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    const [total, options, dividends] = [...incomeText.matchAll(/\$[\d,]+\.\d{2}/g)].map((match) =>
      cents(match[0]),
    );
    expect(total).toBe(options! + dividends!);
    expect(gainsBeforeTab).toBe(0);
    expect(gainsInTab).toBe(1);
  });

  test('the header keeps the account switcher and the market badge whole, at 390 and 768 px', async ({
    page,
  }) => {
    // Prepare
    await signInAsInvestor(page, baseUrl());
    const header = page.getByRole('banner');
    const switcher = header
      .getByRole('button', { name: /All accounts/ })
      .locator('span')
      .first();
    const badge = header.getByTestId('market-data-badge');

    // Act
    await switcher.waitFor();
    const phone = { switcher: await isCut(switcher), badge: await badge.innerText() };
    await page.setViewportSize({ width: 768, height: 900 });
    await page.waitForFunction(() => window.innerWidth === 768);
    await header.getByRole('link', { name: 'Find Opportunities' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/tablet-header.png` });
    const tablet = {
      switcher: await isCut(switcher),
      badgeCut: await badge
        .locator('p:visible')
        .evaluateAll((texts) => texts.some((text) => text.scrollWidth > text.clientWidth)),
    };

    // Assess
    expect(phone.switcher).toBe(false);
    expect(phone.badge).toBe('Simulated');
    expect(tablet.switcher).toBe(false);
    expect(tablet.badgeCut).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

describe('charts a careful reader checks (issue 34 item 4)', { timeout: 120_000 }, () => {
  browserTest(
    'a sparkline keeps its end date whole and a price axis never repeats a label',
    async ({ page }) => {
      // Prepare
      await signInAsInvestor(page, baseUrl());

      // Act: the Gains tab's sparklines
      await page.getByRole('tab', { name: 'Gains' }).click();
      const sparkline = page.getByRole('img', { name: 'Portfolio value over the last 90 days' });
      await sparkline.locator('svg text').first().waitFor();
      const clipped = await sparkline.locator('svg').evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        return Array.from(svg.querySelectorAll('text'))
          .filter((text) => {
            const label = text.getBoundingClientRect();
            return label.right > box.right + 0.5 || label.left < box.left - 0.5;
          })
          .map((text) => text.textContent);
      });
      const dates = await sparkline.locator('svg text').allTextContents();
      // The position chart's price axis
      await page.goto(`${baseUrl()}/dashboard/position/KO`);
      const chart = page.getByRole('img', { name: /KO closing prices/ });
      await chart.locator('svg text').first().waitFor();
      const prices = (await chart.locator('svg text').allTextContents()).filter((label) =>
        label.startsWith('$'),
      );

      // Assess
      expect(clipped).toEqual([]);
      expect(dates.some((label) => /^[A-Z][a-z]{2} \d{1,2}$/.test(label))).toBe(true);
      expect(prices.length).toBeGreaterThan(1);
      expect(new Set(prices).size).toBe(prices.length);
    },
  );
});
