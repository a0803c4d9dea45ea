import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test, consoleErrors } from './browser';
import { signInAsNewUser } from './fresh-user';

/**
 * Issue 30 items 1 and 4 in Chromium: a public card embedded in a page of another origin with the Share dialog's
 * snippet (the frame plus web/public/embed.js) fits its frame to the card; an unavailable card is one line; and
 * making a collection public on the board asks first.
 */

const baseUrl = () => inject('stack').urls.http;
const SHOTS = process.env.THETIX_SHOTS_DIR ?? '/tmp/shots-issue-30';
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
/**
 * How long a test waits for the frame to follow its content. A deadline, not a speed bound: the issue's "within a
 * second" held on a quiet machine, but a loaded CI runner once needed longer, and speed is never asserted in tests
 * (each measured time is printed instead).
 */
const FOLLOW_MS = 15_000;

interface ApiCollection {
  id: string;
  name: string;
  is_default: boolean;
  is_public: boolean;
  hide_amounts: boolean;
}
interface ApiCard {
  id: string;
  query: string;
  position: number;
  materialized_result: unknown[] | null;
}

/** A new onboarded user with the example portfolio; its default collection's four example cards answered. */
async function ownerWithAnsweredCards(page: Page) {
  await signInAsNewUser(page);
  await callApi(page, baseUrl(), 'POST', '/api/test-data');
  await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
  const collections = (await callApi(
    page,
    baseUrl(),
    'GET',
    '/api/thetix-card-collections',
  )) as ApiCollection[];
  const collection = collections.find((item) => item.is_default)!;
  const read = async () =>
    (
      (await callApi(page, baseUrl(), 'GET', `/api/thetix-cards?collection_id=${collection.id}`)) as ApiCard[]
    ).sort((a, b) => a.position - b.position);
  let cards = await read();
  for (let attempt = 0; attempt < 60 && cards.some((card) => card.materialized_result === null); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    cards = await read();
  }
  return { collection, cards };
}

/** A card the owner adds, once the engine has answered it (its plan then names the data it reads). */
async function addAnsweredCard(page: Page, collectionId: string, query: string): Promise<ApiCard> {
  const created = (await callApi(page, baseUrl(), 'POST', '/api/thetix-cards', {
    user_query: query,
    collection_id: collectionId,
  })) as ApiCard;
  for (let attempt = 0; attempt < 60; attempt++) {
    const { card } = (await callApi(page, baseUrl(), 'GET', `/api/thetix-cards/${created.id}`)) as {
      card: ApiCard;
    };
    if (card.materialized_result !== null) return card;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`"${query}" was not answered`);
}

/** The board header's Public switch (the sidebar's badge says "Public" too). */
const publicSwitch = (page: Page) =>
  page.getByRole('main').locator('label').getByText('Public', { exact: true });

/** Dialogs fade in: a picture waits until they are opaque. */
const dialogsSettled = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[role="alertdialog"]')).every(
      (dialog) => getComputedStyle(dialog).opacity === '1',
    ),
  );

/** The frames of the host page, set by each test before it opens the page. */
let frames: { id: string; src: string }[] = [];

/** How many pixels the frame's box differs from the card's content inside it. */
async function mismatch(host: Page, id: string): Promise<{ frame: number; content: number }> {
  const frame = host.frameLocator(`#${id}`);
  const content = await frame
    .locator('[data-layout="embedded"]')
    .evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
  const box = await host.locator(`#${id}`).boundingBox();
  return { frame: box?.height ?? 0, content };
}

/** Polls until the frame's height equals its content's (within a pixel); resolves with how long that took. */
async function followed(host: Page, id: string, withinMs: number): Promise<{ ms: number; frame: number }> {
  const started = Date.now();
  for (;;) {
    const { frame, content } = await mismatch(host, id);
    if (Math.abs(frame - content) <= 1) return { ms: Date.now() - started, frame };
    if (Date.now() - started > withinMs)
      throw new Error(`#${id}: frame ${frame} px, content ${content} px after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function hostPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

describe('a public card embedded in another site (issue 30 item 1)', () => {
  let host: Server;
  let hostUrl: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // Another origin: the stack is on localhost, this page on 127.0.0.1 and another port.
    host = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host page</title><style>body{font-family:Georgia,serif;max-width:760px;margin:0 auto;padding:16px;background:#fbf7ef}</style></head><body>
<h1>A blog post with embedded cards</h1><p>Some words before the card.</p>
${frames
  .map(
    (frame) =>
      `<iframe id="${frame.id}" src="${frame.src}" width="100%" height="500" style="min-height: 400px; border: 0;" title="Thetix card"></iframe>`,
  )
  .join('\n<p>Between the cards.</p>\n')}
<p>Some words after the card.</p>
<script async src="${baseUrl()}/embed.js"></script>
<script async src="${baseUrl()}/embed.js"></script>
</body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });

  afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  test('the frame follows the card at 1440 and 390 px, never clipped; the console stays empty', async ({
    browser,
    page,
  }) => {
    // Prepare
    const owner = await ownerWithAnsweredCards(page);
    await callApi(page, baseUrl(), 'PUT', `/api/thetix-card-collections/${owner.collection.id}`, {
      is_public: true,
    });
    const tall = owner.cards.find((card) => card.query === 'Best covered calls on my holdings this week')!;
    const chart = owner.cards.find((card) => card.query === 'Chart AAPL vs MSFT over the last 90 days')!;
    frames = [
      { id: 'calls', src: `${baseUrl()}/public/thetix-card/${tall.id}` },
      { id: 'chart', src: `${baseUrl()}/public/thetix-card/${chart.id}?compact=1&theme=dark` },
    ];
    const guest = await hostPage(browser, desktop);
    const errors = consoleErrors(guest);

    // Act: desktop
    await guest.goto(hostUrl);
    await guest.frameLocator('#calls').getByRole('article', { name: tall.query }).waitFor();
    await guest.frameLocator('#chart').getByRole('article', { name: chart.query }).waitFor();
    const desktopCalls = await followed(guest, 'calls', FOLLOW_MS);
    const desktopChart = await followed(guest, 'chart', FOLLOW_MS);
    const compactHeading = await guest
      .frameLocator('#chart')
      .getByRole('heading', { name: chart.query })
      .count();
    await guest.screenshot({ path: `${SHOTS}/issue-30-embed-1440.png`, fullPage: true });

    // Act: the same page narrowed to a phone; the card reflows taller and the frame must follow
    await guest.setViewportSize(phone);
    const phoneCalls = await followed(guest, 'calls', FOLLOW_MS);
    const phoneChart = await followed(guest, 'chart', FOLLOW_MS);
    // Chromium paints a cross-origin frame only once it is in view: one picture per frame.
    for (const id of ['calls', 'chart']) {
      await guest.locator(`#${id}`).scrollIntoViewIfNeeded();
      await guest.waitForTimeout(300);
      await guest.screenshot({ path: `${SHOTS}/issue-30-embed-390-${id}.png` });
    }

    // Act: a phone opening the page afresh
    const mobile = await hostPage(browser, phone);
    const mobileErrors = consoleErrors(mobile);
    await mobile.goto(hostUrl);
    await mobile.frameLocator('#calls').getByRole('article', { name: tall.query }).waitFor();
    const freshPhone = await followed(mobile, 'calls', FOLLOW_MS);
    const innerScroll = await mobile
      .frameLocator('#calls')
      .locator('html')
      .evaluate((element) => element.scrollHeight - element.clientHeight);

    // Assess
    console.info(
      `embed frames followed their content in ${[
        desktopCalls,
        desktopChart,
        phoneCalls,
        phoneChart,
        freshPhone,
      ]
        .map((result) => `${result.ms} ms`)
        .join(', ')}`,
    );
    // The option table on a phone is taller than the snippet's 500 px: the frame grew rather than clip it.
    expect(phoneCalls.frame).toBeGreaterThan(500);
    expect(freshPhone.frame).toBeGreaterThan(500);
    expect(phoneCalls.frame).toBeGreaterThan(desktopCalls.frame);
    expect(innerScroll).toBeLessThanOrEqual(1);
    expect(compactHeading).toBe(0);
    expect(errors).toEqual([]);
    expect(mobileErrors).toEqual([]);
  });

  test('a private or deleted card collapses to one line of notice, at 1440 and 390 px', async ({
    browser,
    page,
  }) => {
    // Prepare: a card of a private collection, and a card id that does not exist (deleted)
    await signInAsNewUser(page);
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    const collections = (await callApi(
      page,
      baseUrl(),
      'GET',
      '/api/thetix-card-collections',
    )) as ApiCollection[];
    const privateCollection = collections.find((item) => item.is_default)!;
    const cards = (await callApi(
      page,
      baseUrl(),
      'GET',
      `/api/thetix-cards?collection_id=${privateCollection.id}`,
    )) as ApiCard[];
    frames = [
      { id: 'private', src: `${baseUrl()}/public/thetix-card/${cards[0]!.id}` },
      { id: 'deleted', src: `${baseUrl()}/public/thetix-card/deleted-card-id` },
    ];
    const results: { viewport: number; id: string; frame: number; text: string }[] = [];
    const errors: string[] = [];

    // Act
    for (const viewport of [desktop, phone]) {
      const guest = await hostPage(browser, viewport);
      errors.push(...consoleErrors(guest));
      await guest.goto(hostUrl);
      for (const id of ['private', 'deleted']) {
        const notice = guest.frameLocator(`#${id}`).getByRole('status');
        await notice.waitFor();
        const { frame } = await followed(guest, id, FOLLOW_MS);
        results.push({ viewport: viewport.width, id, frame, text: await notice.innerText() });
      }
      await guest.screenshot({ path: `${SHOTS}/issue-30-embed-unavailable-${viewport.width}.png` });
    }

    // Assess
    expect(results).toHaveLength(4);
    for (const result of results) {
      expect(result.text).toBe('This card is not available. It may be private or does not exist.');
      // One line of text and the frame's padding (two lines where a phone cannot fit the sentence on one), not
      // the snippet's 500 px of blank.
      expect(result.frame).toBeLessThan(result.viewport === desktop.width ? 36 : 56);
      expect(result.frame).toBeGreaterThan(10);
    }
    // The only console lines are the browser's own notes of the 404s the unavailable cards answer.
    expect(errors.filter((line) => !/status of 404/.test(line))).toEqual([]);
  });
});

describe('publishing a collection on the board (issue 30 item 4)', () => {
  test('asks first, lists the income, positions and open calls it exposes, and can hide dollar amounts', async ({
    page,
  }) => {
    // Prepare
    const owner = await ownerWithAnsweredCards(page);
    await addAnsweredCard(page, owner.collection.id, 'Show my open calls');
    const errors = consoleErrors(page);
    await page.setViewportSize(desktop);
    await page.goto(`${baseUrl()}/dashboard/thetix/${owner.collection.id}`);
    await page.getByRole('heading', { level: 1, name: owner.collection.name }).waitFor();

    // Act
    await publicSwitch(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'Make this collection public?' });
    await dialog.waitFor();
    const list = dialog.getByRole('list', { name: 'What the public collection shows' });
    await list.getByText('Your open calls', { exact: false }).waitFor();
    const items = await list.getByRole('listitem').allInnerTexts();
    const stillPrivate = (
      (await callApi(page, baseUrl(), 'GET', '/api/thetix-card-collections')) as ApiCollection[]
    ).find((item) => item.id === owner.collection.id)!;
    await dialog.getByText('Hide dollar amounts on public cards').click();
    await dialog.locator('[data-scope="switch"][data-part="control"][data-state="checked"]').waitFor();
    await dialogsSettled(page);
    await page.screenshot({ path: `${SHOTS}/issue-30-publish-confirm-1440.png` });
    await dialog.getByRole('button', { name: 'Make public' }).click();
    await page.getByRole('link', { name: 'Public page' }).waitFor();
    const published = (
      (await callApi(page, baseUrl(), 'GET', '/api/thetix-card-collections')) as ApiCollection[]
    ).find((item) => item.id === owner.collection.id)!;
    await publicSwitch(page).click();
    const privateDialog = page.getByRole('alertdialog', { name: 'Make this collection private?' });
    await privateDialog.waitFor();
    const privateText = await privateDialog.innerText();
    await dialogsSettled(page);
    await page.screenshot({ path: `${SHOTS}/issue-30-private-confirm-1440.png` });
    await privateDialog.getByRole('button', { name: 'Cancel' }).click();
    const positions = owner.cards.find((card) => card.query === 'Show my positions')!;
    await page.goto(`${baseUrl()}/public/thetix-card/${positions.id}`);
    const publicCard = page.getByRole('article', { name: positions.query });
    await publicCard.getByRole('table').first().waitFor();
    const publicText = await publicCard.innerText();
    await page.screenshot({ path: `${SHOTS}/issue-30-public-card-amounts-hidden-1440.png`, fullPage: true });

    // Assess
    expect(items).toEqual(
      expect.arrayContaining([
        'Your income: option premiums and dividends, with dollar amounts',
        'Your positions: tickers, share counts, cost and value',
        'Your open calls: strikes, expirations, contracts and premiums',
      ]),
    );
    expect(stillPrivate.is_public).toBe(false);
    expect(published).toMatchObject({ is_public: true, hide_amounts: true });
    expect(privateText).toContain('embedded in other sites will stop showing');
    expect(publicText).toContain('$•••');
    expect(publicText).toContain('•••');
    expect(publicText).not.toMatch(/\$\s?\d/);
    expect(errors).toEqual([]);
  });
});
