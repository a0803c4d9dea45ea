import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

describe('a manual account gets opportunities for a position added by hand, in Chromium (spec part 2 §2, §6)', () => {
  // The goal change books the user's run in the `due` index, which the per-minute dispatcher starts. The test stack
  // runs no cron (tests stay deterministic), so the spec asks for that run through the refresh route, and the jobs
  // worker generates the card from the queue as it would after the dispatcher's tick.
  test(
    'adds a JNJ position, picks its income goal, and finds a JNJ covered call on the dashboard',
    {
      timeout: 120_000,
    },
    async ({ page }) => {
      // Prepare
      await signInAsNewUser(page);
      const account = (await callApi(page, baseUrl(), 'POST', '/api/accounts', {
        name: 'Held at my broker',
      })) as {
        id: string;
      };
      await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', {
        starting_goal: 'Balanced Weekly',
      });

      // Act
      await page.goto(`${baseUrl()}/dashboard/history`);
      await page.getByRole('heading', { name: 'Trading History' }).waitFor();
      await page.getByRole('button', { name: 'Add position' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Ticker').fill('JNJ');
      await dialog.getByLabel('Shares').fill('300');
      await dialog.getByLabel('Cost per share').fill('150');
      await dialog.getByRole('button', { name: 'Add position' }).click();
      await page.getByText('Position added').first().waitFor();
      await page.goto(`${baseUrl()}/dashboard/position/JNJ/goal`);
      const goals = page.getByRole('radiogroup', { name: 'JNJ income goal' });
      await goals.getByRole('radio', { name: /Balanced Weekly/ }).click();
      await goals.getByRole('radio', { name: /Balanced Weekly/, checked: true }).waitFor();
      await callApi(page, baseUrl(), 'POST', `/api/opportunities/refresh?accountId=${account.id}`);
      const card = page.getByText('Sell JNJ Covered Call').first();
      const deadline = Date.now() + 60_000;
      await page.goto(`${baseUrl()}/dashboard`);
      while (!(await card.isVisible()) && Date.now() < deadline) {
        await card.waitFor({ timeout: 10_000 }).catch(() => page.reload());
      }
      const listed = (await callApi(
        page,
        baseUrl(),
        'GET',
        `/api/opportunities?accountId=${account.id}&status=active`,
      )) as {
        opportunities: { opportunity_type: string; tickers: string[]; details: { contracts?: number } }[];
      };

      // Assess
      expect(await card.isVisible()).toBe(true);
      const jnj = listed.opportunities.filter((opportunity) => opportunity.tickers.includes('JNJ'));
      expect(jnj.length).toBeGreaterThan(0);
      expect(jnj[0]?.opportunity_type).toBe('covered_call');
      expect(jnj[0]?.details.contracts).toBe(3);
    },
  );
});
