import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import {
  BrokerageAuthError,
  BrokerageRateLimitError,
  BrokerageUnavailableError,
  type AggregatorUser,
  type BrokerageAccount,
} from '../brokerage-port';
import { fixtureFetch, type FixtureRoute } from '../testing/fixture-fetch';
import { buildPlaidAdapter } from './plaid-adapter';

/** Recorded Plaid answers (fixtures/), served by a `fetch` the SDK's axios uses instead of the network. */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

function fixtureServer(routes: Record<string, FixtureRoute | FixtureRoute[]>) {
  const { fetch, requests } = fixtureFetch(routes, { notFoundBody: { error_code: 'NOT_FOUND' } });
  const adapter = buildPlaidAdapter({
    clientId: 'thetix-client-id',
    secret: 'plaid-s3cr3t',
    environment: 'sandbox',
    clock: fixedClock('2026-11-20T15:00:00Z'),
    baseOptions: { adapter: 'fetch', env: { fetch } },
  });
  return { adapter, requests };
}

const ITEM = 'Ed6bjNrDLJfGvZWwnkQlfxwoNz54B5C97ejBr';
const BROKEN_ITEM = 'kvAgj6DXnLtmMX9x5dfkUZ3P4bzpRgc1bA8ow';
const ACCESS_TOKEN = 'access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6';
const ACCOUNT = 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp';
const user: AggregatorUser = { userId: 'user-1', credentials: { [`accessToken:${ITEM}`]: ACCESS_TOKEN } };
const account: BrokerageAccount = {
  externalId: ACCOUNT,
  connectionId: ITEM,
  name: 'Individual Brokerage',
  institutionName: 'Vanguard',
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error);

describe('Plaid adapter against recorded responses', () => {
  it('opens Hosted Link for investments, coming back to our callback, and keeps the link token for it', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /link/token/create': { body: fixture('link-token-create') },
    });

    // Act
    const link = await adapter.createLoginLink({
      user: { userId: 'user-1', credentials: {} },
      baseUrl: 'https://thetix.app',
      state: 'state-123456789012345678901',
    });

    // Assess
    expect(link).toEqual({
      redirectUri: 'https://hosted.plaid.com/link/lp7a5e1b2c3d',
      session: { linkToken: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176' },
    });
    expect(requests[0]!.body).toMatchObject({
      products: ['investments'],
      user: { client_user_id: 'user-1' },
      hosted_link: {
        completion_redirect_uri: 'https://thetix.app/api/plaid/callback?state=state-123456789012345678901',
        url_lifetime_seconds: 1800,
      },
    });
    expect(requests[0]!.headers.get('PLAID-CLIENT-ID')).toBe('thetix-client-id');
  });

  it("opens Link's update mode on the item to reconnect: its access token, no products, the item kept in the session", async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /link/token/create': { body: fixture('link-token-create') },
    });

    // Act
    const link = await adapter.createLoginLink({
      user,
      baseUrl: 'https://thetix.app',
      state: 'state-123456789012345678901',
      reconnect: ITEM,
    });

    // Assess
    expect(link).toEqual({
      redirectUri: 'https://hosted.plaid.com/link/lp7a5e1b2c3d',
      session: { linkToken: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176', updateItem: ITEM },
    });
    expect(requests[0]!.body).toMatchObject({
      access_token: ACCESS_TOKEN,
      user: { client_user_id: 'user-1' },
    });
    expect(requests[0]!.body).not.toHaveProperty('products');
  });

  it('comes back from update mode with the same item and no new token; an exited session adds nothing', async () => {
    // Prepare: the update-mode answer follows /link/token/get's documented shape (on_success, no item added)
    const session = { linkToken: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176', updateItem: ITEM };
    const updated = fixtureServer({ 'POST /link/token/get': { body: fixture('link-token-get-update') } });
    const exited = fixtureServer({ 'POST /link/token/get': { body: fixture('link-token-get-exited') } });

    // Act
    const back = await updated.adapter.completeLogin({ user, session, query: { state: 's' } });
    const gone = await exited.adapter.completeLogin({ user, session, query: { state: 's' } });

    // Assess
    expect(back).toEqual({ connectionIds: [ITEM] });
    expect(gone).toEqual({ connectionIds: [] });
    expect(updated.requests.map((request) => request.path)).toEqual(['/link/token/get']);
  });

  it("exchanges the session's public token and keeps the access token with the user's other items", async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /link/token/get': { body: fixture('link-token-get') },
      'POST /item/public_token/exchange': { body: fixture('item-public-token-exchange') },
    });

    // Act
    const result = await adapter.completeLogin({
      user: { userId: 'user-1', credentials: { [`accessToken:${BROKEN_ITEM}`]: 'access-sandbox-older' } },
      session: { linkToken: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176' },
      query: { state: 'state-123456789012345678901' },
    });

    // Assess
    expect(result).toEqual({
      connectionIds: [ITEM],
      credentials: {
        [`accessToken:${BROKEN_ITEM}`]: 'access-sandbox-older',
        [`accessToken:${ITEM}`]: ACCESS_TOKEN,
      },
    });
    expect(requests[1]!.body).toEqual({
      public_token: 'public-sandbox-b0e2c4ee-a763-4df5-bfe9-46a46bce993d',
    });
  });

  it('connects nothing when the user left Link without adding a brokerage', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /link/token/get': { body: fixture('link-token-get-exited') },
    });

    // Act
    const result = await adapter.completeLogin({
      user: { userId: 'user-1', credentials: {} },
      session: { linkToken: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176' },
      query: { state: 'state-123456789012345678901' },
    });

    // Assess
    expect(result).toEqual({ connectionIds: [] });
    expect(requests).toHaveLength(1);
  });

  it('lists one connection per item (a login-required one unhealthy) and only investment accounts', async () => {
    // Prepare
    const { adapter } = fixtureServer({
      'POST /item/get': [{ body: fixture('item-get') }, { body: fixture('item-get-login-required') }],
      'POST /accounts/get': { body: fixture('accounts-get') },
    });
    const twoItems: AggregatorUser = {
      userId: 'user-1',
      credentials: { ...user.credentials, [`accessToken:${BROKEN_ITEM}`]: 'access-sandbox-older' },
    };

    // Act
    const connections = await adapter.listConnections(twoItems);
    const accounts = await adapter.listAccounts(user);

    // Assess
    expect(connections).toEqual([
      { id: ITEM, institutionName: 'Vanguard', healthy: true },
      { id: BROKEN_ITEM, institutionName: 'Charles Schwab', healthy: false },
    ]);
    expect(accounts).toEqual([
      { ...account, name: 'Individual Brokerage' },
      { ...account, externalId: '9ZxVxdkjN7uK4jgJ5xM9tZ1g8EwbNRh7qGxw3', name: 'Vanguard 7890' },
    ]);
  });

  it('reads shares and options (contracts, prices per share) and cash in US dollars only', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /investments/holdings/get': { body: fixture('investments-holdings-get') },
    });

    // Act
    const holdings = await adapter.fetchHoldings(user, account);

    // Assess
    expect(holdings).toEqual({
      cashBalance: 1520.75,
      equities: [{ ticker: 'AAPL', shares: 200, averageCost: 205, price: 231.4 }],
      options: [
        // Plaid's documented form: quantity -200 (contracts × 100), cost basis -620 for the position.
        { ticker: 'AAPL', symbol: 'AAPL261127C00240000', contracts: -2, averagePrice: 3.1, price: 0.85 },
        // An institution counting contracts (value 520 = 1 × 5.20 × 100), no OCC ticker: built from the contract.
        { ticker: 'MSFT', symbol: 'MSFT261218P00400000', contracts: 1, averagePrice: 4.8, price: 5.2 },
      ],
    });
    expect(requests[0]!.body).toMatchObject({
      access_token: ACCESS_TOKEN,
      options: { account_ids: [ACCOUNT] },
    });
  });

  it("takes the account's available balance as its cash when it holds no cash security, and no figure without one", async () => {
    // Prepare: the recorded answer without its cash holding (an institution reporting cash only as a balance).
    const recorded = JSON.parse(JSON.stringify(fixture('investments-holdings-get'))) as {
      securities: { security_id: string; type: string }[];
      holdings: { security_id: string }[];
      accounts: { balances: { available: number | null } }[];
    };
    const cashIds = new Set(recorded.securities.filter((s) => s.type === 'cash').map((s) => s.security_id));
    recorded.holdings = recorded.holdings.filter((holding) => !cashIds.has(holding.security_id));
    const withoutBalance = JSON.parse(JSON.stringify(recorded)) as typeof recorded;
    withoutBalance.accounts[0]!.balances.available = null;
    const balanceOnly = fixtureServer({ 'POST /investments/holdings/get': { body: recorded } });
    const nothing = fixtureServer({ 'POST /investments/holdings/get': { body: withoutBalance } });

    // Act
    const fromBalance = await balanceOnly.adapter.fetchHoldings(user, account);
    const unknown = await nothing.adapter.fetchHoldings(user, account);

    // Assess
    expect(fromBalance.cashBalance).toBe(1520.75);
    expect(unknown).not.toHaveProperty('cashBalance');
    expect(unknown.equities).toEqual(fromBalance.equities);
  });

  it('pages through investment transactions and maps trades, option sales and dividends', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /investments/transactions/get': [
        { body: fixture('investments-transactions-page-1') },
        { body: fixture('investments-transactions-page-2') },
      ],
    });

    // Act
    const activities = await adapter.fetchActivities(user, account, '2025-11-20');

    // Assess
    expect(activities).toEqual([
      {
        id: 'pK99jB9e7mtwjA435GpVuMvmWQKVbVFLWme57',
        kind: 'buy',
        ticker: 'AAPL',
        quantity: 100,
        price: 180,
        fees: 0,
        timestamp: '2026-03-02T00:00:00.000Z',
      },
      {
        id: 'LKoo1ko93wtreBwM7yQnuQ3P5DNKbKSPRzBNv',
        kind: 'sell',
        ticker: 'AAPL',
        optionSymbol: 'AAPL261127C00240000',
        quantity: 2,
        price: 3.1,
        fees: 1.3,
        timestamp: '2026-11-16T00:00:00.000Z',
      },
      {
        id: 'eW4jmnjd6AtjxXVrjmj6SX1dNEdZRdCoG5rxX',
        kind: 'dividend',
        ticker: 'AAPL',
        quantity: 1,
        price: 52,
        fees: 0,
        timestamp: '2026-08-14T00:00:00.000Z',
      },
    ]);
    expect(requests.map((request) => request.body)).toMatchObject([
      { start_date: '2025-11-20', end_date: '2026-11-20', options: { offset: 0, count: 500 } },
      { start_date: '2025-11-20', end_date: '2026-11-20', options: { offset: 2, count: 500 } },
    ]);
  });

  it('reports ITEM_LOGIN_REQUIRED as a broken login of that item, without the access token', async () => {
    // Prepare
    const { adapter } = fixtureServer({
      'POST /investments/holdings/get': { status: 400, body: fixture('error-item-login-required') },
    });

    // Act
    const failure = await failureOf(adapter.fetchHoldings(user, account));

    // Assess
    expect(failure).toBeInstanceOf(BrokerageAuthError);
    expect((failure as BrokerageAuthError).connectionId).toBe(ITEM);
    expect(JSON.stringify({ ...(failure as Error), message: (failure as Error).message })).not.toMatch(
      /access-sandbox|plaid-s3cr3t/,
    );
  });

  it('reports RATE_LIMIT_EXCEEDED as a rate limit for the queue to retry', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /investments/transactions/get': { status: 429, body: fixture('error-rate-limit-exceeded') },
    });

    // Act
    const failure = await failureOf(adapter.fetchActivities(user, account, '2025-11-20'));

    // Assess
    expect(failure).toBeInstanceOf(BrokerageRateLimitError);
    expect(requests).toHaveLength(1);
  });

  it('says it cannot report holdings when the institution does not support investments', async () => {
    // Prepare
    const { adapter } = fixtureServer({
      'POST /investments/holdings/get': { status: 400, body: fixture('error-products-not-supported') },
    });

    // Act & Assess
    await expect(adapter.fetchHoldings(user, account)).rejects.toBeInstanceOf(BrokerageUnavailableError);
  });

  it('removes the item on disconnect and hands back the other access tokens; a gone item is no error', async () => {
    // Prepare
    const { adapter, requests } = fixtureServer({
      'POST /item/remove': [
        { body: fixture('item-remove') },
        { status: 400, body: fixture('error-item-not-found') },
      ],
    });
    const twoItems: AggregatorUser = {
      userId: 'user-1',
      credentials: { ...user.credentials, [`accessToken:${BROKEN_ITEM}`]: 'access-sandbox-older' },
    };

    // Act
    const remaining = await adapter.disconnect(twoItems, ITEM);
    const none = await adapter.disconnect({ userId: 'user-1', credentials: remaining ?? {} }, BROKEN_ITEM);

    // Assess
    expect(remaining).toEqual({ [`accessToken:${BROKEN_ITEM}`]: 'access-sandbox-older' });
    expect(none).toEqual({});
    expect(requests.map((request) => request.body)).toEqual([
      { access_token: ACCESS_TOKEN },
      { access_token: 'access-sandbox-older' },
    ]);
  });
});
