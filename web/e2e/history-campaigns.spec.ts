import { describe, expect, inject } from 'vitest';
import { callApi, signInAsFreshInvestor } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = 'docs/screenshots';

interface Campaign {
  id: string;
  ticker: string;
  status: 'open' | 'closed';
  put_income: number;
  call_income: number;
  result: number;
  group_ids: string[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * History grouped by campaign (issue 31 item 4) on the example portfolio, whose covered calls on shares held make
 * campaigns: each campaign's header carries the campaigns route's figures and only its own groups, the groups of no
 * campaign come after, the page fits the phone, and the console stays empty.
 */
describe('History grouped by campaign in Chromium (issue 31 item 4)', { timeout: 180_000 }, () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    // One describe per viewport: an override applies to its whole suite.
    describe(`at ${viewport.width} px`, () => {
      const test = browserTest.override('viewport', viewport);

      test(`shows each campaign with its groups, then the rest, at ${viewport.width} px`, async ({
        page,
      }) => {
        // Prepare
        const errors = consoleErrors(page);
        const accountId = await signInAsFreshInvestor(page, baseUrl());
        // A cash-secured put sold from its card (the example's watchlist): a campaign that starts with a put.
        const { opportunities } = (await callApi(
          page,
          baseUrl(),
          'GET',
          `/api/opportunities?accountId=${accountId}&status=active`,
        )) as { opportunities: { id: string; opportunity_type: string; primary_ticker: string }[] };
        const put = opportunities.find((opportunity) => opportunity.opportunity_type === 'put_sell');
        expect(put).toBeDefined();
        await callApi(page, baseUrl(), 'POST', `/api/opportunities/${put!.id}`, { action: 'act' });
        const { campaigns } = (await callApi(page, baseUrl(), 'GET', '/api/campaigns')) as {
          campaigns: Campaign[];
        };
        // Act
        await page.goto(`${baseUrl()}/dashboard/history`);
        await page.locator('[data-group-id]').first().waitFor({ timeout: 30_000 });
        await page.getByLabel('Date range').selectOption('all');
        await page.getByText('Group by campaign').click();
        const list = page.getByTestId('history-by-campaign');
        await list.waitFor({ timeout: 30_000 });
        const sections = await list.locator('[data-campaign-id]').evaluateAll((items) =>
          items.map((item) => ({
            id: item.getAttribute('data-campaign-id')!,
            text: item.textContent ?? '',
            groups: Array.from(item.querySelectorAll('[data-group-id]')).map((row) =>
              row.getAttribute('data-group-id')!,
            ),
          })),
        );
        const others = await list
          .getByRole('region', { name: 'Not in a campaign' })
          .locator('[data-group-id]')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-group-id')!));
        const status = await list.getByRole('status').textContent();
        await page.screenshot({ path: `${SHOTS}/issue-31-history-campaigns-${viewport.width}.png` });
        // The first campaign's header and rows, and where the groups of no campaign start.
        await list.locator('[data-campaign-id]').first().scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, -80));
        await page.screenshot({ path: `${SHOTS}/issue-31-history-campaigns-${viewport.width}-header.png` });
        await list.getByRole('region', { name: 'Not in a campaign' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/issue-31-history-campaigns-${viewport.width}-others.png` });
        // Gains: options income split into calls and puts once there is a put: the dashboard's Gains tab on a wide
        // screen; on the phone (whose dashboard shows no Gains) the Gains tab of the put's position page.
        const wide = viewport.width >= 768;
        const performancePath = wide
          ? '/api/portfolio/performance'
          : `/api/positions/${put!.primary_ticker}/performance`;
        const performance = (await callApi(page, baseUrl(), 'GET', performancePath)) as {
          openPutContracts: number;
          incomeSince: { yearToDate: { options: number; optionsFromCalls: number; optionsFromPuts: number } };
        };
        await page.goto(`${baseUrl()}${wide ? '/dashboard' : `/dashboard/position/${put!.primary_ticker}`}`);
        await page.waitForLoadState('networkidle');
        await page.getByRole('tab', { name: 'Gains' }).first().click();
        const parts = page.locator('[data-testid="option-income-parts"]:visible').first();
        await parts.waitFor({ timeout: 30_000 });
        await parts.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, -240));
        const partsText = await parts.textContent();
        await page.screenshot({ path: `${SHOTS}/issue-31-history-gains-split-${viewport.width}.png` });
        // Assess
        expect(campaigns.length).toBeGreaterThanOrEqual(4);
        expect(
          campaigns.some((campaign) => campaign.ticker === put!.primary_ticker && campaign.put_income === 0),
        ).toBe(true);
        expect(sections.map((section) => section.id).sort()).toEqual(
          campaigns.map((campaign) => campaign.id).sort(),
        );
        for (const section of sections) {
          const campaign = campaigns.find((item) => item.id === section.id)!;
          expect(section.text).toContain(`${campaign.ticker} campaign`);
          expect(section.text).toContain(campaign.status === 'open' ? 'Open' : 'Closed');
          expect(section.text).toContain(`Puts ${usd.format(campaign.put_income)}`);
          expect(section.text).toContain(`Calls ${usd.format(campaign.call_income)}`);
          expect(section.text).toContain(usd.format(Math.abs(campaign.result)));
          expect(section.groups.length).toBeGreaterThan(0);
          expect(section.groups.every((id) => campaign.group_ids.includes(id))).toBe(true);
        }
        const claimed = new Set(campaigns.flatMap((campaign) => campaign.group_ids));
        expect(others.every((id) => !claimed.has(id))).toBe(true);
        expect(status).toMatch(/^Grouped by campaign: all \d+ transactions these filters select are loaded/);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        const ytd = performance.incomeSince.yearToDate;
        expect(performance.openPutContracts).toBeGreaterThan(0);
        expect(partsText).toBe(
          `from calls ${usd.format(ytd.optionsFromCalls)} · from puts ${usd.format(ytd.optionsFromPuts)}`,
        );
        expect(Math.round(ytd.optionsFromCalls * 100) + Math.round(ytd.optionsFromPuts * 100)).toBe(
          Math.round(ytd.options * 100),
        );
        expect(errors).toEqual([]);
      });
    });
  }
});
