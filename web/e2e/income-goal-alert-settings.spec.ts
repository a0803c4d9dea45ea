import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest, consoleErrors } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-income-goal-alert';

describe('the income goal alert in the notification settings (issue 32 item 4)', { timeout: 120_000 }, () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    describe(`at ${viewport.width} px`, () => {
      const test = browserTest.override('viewport', viewport);

      test(`at ${viewport.width} px: lists Income goal alerts, on by default, and turns it off`, async ({
        page,
      }) => {
        // Prepare
        const errors = consoleErrors(page);
        await signInAsNewUser(page);
        await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', {
          starting_goal: 'Balanced Weekly',
        });
        await page.goto(`${baseUrl()}/profile/notifications`);
        const toggle = page.getByRole('checkbox', { name: 'Income goal alerts' });
        await toggle.waitFor({ state: 'attached', timeout: 20_000 });
        const row = page.getByText(
          'When a month falls behind your monthly income goal; at most once a month.',
        );
        await row.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `${SHOTS}/income-goal-alert-settings-${viewport.width}.png`,
          fullPage: true,
        });
        const before = await toggle.isChecked();

        // Act
        await toggle.click({ force: true });
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Notifications saved').first().waitFor();
        const saved = (await callApi(page, baseUrl(), 'GET', '/api/subscriptions')) as {
          notificationTypes: Record<string, boolean>;
        };

        // Assess
        expect(before).toBe(true);
        expect(page.viewportSize()?.width).toBe(viewport.width);
        expect(await row.isVisible()).toBe(true);
        expect(saved.notificationTypes.income_goal_alerts).toBe(false);
        expect(saved.notificationTypes.daily_report).toBe(true);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    });
  }
});
