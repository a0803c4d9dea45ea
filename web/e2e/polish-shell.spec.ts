import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { seededUsers, signInAsFreshInvestor, signInAsSeeded, viewAsUser } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-polish';

/** How far the page reaches past the window's right edge (0 when nothing is cut or scrolls sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens the first covered-call card's drawer from the opportunities page and waits for its overview. */
async function openCoveredCallDrawer(page: Page) {
  await page.goto(`${baseUrl()}/dashboard/opportunities`);
  const card = page.getByRole('article', { name: /Sell .+ Covered Call/ }).first();
  await card.waitFor();
  await card.getByRole('button', { name: /Preview & Trade|Learn Trade Details/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('Total Premium').waitFor();
  return drawer;
}

describe(
  'shell, dashboard and drawer polish on a desktop (issue 21 items 8 and 10, issue 18 item 16)',
  {
    timeout: 180_000,
  },
  () => {
    browserTest(
      'the sidebar carries the account switcher and user menu; the guide is dismissed for good; the console stays empty',
      async ({ page }) => {
        // Prepare
        const errors = consoleErrors(page);
        await signInAsFreshInvestor(page, baseUrl());
        await page.goto(`${baseUrl()}/dashboard`);
        const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
        const guide = page.getByRole('region', { name: 'Getting started' });
        await guide.waitFor();

        // Act: the guide's steps, then dismissed for good
        const firstStep = await guide.innerText();
        await guide.getByRole('button', { name: 'Next' }).click();
        const secondStep = await guide.innerText();
        await page.screenshot({ path: `${SHOTS}/desktop-dashboard-guide.png` });
        await guide.getByRole('button', { name: "Don't show again" }).click();
        await guide.waitFor({ state: 'detached' });
        const connectBar = page.getByRole('region', { name: 'Connect your brokerage' });
        await connectBar.getByRole('button', { name: 'Dismiss' }).click();
        await connectBar.waitFor({ state: 'detached' });
        await page.reload();
        await sidebar.getByRole('button', { name: 'User menu' }).waitFor();
        const guideAfterReload = await page.getByRole('region', { name: 'Getting started' }).count();
        const switcherInSidebar = await sidebar.getByRole('button', { name: /All accounts/ }).isVisible();
        const userMenus = await page.getByRole('button', { name: 'User menu' }).count();
        // The fresh user's sign-in carries the name Erin Example: the menu names them, not their e-mail.
        await sidebar.getByText('Erin Example').waitFor();
        await page.getByRole('tab', { name: 'Gains' }).click();
        const valueChart = page.getByRole('img', { name: 'Portfolio value over the last 90 days' });
        await valueChart.locator('svg text').first().waitFor();
        const axisLabels = await valueChart.locator('svg text').allTextContents();
        await page.screenshot({ path: `${SHOTS}/desktop-gains.png` });
        // The drawer, then history: nothing may log an error on the way.
        const drawer = await openCoveredCallDrawer(page);
        await drawer.getByRole('button', { name: 'Full Details' }).click();
        await drawer.getByRole('heading', { name: 'Price Metrics' }).waitFor();
        await page.screenshot({ path: `${SHOTS}/desktop-drawer.png` });
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
        await page.goto(`${baseUrl()}/dashboard/history`);
        await page.getByRole('heading', { name: 'Trading History' }).waitFor();
        // Day headings and the empty states are the list's h3s: one shows once the history has loaded.
        await page.getByRole('heading', { level: 3 }).first().waitFor();
        await page.goto(`${baseUrl()}/profile`);
        await page.getByText('Erin Example').first().waitFor();
        const profileText = await page.getByRole('main').innerText();

        // Assess
        expect(profileText).toContain('Erin Example');
        expect(firstStep).toMatch(/step 1 of 3/i);
        expect(secondStep).toMatch(/step 2 of 3/i);
        expect(guideAfterReload).toBe(0);
        expect(await connectBar.count()).toBe(0);
        expect(await page.evaluate(() => localStorage.getItem('tutorial_dismissed'))).toBe('true');
        expect(switcherInSidebar).toBe(true);
        expect(userMenus).toBe(1);
        expect(axisLabels.some((label) => label.startsWith('$'))).toBe(true);
        expect(axisLabels.some((label) => /^[A-Z][a-z]{2} \d{1,2}$/.test(label))).toBe(true);
        expect(errors).toEqual([]);
      },
    );

    browserTest(
      'leaving admin mode asks nothing of the viewed position and the admin dashboard loads',
      async ({ page }) => {
        // Prepare
        const errors = consoleErrors(page);
        await signInAsSeeded(page, baseUrl(), 'admin');
        await page.getByText('No positions found').waitFor();
        await page.getByRole('tab', { name: 'Gains' }).click();
        const adminGains = page.getByText(/Income YTD|No data available/).first();
        await adminGains.waitFor();
        await viewAsUser(page, seededUsers.investor.email);
        await page.goto(`${baseUrl()}/dashboard/position/KO`);
        await page.getByRole('heading', { name: 'KO', exact: true }).waitFor();
        const notFound: string[] = [];
        page.on('response', (response) => {
          if (response.status() >= 400 && response.url().includes('/api/')) notFound.push(response.url());
        });

        // Act
        await page.getByRole('button', { name: 'Exit Admin Mode' }).click();
        await page.getByText('Admin Mode: Viewing as').waitFor({ state: 'detached' });
        await page.getByText('No positions found').waitFor();
        // The requests the reset cache refetches are over once the network has been quiet for a moment.
        await page.waitForLoadState('networkidle');

        // Assess
        expect(notFound).toEqual([]);
        expect(page.url()).toBe(`${baseUrl()}/dashboard`);
        expect(errors).toEqual([]);
      },
    );
  },
);

describe('phone widths (issue 21 item 9, issue 18 item 17)', { timeout: 180_000 }, () => {
  const phone = browserTest.override('viewport', { width: 390, height: 844 });

  phone(
    'the summary badge is inside its card, the header collapses on scroll, drawer tabs keep one row and nothing is cut',
    async ({ page }) => {
      // Prepare
      const errors = consoleErrors(page);
      await signInAsFreshInvestor(page, baseUrl());
      await page.goto(`${baseUrl()}/dashboard`);
      const summary = page.getByRole('region', { name: 'Income YTD' });
      await summary.waitFor();
      const badge = summary.getByText('Simulated market data');
      await badge.waitFor();

      // Act: the badge in its card, then the header while scrolling
      const card = await summary.boundingBox();
      const badgeBox = await badge.boundingBox();
      const dashboardOverflow = await horizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/phone-dashboard.png` });
      await page.mouse.wheel(0, 400);
      await page.locator('[data-collapsed]').waitFor({ state: 'attached' });
      // The bar slides up (a short transition): wait until the header has left the screen.
      await page.waitForFunction(
        () => (document.querySelector('header')?.getBoundingClientRect().bottom ?? 1) <= 0,
      );
      const headerBottom = await page.evaluate(
        () => document.querySelector('header')?.getBoundingClientRect().bottom,
      );
      await page.screenshot({ path: `${SHOTS}/phone-dashboard-scrolled.png` });
      await page.mouse.wheel(0, -200);
      await page.locator('[data-collapsed]').waitFor({ state: 'detached' });
      // The drawer: four tabs on one row, and the fine-tune footer inside the screen
      const drawer = await openCoveredCallDrawer(page);
      const tabs = await drawer
        .getByRole('tab')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
      await drawer.getByRole('tab', { name: 'Fine Tune' }).click();
      const apply = drawer.getByRole('button', { name: 'Apply and back to Overview Tab' });
      await apply.scrollIntoViewIfNeeded();
      const applyBox = await apply.boundingBox();
      const resetBox = await drawer.getByRole('button', { name: 'Reset to default' }).boundingBox();
      await page.screenshot({ path: `${SHOTS}/phone-fine-tune-footer.png` });
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.goto(`${baseUrl()}/dashboard/history`);
      await page.getByRole('heading', { name: 'Trading History' }).waitFor();
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      const historyOverflow = await horizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/phone-history.png`, fullPage: true });

      // Assess
      expect(card && badgeBox).toBeTruthy();
      if (!card || !badgeBox || !applyBox || !resetBox) throw new Error('missing boxes');
      expect(badgeBox.x).toBeGreaterThanOrEqual(card.x);
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(card.x + card.width);
      expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(card.y + card.height);
      expect(dashboardOverflow).toBeLessThanOrEqual(0);
      expect(headerBottom).toBeLessThanOrEqual(0);
      expect(new Set(tabs).size).toBe(1);
      for (const box of [applyBox, resetBox]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(historyOverflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    },
  );
});
