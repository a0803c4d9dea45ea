import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject } from 'vitest';
import { connectionKey } from '../../functions/src/brokerage/brokerage-entities';
import { stackTable } from '../../functions/src/testing/stack-client';
import { callApi } from './app-session';
import { browserTest as test } from './browser';
import { signInAsNewUser } from './fresh-user';

const baseUrl = () => inject('stack').urls.http;

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
      await stackTable().client.send(
        new UpdateCommand({
          TableName: stackTable().name,
          Key: connectionKey(profile.id, 'sandbox', 'sandbox-northwind'),
          UpdateExpression: 'SET #status = :failed, #error = :error',
          ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
          ExpressionAttributeValues: {
            ':failed': 'failed',
            ':error': 'Northwind Brokerage needs to be reconnected.',
          },
        }),
      );

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
