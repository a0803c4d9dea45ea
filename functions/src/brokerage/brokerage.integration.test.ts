import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { runSchedule } from '../local/scheduler-local';
import { runKey } from '../opportunities/opportunity-run-repository';
import {
  callApi,
  createUserWithProfile,
  type SignedInUser,
  stack,
  stackTable,
  writeAs,
} from '../testing/stack-client';
import { connectionKey, syncKey } from './brokerage-entities';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The login window's pages are HTML, fetched as the popup would (no token). */
const openPage = async (url: string) => {
  const response = await fetch(url.replace(/^http:\/\/[^/]+/, stack().urls.http));
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text,
    title: /<title>(.*?)<\/title>/.exec(text)?.[1],
  };
};

/** Polls the sync status every 200 ms, as the app does every 2 s, until the sync is no longer running. */
async function syncFinished(user: SignedInUser, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await callApi('/api/sandbox/sync-status', { token: user.token });
    if (status.body?.is_syncing === false || Date.now() > deadline) return status.body ?? {};
    await sleep(200);
  }
}

/**
 * create_login, the sandbox portal, then "Authorize" on a demo brokerage: the browser's whole linking flow; with
 * `reconnect`, the same flow to sign in again to that connection.
 */
async function connect(user: SignedInUser, brokerage = 'northwind', reconnect?: string) {
  const login = await writeAs(user, '/api/sandbox/create_login', 'POST', {
    connection_type: 'read',
    ...(reconnect ? { connection_id: reconnect } : {}),
  });
  expect(login.status).toBe(200);
  const portal = await openPage(String(login.body?.redirectURI));
  const authorize = new RegExp(`href="([^"]*brokerage=${brokerage})"`)
    .exec(portal.text)?.[1]
    ?.replace(/&#38;/g, '&');
  const callback = await openPage(`${stack().urls.http}${authorize}`);
  return { login, portal, callback, authorize: `${stack().urls.http}${authorize}` };
}

describe('brokerage connections through the sandbox aggregator on the local stack', () => {
  beforeAll(() => {
    Object.assign(process.env, stack().env);
    resetConfigForTests();
  });

  it('links a demo brokerage, syncs it as a job, re-syncs without duplicates, and disconnects cleanly', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const bystander = await createUserWithProfile();
    const bystanderAccount = await writeAs(bystander, '/api/accounts', 'POST', { name: 'Mine' });
    await writeAs(bystander, `/api/positions/manual?accountId=${String(bystanderAccount.body?.id)}`, 'POST', {
      ticker: 'KO',
      amount: 10,
      costBasisPerShare: 60,
    });
    const bystanderBefore = await callApi('/api/portfolio/transactions', { token: bystander.token });

    // Act: the linking flow
    const { login, portal, callback, authorize } = await connect(user);

    // Assess: portal and callback pages
    expect(String(login.body?.redirectURI)).toMatch(/\/api\/sandbox\/portal\?state=[A-Za-z0-9_-]{20,}$/);
    expect(portal).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(portal.text).toContain('Northwind Brokerage');
    expect(portal.text).toContain('read-only');
    expect(callback.status).toBe(200);
    expect(callback.title).toContain('Success');
    const replay = await openPage(authorize);
    expect(replay.title).toBe('Error connecting to brokerage');

    // Assess: the sync the callback started
    const status = await syncFinished(user);
    expect(status).toMatchObject({ is_syncing: false, last_sync_failed: false, progress_message: null });
    expect(String(status.message)).toMatch(/^Successfully synced 3 positions in 1 account\./);
    expect(typeof status.sync_duration_seconds).toBe('number');
    expect(typeof status.last_successful_sync).toBe('string');
    expect((await callApi('/api/connections', { token: user.token })).body).toEqual({
      has_connections: true,
      has_snaptrade: false,
      has_plaid: false,
      has_sandbox: true,
      aggregator: 'sandbox',
    });
    const connections = await callApi('/api/sandbox/connections', { token: user.token });
    expect(connections.body).toEqual([
      expect.objectContaining({
        id: 'sandbox-northwind',
        institutionName: 'Northwind Brokerage',
        status: 'active',
        error: null,
        accounts: [expect.objectContaining({ name: 'Individual Brokerage' })],
      }),
    ]);
    const accounts = await callApi('/api/accounts', { token: user.token });
    expect(accounts.body).toEqual([
      expect.objectContaining({
        source: 'sandbox',
        institutionName: 'Northwind Brokerage',
        cashBalance: 25_000,
      }),
    ]);
    const accountId = String((accounts.body as unknown as { id: string }[])[0]!.id);
    const positions = (await callApi('/api/positions', { token: user.token })).body as unknown as {
      ticker: string;
      amount: number;
    }[];
    expect(positions.map(({ ticker, amount }) => [ticker, amount])).toEqual([
      ['AAPL', 300],
      ['KO', 500],
      ['MSFT', 200],
    ]);
    const transactions = (await callApi('/api/portfolio/transactions', { token: user.token }))
      .body as unknown as unknown[];
    expect(transactions.length).toBeGreaterThan(50);
    const run = await stackTable().client.send(
      new GetCommand({ TableName: stackTable().name, Key: runKey(user.userId) }),
    );
    expect(run.Item).toMatchObject({ gsi2pk: 'DUE#jobs' });

    // Act: a full re-sync, and an account sync while one is running
    const resync = await writeAs(user, '/api/sandbox/sync', 'POST', { full: true });
    expect(resync.body).toEqual({ success: true, is_syncing: true, message: 'Sync started' });
    expect((await writeAs(user, '/api/sandbox/sync', 'POST')).body).toMatchObject({
      message: 'Sync already in progress',
    });
    await syncFinished(user);
    await stackTable().client.send(
      new UpdateCommand({
        TableName: stackTable().name,
        Key: syncKey(user.userId, 'sandbox'),
        UpdateExpression: 'SET job_status = :processing, sync_requested_at = :now',
        ExpressionAttributeValues: { ':processing': 'processing', ':now': new Date().toISOString() },
      }),
    );
    const busy = await writeAs(user, `/api/accounts/${accountId}/sync`, 'POST');
    await stackTable().client.send(
      new UpdateCommand({
        TableName: stackTable().name,
        Key: syncKey(user.userId, 'sandbox'),
        UpdateExpression: 'REMOVE job_status',
      }),
    );
    const accountSync = await writeAs(user, `/api/accounts/${accountId}/sync`, 'POST');
    await syncFinished(user);

    // Assess
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ message: 'Sync already in progress', code: 'CONFLICT' });
    expect(accountSync.body).toEqual({ success: true, is_syncing: true, message: 'Sync started' });
    const again = (await callApi('/api/portfolio/transactions', { token: user.token }))
      .body as unknown as unknown[];
    expect(again).toHaveLength(transactions.length);
    expect((await callApi('/api/sandbox/connections', { token: bystander.token })).body).toEqual([]);

    // Act: the nightly schedule re-syncs the connection
    const nightly = scheduleDefinitions.find((definition) => definition.name === 'nightly-brokerage-sync')!;
    const dispatched = (await runSchedule(nightly, new Date())) as { started: number };
    expect(dispatched.started).toBeGreaterThanOrEqual(1);
    expect(await syncFinished(user)).toMatchObject({ last_sync_failed: false });

    // Act: disconnect
    const removed = await writeAs(user, '/api/sandbox/connections/sandbox-northwind', 'DELETE');

    // Assess
    expect(removed.status).toBe(204);
    expect((await callApi('/api/accounts', { token: user.token })).body).toEqual([]);
    expect((await callApi('/api/positions', { token: user.token })).body).toEqual([]);
    expect((await callApi('/api/portfolio/transactions', { token: user.token })).body).toEqual([]);
    expect((await callApi('/api/connections', { token: user.token })).body).toMatchObject({
      has_connections: false,
    });
    expect((await callApi('/api/portfolio/transactions', { token: bystander.token })).body).toEqual(
      bystanderBefore.body,
    );
  });

  it('reconnects a connection whose login broke: the same connection and accounts come back active', async () => {
    // Prepare: a linked, synced brokerage whose login then broke
    const user = await createUserWithProfile();
    await connect(user);
    await syncFinished(user);
    const accountsBefore = (await callApi('/api/accounts', { token: user.token })).body as unknown as {
      id: string;
    }[];
    await stackTable().client.send(
      new UpdateCommand({
        TableName: stackTable().name,
        Key: connectionKey(user.userId, 'sandbox', 'sandbox-northwind'),
        UpdateExpression: 'SET #status = :failed, #error = :error',
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':error': 'Northwind Brokerage needs to be reconnected.',
        },
      }),
    );
    const broken = await callApi('/api/sandbox/connections', { token: user.token });

    // Act
    const stranger = await writeAs(user, '/api/sandbox/create_login', 'POST', {
      connection_type: 'read',
      connection_id: 'sandbox-someone-else',
    });
    const { login, portal, callback } = await connect(user, 'northwind', 'sandbox-northwind');
    await syncFinished(user);
    const connections = await callApi('/api/sandbox/connections', { token: user.token });
    const accountsAfter = (await callApi('/api/accounts', { token: user.token })).body as unknown as {
      id: string;
    }[];

    // Assess
    expect(broken.body).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(stranger).toMatchObject({
      status: 404,
      body: { message: 'Connection sandbox-someone-else not found' },
    });
    expect(login.status).toBe(200);
    expect(portal.text).toContain('Sign in again');
    expect(portal.text).toContain('Northwind Brokerage');
    expect(portal.text).not.toContain('Harbor Street Investing');
    expect(callback.title).toContain('Success');
    expect(connections.body).toEqual([
      expect.objectContaining({ id: 'sandbox-northwind', status: 'active', error: null }),
    ]);
    expect(accountsAfter.map((account) => account.id)).toEqual(accountsBefore.map((account) => account.id));
  });

  it('refuses an aggregator this stack does not connect through, a manual account sync and bad input', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const manual = await writeAs(user, '/api/accounts', 'POST', { name: 'Manual' });

    // Act
    const snaptrade = await writeAs(user, '/api/snaptrade/create_login', 'POST', {});
    const unknown = await callApi('/api/robinhood/sync-status', { token: user.token });
    const manualSync = await writeAs(user, `/api/accounts/${String(manual.body?.id)}/sync`, 'POST');
    const missing = await writeAs(user, '/api/accounts/no-such-account/sync', 'POST');
    const trade = await writeAs(user, '/api/sandbox/create_login', 'POST', { connection_type: 'trade' });
    const anonymous = await callApi('/api/sandbox/sync-status');
    const expired = await openPage(`${stack().urls.http}/api/sandbox/portal?state=${'x'.repeat(32)}`);

    // Assess
    expect(snaptrade).toMatchObject({
      status: 404,
      body: { message: 'Connections through snaptrade are not available here' },
    });
    expect(unknown.status).toBe(400);
    expect(manualSync).toMatchObject({
      status: 409,
      body: { message: 'Only connected accounts can be synced' },
    });
    expect(missing.status).toBe(404);
    expect(trade.status).toBe(400);
    expect(anonymous.status).toBe(401);
    expect(expired.status).toBe(404);
    expect(expired.title).toContain('expired');
    expect((await callApi('/api/sandbox/sync-status', { token: user.token })).body).toEqual({
      is_syncing: false,
      last_sync_failed: false,
      progress_message: null,
      message: null,
      sync_duration_seconds: null,
      last_successful_sync: null,
    });
  });
});
