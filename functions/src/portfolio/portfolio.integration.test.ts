import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  createUserWithProfile,
  type SignedInUser,
  stack,
  stackTable,
  tokenFor,
  writeAs,
} from '../testing/stack-client';
import { toAccountItem } from './portfolio-entities';

const createManualAccount = async (user: SignedInUser, name = 'My holdings') => {
  const response = await writeAs(user, '/api/accounts', 'POST', { name });
  expect(response.status).toBe(201);
  return String(response.body?.id);
};

describe('accounts and manual positions against the local stack', () => {
  it('creates, renames, hides and lists a manual account and records a purchase', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await createManualAccount(user, '  Taxable  ');
    // Act
    const renamed = await writeAs(user, `/api/accounts/${accountId}/name`, 'PATCH', { name: 'Brokerage' });
    const added = await writeAs(user, `/api/positions/manual?accountId=${accountId}`, 'POST', {
      ticker: 'msft',
      amount: 120,
      costBasisPerShare: 400.5,
      purchaseDate: '2025-06-02',
    });
    const hidden = await writeAs(user, `/api/accounts/${accountId}/visibility`, 'PATCH', { hidden: true });
    // Assess
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: accountId, name: 'Brokerage', source: 'manual', hidden: false });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      ticker: 'MSFT',
      type: 'equity',
      source: 'manual',
      date: '2025-06-02',
    });
    expect(hidden.body).toMatchObject({ hidden: true, positionsCount: 1 });
    const accounts = await callApi('/api/accounts', { token: user.token });
    expect(accounts.body).toEqual([
      expect.objectContaining({ id: accountId, hidden: true, userId: user.userId }),
    ]);
    // A hidden account is left out of the all-accounts views but can still be asked for by id.
    expect((await callApi('/api/positions', { token: user.token })).body).toEqual([]);
    const positions = await callApi(`/api/positions?accountId=${accountId}`, { token: user.token });
    expect(positions.body).toEqual([
      expect.objectContaining({
        ticker: 'MSFT',
        name: 'Microsoft Corporation',
        amount: 120,
        costBasis: 48_060,
      }),
    ]);
    const transactions = await callApi(`/api/positions/MSFT/transactions/new?accountId=${accountId}`, {
      token: user.token,
    });
    expect(transactions.body).toHaveLength(1);
  });

  it('answers 400 naming the field, 404 for an unknown ticker, never 500', async () => {
    const user = await createUserWithProfile();
    const blank = await writeAs(user, '/api/accounts', 'POST', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      fieldErrors: [{ path: 'body.name', message: 'Account name is required' }],
    });
    const negative = await writeAs(user, '/api/positions/manual', 'POST', {
      ticker: 'KO',
      amount: -5,
      costBasisPerShare: 10,
    });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({
      fieldErrors: [{ path: 'body.amount', message: 'must be more than 0' }],
    });
    const badId = await callApi('/api/positions?accountId=not%20an%20id', { token: user.token });
    expect(badId.status).toBe(400);
    const unknown = await writeAs(user, '/api/positions/manual', 'POST', {
      ticker: 'ZZZZ',
      amount: 5,
      costBasisPerShare: 10,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Ticker ZZZZ not found' });
  });

  it('deletes manual accounts only through the danger zone and connected ones only through the other route', async () => {
    const user = await createUserWithProfile();
    const manualId = await createManualAccount(user);
    const connectedId = `connected-${Date.now()}`;
    await stackTable().client.send(
      new PutCommand({
        TableName: stackTable().name,
        Item: toAccountItem({
          id: connectedId,
          userId: user.userId,
          name: 'Broker',
          source: 'snaptrade',
          hidden: false,
          cashBalance: 1200,
          createdAt: new Date().toISOString(),
        }),
      }),
    );
    const refused = await writeAs(user, `/api/accounts/${connectedId}/delete`, 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Only manual accounts can be deleted through the danger zone',
    });
    expect((await writeAs(user, `/api/accounts/${connectedId}/reset`, 'POST')).status).toBe(409);
    expect((await writeAs(user, `/api/accounts/${manualId}`, 'DELETE')).status).toBe(409);
    expect((await writeAs(user, `/api/accounts/${manualId}/delete`, 'DELETE')).status).toBe(204);
    expect((await writeAs(user, `/api/accounts/${connectedId}`, 'DELETE')).status).toBe(204);
    expect((await callApi('/api/accounts', { token: user.token })).body).toEqual([]);
  });
});

describe('the example portfolio against the local stack', () => {
  it('loads three tickers with a year of history, performance and transactions, and resets exactly it', async () => {
    // Prepare
    const user = await createUserWithProfile();
    // Act
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    // Assess
    expect(loaded.status).toBe(201);
    expect(loaded.body).toMatchObject({ tickers: ['AAPL', 'MSFT', 'KO'] });
    const accountId = String(loaded.body?.accountId);
    const added = await writeAs(user, `/api/positions/manual?accountId=${accountId}`, 'POST', {
      ticker: 'JNJ',
      amount: 10,
      costBasisPerShare: 150,
    });
    const positions = await callApi('/api/positions', { token: user.token });
    expect((positions.body as unknown as { ticker: string }[]).map((position) => position.ticker)).toEqual([
      'AAPL',
      'JNJ',
      'KO',
      'MSFT',
    ]);
    const performance = await callApi(`/api/portfolio/performance?accountId=${accountId}`, {
      token: user.token,
    });
    expect(performance.status).toBe(200);
    expect(performance.body).toMatchObject({ ticker: null, dataSource: 'simulated' });
    expect(Number(performance.body?.totalValue)).toBeGreaterThan(500_000);
    expect(Number(performance.body?.dividends)).toBeGreaterThan(0);
    const position = await callApi('/api/positions/KO/performance', { token: user.token });
    expect(position.body).toMatchObject({ ticker: 'KO' });
    const history = await callApi('/api/portfolio/transactions', { token: user.token });
    const statuses = (history.body as unknown as { status: string | null }[]).map((group) => group.status);
    expect(statuses).toContain('Expired');
    expect(statuses).toContain('Open');

    const reset = await writeAs(user, `/api/test-data?accountId=${accountId}`, 'DELETE');
    expect(reset.status).toBe(204);
    const after = await callApi('/api/portfolio/transactions', { token: user.token });
    expect(after.body).toEqual([expect.objectContaining({ id: added.body?.id, ticker: 'JNJ' })]);
  });

  it('gives the seeded investor the example portfolio with a Balanced goal on each ticker', async () => {
    const token = await tokenFor('investor@thetix.local');
    const accounts = await callApi('/api/accounts', { token });
    const goals = await callApi('/api/user/goals', { token });
    expect(accounts.body).toContainEqual(expect.objectContaining({ source: 'manual', positionsCount: 3 }));
    const selections = (goals.body?.goals ?? []) as { ticker: string; goal_id: string }[];
    expect(selections.map((selection) => selection.ticker).sort()).toEqual(['AAPL', 'KO', 'MSFT']);
    // The browser specs pick MSFT's goal for the shared seeded investor (conservative monthly, for a mix of risk
    // levels), and files of this tier run in no fixed order: AAPL and KO keep the seeded Balanced goal.
    const seeded = selections.filter((selection) => selection.ticker !== 'MSFT');
    expect(seeded.map((selection) => selection.goal_id.split('_')[0])).toEqual(['balanced', 'balanced']);
  });
});

describe('one user never sees or changes another user portfolio', () => {
  it('answers 404 to every read and write of another user account', async () => {
    // Prepare
    const owner = await createUserWithProfile();
    const stranger = await createUserWithProfile();
    const accountId = await createManualAccount(owner);
    await writeAs(owner, `/api/positions/manual?accountId=${accountId}`, 'POST', {
      ticker: 'KO',
      amount: 100,
      costBasisPerShare: 60,
    });
    // Act
    const reads = await Promise.all(
      [
        `/api/positions?accountId=${accountId}`,
        `/api/portfolio/performance?accountId=${accountId}`,
        `/api/positions/KO/performance?accountId=${accountId}`,
        `/api/portfolio/transactions?accountId=${accountId}`,
        `/api/positions/KO/transactions/new?accountId=${accountId}`,
      ].map((path) => callApi(path, { token: stranger.token })),
    );
    const writes = [
      await writeAs(stranger, `/api/accounts/${accountId}/name`, 'PATCH', { name: 'Mine' }),
      await writeAs(stranger, `/api/accounts/${accountId}/visibility`, 'PATCH', { hidden: true }),
      await writeAs(stranger, `/api/accounts/${accountId}/reset`, 'POST'),
      await writeAs(stranger, `/api/accounts/${accountId}/delete`, 'DELETE'),
      await writeAs(stranger, `/api/positions/manual?accountId=${accountId}`, 'POST', {
        ticker: 'KO',
        amount: 1,
        costBasisPerShare: 1,
      }),
      await writeAs(stranger, `/api/test-data?accountId=${accountId}`, 'POST'),
      await writeAs(stranger, `/api/test-data?accountId=${accountId}`, 'DELETE'),
    ];
    // Assess
    expect([...reads, ...writes].map((response) => response.status)).toEqual(Array(12).fill(404));
    expect(writes[0]?.body).toMatchObject({ message: `Account ${accountId} not found` });
    expect((await callApi('/api/accounts', { token: stranger.token })).body).toEqual([]);
    expect((await callApi('/api/positions', { token: stranger.token })).body).toEqual([]);
    const mine = await callApi('/api/accounts', { token: owner.token });
    expect(mine.body).toEqual([
      expect.objectContaining({ id: accountId, name: 'My holdings', positionsCount: 1 }),
    ]);
  });

  it('lets an admin read while viewing as the user and refuses every write', async () => {
    const owner = await createUserWithProfile();
    const accountId = await createManualAccount(owner);
    const admin = {
      token: await tokenFor('admin@thetix.local'),
      headers: {
        'x-impersonate-user-id': owner.userId,
        'x-impersonation-timestamp': new Date().toISOString(),
      },
    };
    const read = await callApi('/api/accounts', admin);
    expect(read.status).toBe(200);
    expect(read.body).toEqual([expect.objectContaining({ id: accountId })]);
    const refused = await callApi(`/api/accounts/${accountId}/name`, {
      ...admin,
      method: 'PATCH',
      xsrf: true,
      body: { name: 'Renamed by admin' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'READ_ONLY_IMPERSONATION' });
    const testData = await callApi('/api/test-data', { ...admin, method: 'POST', xsrf: true });
    expect(testData.status).toBe(403);
  });
});

/** A write with a raw body and content type, as a probe sends it (callApi always says application/json). */
async function rawWrite(user: SignedInUser, path: string, method: string, body: string, contentType: string) {
  const token = (await callApi('/api/token', { token: user.token })).body?.token as string;
  const response = await fetch(`${stack().urls.http}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': contentType,
      'x-xsrf-token': token,
      cookie: `XSRF-TOKEN=${token}`,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('manual positions: hostile input (issue 20 items 2 and 6)', () => {
  // Before: 1e-320 answered 500 ("Number underflow" from DynamoDB) and 1e-11 was recorded.
  it.each(['1e309', '1e+308', '9007199254740992', '1e-320', '1e-11'])(
    'answers 400 for an amount or cost basis of %s and records nothing',
    async (literal) => {
      const user = await createUserWithProfile();
      const accountId = await createManualAccount(user);
      const path = `/api/positions/manual?accountId=${accountId}`;
      const amount = await writeAs(
        user,
        path,
        'POST',
        `{"ticker":"KO","amount":${literal},"costBasisPerShare":10}`,
      );
      const cost = await writeAs(
        user,
        path,
        'POST',
        `{"ticker":"KO","amount":1,"costBasisPerShare":${literal}}`,
      );
      expect([amount.status, cost.status]).toEqual([400, 400]);
      expect(amount.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'body.amount' })]);
      expect(cost.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'body.costBasisPerShare' })]);
      const transactions = await callApi(`/api/portfolio/transactions?accountId=${accountId}`, {
        token: user.token,
      });
      expect(transactions.body).toEqual([]);
    },
  );

  it('answers 409 for the same position posted twice in a row and records it once', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await createManualAccount(user);
    const path = `/api/positions/manual?accountId=${accountId}`;
    const position = { ticker: 'KO', amount: 12, costBasisPerShare: 61.5 };
    // Act
    const [first, second] = await Promise.all([
      writeAs(user, path, 'POST', position),
      writeAs(user, path, 'POST', position),
    ]);
    const other = await writeAs(user, path, 'POST', { ...position, amount: 13 });
    // Assess
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((response) => response.status === 409)?.body).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('was just added to this account, so it was not added again'),
    });
    expect(other.status).toBe(201);
    const transactions = await callApi(`/api/portfolio/transactions?accountId=${accountId}`, {
      token: user.token,
    });
    expect(transactions.body).toHaveLength(2);
  });

  it.each(['application/jsonx', 'application/json; charset=utf-16', 'text/plain'])(
    'answers 415 for a body sent as %s and creates nothing',
    async (contentType) => {
      const user = await createUserWithProfile();
      const response = await rawWrite(user, '/api/accounts', 'POST', '{"name":"Sneaky"}', contentType);
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ message: expect.stringContaining('must be application/json') });
      const accounts = await callApi('/api/accounts', { token: user.token });
      expect(accounts.body).toEqual([]);
    },
  );

  it('answers 400 for a body on a write route that takes none', async () => {
    const user = await createUserWithProfile();
    const accountId = await createManualAccount(user);
    const response = await writeAs(user, `/api/accounts/${accountId}/reset`, 'POST', { everything: true });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'This route takes no request body: send the request without one',
    });
  });
});
