import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { callApi, ensureOpportunities } from './app-session';
import { createInvitedUser, signIn } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

/** What the investor can act on, counted on each page: opportunity-card buttons, history actions, goal controls. */
async function countActions(page: Page) {
  await page.goto(`${baseUrl()}/dashboard`);
  const cards = page.getByRole('article', { name: /Covered Call/ });
  await cards.first().waitFor();
  const cardButtons = await cards.getByRole('button').count();
  await page.goto(`${baseUrl()}/dashboard/history`);
  await page.getByRole('heading', { name: 'Trading History' }).waitFor();
  await page.getByRole('button', { name: 'Export CSV' }).waitFor();
  await page.locator('[data-group-id]').first().waitFor();
  const historyActions = await page
    .getByRole('button', { name: /^(Add position|Load sample data|Reset sample data|Remove .+ entry)$/ })
    .count();
  await page.goto(`${baseUrl()}/dashboard/position/MSFT/goal`);
  await page.getByRole('heading', { name: 'Portfolio allocation' }).waitFor();
  await page.getByRole('radiogroup', { name: 'MSFT income goal' }).getByRole('radio').first().waitFor();
  const allocationControls = await page.getByRole('slider').count();
  const presets = await page.getByRole('button', { name: /^\d+%$/ }).count();
  const goalChoicesDisabled = await page
    .getByRole('radiogroup', { name: 'MSFT income goal' })
    .getByRole('radio')
    .evaluateAll((radios) => radios.every((radio) => radio.getAttribute('aria-disabled') === 'true'));
  return { cardButtons, historyActions, allocationControls, presets, goalChoicesDisabled };
}

describe('read-only mode while an admin views a user, in Chromium (spec part 1 §6, part 2 §2, §6)', () => {
  let browser: Browser;
  let investor: BrowserContext;
  let admin: BrowserContext;
  let email: string;
  let asInvestor: Awaited<ReturnType<typeof countActions>>;

  beforeAll(async () => {
    // Prepare: a user of their own with the example portfolio, a manual entry and opportunities
    browser = await launchBrowser();
    investor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await investor.newPage();
    const user = await createInvitedUser();
    email = user.email;
    await signIn(page, user.email, user.password);
    await page.waitForURL(`${baseUrl()}/onboarding/steps`, { timeout: 20_000 });
    await callApi(page, baseUrl(), 'POST', '/api/test-data');
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    const accountId = await ensureOpportunities(page, baseUrl());
    await callApi(page, baseUrl(), 'POST', `/api/positions/manual?accountId=${accountId}`, {
      ticker: 'KO',
      amount: 10,
      costBasisPerShare: 61.25,
    });
    asInvestor = await countActions(page);
  }, 120_000);

  afterAll(async () => {
    await investor?.close();
    await admin?.close();
    await browser?.close();
  });

  it('hides every action on the dashboard, history and position goal pages', async () => {
    // Prepare
    admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await admin.newPage();
    await signIn(page, 'admin@thetix.local', 'Thetix-local-3');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    // The shell (and its Ctrl+K listener) is up once the admin's own empty sidebar shows.
    await page.getByText('No positions found').waitFor();

    // Act: view as the user (Ctrl+K), then try to open an opportunity
    await page.keyboard.press('Control+k');
    await page.getByLabel('Search users').fill(email);
    await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
    const banner = page.getByText(`Admin Mode: Viewing as ${email}`);
    // When the user has accounts to pick from, the search asks which one to view first.
    const accountChoice = page.getByRole('button', { name: /Manual Account/ });
    await banner.or(accountChoice).first().waitFor();
    if (await accountChoice.isVisible()) await accountChoice.click();
    await banner.waitFor();
    const asAdmin = await countActions(page);
    await page.goto(`${baseUrl()}/dashboard`);
    const card = page.getByRole('article', { name: /Covered Call/ }).first();
    await card.click();
    // The drawer would open in the render after the click: let a frame pass before counting dialogs.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const drawers = await page.getByRole('dialog').count();

    // Assess: the user has every action; the admin viewing them has none
    expect(asInvestor.cardButtons).toBeGreaterThan(0);
    expect(asInvestor.historyActions).toBeGreaterThanOrEqual(4);
    expect(asInvestor.allocationControls).toBe(1);
    expect(asInvestor.presets).toBe(4);
    expect(asInvestor.goalChoicesDisabled).toBe(false);
    expect(asAdmin).toEqual({
      cardButtons: 0,
      historyActions: 0,
      allocationControls: 0,
      presets: 0,
      goalChoicesDisabled: true,
    });
    expect(drawers).toBe(0);
  });
});
