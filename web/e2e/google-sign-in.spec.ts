import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserTest as test, consoleErrors } from './browser';
import { createInvitedUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** From /login through the backend's /auth/google to the local stand-in of Google's consent page. */
async function openGoogleConsent(page: Page) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByRole('heading', { name: 'Sign in with Google (local stand-in)' }).waitFor();
}

/** Signs in on the stand-in with an e-mail typed into its free field, as a Google account nobody seeded. */
async function continueAs(page: Page, email: string) {
  await page.getByLabel('Or another Google account').fill(email);
  await page.getByRole('button', { name: 'Continue with this e-mail' }).click();
}

describe('Google sign-in in Chromium, through the local stand-in (spec part 1 §2, §7)', () => {
  test('signs an onboarded user in: button, /auth/google, consent, /auth/callback, dashboard', async ({
    page,
  }) => {
    // Prepare
    const errors = consoleErrors(page);
    await openGoogleConsent(page);

    // Act
    await page.getByRole('button', { name: 'investor@thetix.local' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);

    // Assess
    expect(pathOf(page)).toBe('/dashboard');
    expect(errors).toEqual([]);
  });

  test('sends a newly invited Google user, who claims the invite on the way, to onboarding', async ({
    page,
  }) => {
    // Prepare
    const { email } = await createInvitedUser();
    await openGoogleConsent(page);

    // Act
    await continueAs(page, email);
    await page.waitForURL(`${baseUrl()}/onboarding/steps`);
    await page.reload();
    await page.waitForURL(`${baseUrl()}/onboarding/steps`);

    // Assess: the session survived a reload, as a password sign-in's does
    expect(pathOf(page)).toBe('/onboarding/steps');
  });

  test('shows the invite-only notice verbatim to an uninvited Google user, who stays signed out', async ({
    page,
  }) => {
    // Prepare
    await openGoogleConsent(page);

    // Act
    await continueAs(page, `stranger-${Date.now()}@example.com`);
    await page.waitForURL(`${baseUrl()}/login?error=unauthorized`);
    const notice = page.getByRole('alert');
    await notice.waitFor();
    const noticeText = await notice.innerText();
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/`);

    // Assess
    expect(noticeText).toBe(
      'Access denied. The product is currently invite-only. If you think this is an error, please reach out to us at support@thetix.app.',
    );
    expect(pathOf(page)).toBe('/');
  });

  test('says so when the consent is cancelled, with the sign-in form still there', async ({ page }) => {
    // Prepare
    await openGoogleConsent(page);

    // Act
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${baseUrl()}/login?error=google_cancelled`);
    const notice = page.getByRole('alert');
    await notice.waitFor();

    // Assess
    expect(await notice.innerText()).toBe('Google sign-in was cancelled.');
    expect(await page.getByRole('link', { name: 'Continue with Google' }).isVisible()).toBe(true);
  });
});
