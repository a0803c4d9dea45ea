import { DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject } from 'vitest';
import { callApi } from './app-session';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

/**
 * What the sync does when the aggregator says a login broke (brokerage-sync.ts): the connection item (pk
 * `USER#<userId>`, sk `BROKERAGE#CONNECTION#<aggregator>#<id>`, as brokerage-entities.ts keys it) turns `failed`.
 */
async function breakLogin(userId: string, connectionId: string, error: string) {
  const { urls, env } = inject('stack');
  const dynamodb = new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await dynamodb.send(
    new UpdateItemCommand({
      TableName: env.TABLE_NAME ?? 'thetix-local',
      Key: { pk: { S: `USER#${userId}` }, sk: { S: `BROKERAGE#CONNECTION#sandbox#${connectionId}` } },
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET #status = :failed, #error = :error',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: { ':failed': { S: 'failed' }, ':error': { S: error } },
    }),
  );
  dynamodb.destroy();
}

describe('a brokerage login that broke is reconnected from the profile, in Chromium', () => {
  test(
    'shows the broken connection, signs in again through the login window, and keeps the same account',
    { timeout: 120_000 },
    async ({ page }) => {
      // Prepare: a new user with the Northwind demo brokerage linked and synced, whose login then broke
      await signInAsNewUser(page);
      await callApi(page, baseUrl(), 'POST', '/api/complete-onboarding', {
        starting_goal: 'Balanced Weekly',
      });
      const login = (await callApi(page, baseUrl(), 'POST', '/api/sandbox/create_login', {
        connection_type: 'read',
      })) as { redirectURI: string };
      const portal = await (await fetch(login.redirectURI.replace(/^http:\/\/[^/]+/, baseUrl()))).text();
      const authorize = /href="([^"]*brokerage=northwind)"/.exec(portal)?.[1]?.replace(/&#38;/g, '&') ?? '';
      await fetch(`${baseUrl()}${authorize}`);
      const syncing = async () =>
        ((await callApi(page, baseUrl(), 'GET', '/api/sandbox/sync-status')) as { is_syncing: boolean })
          .is_syncing;
      for (let attempt = 0; attempt < 100 && (await syncing()); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const accountsBefore = (await callApi(page, baseUrl(), 'GET', '/api/accounts')) as { id: string }[];
      const profile = (await callApi(page, baseUrl(), 'GET', '/api/profile')) as { id: string };
      await breakLogin(profile.id, 'sandbox-northwind', 'Northwind Brokerage needs to be reconnected.');

      // Act
      await page.goto(`${baseUrl()}/profile/accounts`);
      const warning = page.getByText('Northwind Brokerage needs to be reconnected.');
      await warning.waitFor();
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Reconnect' }).click(),
      ]);
      await popup
        .getByRole('link', { name: /Northwind/ })
        .first()
        .click();
      await page.getByText('Successfully synced 3 position(s)!').waitFor({ timeout: 30_000 });
      const connections = (await callApi(page, baseUrl(), 'GET', '/api/sandbox/connections')) as {
        id: string;
        status: string;
      }[];
      const accountsAfter = (await callApi(page, baseUrl(), 'GET', '/api/accounts')) as { id: string }[];

      // Assess
      expect(await warning.count()).toBe(0);
      expect(connections.map(({ id, status }) => [id, status])).toEqual([['sandbox-northwind', 'active']]);
      expect(accountsAfter.map((account) => account.id)).toEqual(accountsBefore.map((account) => account.id));
      expect(accountsAfter).toHaveLength(1);
    },
  );
});
