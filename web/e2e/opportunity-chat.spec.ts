import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsFreshInvestor } from './app-session';
import { browserTest, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = '/tmp/shots-C';

/** Opens the first covered call's drawer from the dashboard. */
async function openCoveredCall(page: Page) {
  await page.goto(`${baseUrl()}/dashboard`);
  const card = page.getByRole('article', { name: /Sell .+ Covered Call/ }).first();
  await card.waitFor();
  await card.getByRole('button', { name: /Preview & Trade|Learn Trade Details/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('Total Premium').waitFor();
  return drawer;
}

describe('the opportunity chat in a drawer (spec part 3 §2, §7)', { timeout: 180_000 }, () => {
  browserTest(
    'welcomes with the suggested questions and answers "What happens if I get assigned?" with figures',
    async ({ page }) => {
      // Prepare
      const errors = consoleErrors(page);
      await signInAsFreshInvestor(page, baseUrl());
      const drawer = await openCoveredCall(page);

      // Act
      await drawer.getByRole('button', { name: 'Ask Thetix', exact: true }).click();
      const suggested = drawer.getByRole('button', { name: 'What happens if I get assigned?' });
      await suggested.waitFor();
      const welcome = await drawer.getByRole('log', { name: 'Messages' }).innerText();
      const placeholder = await drawer.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder');
      await suggested.click();
      const answer = drawer.locator('[data-message="assistant"]').first();
      await answer.waitFor({ timeout: 30_000 });
      await drawer
        .getByRole('status')
        .filter({ hasText: 'Thetix is working on it' })
        .waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SHOTS}/opportunity-chat-desktop.png` });
      const answerText = await answer.innerText();

      // Assess
      expect(welcome).toContain('Ask me about this covered call');
      expect(placeholder).toBe('Ask about risk, returns, or strategy...');
      expect(answerText).not.toContain('No valid widgets to display');
      expect(answerText).toMatch(/\$\s?[\d,]+(\.\d+)?/);
      expect(errors).toEqual([]);
    },
  );

  browserTest(
    'asks a question picked in the drawer, keeps the chat, and clears it after confirming',
    async ({ page }) => {
      // Prepare
      const errors = consoleErrors(page);
      await signInAsFreshInvestor(page, baseUrl());
      let drawer = await openCoveredCall(page);

      // Act: a question from "Questions about this trade" is asked in the chat.
      await drawer.getByRole('button', { name: 'When do I receive the premium?' }).click();
      await drawer.locator('[data-message="assistant"]').first().waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      drawer = await openCoveredCall(page);
      await drawer.getByRole('button', { name: 'Ask Thetix', exact: true }).click();
      await drawer.locator('[data-message="assistant"]').first().waitFor();
      const kept = await drawer.locator('[data-message="user"]').allInnerTexts();
      await drawer.getByRole('button', { name: 'Clear Chat' }).click();
      const confirm = page.getByRole('alertdialog');
      const confirmText = await confirm.innerText();
      await confirm.getByRole('button', { name: 'Clear Chat' }).click();
      await drawer.getByRole('button', { name: 'What happens if I get assigned?' }).waitFor();

      // Assess
      expect(kept).toEqual(['When do I receive the premium?']);
      expect(confirmText).toContain(
        'Are you sure you want to clear this chat? This action cannot be undone.',
      );
      expect(await drawer.locator('[data-message]').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

describe('the opportunity chat on a phone', { timeout: 180_000 }, () => {
  const phone = browserTest.override('viewport', { width: 390, height: 844 });

  phone('opens from the drawer’s Ask Thetix tab', async ({ page }) => {
    // Prepare
    const errors = consoleErrors(page);
    await signInAsFreshInvestor(page, baseUrl());
    await page.goto(`${baseUrl()}/dashboard/opportunities`);
    const card = page.getByRole('article', { name: /Sell .+ Covered Call/ }).first();
    await card.waitFor();
    await card.getByRole('button', { name: /Preview & Trade|Learn Trade Details/ }).click();
    const drawer = page.getByRole('dialog');

    // Act
    await drawer.getByRole('tab', { name: 'Ask Thetix' }).click();
    await drawer.getByRole('button', { name: 'What is the risk of this trade?' }).click();
    await drawer.locator('[data-message="assistant"]').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/opportunity-chat-phone.png` });

    // Assess
    expect(await drawer.locator('[data-message="assistant"]').first().innerText()).not.toContain(
      'No valid widgets to display',
    );
    expect(errors).toEqual([]);
  });
});
