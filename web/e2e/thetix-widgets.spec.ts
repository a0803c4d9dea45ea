import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { callApi, signInAsInvestor } from './app-session';
import { browserTest as test, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = process.env.THETIX_SHOTS_DIR ?? '/tmp/shots-W';

interface ApiCard {
  id: string;
  query: string;
  job_status: string | null;
  materialized_result: { widget: string }[] | null;
}

/** Questions the engine answers with a chart, an options chain, a payoff, a price and a table. */
const QUESTIONS = [
  'AAPL price history last 3 months',
  'Show me the AAPL option chain',
  'payoff of selling one AAPL call',
  'price of AAPL',
  'my positions',
];

/** Polls the API until every card has finished (completed or failed), at most 120 times 500 ms. */
async function finishedCards(page: Page, ids: string[]): Promise<ApiCard[]> {
  for (let attempt = 0; ; attempt++) {
    const cards = (await callApi(
      page,
      baseUrl(),
      'GET',
      `/api/thetix-cards?card_ids=${ids.join(',')}`,
    )) as ApiCard[];
    const done = cards.every((card) => card.job_status !== 'pending' && card.job_status !== 'processing');
    if (done || attempt >= 120) return cards;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A collection of its own with one card per question, returned once every card has finished. */
async function collectionWith(page: Page, name: string, questions: readonly string[]) {
  const collection = (await callApi(page, baseUrl(), 'POST', '/api/thetix-card-collections', {
    name,
  })) as { id: string };
  const created: ApiCard[] = [];
  for (const user_query of questions)
    created.push(
      (await callApi(page, baseUrl(), 'POST', '/api/thetix-cards', {
        user_query,
        collection_id: collection.id,
      })) as ApiCard,
    );
  const cards = await finishedCards(
    page,
    created.map((card) => card.id),
  );
  return { id: collection.id, cards };
}

const kindsOf = (cards: ApiCard[]) =>
  new Set(cards.flatMap((card) => (card.materialized_result ?? []).map((widget) => widget.widget)));

describe('Thetix widgets in Chromium (spec part 3 §3, §5)', () => {
  test(
    'cards answered by the engine render their chart, chain, payoff, price and table widgets',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare: a collection of its own with one card per question, answered before the board opens
      mkdirSync(SHOTS, { recursive: true });
      const errors = consoleErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAsInvestor(page, baseUrl());
      const collection = await collectionWith(page, 'Widget gallery', QUESTIONS);
      const { cards } = collection;
      const kinds = kindsOf(cards);

      // Act
      await page.goto(`${baseUrl()}/dashboard/thetix/${collection.id}`);
      const chart = page.locator('[data-widget="chart"]').first();
      await chart.locator('svg path').first().waitFor();
      const chainTab = page.locator('[data-widget="optionsChain"]').getByRole('tab').first();
      await chainTab.waitFor();
      await page.locator('[data-widget="payoff"] svg path').first().waitFor();
      await page.locator('[data-widget="price"]').first().waitFor();
      const chartLabel = await chart.getByRole('img').first().getAttribute('aria-label');
      const chainTables = await page
        .locator('[data-widget="optionsChain"]')
        .getByRole('table', { name: /^Calls expiring/ })
        .count();
      const payoffText = await page.locator('[data-widget="payoff"]').first().innerText();
      const footnotes = await page.getByTestId('widget-footnote').count();
      await page.screenshot({ path: `${SHOTS}/widgets-board-desktop.png`, fullPage: true });

      // Act: a table sorts on a header click
      const table = page.locator('[data-widget="table"]').first();
      const header = table.getByRole('columnheader').nth(1);
      await header.getByRole('button').click();
      const sorted = await header.getAttribute('aria-sort');

      // Act: the phone layout
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.locator('[data-widget="chart"] svg path').first().waitFor();
      await page.locator('[data-widget="optionsChain"]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/widgets-board-phone.png`, fullPage: true });
      const chainShot = page.locator('[data-widget="optionsChain"]').first();
      await chainShot.screenshot({ path: `${SHOTS}/widgets-chain-phone.png` });

      // Assess
      expect(cards.map((card) => card.job_status ?? 'completed')).toEqual(QUESTIONS.map(() => 'completed'));
      for (const kind of ['chart', 'optionsChain', 'payoff', 'price', 'table']) expect(kinds).toContain(kind);
      expect(chartLabel).toMatch(/line chart of AAPL/);
      expect(chainTables).toBe(1);
      expect(payoffText).toContain('Breakeven');
      expect(footnotes).toBeGreaterThan(0);
      expect(sorted).toBe('ascending');
      expect(await page.getByText('Unable to render widget').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  test(
    'contract, alarm and explanation cards render their option contract, alarm and sanitised Markdown',
    { timeout: 180_000 },
    async ({ page }) => {
      // Prepare
      mkdirSync(SHOTS, { recursive: true });
      const errors = consoleErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAsInvestor(page, baseUrl());
      const questions = [
        'AAPL 30 delta call next month',
        'alert me when AAPL is above 250',
        'explain assignment',
      ];
      const collection = await collectionWith(page, 'More widgets', questions);

      // Act
      await page.goto(`${baseUrl()}/dashboard/thetix/${collection.id}`);
      const contract = page.locator('[data-widget="optionContract"]').first();
      await contract.waitFor();
      const contractText = await contract.innerText();
      const alarmText = await page.locator('[data-widget="alarm"]').first().innerText();
      const markdown = page.locator('[data-widget="markdown"]').first();
      await markdown.waitFor();
      const scripts = await markdown.locator('script').count();
      await page.screenshot({ path: `${SHOTS}/widgets-more-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.locator('[data-widget="optionContract"]').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/widgets-more-phone.png`, fullPage: true });

      // Assess
      const kinds = kindsOf(collection.cards);
      for (const kind of ['optionContract', 'alarm', 'markdown']) expect(kinds).toContain(kind);
      expect(contractText).toMatch(/Delta (very low|low|medium|high|very high)/);
      expect(contractText).toContain('Last updated');
      // A card's price alert shows its state (decision 213): armed, tracking within 1 % of the trigger, or triggered.
      expect(alarmText).toMatch(/Armed|Tracking|Triggered/);
      expect(alarmText).toContain('Condition: AAPL above $250.00');
      expect(scripts).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
