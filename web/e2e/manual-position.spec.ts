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

  test('asks before removing a manual entry, offers Undo, and removes it when the undo window closes', async ({
    page,
  }) => {
    // Prepare
    await signInAsNewUser(page);
    const account = (await callApi(page, baseUrl(), 'POST', '/api/accounts', { name: 'By hand' })) as {
      id: string;
    };
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    await callApi(page, baseUrl(), 'POST', `/api/positions/manual?accountId=${account.id}`, {
      ticker: 'PEP',
      amount: 100,
      costBasisPerShare: 160,
    });
    const remaining = async () =>
      (
        (await callApi(page, baseUrl(), 'GET', `/api/portfolio/transactions?accountId=${account.id}`)) as {
          ticker: string;
        }[]
      ).filter((group) => group.ticker === 'PEP').length;
    await page.goto(`${baseUrl()}/dashboard/history`);
    const remove = page.getByRole('button', { name: 'Remove PEP entry' });
    await remove.waitFor();

    // Act: cancel the confirmation, then remove and undo, then remove for good
    await remove.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Remove this entry?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const keptAfterCancel = await remove.isVisible();
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await remove.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await remove.waitFor();
    const keptAfterUndo = await remaining();
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await remove.waitFor({ state: 'hidden' });
    let left = await remaining();
    for (let attempt = 0; attempt < 40 && left > 0; attempt++) {
      await page.waitForTimeout(250);
      left = await remaining();
    }

    // Assess
    expect(keptAfterCancel).toBe(true);
    expect(keptAfterUndo).toBe(1);
    expect(left).toBe(0);
  });

  test('resets sample data only after a confirmation saying what goes, and offers it only where sample data is', async ({
    page,
  }) => {
    // Prepare
    await signInAsNewUser(page);
    await callApi(page, baseUrl(), 'POST', '/api/test-data');
    await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    const groups = async () =>
      (
        (await callApi(page, baseUrl(), 'GET', '/api/portfolio/transactions')) as { testData: boolean }[]
      ).filter((group) => group.testData).length;
    const before = await groups();
    await page.goto(`${baseUrl()}/dashboard/history`);
    const reset = page.getByRole('button', { name: 'Reset sample data' });
    await reset.waitFor();

    // Act: cancel, then confirm
    await reset.click();
    const confirm = page.getByRole('alertdialog');
    const text = await confirm.innerText();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const afterCancel = await groups();
    await reset.click();
    await confirm.getByRole('button', { name: 'Reset sample data' }).click();
    await reset.waitFor({ state: 'detached' });

    // Assess
    expect(before).toBeGreaterThan(0);
    expect(text).toContain('Positions and trades you added yourself stay.');
    expect(afterCancel).toBe(before);
    expect(await groups()).toBe(0);
  });
});
