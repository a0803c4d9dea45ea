import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test, consoleErrors } from './browser';
import { signInAsNewUser } from './fresh-user';
import { type ApiCollection, cardsOf as cardsAt, eventually } from './thetix-board-api';

const baseUrl = () => inject('stack').urls.http;
const cardsOf = (page: Page, collectionId: string) => cardsAt(page, baseUrl(), collectionId);
const SHOTS = process.env.THETIX_SHOTS_DIR ?? '/tmp/shots-B';

/** Presses the card's drag handle, moves in steps (dnd-kit starts after 8 px) and drops on the target's centre. */
async function dragTo(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

const QUESTIONS = [
  'price of AAPL',
  'AAPL price history last 6 months',
  'Show the MSFT option chain for next month',
];

describe('the Thetix Board in Chromium (spec part 3 §2, §4; issue 16 Done-when)', () => {
  test(
    'a new user builds a collection, asks three questions, drags, auto-updates and shares a card',
    { timeout: 240_000 },
    async ({ page }) => {
      // Prepare
      mkdirSync(SHOTS, { recursive: true });
      const errors = consoleErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAsNewUser(page);
      await callApi(page, baseUrl(), 'POST', '/api/test-data');
      await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', {
        starting_goal: 'Balanced Weekly',
      });

      // Act: the bare board opens the default collection, then a new collection is created and selected
      await page.goto(`${baseUrl()}/dashboard/thetix`);
      await page.waitForURL(/\/dashboard\/thetix\/[A-Za-z0-9_-]+$/);
      const defaultUrl = page.url();
      await page.getByRole('heading', { name: 'My Thetix Cards' }).waitFor();
      const createButton = page.getByRole('button', { name: 'Create', exact: true });
      const createDisabledWhenBlank = await createButton.isDisabled();
      await page.getByLabel('New collection name').fill('  Research  ');
      await createButton.click();
      await page.getByRole('heading', { name: 'Research' }).waitFor();
      await page.waitForURL((url) => url.href !== defaultUrl);
      const researchId = page.url().split('/').pop()!;
      const emptyShown = await page
        .getByText('No Thetix cards yet')
        .waitFor()
        .then(() => true);

      // Act: three questions through the creation box (Enter submits)
      const question = page
        .getByRole('region', { name: 'New Thetix Card' })
        .getByRole('textbox', { name: 'Question' });
      for (const text of QUESTIONS) {
        await question.fill(text);
        await question.press('Enter');
        await page.getByRole('article', { name: text }).waitFor();
        await eventually(
          () => question.inputValue(),
          (value) => value === '',
        );
      }
      const answered = page.locator('article[data-card-id] [data-updated-at]:not([data-updated-at=""])');
      await eventually(
        () => answered.count(),
        (count) => count === 3,
      );
      const answeredCount = await answered.count();
      const emptyWidgetTexts = await page
        .getByRole('article')
        .getByText('No visual widgets to display')
        .count();
      await page.screenshot({ path: `${SHOTS}/board-desktop.png`, fullPage: true });

      // Act: drag the last card onto the first one (a reorder), then reload
      const before = await cardsOf(page, researchId);
      const last = before[2]!;
      const first = before[0]!;
      await dragTo(
        page,
        page.getByRole('button', { name: `Drag card ${last.query}` }),
        page.getByRole('article', { name: first.query }),
      );
      const reordered = await eventually(
        () => cardsOf(page, researchId),
        (cards) => cards[0]?.id === last.id,
      );
      await page.reload();
      await page.getByRole('article', { name: first.query }).waitFor();
      const afterReload = await cardsOf(page, researchId);

      // Act: drag the option chain card onto the default collection in the sidebar
      const moving = afterReload.find((card) => card.query === QUESTIONS[2])!;
      const defaultCollection = (
        (await callApi(page, baseUrl(), 'GET', '/api/thetix-card-collections')) as ApiCollection[]
      ).find((collection) => collection.is_default)!;
      await dragTo(
        page,
        page.getByRole('button', { name: `Drag card ${moving.query}` }),
        page.locator(`[data-collection-id="${defaultCollection.id}"]`),
      );
      await eventually(
        () => cardsOf(page, researchId),
        (cards) => !cards.some((card) => card.id === moving.id),
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Research' }).waitFor();
      const movedAway = (await page.getByRole('article', { name: moving.query }).count()) === 0;
      const inDefault = (await cardsOf(page, defaultCollection.id)).some((card) => card.id === moving.id);

      // Act: the price card refreshes every 30 s; its result's time changes on the page by itself
      const priceCard = page.getByRole('article', { name: 'price of AAPL' });
      await priceCard.getByRole('button', { name: 'Card actions for price of AAPL' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await priceCard.getByLabel('Auto-update').selectOption({ label: '30s' });
      await priceCard.getByRole('button', { name: 'Save' }).click();
      await priceCard.getByText('Updates every 30s').waitFor();
      const stamp = priceCard.locator('[data-updated-at]');
      const firstStamp = await eventually(
        async () => ((await stamp.count()) ? await stamp.getAttribute('data-updated-at') : ''),
        (value) => Boolean(value),
      );
      const laterStamp = await eventually(
        async () => ((await stamp.count()) ? await stamp.getAttribute('data-updated-at') : ''),
        (value) => Boolean(value) && value !== firstStamp,
        200,
      );

      // Act: publish the collection and open the Share dialog
      await page.getByText('Public', { exact: true }).first().click();
      // Publishing asks first (issue 30 item 4).
      await page
        .getByRole('alertdialog', { name: 'Make this collection public?' })
        .getByRole('button', { name: 'Make public' })
        .click();
      await page.getByRole('link', { name: 'Public page' }).waitFor();
      await priceCard.getByRole('button', { name: 'Card actions for price of AAPL' }).click();
      await page.getByRole('menuitem', { name: 'Share' }).click();
      const share = page.getByRole('dialog', { name: 'Share Card' });
      await share.waitFor();
      const link = await share.getByRole('textbox', { name: 'Card link' }).inputValue();
      const embed = await share.getByRole('textbox', { name: 'Embed code' }).inputValue();
      await share.getByRole('button', { name: 'Copy link' }).click();
      await share.getByText('Copied').waitFor();
      await page.screenshot({ path: `${SHOTS}/share-dialog-desktop.png` });
      await share.getByRole('button', { name: 'Close' }).first().click();

      // Act: the phone layout of the same board
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.getByRole('heading', { name: 'Research' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/board-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SHOTS}/board-desktop-final.png`, fullPage: true });
      const tripleOffered = await page.getByRole('button', { name: 'Triple' }).count();
      await page.setViewportSize({ width: 1700, height: 1000 });
      await page.getByRole('button', { name: 'Triple' }).click();
      await page.locator('[data-columns="3"]').waitFor();
      await page.screenshot({ path: `${SHOTS}/board-extra-wide-triple.png`, fullPage: true });

      // Assess
      expect(createDisabledWhenBlank).toBe(true);
      expect(emptyShown).toBe(true);
      expect(answeredCount).toBe(3);
      expect(emptyWidgetTexts).toBe(0);
      expect(reordered.map((card) => card.id)).toEqual([last.id, first.id, before[1]!.id]);
      expect(afterReload.map((card) => card.id)).toEqual(reordered.map((card) => card.id));
      expect(movedAway).toBe(true);
      expect(inDefault).toBe(true);
      expect(laterStamp).not.toBe(firstStamp);
      expect(link).toMatch(/\/public\/thetix-card\/[A-Za-z0-9_-]+$/);
      expect(embed).toContain('width="100%"');
      expect(embed).toContain('height="500"');
      expect(embed).toContain('min-height: 400px');
      expect(embed).toMatch(/<script async src="http:\/\/[^"]+\/embed\.js"><\/script>$/);
      expect(tripleOffered).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  test(
    "the dashboard's Cards tab leads to the board; the card page links back and says when a card is missing",
    { timeout: 120_000 },
    async ({ page }) => {
      // Prepare
      mkdirSync(SHOTS, { recursive: true });
      const errors = consoleErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAsNewUser(page);
      await callApi(page, baseUrl(), 'POST', '/api/test-data');
      await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', {
        starting_goal: 'Balanced Weekly',
      });
      const [collection] = (await callApi(
        page,
        baseUrl(),
        'GET',
        '/api/thetix-card-collections',
      )) as ApiCollection[];
      const examples = await eventually(
        () => cardsOf(page, collection!.id),
        (cards) => cards.every((card) => card.materialized_updated_at !== null),
      );

      // Act: the Cards tab
      await page.goto(`${baseUrl()}/dashboard`);
      await page.getByRole('tab', { name: 'Cards' }).click();
      const tab = page.getByRole('tabpanel');
      await tab.getByRole('article', { name: examples[0]!.query }).waitFor();
      const listed = await tab.getByRole('article').count();
      await page.screenshot({ path: `${SHOTS}/dashboard-cards-tab-desktop.png` });
      await tab.getByRole('link', { name: 'Manage Cards' }).click();
      await page.waitForURL(`${baseUrl()}/dashboard/thetix/${collection!.id}`);

      // Act: the single card page and its back link
      await page.goto(`${baseUrl()}/dashboard/thetix/card/${examples[0]!.id}`);
      const back = page.getByRole('link', { name: `← ${collection!.name}` });
      await back.waitFor();
      await page.getByRole('article', { name: examples[0]!.query }).waitFor();
      const menus = await page.getByRole('button', { name: /Card actions/ }).count();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/card-page-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await back.click();
      await page.waitForURL(`${baseUrl()}/dashboard/thetix/${collection!.id}`);

      // Act: keyboard sorting: pick the first card up with Space, move it down, drop it with Space
      const handle = page.getByRole('button', { name: `Drag card ${examples[0]!.query}` });
      await handle.focus();
      // Each key waits for what it does (the handle pressed, the board's live announcement): the sensor measures
      // the cards after pick-up, so a key pressed before that would move nothing.
      const announced = (text: RegExp) =>
        page.getByRole('status').getByText(text).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.locator('[aria-roledescription="sortable"][aria-pressed="true"]').waitFor();
      await page.keyboard.press('ArrowDown');
      const ownName = examples[0]!.query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await announced(new RegExp(` is over card "(?!${ownName}")`));
      await page.keyboard.press('Space');
      await announced(/ was dropped on card /);
      const sorted = await eventually(
        () => cardsOf(page, collection!.id),
        (cards) => cards[0]?.id !== examples[0]!.id,
      );
      await page.goto(`${baseUrl()}/dashboard/thetix/card/no-such-card`);
      const missing = page.getByText('This card could not be found or you do not have access to it.');
      await missing.waitFor();

      // Assess
      expect(listed).toBe(examples.length);
      expect(sorted.map((card) => card.id)).not.toEqual(examples.map((card) => card.id));
      expect(sorted.map((card) => card.id).sort()).toEqual(examples.map((card) => card.id).sort());
      expect(menus).toBe(0);
      expect(await missing.isVisible()).toBe(true);
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    },
  );
});
