import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = () => inject('stack').urls.http;
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** A user the pool knows but nobody invited (Google sign-in creates such users in AWS). */
async function createUninvitedUser(email: string, password: string): Promise<void> {
  const { urls, identity } = inject('stack');
  const cognito = new CognitoIdentityProviderClient({
    endpoint: urls.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: identity.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: identity.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in in Chromium (spec part 1 §2)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    // A fresh context per test: Amplify keeps the session in localStorage.
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs an onboarded user in from the landing page and lands on the dashboard', async () => {
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

  it('sends a user who has not completed onboarding to /onboarding/steps', async () => {
    // Prepare
    await page.goto(`${baseUrl()}/login`);

    // Act
    await signIn(page, 'newcomer@thetix.local', 'Thetix-local-2');
    await page.waitForURL(`${baseUrl()}/onboarding/steps`);

    // Assess
    expect(pathOf(page)).toBe('/onboarding/steps');
  });

  it('sends a signed-in user from /login to the dashboard, and /logout signs out and goes home', async () => {
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

  it('says the email or password is wrong, and stays on /login', async () => {
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

  it('shows the invite-only notice to a user the pool knows but nobody invited, and signs them out', async () => {
    // Prepare
    const email = `outsider-${Date.now()}@thetix.local`;
    await createUninvitedUser(email, 'Outsider-pass-1');
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

  it("shows the notice text verbatim for ?error=unauthorized, the 'Why choose' box, and no Google locally", async () => {
    // Act
    await page.goto(`${baseUrl()}/login?error=unauthorized`);
    const notice = page.getByRole('alert');
    await notice.waitFor();

    // Assess
    expect(await notice.innerText()).toBe(
      'Access denied. The product is currently invite-only. If you think this is an error, please reach out to us at support@thetix.app.',
    );
    expect(await page.getByRole('heading', { name: 'Why choose Thetix?' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true);
    expect(
      await page.getByText('Google sign-in is not available in the local environment.').isVisible(),
    ).toBe(true);
  });
});
