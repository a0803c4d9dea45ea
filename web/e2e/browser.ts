import { chromium, type Browser, type Page, type ViewportSize } from 'playwright-core';
import { existsSync } from 'node:fs';
import { test } from 'vitest';

/** Debian's Chromium (installed by .ci/run); CHROMIUM_PATH points elsewhere if needed. Never a downloaded browser. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run .ci/run, or apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The browser specs' `it`: one Chromium per spec file (`browser`) and a fresh context and page per test (`page`),
 * so no test sees another's sign-in (Amplify keeps the session in localStorage). `viewport` is a laptop unless a
 * describe block overrides it (`browserTest.override('viewport', { width: 390, height: 844 })`).
 */
export const browserTest = test
  // Vitest reads a fixture's dependencies from its first parameter's pattern, so it must be one, even if empty.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('viewport', { width: 1280, height: 900 } as ViewportSize)
  .extend('page', async ({ browser, viewport }, { onCleanup }) => {
    const context = await browser.newContext({ viewport });
    onCleanup(() => context.close());
    return context.newPage();
  });

/**
 * Collects the page's console errors and uncaught exceptions from now on, for a test to expect none; `ignored` names
 * errors the test provokes on purpose (a forced 500, an expected 409).
 */
export function consoleErrors(page: Page, ignored: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignored.some((pattern) => pattern.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the app owns the page (app/start.tsx marks <html>): a prerendered public page shows its markup at
 * once, but its buttons do nothing until the app has hydrated it.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}
