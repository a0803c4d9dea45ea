import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * A brand-new invited user who has not started onboarding, so a spec never depends on what another spec did with
 * the seeded accounts. The invite is the item the invite repository writes (pk `INVITE#<email>`, sk `INVITE`).
 */
export async function createInvitedUser(): Promise<{ email: string; password: string }> {
  const { urls, env } = inject('stack');
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@thetix.local`;
  const password = 'E2e-pass-word-1';
  const dynamodb = new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: 'us-east-1',
    credentials: localCredentials,
  });
  await dynamodb.send(
    new PutItemCommand({
      TableName: env.TABLE_NAME ?? 'thetix-local',
      Item: {
        pk: { S: `INVITE#${email}` },
        sk: { S: 'INVITE' },
        entity: { S: 'invite' },
        email: { S: email },
        invitedAt: { S: new Date().toISOString() },
        featureFlags: { M: {} },
        foundersAccess: { BOOL: false },
      },
    }),
  );
  dynamodb.destroy();
  await createPoolUser(email, password, { name: 'Erin Example' });
  return { email, password };
}

/**
 * A Cognito user with a verified e-mail and a permanent password. Without an invite this is the user Google
 * sign-in creates in AWS for someone nobody invited.
 */
export async function createPoolUser(
  email: string,
  password: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  const { urls, identity } = inject('stack');
  const cognito = new CognitoIdentityProviderClient({
    endpoint: urls.cognito,
    region: 'us-east-1',
    credentials: localCredentials,
  });
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: identity.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        ...Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
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
  cognito.destroy();
}

/** Fills and submits the sign-in form of the page already open (/login). */
export async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${inject('stack').urls.http}/login`);
  await fillSignInForm(page, email, password);
}

/** A brand-new invited user, signed in and waiting at the first onboarding step. */
export async function signInAsNewUser(page: Page): Promise<{ email: string; password: string }> {
  const user = await createInvitedUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL(`${inject('stack').urls.http}/onboarding/steps`, { timeout: 20_000 });
  return user;
}
