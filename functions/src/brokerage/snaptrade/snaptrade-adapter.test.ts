import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BrokerageAuthError,
  BrokerageRateLimitError,
  type AggregatorUser,
  type BrokerageAccount,
} from '../brokerage-port';
import { fixtureFetch, type FixtureRoute } from '../testing/fixture-fetch';
import { buildSnaptradeAdapter } from './snaptrade-adapter';

/** Recorded SnapTrade answers (fixtures/), served by a `fetch` the SDK's axios uses instead of the network. */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

function fixtureServer(routes: Record<string, FixtureRoute | FixtureRoute[]>) {
  const { fetch, requests } = fixtureFetch(routes, {
    notFoundBody: { detail: 'Not found' },
    pathPrefix: /^\/api\/v1/,
  });
  const adapter = buildSnaptradeAdapter({
    clientId: 'THETIX-TEST',
    consumerKey: 'consumer-key',
    baseOptions: { adapter: 'fetch', env: { fetch } },
  });
  return { adapter, requests };
}

const user: AggregatorUser = { userId: 'user-1', credentials: { userSecret: 's3cr3t-user-secret' } };
const ACCOUNT = '917c8734-8470-4a3e-a18f-57c3f2ee6631';
const account: BrokerageAccount = {
  externalId: ACCOUNT,
  connectionId: '87b24961-b51e-4db8-9226-f198f6518a89',
  name: 'Robinhood Individual',
  institutionName: 'Alpaca',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SnapTrade adapter against recorded responses', () => {
  it('registers a new user, keeps the secret, and asks for a read-only login that returns to our callback', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /snapTrade/registerUser': { body: fixture('register-user') },
      'POST /snapTrade/login': { body: fixture('login') },
    });

    // Act
    const link = await adapter.createLoginLink({
      user: { userId: 'user-1', credentials: {} },
      baseUrl: 'https://thetix.app',
      state: 'state-123456789012345678901',
    });

    // Assess
    expect(link).toEqual({
      redirectUri: 'https://app.snaptrade.com/snapTrade/redeemToken?token=abc123&clientId=THETIX',
      credentials: { userSecret: 's3cr3t-user-secret' },
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/snapTrade/registerUser',
      body: { userId: 'user-1' },
    });
    expect(requests[1]!.body).toMatchObject({
      connectionType: 'read',
      customRedirect: 'https://thetix.app/api/snaptrade/callback?state=state-123456789012345678901',
    });
    expect(requests[1]!.query.get('userSecret')).toBe('s3cr3t-user-secret');
  });

  it('asks for the reconnect flow of a broken authorization, with the secret it already has', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({ 'POST /snapTrade/login': { body: fixture('login') } });

    // Act
    const link = await adapter.createLoginLink({
      user: { userId: 'user-1', credentials: { userSecret: 's3cr3t-user-secret' } },
      baseUrl: 'https://thetix.app',
      state: 'state-123456789012345678901',
      reconnect: 'auth-broken-1',
    });

    // Assess
    expect(link).toEqual({
      redirectUri: 'https://app.snaptrade.com/snapTrade/redeemToken?token=abc123&clientId=THETIX',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({ connectionType: 'read', reconnect: 'auth-broken-1' });
  });

  it('lists connections (a disabled one is unhealthy) and accounts', async () => {
    // Prepare
    const { adapter } = fixtureServer({
      'GET /authorizations': { body: fixture('authorizations') },
      'GET /accounts': { body: fixture('accounts') },
    });

    // Act
    const connections = await adapter.listConnections(user);
    const accounts = await adapter.listAccounts(user);

    // Assess
    expect(connections).toEqual([
      { id: '87b24961-b51e-4db8-9226-f198f6518a89', institutionName: 'Alpaca', healthy: true },
      { id: '0b3e7a25-3d6e-4d6e-a1c8-92b0c7f1d0e4', institutionName: 'Charles Schwab', healthy: false },
    ]);
    expect(accounts.map((entry) => entry.name)).toEqual(['Robinhood Individual', 'Alpaca 7890']);
  });

  it('reads positions and option positions per account, prices per share, cash in US dollars only', async () => {
    // Prepare
    const { adapter } = fixtureServer({
      [`GET /accounts/${ACCOUNT}/balances`]: { body: fixture('balances') },
      [`GET /accounts/${ACCOUNT}/positions`]: { body: fixture('positions') },
      [`GET /accounts/${ACCOUNT}/options`]: { body: fixture('options') },
    });

    // Act
    const holdings = await adapter.fetchHoldings(user, account);

    // Assess
    expect(holdings).toEqual({
      cashBalance: 1520.75,
      equities: [{ ticker: 'AAPL', shares: 200, averageCost: 205, price: 231.4 }],
      options: [
        { ticker: 'AAPL', symbol: 'AAPL261127C00240000', contracts: -2, averagePrice: 3.1, price: 0.85 },
      ],
    });
  });

  it('reports no cash figure when the balances hold no US dollars, so a sync keeps the stored balance', async () => {
    // Prepare: the recorded balances without their USD row.
    const balances = (fixture('balances') as { currency: { code: string } }[]).filter(
      (balance) => balance.currency.code !== 'USD',
    );
    const { adapter } = fixtureServer({
      [`GET /accounts/${ACCOUNT}/balances`]: { body: balances },
      [`GET /accounts/${ACCOUNT}/positions`]: { body: fixture('positions') },
      [`GET /accounts/${ACCOUNT}/options`]: { body: fixture('options') },
    });

    // Act
    const holdings = await adapter.fetchHoldings(user, account);

    // Assess
    expect(holdings).not.toHaveProperty('cashBalance');
    expect(holdings.equities).toHaveLength(1);
  });

  it('moves to the all-positions call after a 410 Gone, and stays there', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      [`GET /accounts/${ACCOUNT}/balances`]: { body: fixture('balances') },
      [`GET /accounts/${ACCOUNT}/positions`]: { status: 410, body: fixture('error-410') },
      [`GET /accounts/${ACCOUNT}/options`]: { status: 410, body: fixture('error-410') },
      [`GET /accounts/${ACCOUNT}/positions/all`]: { body: fixture('positions-all') },
    });

    // Act
    const first = await adapter.fetchHoldings(user, account);
    const second = await adapter.fetchHoldings(user, account);

    // Assess
    expect(first).toEqual({
      cashBalance: 1520.75,
      equities: [{ ticker: 'AAPL', shares: 200, averageCost: 205, price: 231.4 }],
      options: [
        { ticker: 'AAPL', symbol: 'AAPL261127C00240000', contracts: -2, averagePrice: 3.1, price: 0.85 },
      ],
    });
    expect(second).toEqual(first);
    expect(requests.filter((request) => request.path === `/accounts/${ACCOUNT}/positions`)).toHaveLength(1);
  });

  it('never answers "no holdings" when every positions call is gone', async () => {
    // Prepare
    const { adapter } = fixtureServer({
      [`GET /accounts/${ACCOUNT}/balances`]: { body: fixture('balances') },
      [`GET /accounts/${ACCOUNT}/positions`]: { status: 410, body: fixture('error-410') },
      [`GET /accounts/${ACCOUNT}/options`]: { status: 410, body: fixture('error-410') },
      [`GET /accounts/${ACCOUNT}/positions/all`]: { status: 410, body: fixture('error-410') },
    });

    // Act & Assess
    await expect(adapter.fetchHoldings(user, account)).rejects.toMatchObject({
      name: 'BrokerageUnavailableError',
    });
  });

  it('maps trades, option sales and dividends, and leaves cash movements out', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      [`GET /accounts/${ACCOUNT}/activities`]: { body: fixture('activities') },
    });

    // Act
    const activities = await adapter.fetchActivities(user, account, '2025-11-20');

    // Assess
    expect(activities).toEqual([
      {
        id: '2f7dc9b3-0001',
        kind: 'buy',
        ticker: 'AAPL',
        quantity: 100,
        price: 180,
        fees: 0,
        timestamp: '2026-03-02T00:00:00.000Z',
      },
      {
        id: '2f7dc9b3-0002',
        kind: 'sell',
        ticker: 'AAPL',
        optionSymbol: 'AAPL  261127C00240000',
        quantity: 2,
        price: 3.1,
        fees: 1.3,
        timestamp: '2026-11-16T00:00:00.000Z',
      },
      {
        id: '2f7dc9b3-0003',
        kind: 'dividend',
        ticker: 'AAPL',
        quantity: 1,
        price: 52,
        fees: 0,
        timestamp: '2026-08-14T00:00:00.000Z',
      },
    ]);
    expect(requests[0]!.query.get('startDate')).toBe('2025-11-20');
  });

  it('reports a disabled connection as a broken login, without the user secret in the message', async () => {
    // Prepare
    const { adapter } = fixtureServer({
      [`GET /accounts/${ACCOUNT}/activities`]: { status: 402, body: fixture('error-402-disabled') },
    });

    // Act
    const failure = await adapter
      .fetchActivities(user, account, '2025-11-20')
      .catch((error: unknown) => error);

    // Assess
    expect(failure).toBeInstanceOf(BrokerageAuthError);
    expect(String((failure as Error).message)).not.toContain('s3cr3t');
  });

  it('turns a rate limit that outlasts the SDK retries into a rate-limit error for the queue to retry', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { adapter, requests } = fixtureServer({
      'GET /accounts': { status: 429, body: fixture('error-429') },
    });

    // Act
    const attempt = adapter.listAccounts(user).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);

    // Assess
    expect(await attempt).toBeInstanceOf(BrokerageRateLimitError);
    expect(requests).toHaveLength(3);
  });
});
