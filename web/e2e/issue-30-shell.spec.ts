import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi, signInAsInvestor, signInAsSeeded, viewAsUser } from './app-session';
import { signInAsNewUser } from './fresh-user';
import { appReady, browserTest as test, consoleErrors } from './browser';

/** Issue 30 items 7 and 8 in Chromium: the console on load, whole carousel cards, asking for an invite. */

const baseUrl = () => inject('stack').urls.http;
const SHOTS = process.env.THETIX_SHOTS_DIR ?? '/tmp/shots-issue-30';

/** Every console line of Amplify's (its logger prefixes them with the category, e.g. "Auth - "). */
function amplifyLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/\[(WARN|ERROR)\]|Amplify|Auth - /.test(message.text())) lines.push(message.text());
  });
  return lines;
}

/** The example cards shown, each with how far its content reaches past its own box (0: nothing cut off). */
const cardOverflow = (page: Page) =>
  page.locator('[data-example-card]').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const deepest = Math.max(
        ...Array.from(card.querySelectorAll('*')).map((child) => child.getBoundingClientRect().bottom),
      );
      return {
        cutBelow: Math.max(0, Math.round(deepest - box.bottom)),
        hiddenInside: card.scrollHeight - card.clientHeight,
      };
    }),
  );

async function openCarousel(page: Page, slides: number) {
  await page.goto(`${baseUrl()}/thetix`);
  const carousel = page.getByRole('region', { name: 'Example Thetix cards' });
  await carousel.waitFor();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[aria-roledescription="slide"]').length === count,
    slides,
  );
  await page.mouse.move(0, 0);
  await carousel.getByRole('button', { name: 'Pause carousel' }).click();
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

describe('the shell, issue 30 item 8', () => {
  test('prints no Amplify warning on sign-in or on a reload of the dashboard', async ({ page }) => {
    // Prepare
    const lines = amplifyLines(page);
    const errors = consoleErrors(page);

    // Act
    await signInAsInvestor(page, baseUrl());
    await page.getByRole('tab', { name: 'Cards' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Cards' }).waitFor();

    // Assess
    expect(lines).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('shows each carousel card on /thetix whole, at 1440 px and at 390 px', async ({ page }) => {
    // Prepare
    mkdirSync(SHOTS, { recursive: true });
    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Act
    const wide = await openCarousel(page, 3);
    const wideCards = await cardOverflow(page);
    await wide.screenshot({ path: `${SHOTS}/issue-30-carousel-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await openCarousel(page, 1);
    const narrowCards = await cardOverflow(page);
    await narrow.screenshot({ path: `${SHOTS}/issue-30-carousel-390.png` });

    // Assess
    expect(wideCards).toHaveLength(3);
    expect(wideCards.every((card) => card.cutBelow === 0 && card.hiddenInside <= 1)).toBe(true);
    expect(narrowCards).toHaveLength(1);
    expect(narrowCards.every((card) => card.cutBelow === 0 && card.hiddenInside <= 1)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('lets a visitor without an invite leave an e-mail on the landing page, at 390 px', async ({
    page,
  }) => {
    // Prepare
    mkdirSync(SHOTS, { recursive: true });
    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/`);
    // The landing page is prerendered: the form answers once the app has taken the page over.
    await appReady(page);
    const form = page.getByRole('form', { name: 'Ask for an invite' });

    // Act
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox').fill(`reader-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Ask for an invite' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'your request is in' });
    await thanks.waitFor();
    await page.locator('#join').screenshot({ path: `${SHOTS}/issue-30-invite-request-390.png` });

    // Assess
    expect(await thanks.innerText()).toBe(
      'Thanks: your request is in. We will write to you when a seat is yours.',
    );
    expect(errors).toEqual([]);
  });
});

describe('the dashboard Cards tab, issue 30 item 7', () => {
  test('names the account whose card collection is missing, with the onboarding hint, at 1440 px', async ({
    browser,
  }) => {
    // Prepare: a user past onboarding who never opened Thetix (so no collection was made), viewed by an admin
    mkdirSync(SHOTS, { recursive: true });
    const userContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const userPage = await userContext.newPage();
    const user = await signInAsNewUser(userPage);
    await callApi(userPage, baseUrl(), 'POST', '/api/test-data');
    await callApi(userPage, baseUrl(), 'POST', '/api/complete-onboarding', {
      starting_goal: 'Balanced Weekly',
    });
    await userContext.close();
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await adminContext.newPage();
    await signInAsSeeded(page, baseUrl(), 'admin');

    // Act
    await viewAsUser(page, user.email);
    await page.getByRole('tab', { name: 'Cards' }).click();
    const notice = page.getByText(/^Collection not found for /);
    await notice.waitFor();
    const title = await notice.innerText();
    const hint = await page.getByText('This collection should be created during onboarding').isVisible();
    await page.screenshot({ path: `${SHOTS}/issue-30-collection-not-found-1440.png` });
    await adminContext.close();

    // Assess
    expect(title).toMatch(/^Collection not found for \S/);
    expect(hint).toBe(true);
  });
});

describe('public pages, issue 30 item 7', () => {
  test("say the server's message when a fetch fails with something other than a 404", async ({ page }) => {
    // Prepare
    mkdirSync(SHOTS, { recursive: true });
    const errors = consoleErrors(page, [/status of 503/]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.route('**/api/public/thetix-collections/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Thetix is briefly down for maintenance',
          code: 'SERVICE_UNAVAILABLE',
        }),
      }),
    );

    // Act
    await page.goto(`${baseUrl()}/public/thetix/some-collection`);
    const said = page.getByText('Thetix is briefly down for maintenance');
    await said.waitFor();
    await page.screenshot({ path: `${SHOTS}/issue-30-public-fetch-failure-1440.png` });

    // Assess
    expect(await page.getByText('may be private or does not exist').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
