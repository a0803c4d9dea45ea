import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { callApi, signInAsFreshInvestor } from './app-session';

const baseUrl = () => inject('stack').urls.http;

interface ListedOpportunity {
  id: string;
  primary_ticker: string;
  opportunity_type: string;
  status: string;
  details: { expiration?: string; current_price: number; urgent?: boolean };
}

const activeOpportunities = async (page: Page, accountId: string) =>
  (
    (await callApi(page, baseUrl(), 'GET', `/api/opportunities?accountId=${accountId}&status=active`)) as {
      opportunities: ListedOpportunity[];
    }
  ).opportunities;

/**
 * Sells, through the ticker's covered-call card, an in-the-money call on the nearest expiration 4 to 14 days out
 * (the window in which the rules of shared/src/opportunities/open-call-rules.ts roll an in-the-money call). The highest listed
 * strike under the stock price can be rolled to a later one for a credit (a roll); the lowest listed strike is all
 * intrinsic value, so no later call's bid beats its ask and the engine proposes to close it.
 */
async function sellInTheMoneyCall(page: Page, accountId: string, ticker: string, depth: 'near' | 'deep') {
  const card = (await activeOpportunities(page, accountId)).find(
    (entry) => entry.primary_ticker === ticker && entry.opportunity_type === 'covered_call',
  );
  if (!card) throw new Error(`No covered call for ${ticker}`);
  // The nearest expiration 4 to 14 days out: within the window in which an in-the-money call is rolled.
  const { expirations } = (await callApi(page, baseUrl(), 'GET', `/api/options/${ticker}/expirations`)) as {
    expirations: { date: string; daysToExpiry: number }[];
  };
  const expiration = expirations.find((entry) => entry.daysToExpiry >= 4 && entry.daysToExpiry <= 14)!.date;
  const chain = (await callApi(
    page,
    baseUrl(),
    'GET',
    `/api/options/${ticker}?expiration_date=${expiration}`,
  )) as { underlyingPrice: number; options: { type: string; strike: number }[] };
  const inTheMoney = chain.options
    .filter((row) => row.type === 'call' && row.strike < chain.underlyingPrice)
    .map((row) => row.strike);
  const strike = depth === 'near' ? Math.max(...inTheMoney) : Math.min(...inTheMoney);
  await callApi(page, baseUrl(), 'POST', `/api/opportunities/${card.id}`, {
    action: 'act',
    details: { strike, expiration },
  });
}

/** Runs the engine again and waits until it proposes a roll and a close. */
async function waitForHeldCallReviews(page: Page, accountId: string) {
  await callApi(page, baseUrl(), 'POST', `/api/opportunities/refresh?accountId=${accountId}`);
  for (let attempt = 0; attempt < 60; attempt++) {
    const list = await activeOpportunities(page, accountId);
    const roll = list.find(
      (entry) => entry.opportunity_type === 'option_roll' && entry.primary_ticker === 'MSFT',
    );
    const close = list.find(
      (entry) => entry.opportunity_type === 'option_close' && entry.primary_ticker === 'KO',
    );
    if (roll && close) return { roll, close };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The engine proposed no MSFT roll and KO close within 30 s');
}

describe('roll and close drawers in Chromium (spec part 2 §2, §4, §8)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let accountId: string;
  let reviews: Awaited<ReturnType<typeof waitForHeldCallReviews>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    accountId = await signInAsFreshInvestor(page, baseUrl());
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  // Runs first: selling the in-the-money calls below uses up the covered-call cards.
  it('puts expiry, risk level and contracts back to the proposal with Reset to default', async () => {
    // Prepare
    await page.goto(`${baseUrl()}/dashboard`);
    const card = page.getByRole('article', { name: /Sell .+ Covered Call/ }).first();
    await card.waitFor();
    await card.getByRole('button', { name: /Preview & Trade|Learn Trade Details/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Total Premium').waitFor();
    await drawer.getByRole('button', { name: 'Fine Tune' }).click();
    const pressedDate = drawer.locator('button[aria-label^="Expiration "][aria-pressed="true"]');
    await pressedDate.waitFor();
    const risk = drawer.getByRole('combobox', { name: 'Risk level' });
    const contracts = drawer.getByLabel('Contracts', { exact: true });
    const read = async () => ({
      expiration: await pressedDate.getAttribute('aria-label'),
      risk: await risk.inputValue(),
      contracts: await contracts.inputValue(),
    });
    const proposal = await read();
    const updating = drawer.getByRole('status').filter({ hasText: 'Updating opportunity...' });
    const settle = async () => {
      await updating.waitFor();
      await updating.waitFor({ state: 'detached' });
    };

    // Act: another date, another risk level, one contract more or fewer
    await drawer.locator('button[aria-label^="Expiration "][aria-pressed="false"]').first().click();
    await settle();
    const otherLevel = ['conservative', 'balanced', 'aggressive'].find((level) => level !== proposal.risk)!;
    await risk.selectOption(otherLevel);
    // A level with a related strike jumps to it (and recalculates); one without only changes the select.
    if (await updating.isVisible()) await updating.waitFor({ state: 'detached' });
    const fewer = drawer.getByRole('button', { name: 'Fewer contracts' });
    if (await fewer.isEnabled()) await fewer.click();
    else await drawer.getByRole('button', { name: 'More contracts' }).click();
    await settle();
    const tuned = await read();
    await drawer.getByRole('button', { name: 'Reset to default' }).click();
    await drawer
      .getByRole('button', { name: `${proposal.expiration}` })
      .and(pressedDate)
      .waitFor();
    const reset = await read();

    // Assess
    expect(tuned).not.toEqual(proposal);
    expect(tuned.contracts).not.toBe(proposal.contracts);
    expect(reset).toEqual(proposal);
  });

  describe('with an in-the-money MSFT call and a deep in-the-money KO call expiring within 14 days', () => {
    beforeAll(async () => {
      await sellInTheMoneyCall(page, accountId, 'MSFT', 'near');
      await sellInTheMoneyCall(page, accountId, 'KO', 'deep');
      reviews = await waitForHeldCallReviews(page, accountId);
    }, 120_000);

    it('shows the roll drawer, disables Confirm when the preview fails, and rolls', async () => {
      // Prepare
      await page.goto(`${baseUrl()}/dashboard`);
      const card = page.getByRole('article', { name: 'Roll MSFT Option' });
      await card.waitFor();
      const cardText = await card.innerText();

      // Act: open the drawer
      await card.getByRole('button', { name: 'Preview & Roll' }).click();
      const drawer = page.getByRole('dialog', { name: 'Roll MSFT Option' });
      await drawer.getByText('Benefits of This Roll').waitFor();
      const drawerText = await drawer.innerText();
      const dismissShown = await drawer.getByRole('button', { name: 'Dismiss Opportunity' }).isVisible();

      // Act: the broker's order cannot be loaded
      await page.route('**/api/opportunities/*/preview**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Broker is not answering', code: 'INTERNAL' }),
        }),
      );
      await drawer.getByRole('button', { name: 'Preview & Roll Position' }).click();
      const preview = page.getByRole('dialog', { name: 'Review your order' });
      await preview.getByText('Error loading order details').waitFor();
      const failedText = await preview.innerText();
      const confirmWhenFailed = await preview.getByRole('button', { name: 'Confirm' }).isDisabled();
      await preview.getByRole('button', { name: 'Cancel' }).click();
      await preview.waitFor({ state: 'detached' });
      await page.unroute('**/api/opportunities/*/preview**');

      // Act: again with the order loading, confirm, skip the feedback
      await drawer.getByRole('button', { name: 'Preview & Roll Position' }).click();
      await preview.getByText('Estimated total').waitFor();
      const previewText = await preview.innerText();
      await preview.getByRole('button', { name: 'Confirm' }).click();
      const recorded = page.getByRole('dialog', { name: 'Trade recorded' });
      await recorded.getByRole('button', { name: 'Done' }).click();
      const feedback = page.getByRole('dialog', { name: 'How was this opportunity?' });
      await feedback.getByRole('button', { name: 'Skip' }).click();
      await feedback.waitFor({ state: 'detached' });
      const acted = (await callApi(page, baseUrl(), 'GET', `/api/opportunities/${reviews.roll.id}`)) as {
        status: string;
      };

      // Assess
      expect(cardText).toContain(reviews.roll.details.urgent ? 'Urgent - Roll Position' : 'Ready to Roll');
      expect(cardText).toMatch(/Net credit/);
      for (const section of [
        'Roll Profit/Loss',
        'Roll Summary',
        'Assignment risk after the roll',
        'Roll Reasoning',
        'Rolls looked at',
        'Market Context',
        'Current Position',
        'New Position',
        'Transaction Breakdown',
        'Benefits of This Roll',
      ])
        expect(drawerText).toContain(section);
      expect(drawerText).toMatch(/Generated /);
      expect(drawerText).toContain(reviews.roll.details.urgent ? 'Urgent - Roll Position' : 'Ready to Roll');
      expect(dismissShown).toBe(true);
      expect(failedText).toContain('Broker is not answering');
      expect(confirmWhenFailed).toBe(true);
      expect(previewText).toMatch(/Action\s*Roll/);
      // Both legs are listed, and the total is the sum of the lines shown (issue 18 item 1)
      expect(previewText).toMatch(/Buy to close/);
      expect(previewText).toMatch(/Sell to open/);
      expect(previewText).toMatch(/Net (credit|debit)/);
      const amount = (sign: string, digits: string) =>
        (sign === '−' ? -1 : 1) * Number(digits.replace(/,/g, ''));
      const legs = [...previewText.matchAll(/= ([+−])\$([\d,]+\.\d\d)/g)].map((m) => amount(m[1]!, m[2]!));
      const total = /Estimated total\s*([+−])\$([\d,]+\.\d\d)/.exec(previewText);
      const commissions = /Estimated commissions\s*([+−])\$([\d,]+\.\d\d)/.exec(previewText);
      expect(legs).toHaveLength(2);
      expect(amount(total![1]!, total![2]!)).toBeCloseTo(
        legs[0]! + legs[1]! + amount(commissions![1]!, commissions![2]!),
        2,
      );
      expect(acted.status).toBe('acted_upon');
    });

    it('shows the close drawer with its sections and the fallback reasoning, and closes', async () => {
      // Prepare
      await page.goto(`${baseUrl()}/dashboard`);
      const card = page.getByRole('article', { name: 'Close KO Option' });
      await card.waitFor();
      const cardText = await card.innerText();

      // Act
      await card.getByRole('button', { name: 'Preview & Close' }).click();
      const drawer = page.getByRole('dialog', { name: 'Close KO Option' });
      await drawer.getByText('Why Close Now?').waitFor();
      const drawerText = await drawer.innerText();
      const dismissShown = await drawer.getByRole('button', { name: 'Dismiss Opportunity' }).isVisible();
      await drawer.getByRole('button', { name: 'Preview & Close Position' }).click();
      const preview = page.getByRole('dialog', { name: 'Review your order' });
      await preview.getByText('Estimated total').waitFor();
      const previewText = await preview.innerText();
      await preview.getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByRole('dialog', { name: 'Trade recorded' })
        .getByRole('button', { name: 'Done' })
        .click();
      const feedback = page.getByRole('dialog', { name: 'How was this opportunity?' });
      await feedback.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('tab', { name: /^Acted Upon/ }).click();
      const actedCard = page.locator(`[data-opportunity-id="${reviews.close.id}"]`);
      await actedCard.getByText('Acted Upon').waitFor();

      // Assess
      expect(cardText).toContain('Urgent - Close Position');
      expect(cardText).toContain('Close Profit/Loss');
      for (const section of [
        'Close Profit/Loss',
        'Buy to Close',
        'Trade Summary',
        'Close Reasoning',
        'No credit roll available',
        'Rolls looked at',
        'No suitable roll opportunity exists. Close position to manage risk.',
        'Current Position',
        'Transaction Breakdown',
        'Why Close Now?',
      ])
        expect(drawerText).toContain(section);
      expect(dismissShown).toBe(true);
      expect(previewText).toMatch(/Action\s*Buy to close/);
      expect(await actedCard.getByRole('button', { name: 'View Report' }).isVisible()).toBe(true);
    });
  });
});
