import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test, consoleErrors } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = process.env.THETIX_SHOTS_DIR ?? 'docs/screenshots';

interface ApiCard {
  id: string;
  query: string;
  position: number;
  collection_id: string;
  materialized_updated_at: string | null;
}
interface ApiCollection {
  id: string;
  name: string;
  is_default: boolean;
}

const cardsOf = async (page: Page, collectionId: string) =>
  (
    (await callApi(page, baseUrl(), 'GET', `/api/thetix-cards?collection_id=${collectionId}`)) as ApiCard[]
  ).sort((a, b) => a.position - b.position);

/** Polls (not the clock) until `accept` holds, at most `attempts` times 500 ms. */
async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  attempts = 60,
): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < attempts && !accept(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  return value;
}

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

/**
 * Presses the handle, starts the drag (dnd-kit starts after 8 px) and moves to the target in steps, then holds the
 * pointer there for a few more moves (the board may scroll under it meanwhile) before `release`.
 */
async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  for (let step = 0; step < 6; step++)
    await page.mouse.move(to.x + to.width / 2 + (step % 2), to.y + to.height / 2, { steps: 2 });
}

describe('dragging Thetix cards in Chromium (issue 30 item 5)', () => {
  test(
    'a card dropped on a sidebar collection while the board is scrolled moves there',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare
      mkdirSync(SHOTS, { recursive: true });
      const errors = consoleErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      const { home, other, examples } = await boardWithTwoCollections(page);
      await page.goto(`${baseUrl()}/dashboard/thetix/${home.id}`);
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
});
