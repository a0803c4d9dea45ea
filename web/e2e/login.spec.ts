import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserTest as test } from './browser';
import { createPoolUser, fillSignInForm as signIn } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('sign-in in Chromium (spec part 1 §2)', () => {
  test('signs an onboarded user in from the landing page and lands on the dashboard', async ({ page }) => {
    // Prepare
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Join the Beta' }).first().click();
    await page.waitForURL(`${baseUrl()}/login`);

    // Act
    await signIn(page, 'investor@thetix.local', 'Thetix-local-1');
    await page.waitForURL(`${baseUrl()}/dashboard`);

    // Assess
    expect(pathOf(page)).toBe('/dashboard');
  });

  test('sends a user who has not completed onboarding to /onboarding/steps', async ({ page }) => {
    // Prepare
    await page.goto(`${baseUrl()}/login`);

    // Act
    await signIn(page, 'newcomer@thetix.local', 'Thetix-local-2');
    await page.waitForURL(`${baseUrl()}/onboarding/steps`);

    // Assess
    expect(pathOf(page)).toBe('/onboarding/steps');
  });

  test('sends a signed-in user from /login to the dashboard, and /logout signs out and goes home', async ({
    page,
  }) => {
    // Prepare
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'investor@thetix.local', 'Thetix-local-1');
    await page.waitForURL(`${baseUrl()}/dashboard`);

    // Act
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.goto(`${baseUrl()}/logout`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/`);

    // Assess
    expect(pathOf(page)).toBe('/');
  });

  test('says the email or password is wrong, and stays on /login', async ({ page }) => {
    // Prepare
    await page.goto(`${baseUrl()}/login`);

    // Act
    await signIn(page, 'investor@thetix.local', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();

    // Assess
    expect(await alert.innerText()).toContain('Incorrect email or password.');
    expect(pathOf(page)).toBe('/login');
  });

  test('shows the invite-only notice to a user the pool knows but nobody invited, and signs them out', async ({
    page,
  }) => {
    // Prepare
    const email = `outsider-${Date.now()}@thetix.local`;
    await createPoolUser(email, 'Outsider-pass-1'); // known to the pool, invited by nobody
    await page.goto(`${baseUrl()}/login`);

    // Act
    await signIn(page, email, 'Outsider-pass-1');
    await page.waitForURL(`${baseUrl()}/login?error=unauthorized`);
    const notice = page.getByRole('alert');
    await notice.waitFor();
    const noticeText = await notice.innerText();
    // Signed out: the app area sends the visitor home instead of showing it.
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/`);

    // Assess
    expect(noticeText).toContain('Access denied. The product is currently invite-only.');
    expect(pathOf(page)).toBe('/');
  });

  test("shows the notice text verbatim for ?error=unauthorized, the 'Why choose' box, and Google sign-in", async ({
    page,
  }) => {
    // Act
    await page.goto(`${baseUrl()}/login?error=unauthorized`);
    const notice = page.getByRole('alert');
    await notice.waitFor();

    // Assess
    expect(await notice.innerText()).toBe(
      'Access denied. The product is currently invite-only. If you think this is an error, please reach out to us at support@thetix.app.',
    );
    expect(await page.getByRole('heading', { name: 'Why choose Thetix?' }).isVisible()).toBe(true);
    // Enabled locally too: the local runtime stands in for Google (google-sign-in.spec.ts).
    expect(await page.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/auth/google',
    );
  });
});
