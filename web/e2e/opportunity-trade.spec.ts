import { describe, expect, inject } from 'vitest';
import { callApi, signInAsFreshInvestor } from './app-session';
import { browserTest as test, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const calendarDate = (isoDate: string) => shortDate.format(new Date(`${isoDate}T00:00:00Z`));

interface Line {
  orderType?: string;
  optionType?: string;
  expiration?: string;
  strike?: number;
  quantity: number;
}
interface Group {
  ticker: string;
  type: string;
  strategy: string;
  status: string | null;
  transactions: Line[];
}

describe('acting on a fine-tuned covered call in Chromium (spec part 2 §2, §4, §5)', () => {
  let accountId: string;

  test.beforeEach(async ({ page }) => {
    accountId = await signInAsFreshInvestor(page, baseUrl());
  });

  test('fine-tunes expiration and contracts, trades, rates it, and finds the sold call in history and the position', async ({
    page,
  }) => {
    // Prepare
    // The console stays empty through the drawer, Fine Tune, the trade preview and history (issue 18).
    const errors = consoleErrors(page);
    const soldCalls = async () =>
      (
        (await callApi(
          page,
          baseUrl(),
          'GET',
          `/api/portfolio/transactions?accountId=${accountId}`,
        )) as Group[]
      )
        .filter((group) => group.type === 'option' && group.strategy === 'covered_call')
        .flatMap((group) =>
          group.transactions
            .filter((line) => line.orderType === 'sell' && line.optionType === 'call')
            .map((line) => ({ ...line, ticker: group.ticker, status: group.status })),
        );
    const salesBefore = await soldCalls();
    await page.goto(`${baseUrl()}/dashboard`);
    const card = page.getByRole('article', { name: /Sell .+ Covered Call/ }).first();
    await card.waitFor();
    const id = (await card.getAttribute('data-opportunity-id')) ?? '';
    const proposal = (await callApi(page, baseUrl(), 'GET', `/api/opportunities/${id}`)) as {
      primary_ticker: string;
      details: { strike: number; expiration: string; contracts: number };
    };
    const ticker = proposal.primary_ticker;
    const openCallsBefore = (
      (await callApi(
        page,
        baseUrl(),
        'GET',
        `/api/positions/${ticker}/performance?accountId=${accountId}`,
      )) as {
        openCallContracts: number;
      }
    ).openCallContracts;

    // Act: Fine Tune, a different expiration then one contract fewer (or more), and apply
    await card.getByRole('button', { name: 'Preview & Trade' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Total Premium').waitFor();
    await drawer.getByRole('button', { name: 'Fine Tune' }).click();
    const otherDates = drawer.locator('button[aria-label^="Expiration "][aria-pressed="false"]');
    await otherDates.first().waitFor();
    const expiration = ((await otherDates.first().getAttribute('aria-label')) ?? '').replace(
      'Expiration ',
      '',
    );
    const updating = drawer.getByRole('status').filter({ hasText: 'Updating opportunity...' });
    await otherDates.first().click();
    await updating.waitFor();
    const overlayShown = await updating.isVisible();
    await updating.waitFor({ state: 'detached' });
    const chosenAfterDate = await drawer
      .getByRole('button', { name: `Expiration ${expiration}` })
      .getAttribute('aria-pressed');
    const contractsInput = drawer.getByLabel('Contracts', { exact: true });
    const draftContracts = Number(await contractsInput.inputValue());
    const fewer = drawer.getByRole('button', { name: 'Fewer contracts' });
    const contracts = (await fewer.isEnabled()) ? draftContracts - 1 : draftContracts + 1;
    await (
      contracts < draftContracts ? fewer : drawer.getByRole('button', { name: 'More contracts' })
    ).click();
    await updating.waitFor();
    await updating.waitFor({ state: 'detached' });
    const stepperValue = Number(await contractsInput.inputValue());
    await drawer.getByRole('button', { name: 'Apply', exact: true }).click();
    await drawer.getByText(`${contracts} (x100 shares)`).waitFor();
    const overviewText = await drawer.innerText();

    // Act: preview, confirm, confirmation, feedback
    await drawer.getByRole('button', { name: 'Checkout & Trade' }).click();
    const preview = page.getByRole('dialog', { name: 'Review your order' });
    await preview.getByText('Estimated total').waitFor();
    const previewText = await preview.innerText();
    await preview.getByRole('button', { name: 'Confirm' }).click();
    const recorded = page.getByRole('dialog', { name: 'Trade recorded' });
    await recorded.waitFor();
    const recordedText = await recorded.innerText();
    await recorded.getByRole('button', { name: 'Done' }).click();
    const feedback = page.getByRole('dialog', { name: 'How was this opportunity?' });
    await feedback.waitFor();
    await feedback.getByRole('radio', { name: 'Very Good' }).click();
    await feedback.getByLabel('Comments').fill('Clear and quick to tune.');
    const [feedbackResponse] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes(`/api/opportunities/${id}/feedback`) &&
          response.request().method() === 'POST',
      ),
      feedback.getByRole('button', { name: 'Send feedback' }).click(),
    ]);
    const sentFeedback = (await feedbackResponse.json()) as {
      rating: number | null;
      comments: string | null;
    };
    await feedback.waitFor({ state: 'detached' });
    const acted = (await callApi(page, baseUrl(), 'GET', `/api/opportunities/${id}`)) as {
      status: string;
      details: { contracts: number; expiration: string };
    };
    const salesAfter = await soldCalls();

    // Act: trading history and the position page
    await page.goto(`${baseUrl()}/dashboard/history`);
    await page.getByRole('heading', { name: 'Trading History' }).waitFor();
    await page.getByLabel('Ticker').fill(ticker.toLowerCase());
    const historyRow = page.locator('[data-group-id]').filter({ hasText: `Call · ${expiration}` });
    await historyRow.first().waitFor();
    const historyRows = await historyRow.allInnerTexts();
    await page.goto(`${baseUrl()}/dashboard/position/${ticker}`);
    await page.getByRole('tab', { name: 'Gains' }).click();
    // The Gains tab's figure (the position page also lists its open calls in a section of that name).
    const openCalls = page
      .getByRole('tabpanel')
      .getByText('Open calls', { exact: true })
      .locator('..')
      .filter({ visible: true });
    await openCalls.waitFor();
    const openCallsText = await openCalls.innerText();
    await page.getByRole('tab', { name: 'History' }).click();
    const positionRow = page.locator('[data-group-id]').filter({ hasText: `Call · ${expiration}` });
    await positionRow.first().waitFor();
    const positionRows = await positionRow.allInnerTexts();

    // Assess
    const newSales = salesAfter.filter(
      (sale) => !salesBefore.some((before) => JSON.stringify(before) === JSON.stringify(sale)),
    );
    expect(expiration).not.toBe(proposal.details.expiration);
    expect(overlayShown).toBe(true);
    expect(chosenAfterDate).toBe('true');
    expect(stepperValue).toBe(contracts);
    expect(overviewText).toContain(calendarDate(expiration));
    // "Why this trade" speaks of the trade as fine-tuned, and the acted card is stored as recorded (issue 18 item 2)
    expect(overviewText).toContain('You fine-tuned this trade');
    expect(acted.details).toMatchObject({ expiration, contracts });
    expect(previewText).toMatch(new RegExp(`Contracts\\s*${contracts}\\b`));
    expect(previewText).toContain(calendarDate(expiration));
    expect(previewText).toContain('Sell to open');
    expect(recordedText).toMatch(
      new RegExp(`Your ${ticker} Covered Call.* trade is recorded as acted upon\\.`),
    );
    expect(sentFeedback).toMatchObject({ rating: 4, comments: 'Clear and quick to tune.' });
    expect(acted.status).toBe('acted_upon');
    expect(newSales).toHaveLength(1);
    expect(newSales[0]).toMatchObject({ ticker, expiration, quantity: contracts, status: 'Open' });
    expect(historyRows).toHaveLength(1);
    expect(historyRows[0]).toContain(`${ticker} `);
    expect(historyRows[0]).toMatch(new RegExp(`sell ${contracts} @`));
    expect(openCallsText).toMatch(new RegExp(`Open calls\\s*${openCallsBefore + contracts}$`));
    expect(positionRows).toEqual(historyRows);
    expect(errors).toEqual([]);
  });
});
