import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test, consoleErrors } from './browser';
import { signInAsNewUser } from './fresh-user';
import { type ApiCollection, cardsOf as cardsAt, eventually } from './thetix-board-api';

const baseUrl = () => inject('stack').urls.http;
const cardsOf = (page: Page, collectionId: string) => cardsAt(page, baseUrl(), collectionId);
const SHOTS = process.env.THETIX_SHOTS_DIR ?? 'docs/screenshots';

/** A new user with the example collection (answered) and a second, empty collection. */
async function boardWithTwoCollections(page: Page) {
  await signInAsNewUser(page);
  await callApi(page, baseUrl(), 'POST', '/api/test-data');
  await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
  const [home] = (await callApi(page, baseUrl(), 'GET', '/api/thetix-card-collections')) as ApiCollection[];
  const other = (await callApi(page, baseUrl(), 'POST', '/api/thetix-card-collections', {
    name: 'Watchlist',
  })) as ApiCollection;
  const examples = await eventually(
    () => cardsOf(page, home!.id),
    (cards) => cards.length > 0 && cards.every((card) => card.materialized_updated_at !== null),
  );
  return { home: home!, other, examples };
}

/** Opens the board of `boardWithTwoCollections` at a viewport size, with the console's errors collected. */
async function openBoard(page: Page, viewport: { width: number; height: number }) {
  mkdirSync(SHOTS, { recursive: true });
  const errors = consoleErrors(page);
  await page.setViewportSize(viewport);
  const board = await boardWithTwoCollections(page);
  await page.goto(`${baseUrl()}/dashboard/thetix/${board.home.id}`);
  return { errors, ...board };
}

/**
 * Presses the handle, starts the drag (dnd-kit starts after 8 px) and moves to the target in steps, then holds the
 * pointer there for a few more moves (the board may scroll under it meanwhile) before `release`.
 */
async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target not on screen');
  // Near the target's top (a tall card's centre may be below the fold)
  const x = to.x + to.width / 2;
  const y = to.y + Math.min(to.height / 2, 60);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(x, y, { steps: 12 });
  for (let step = 0; step < 6; step++) await page.mouse.move(x + (step % 2), y, { steps: 2 });
}

describe('dragging Thetix cards in Chromium (issue 30 item 5)', () => {
  test(
    'a card dropped on a sidebar collection while the board is scrolled moves there',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare
      const { errors, other, examples } = await openBoard(page, { width: 1440, height: 900 });
      const last = examples[examples.length - 1]!;
      const handle = page.getByRole('button', { name: `Drag card ${last.query}` });
      await handle.waitFor();

      // Act: scroll the page to the board's end, then drag the last card onto the other collection
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await handle.scrollIntoViewIfNeeded();
      const scrolledBy = await page.evaluate(() => window.scrollY);
      await dragOnto(page, handle, page.locator(`[data-collection-id="${other.id}"]`));
      await page.mouse.up();
      const moved = await eventually(
        () => cardsOf(page, other.id),
        (cards) => cards.some((card) => card.id === last.id),
        20,
      );

      // Assess
      expect(scrolledBy).toBeGreaterThan(200);
      expect(moved.map((card) => card.id)).toContain(last.id);
      expect(errors).toEqual([]);
    },
  );

  test(
    'keyboard sorting moves within the column, never onto another collection, and shows where the card lands',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare: the example cards dealt into two columns (0, 2 | 1, 3)
      const { errors, home, other, examples } = await openBoard(page, { width: 1440, height: 900 });
      const [first, , third] = examples;
      const handle = page.getByRole('button', { name: `Drag card ${first!.query}` });
      await handle.waitFor();
      const announced = (text: string) =>
        page.getByRole('status').getByText(text, { exact: false }).waitFor({ state: 'attached' });

      // Act: pick the top card up; Up and Left lead nowhere (the sidebar is not a keyboard target); Down, drop
      await handle.focus();
      await page.keyboard.press('Space');
      await page.locator('[aria-roledescription="sortable"][aria-pressed="true"]').waitFor();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      await announced(`is over card "${third!.query}": it will land after it.`);
      const lineShown = await page.locator('[data-insertion-indicator]').evaluateAll((nodes) =>
        nodes.map((node) => ({
          side: node.getAttribute('data-insertion-indicator'),
          card: node.parentElement?.querySelector('article')?.getAttribute('data-card-id'),
          below:
            node.getBoundingClientRect().top >=
            (node.parentElement?.querySelector('article')?.getBoundingClientRect().bottom ?? Infinity),
        })),
      );
      await page.screenshot({ path: `${SHOTS}/issue-30-keyboard-insertion-desktop.png` });
      await page.keyboard.press('Space');
      await announced(`was dropped on card "${third!.query}"`);
      const sorted = await eventually(
        () => cardsOf(page, home.id),
        (cards) => cards[0]?.id !== first!.id,
      );
      const inOther = await cardsOf(page, other.id);

      // Assess: the first card now sits after the third, in the same column and collection
      expect(lineShown).toEqual([{ side: 'after', card: third!.id, below: true }]);
      expect(sorted.map((card) => card.id)).toEqual(
        [examples[1], third, first, ...examples.slice(3)].map((card) => card!.id),
      );
      expect(inOther).toEqual([]);
      expect(await page.locator(`[data-board-column="0"] article[data-card-id="${first!.id}"]`).count()).toBe(
        1,
      );
      expect(errors).toEqual([]);
    },
  );

  test(
    'a mouse drag shows a line where the card will land, and lands there',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare
      const { errors, home, examples } = await openBoard(page, { width: 1440, height: 900 });
      // The tops of the two columns: the first card, and the second beside it
      const [first, second] = examples;
      const handle = page.getByRole('button', { name: `Drag card ${second!.query}` });
      await handle.waitFor();

      // Act: drag the second card over the first (it was after it, so it lands before it), look, then drop
      await dragOnto(page, handle, page.locator(`article[data-card-id="${first!.id}"]`));
      const shown = await page.locator('[data-insertion-indicator]').evaluateAll((lines) =>
        lines.map((node) => ({
          side: node.getAttribute('data-insertion-indicator'),
          card: node.parentElement?.querySelector('article')?.getAttribute('data-card-id'),
        })),
      );
      await page.screenshot({ path: `${SHOTS}/issue-30-insertion-line-desktop.png` });
      await page.mouse.up();
      const sorted = await eventually(
        () => cardsOf(page, home.id),
        (cards) => cards[0]?.id === second!.id,
      );

      // Assess
      expect(shown).toEqual([{ side: 'before', card: first!.id }]);
      expect(sorted.map((card) => card.id)).toEqual(
        [second, first, ...examples.slice(2)].map((card) => card!.id),
      );
      expect(await page.locator('[data-insertion-indicator]').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  test(
    "a move the server refuses puts the card back and shows the server's message",
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare: the move call answers 409 with a message, as the server does for a full collection
      mkdirSync(SHOTS, { recursive: true });
      const errors = consoleErrors(page, [/status of 409/]);
      await page.setViewportSize({ width: 1440, height: 900 });
      const { home, other, examples } = await boardWithTwoCollections(page);
      const refusal = 'A collection holds at most 50 cards';
      await page.route('**/api/thetix-cards/*/move', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: refusal, code: 'CONFLICT' }),
        }),
      );
      await page.goto(`${baseUrl()}/dashboard/thetix/${home.id}`);
      const card = examples[0]!;
      const handle = page.getByRole('button', { name: `Drag card ${card.query}` });
      await handle.waitFor();

      // Act
      await dragOnto(page, handle, page.locator(`[data-collection-id="${other.id}"]`));
      await page.mouse.up();
      const toast = page.getByRole('status').filter({ hasText: 'Failed to move card' });
      await toast.getByText(refusal).waitFor();
      await page.locator(`article[data-card-id="${card.id}"]`).waitFor();
      await page.screenshot({ path: `${SHOTS}/issue-30-move-refused-desktop.png` });
      const stillHome = await cardsOf(page, home.id);

      // Assess
      expect(await page.locator(`[data-board-column="0"] article[data-card-id="${card.id}"]`).count()).toBe(
        1,
      );
      expect(stillHome.map((entry) => entry.id)).toEqual(examples.map((entry) => entry.id));
      expect(errors).toEqual([]);
    },
  );

  test(
    'a new card appears on top, in view and focused, and every card says when it was last updated',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare
      const { errors, home, examples } = await openBoard(page, { width: 1440, height: 900 });
      await page.getByRole('article', { name: examples[0]!.query }).waitFor();

      // Act: ask a question in the creation box
      const question = page
        .getByRole('region', { name: 'New Thetix Card' })
        .getByRole('textbox', { name: 'Question' });
      await question.fill('price of AAPL');
      await question.press('Enter');
      const created = page.getByRole('article', { name: 'price of AAPL' });
      await created.waitFor();
      const focused = await eventually(
        () => page.evaluate(() => document.activeElement?.getAttribute('data-card-id') ?? null),
        (id) => id !== null,
        20,
      );
      const inView = await created.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      });
      const listed = await eventually(
        () => cardsOf(page, home.id),
        (cards) => cards.length === examples.length + 1 && cards[0]!.materialized_updated_at !== null,
      );

      // Act: the label of the answered card, then a refresh writes a new result
      const label = created.locator('time[data-card-updated]');
      await label.waitFor();
      const firstStamp = await label.getAttribute('datetime');
      const firstText = await label.textContent();
      const firstTitle = await label.getAttribute('title');
      await page.screenshot({ path: `${SHOTS}/issue-30-updated-label-desktop.png` });
      await created.getByRole('button', { name: 'Card actions for price of AAPL' }).click();
      await page.getByRole('menuitem', { name: 'Refresh' }).click();
      const refreshed = await eventually(
        () => cardsOf(page, home.id),
        (cards) =>
          cards[0]!.materialized_updated_at !== null &&
          cards[0]!.materialized_updated_at !== listed[0]!.materialized_updated_at,
      );
      await page
        .locator(`time[data-card-updated][datetime="${refreshed[0]!.materialized_updated_at}"]`)
        .waitFor();
      const labels = await page.locator('article[data-card-id] time[data-card-updated]').count();

      // Assess
      expect(focused).toBe(listed[0]!.id);
      expect(inView).toBe(true);
      expect(listed[0]!.query).toBe('price of AAPL');
      expect(firstStamp).toBe(listed[0]!.materialized_updated_at);
      expect(firstText).toMatch(/^Updated (just now|\d+ min ago)$/);
      expect(firstTitle).toMatch(/^Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(labels).toBe(examples.length + 1);
      expect(errors).toEqual([]);
    },
  );

  test(
    'on a phone the board is one column: keyboard sorting and the Move dialog work, labels fit',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare
      const { errors, home, other, examples } = await openBoard(page, { width: 390, height: 844 });
      const [first, second] = examples;
      const handle = page.getByRole('button', { name: `Drag card ${second!.query}` });
      await handle.waitFor();

      // Act: keyboard sorting in the single column: the second card goes up, before the first
      await handle.focus();
      await page.keyboard.press('Space');
      await page.locator('[aria-roledescription="sortable"][aria-pressed="true"]').waitFor();
      await page.keyboard.press('ArrowUp');
      await page
        .getByRole('status')
        .getByText(`is over card "${first!.query}": it will land before it.`)
        .waitFor({ state: 'attached' });
      const lines = await page.locator('[data-insertion-indicator="before"]').count();
      await page.screenshot({ path: `${SHOTS}/issue-30-keyboard-insertion-phone.png` });
      await page.keyboard.press('Space');
      const sorted = await eventually(
        () => cardsOf(page, home.id),
        (cards) => cards[0]?.id === second!.id,
      );

      // Act: the Move dialog takes the place of dragging onto the sidebar
      await page.getByRole('button', { name: `Card actions for ${first!.query}` }).click();
      await page.getByRole('menuitem', { name: 'Move to collection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move to Collection' });
      await dialog.getByLabel('Target collection').selectOption({ label: 'Watchlist' });
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      const moved = await eventually(
        () => cardsOf(page, other.id),
        (cards) => cards.length === 1,
      );
      await page.getByRole('article', { name: first!.query }).waitFor({ state: 'detached' });
      await page.getByRole('article', { name: second!.query }).evaluate((card) => {
        card.scrollIntoView({ block: 'start' });
        // below the sticky top bar
        window.scrollBy(0, -80);
      });
      await page.screenshot({ path: `${SHOTS}/issue-30-board-phone.png` });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

      // Assess
      expect(lines).toBe(1);
      expect(sorted.map((card) => card.id).slice(0, 2)).toEqual([second!.id, first!.id]);
      expect(moved.map((card) => card.id)).toEqual([first!.id]);
      expect(await page.locator('time[data-card-updated]').count()).toBe(examples.length - 1);
      expect(overflow).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  test(
    'on a touch phone a long press picks a card up and a drop on a collection moves it',
    { timeout: 180_000 },
    async ({ browser }) => {
      // Prepare: a touch screen at 390 px (the board's TouchSensor starts a drag after a 1000 ms press)
      mkdirSync(SHOTS, { recursive: true });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      const errors = consoleErrors(page);
      const { home, other, examples } = await boardWithTwoCollections(page);
      await page.goto(`${baseUrl()}/dashboard/thetix/${home.id}`);
      const card = examples[0]!;
      const handle = page.getByRole('button', { name: `Drag card ${card.query}` });
      await handle.waitFor();
      // The creation box, discarded, leaves the first card's handle and the collections on one screen
      await page
        .getByRole('region', { name: 'New Thetix Card' })
        .getByRole('button', { name: 'Discard' })
        .click();
      await page.evaluate(() => window.scrollTo(0, 0));
      const from = (await handle.boundingBox())!;
      const to = (await page.locator(`[data-collection-id="${other.id}"]`).boundingBox())!;
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
        });

      // Act: press and hold the handle until the card is picked up, move onto the collection, lift
      await touch('touchStart', from.x + from.width / 2, from.y + from.height / 2);
      // Picked up once the press has lasted 1000 ms (the sortable handle reports itself pressed)
      await page.locator('[aria-roledescription="sortable"][aria-pressed="true"]').waitFor();
      const steps = 12;
      for (let step = 1; step <= steps; step++)
        await touch(
          'touchMove',
          from.x + from.width / 2 + ((to.x + to.width / 2 - from.x - from.width / 2) * step) / steps,
          from.y + from.height / 2 + ((to.y + to.height / 2 - from.y - from.height / 2) * step) / steps,
        );
      await page
        .getByRole('status')
        .getByText(`is over collection "${other.name}"`)
        .waitFor({ state: 'attached' });
      await page.screenshot({ path: `${SHOTS}/issue-30-touch-drop-phone.png` });
      await touch('touchEnd', to.x + to.width / 2, to.y + to.height / 2);
      const moved = await eventually(
        () => cardsOf(page, other.id),
        (cards) => cards.length === 1,
        20,
      );
      await context.close();

      // Assess
      expect(moved.map((entry) => entry.id)).toEqual([card.id]);
      expect(errors).toEqual([]);
    },
  );
});
