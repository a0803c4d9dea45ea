import { MAX_WATCHLIST_ENTRIES } from '@thetix/shared/contracts/limits';
import { companyDirectory } from '@thetix/shared/market/company-directory';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import {
  callApi,
  createUserWithProfile,
  type SignedInUser,
  stack,
  stackTable,
  tokenFor,
  writeAs,
} from '../testing/stack-client';
import { buildWatchlistForPuts } from './watchlist-for-puts';
import { buildWheelRepository, type WheelRepository } from './wheel-repository';
import { buildWheelService, wheelMessages } from './wheel-service';
import { systemClock } from '../platform/clock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Entry = {
  ticker: string;
  name: string;
  targetPrice: number | null;
  targetAllocationPercent: number | null;
  riskLevel: string;
  accountId: string | null;
  testData: boolean;
};
type Cash = {
  accountId: string;
  source: string;
  cashBalance: number;
  cashSource: string | null;
  syncedCashBalance: number | null;
  cashSetAside: number;
  cashForPuts: number;
};

const watchlistOf = async (user: SignedInUser) =>
  (await callApi('/api/watchlist', { token: user.token })).body as unknown as {
    entries: Entry[];
    limit: number;
  };
const cashOf = async (user: SignedInUser) =>
  ((await callApi('/api/cash', { token: user.token })).body as unknown as { accounts: Cash[] }).accounts;
const newAccount = async (user: SignedInUser, name = 'Wheel') =>
  String((await writeAs(user, '/api/accounts', 'POST', { name })).body?.id);

/** Polls the sandbox sync status, as the app does, until the sync is no longer running. */
async function syncFinished(user: SignedInUser, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await callApi('/api/sandbox/sync-status', { token: user.token });
    if (status.body?.is_syncing === false || Date.now() > deadline) return status.body ?? {};
    await sleep(200);
  }
}

/** The browser's linking flow to a demo brokerage of the sandbox aggregator (brokerage.integration.test.ts). */
async function connectNorthwind(user: SignedInUser) {
  const login = await writeAs(user, '/api/sandbox/create_login', 'POST', { connection_type: 'read' });
  expect(login.status).toBe(200);
  const portal = await fetch(String(login.body?.redirectURI).replace(/^http:\/\/[^/]+/, stack().urls.http));
  const authorize = /href="([^"]*brokerage=northwind)"/
    .exec(await portal.text())?.[1]
    ?.replace(/&#38;/g, '&');
  const callback = await fetch(`${stack().urls.http}${authorize}`);
  expect(callback.status).toBe(200);
}

describe('the wheel watchlist against the local stack', () => {
  beforeAll(() => {
    Object.assign(process.env, stack().env);
    resetConfigForTests();
  });

  it('adds, lists, replaces and removes tickers, with the account whose cash secures puts', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await newAccount(user);

    // Act
    const created = await writeAs(user, '/api/watchlist/pep', 'PUT', {
      targetPrice: 140,
      riskLevel: 'balanced',
      accountId,
    });
    const second = await writeAs(user, '/api/watchlist/JNJ', 'PUT', { targetAllocationPercent: 3 });
    const replaced = await writeAs(user, '/api/watchlist/PEP', 'PUT', {
      targetAllocationPercent: 2.5,
      accountId,
    });
    const listed = await watchlistOf(user);
    const removed = await writeAs(user, '/api/watchlist/JNJ', 'DELETE');
    const removedAgain = await writeAs(user, '/api/watchlist/JNJ', 'DELETE');
    const after = await watchlistOf(user);

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ticker: 'PEP',
      name: expect.stringContaining('Pepsi'),
      targetPrice: 140,
      targetAllocationPercent: null,
      riskLevel: 'balanced',
      accountId,
      testData: false,
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ ticker: 'JNJ', riskLevel: 'conservative', accountId: null });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      targetPrice: null,
      targetAllocationPercent: 2.5,
      riskLevel: 'conservative',
    });
    expect(replaced.body?.createdAt).toBe(created.body?.createdAt);
    expect(listed.limit).toBe(MAX_WATCHLIST_ENTRIES);
    expect(listed.entries.map((entry) => entry.ticker)).toEqual(['JNJ', 'PEP']);
    expect(removed.status).toBe(204);
    expect(removedAgain.status).toBe(404);
    expect(removedAgain.body?.message).toBe('JNJ is not on your watchlist');
    expect(after.entries.map((entry) => entry.ticker)).toEqual(['PEP']);
  });

  it('answers 400 naming the field, 404 for an unknown ticker or account, and 409 past the limit', async () => {
    // Prepare: a watchlist one short of full, written straight to the table.
    const user = await createUserWithProfile();
    const repository = buildWheelRepository(stackTable());
    const now = new Date().toISOString();
    const tickers = companyDirectory
      .map((company) => company.ticker)
      .filter((ticker) => ticker !== 'KO')
      .slice(0, MAX_WATCHLIST_ENTRIES - 1);
    for (const ticker of tickers)
      await repository.putEntry(
        user.userId,
        {
          ticker,
          targetPrice: null,
          targetAllocationPercent: null,
          riskLevel: 'conservative',
          accountId: null,
          testData: false,
          createdAt: now,
          updatedAt: now,
        },
        'create',
      );

    // Act
    const badPrice = await writeAs(user, '/api/watchlist/KO', 'PUT', { targetPrice: -1 });
    const badRisk = await writeAs(user, '/api/watchlist/KO', 'PUT', { riskLevel: 'yolo' });
    const badAllocation = await writeAs(user, '/api/watchlist/KO', 'PUT', { targetAllocationPercent: 150 });
    const extra = await writeAs(user, '/api/watchlist/KO', 'PUT', { shares: 100 });
    const badTicker = await writeAs(user, '/api/watchlist/TOOLONG', 'PUT', {});
    const unknownTicker = await writeAs(user, '/api/watchlist/ZZZZ', 'PUT', {});
    const unknownAccount = await writeAs(user, '/api/watchlist/KO', 'PUT', { accountId: 'not-an-account' });
    const fiftieth = await writeAs(user, '/api/watchlist/KO', 'PUT', {});
    const fiftyFirst = await writeAs(user, `/api/watchlist/${companyDirectory.at(-1)!.ticker}`, 'PUT', {});
    const replaceWhenFull = await writeAs(user, '/api/watchlist/KO', 'PUT', { targetPrice: 55 });

    // Assess
    expect(badPrice).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(badPrice.body?.message).toContain('body.targetPrice: must be at least 0.0001');
    expect(badRisk.status).toBe(400);
    expect(badRisk.body?.message).toContain('body.riskLevel');
    expect(badAllocation.body?.message).toContain('body.targetAllocationPercent: must be at most 100');
    expect(extra.status).toBe(400);
    expect(badTicker.status).toBe(400);
    expect(badTicker.body?.message).toContain('params.ticker');
    expect(unknownTicker).toMatchObject({ status: 404, body: { message: 'Ticker ZZZZ not found' } });
    expect(unknownAccount).toMatchObject({
      status: 404,
      body: { message: 'Account not-an-account not found' },
    });
    expect(fiftieth.status).toBe(201);
    expect(fiftyFirst.status).toBe(409);
    expect(fiftyFirst.body).toMatchObject({
      code: 'CONFLICT',
      message: `Your watchlist holds at most ${MAX_WATCHLIST_ENTRIES} tickers: remove one before adding another`,
    });
    expect(replaceWhenFull.status).toBe(200);
    expect((await watchlistOf(user)).entries).toHaveLength(MAX_WATCHLIST_ENTRIES);
  });

  it("never shows or changes another user's watchlist or cash", async () => {
    // Prepare
    const owner = await createUserWithProfile();
    const stranger = await createUserWithProfile();
    const ownerAccount = await newAccount(owner);
    await writeAs(owner, '/api/watchlist/PEP', 'PUT', { accountId: ownerAccount });
    await writeAs(owner, `/api/accounts/${ownerAccount}/cash`, 'PUT', {
      cashBalance: 5000,
      cashSetAside: 4000,
    });

    // Act
    const seen = await watchlistOf(stranger);
    const seenCash = await cashOf(stranger);
    const setCash = await writeAs(stranger, `/api/accounts/${ownerAccount}/cash`, 'PUT', { cashBalance: 1 });
    const secureWithIt = await writeAs(stranger, '/api/watchlist/PEP', 'PUT', { accountId: ownerAccount });
    const deleteIt = await writeAs(stranger, '/api/watchlist/PEP', 'DELETE');

    // Assess
    expect(seen.entries).toEqual([]);
    expect(seenCash).toEqual([]);
    expect(setCash).toMatchObject({ status: 404, body: { message: `Account ${ownerAccount} not found` } });
    expect(secureWithIt.status).toBe(404);
    expect(deleteIt.status).toBe(404);
    expect((await watchlistOf(owner)).entries.map((entry) => entry.ticker)).toEqual(['PEP']);
    expect((await cashOf(owner))[0]).toMatchObject({
      cashBalance: 5000,
      cashSetAside: 4000,
      cashSource: 'manual',
    });
  });

  it('lets an admin viewing as the user read the watchlist and cash, and refuses every write', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await newAccount(user);
    await writeAs(user, '/api/watchlist/VZ', 'PUT', { targetPrice: 38 });
    const admin = {
      token: await tokenFor('admin@thetix.local'),
      headers: {
        'x-impersonate-user-id': user.userId,
        'x-impersonation-timestamp': new Date().toISOString(),
      },
    };

    // Act
    const read = await callApi('/api/watchlist', admin);
    const cash = await callApi('/api/cash', admin);
    const writes = [
      await callApi('/api/watchlist/PEP', { ...admin, method: 'PUT', xsrf: true, body: {} }),
      await callApi('/api/watchlist/VZ', { ...admin, method: 'DELETE', xsrf: true }),
      await callApi(`/api/accounts/${accountId}/cash`, {
        ...admin,
        method: 'PUT',
        xsrf: true,
        body: { cashBalance: 9 },
      }),
    ];

    // Assess
    expect(read.status).toBe(200);
    expect((read.body as unknown as { entries: Entry[] }).entries.map((entry) => entry.ticker)).toEqual([
      'VZ',
    ]);
    expect(cash.status).toBe(200);
    for (const write of writes)
      expect(write).toMatchObject({
        status: 403,
        body: {
          code: 'READ_ONLY_IMPERSONATION',
          message: 'Admin impersonation only allows read-only operations',
        },
      });
    expect((await watchlistOf(user)).entries.map((entry) => entry.ticker)).toEqual(['VZ']);
    expect((await cashOf(user))[0]).toMatchObject({ cashBalance: 0, cashSource: null });
  });

  it('keeps cash set aside within the balance and hands the put engine each entry with its account cash', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const accountId = await newAccount(user);
    await writeAs(user, '/api/watchlist/PEP', 'PUT', {
      accountId,
      riskLevel: 'aggressive',
      targetPrice: 150,
    });
    await writeAs(user, '/api/watchlist/VZ', 'PUT', {});

    // Act
    const tooMuch = await writeAs(user, `/api/accounts/${accountId}/cash`, 'PUT', { cashSetAside: 1 });
    const empty = await writeAs(user, `/api/accounts/${accountId}/cash`, 'PUT', {});
    const set = await writeAs(user, `/api/accounts/${accountId}/cash`, 'PUT', {
      cashBalance: 20_000,
      cashSetAside: 15_000,
    });
    const forPuts = await buildWatchlistForPuts(stackTable())(user.userId);
    const account = (
      (await callApi('/api/accounts', { token: user.token })).body as unknown as {
        id: string;
        cashBalance: number;
        totalValue: number;
      }[]
    ).find((candidate) => candidate.id === accountId);

    // Assess
    expect(tooMuch).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid request: body.cashSetAside: must be at most the cash balance (0.00)',
      },
    });
    expect(empty.status).toBe(400);
    expect(empty.body?.message).toContain('send cashBalance, cashSetAside or both');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      cashBalance: 20_000,
      cashSource: 'manual',
      cashSetAside: 15_000,
      cashForPuts: 15_000,
    });
    expect(forPuts).toEqual([
      {
        ticker: 'PEP',
        targetPrice: 150,
        targetAllocationPercent: null,
        riskLevel: 'aggressive',
        accountId,
        cashForPuts: 15_000,
      },
      {
        ticker: 'VZ',
        targetPrice: null,
        targetAllocationPercent: null,
        riskLevel: 'conservative',
        accountId: null,
        cashForPuts: 0,
      },
    ]);
    // The account's cash is the portfolio's too: the total value counts it.
    expect(account).toMatchObject({ cashBalance: 20_000, totalValue: 20_000 });
  });

  it('answers 409 when the cash changed between the read and the write of a hand entry, and keeps the other', async () => {
    // Prepare: a repository whose read is followed at once by another writer (a sync, another tab).
    const user = await createUserWithProfile();
    const accountId = await newAccount(user);
    const repository = buildWheelRepository(stackTable());
    const racing: WheelRepository = {
      ...repository,
      getAccount: async (userId, id) => {
        const read = await repository.getAccount(userId, id);
        await repository.writeCash(userId, id, read?.cashUpdatedAt ?? null, {
          cashBalance: 500,
          cashSetAside: 0,
          cashUpdatedAt: new Date().toISOString(),
          cashSource: 'manual',
        });
        return read;
      },
    };
    const service = buildWheelService({ wheel: racing, clock: systemClock });

    // Act
    const attempt = await service
      .setCash(user.userId, accountId, { cashBalance: 900 })
      .catch((error: unknown) => error);

    // Assess
    expect(attempt).toMatchObject({ status: 409, message: wheelMessages.cashChangedMeanwhile });
    expect((await cashOf(user))[0]).toMatchObject({ cashBalance: 500, cashSource: 'manual' });
  });

  it('gives the example portfolio cash and a watchlist, and takes them away with the example', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    const accountId = String(loaded.body?.accountId);
    const watchlist = await watchlistOf(user);
    const cash = await cashOf(user);
    const edited = await writeAs(user, '/api/watchlist/VZ', 'PUT', { targetAllocationPercent: 4, accountId });
    const removed = await writeAs(user, '/api/test-data', 'DELETE');
    const watchlistAfter = await watchlistOf(user);
    const cashAfter = await cashOf(user);

    // Assess
    expect(loaded.status).toBe(201);
    expect(watchlist.entries.map((entry) => [entry.ticker, entry.testData, entry.accountId])).toEqual([
      ['JNJ', true, accountId],
      ['PEP', true, accountId],
      ['VZ', true, accountId],
    ]);
    expect(watchlist.entries.find((entry) => entry.ticker === 'PEP')?.targetPrice).toBeGreaterThan(0);
    expect(cash).toEqual([
      expect.objectContaining({
        accountId,
        cashBalance: 60_000,
        cashSource: 'example',
        cashSetAside: 40_000,
        cashForPuts: 40_000,
      }),
    ]);
    expect(edited.status).toBe(200);
    expect(removed.status).toBe(204);
    // The entry the user edited is theirs now; the example's others and its cash are gone.
    expect(watchlistAfter.entries.map((entry) => [entry.ticker, entry.testData])).toEqual([['VZ', false]]);
    expect(cashAfter[0]).toMatchObject({ cashBalance: 0, cashSource: null, cashSetAside: 0, cashForPuts: 0 });
  });

  it('seeds the local investor with the example watchlist and cash set aside (a fresh clone)', async () => {
    // Act
    const investor = { token: await tokenFor('investor@thetix.local') } as SignedInUser;
    const watchlist = await watchlistOf(investor);
    const cash = await cashOf(investor);
    // Assess
    expect(watchlist.entries.map((entry) => entry.ticker)).toEqual(
      expect.arrayContaining(['JNJ', 'PEP', 'VZ']),
    );
    expect(cash).toEqual(
      expect.arrayContaining([expect.objectContaining({ cashSource: 'example', cashForPuts: 40_000 })]),
    );
  });

  it('takes the cash a brokerage sync reports, keeps a balance entered by hand across syncs, and can go back', async () => {
    // Prepare: a demo brokerage account (Northwind, $25,000 cash) linked and synced.
    const user = await createUserWithProfile();
    await connectNorthwind(user);
    await syncFinished(user);
    const synced = (await cashOf(user))[0]!;

    // Act
    const setAside = await writeAs(user, `/api/accounts/${synced.accountId}/cash`, 'PUT', {
      cashSetAside: 10_000,
    });
    const byHand = await writeAs(user, `/api/accounts/${synced.accountId}/cash`, 'PUT', {
      cashBalance: 30_000,
    });
    const resync = await writeAs(user, '/api/sandbox/sync', 'POST', { full: true });
    await syncFinished(user);
    const afterResync = (await cashOf(user))[0]!;
    const back = await writeAs(user, `/api/accounts/${synced.accountId}/cash`, 'PUT', { cashBalance: null });

    // Assess
    expect(synced).toMatchObject({
      source: 'sandbox',
      cashBalance: 25_000,
      cashSource: 'synced',
      syncedCashBalance: 25_000,
      cashSetAside: 0,
    });
    expect(setAside.body).toMatchObject({ cashBalance: 25_000, cashSource: 'synced', cashSetAside: 10_000 });
    expect(byHand.body).toMatchObject({ cashBalance: 30_000, cashSource: 'manual', cashSetAside: 10_000 });
    expect([200, 202]).toContain(resync.status);
    expect(afterResync).toMatchObject({
      cashBalance: 30_000,
      cashSource: 'manual',
      syncedCashBalance: 25_000,
      cashSetAside: 10_000,
    });
    expect(back.body).toMatchObject({ cashBalance: 25_000, cashSource: 'synced', cashSetAside: 10_000 });
  });
});
