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
  const { urls, identity, env } = inject('stack');
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
        { Name: 'name', Value: 'Erin Example' },
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
  return { email, password };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${inject('stack').urls.http}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
