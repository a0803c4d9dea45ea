import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserTest as test, consoleErrors } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

/**
 * Every Content-Security-Policy violation the page reports from now on: Chromium's console line and the DOM's
 * `securitypolicyviolation` event (the init script runs through the DevTools protocol, which the policy does not
 * govern).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

/** Issue 20 item 7: the SPA works under the strict policy CloudFront and the local server send. */
describe('the SPA under its Content-Security-Policy', () => {
  test('renders the landing and sign-in pages, styled, with no violation', async ({ page }) => {
    // Prepare
    const violations = await watchViolations(page);
    const errors = consoleErrors(page);

    // Act
    const landing = await page.goto(`${baseUrl()}/`);
    await page.getByTestId('seat-bar').waitFor();
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await page.goto(`${baseUrl()}/login`);
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor();

    // Assess
    const policy = landing?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    // Chakra's emotion styles are inline <style> elements: applied, the body no longer has the browser's serif.
    expect(bodyFont).not.toMatch(/^"?Times/);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('signs in against Cognito and loads the app with no violation', async ({ page }) => {
    // Prepare
    const violations = await watchViolations(page);

    // Act: the sign-in calls cognito-local on its own origin (connect-src), then the app's code loads
    await signInAsNewUser(page);
    await page.getByRole('heading').first().waitFor();

    // Assess
    expect(new URL(page.url()).pathname).toBe('/onboarding/steps');
    expect(await violations()).toEqual([]);
  });

  test('renders a public card page, which other sites may frame, with no violation', async ({ page }) => {
    // Prepare
    const violations = await watchViolations(page);

    // Act
    const response = await page.goto(`${baseUrl()}/public/thetix-card/no-such-card`);
    await page.getByText('This card is not available.').first().waitFor();

    // Assess
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    expect(await violations()).toEqual([]);
  });
});
