import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsInvestor } from './app-session';
import { browserTest as test, consoleErrors } from './browser';

const baseUrl = () => inject('stack').urls.http;
const SHOTS = process.env.THETIX_SHOTS_DIR ?? '/tmp/shots-P';

const slideLabels = (page: Page) =>
  page
    .getByRole('region', { name: 'Example Thetix cards' })
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));

describe('the Thetix landing page (spec part 1 §2)', () => {
  test('hero, a carousel of public example cards that turns and pauses, steps, features and six FAQ items', async ({
    page,
  }) => {
    // Prepare
    mkdirSync(SHOTS, { recursive: true });
    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Act
    await page.goto(`${baseUrl()}/thetix`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const carousel = page.getByRole('region', { name: 'Example Thetix cards' });
    await carousel.waitFor();
    // The example cards are answered by jobs of the fresh stack: wait until three are shown side by side.
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-roledescription="slide"]').length === 3,
    );
    const first = await slideLabels(page);
    // Autoplay: the first slide label changes by itself (every 3 s).
    await page.waitForFunction(
      (label) =>
        document.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label') !== label,
      first[0],
      { timeout: 15_000 },
    );
    const turned = await slideLabels(page);
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Pause carousel' }).click();
    const paused = await carousel.getByRole('button', { name: 'Play carousel' }).isVisible();
    const liveWhenPaused = await carousel.locator('[aria-live]').getAttribute('aria-live');
    const before = (await slideLabels(page))[0];
    await carousel.getByRole('button', { name: 'Next card' }).click();
    const afterNext = (await slideLabels(page))[0];
    const faqItems = await page.locator('#faq details[name="faq"]').count();
    const text = await page.locator('main').innerText();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/thetix-landing-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/thetix-landing-phone.png` });
    await page.screenshot({ path: `${SHOTS}/thetix-landing-phone-full.png`, fullPage: true });

    // Assess
    expect(first.length).toBe(3);
    expect(first[0]).toMatch(/^1 of \d+$/);
    expect(turned[0]).not.toBe(first[0]);
    expect(paused).toBe(true);
    expect(liveWhenPaused).toBe('polite');
    expect(afterNext).not.toBe(before);
    expect(faqItems).toBe(6);
    expect(text).toContain('Three steps to a live card');
    expect(text).toContain('Everything a card can do');
    expect(text).not.toMatch(/coming soon/i);
    expect(await page.getByRole('link', { name: 'Join the Beta' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a signed-in user opening /thetix goes to the board', async ({ page }) => {
    // Act
    await signInAsInvestor(page, baseUrl());
    await page.goto(`${baseUrl()}/thetix`);
    await page.waitForURL(/\/dashboard\/thetix/);

    // Assess
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/thetix/);
  });
});
