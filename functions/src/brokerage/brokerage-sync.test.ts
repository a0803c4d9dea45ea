import { describe, expect, it } from 'vitest';
import { fixedClock, type Clock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import type { StoredAccount } from '../portfolio/portfolio-entities';
import { createInMemoryPortfolioRepository } from '../portfolio/testing/in-memory-portfolio-repository';
import { BrokerageAuthError, BrokerageUnavailableError } from './brokerage-port';
import {
  buildBrokerageSync,
  connectedAccountId,
  SyncAuthenticationError,
  type SyncRequest,
} from './brokerage-sync';
import {
  createFakeAccount,
  createFakeAggregator,
  createInMemoryBrokerage,
} from './testing/in-memory-brokerage';

const NOW = '2026-11-20T21:00:00.000Z';
const CALL = 'AAPL261127C00200000';
const logger = createLogger({ sink: () => undefined });

function setup(options: { clock?: Clock } = {}) {
  const portfolio = createInMemoryPortfolioRepository();
  const store = createInMemoryBrokerage(portfolio);
  const aggregator = createFakeAggregator();
  const triggered: string[] = [];
  const removed: string[] = [];
  const clock = options.clock ?? fixedClock(NOW);
  const sync = buildBrokerageSync({
    brokerage: store.brokerage,
    portfolio: portfolio.repository,
    clock,
    removeAccountData: async (_userId, accountId) => {
      removed.push(accountId);
    },
    holdingsChanged: async (userId) => {
      triggered.push(userId);
    },
  });
  const progress: string[] = [];
  const run = (overrides: Partial<SyncRequest> = {}) =>
    sync({
      userId: 'user-1',
      adapter: aggregator.adapter,
      scope: { kind: 'all' },
      full: false,
      trigger: 'user',
      logger,
      progress: async (message) => {
        progress.push(message);
      },
      ...overrides,
    });
  return { portfolio, store, aggregator, triggered, removed, run, progress };
}

/** A broker account: AAPL partly bought in the history, KO held from before it, one short AAPL call. */
function brokerAccount() {
  const fake = createFakeAccount();
  fake.holdings = {
    cashBalance: 2500,
    equities: [
      { ticker: 'AAPL', shares: 200, averageCost: 150, price: 230 },
      { ticker: 'KO', shares: 100, averageCost: 50, price: 70 },
    ],
    options: [{ ticker: 'AAPL', symbol: CALL, contracts: -2, averagePrice: 1.5 }],
  };
  fake.activities = [
    {
      id: 'a-1',
      kind: 'buy',
      ticker: 'AAPL',
      quantity: 100,
      price: 180,
      fees: 0,
      timestamp: '2026-03-02T15:00:00Z',
    },
    {
      id: 'a-2',
      kind: 'sell',
      ticker: 'AAPL',
      optionSymbol: CALL,
      quantity: 2,
      price: 1.5,
      fees: 1.3,
      timestamp: '2026-11-16T15:00:00Z',
    },
    {
      id: 'a-3',
      kind: 'dividend',
      ticker: 'KO',
      quantity: 100,
      price: 0.51,
      fees: 0,
      timestamp: '2026-10-01T13:00:00Z',
    },
  ];
  return fake;
}

/** Shares and open contracts of each position the sync projected. */
const heldAmounts = (portfolio: ReturnType<typeof createInMemoryPortfolioRepository>) =>
  [...portfolio.positions.values()].map(({ ticker, amount, totalOpenContracts }) => ({
    ticker,
    amount,
    totalOpenContracts,
  }));

const accountIdOf = (externalId = 'ext-1') => connectedAccountId('user-1', 'snaptrade', externalId);

describe('brokerage sync', () => {
  it('imports the account, its activities and an opening balance for what the history does not explain', async () => {
    // Prepare
    const { portfolio, aggregator, run, triggered, store } = setup();
    aggregator.state.accounts = [brokerAccount()];

    // Act
    const outcome = await run();

    // Assess
    const accountId = accountIdOf();
    expect(await portfolio.repository.getAccount('user-1', accountId)).toMatchObject({
      source: 'snaptrade',
      connectionId: 'conn-1',
      externalAccountId: 'ext-1',
      cashBalance: 2500,
      institutionName: 'Fake Brokerage',
    });
    const lines = await portfolio.repository.listLines('user-1', { accountId });
    const reconciled = lines.filter((line) => line.externalId?.startsWith('reconcile:'));
    expect(reconciled.sort((a, b) => a.ticker.localeCompare(b.ticker))).toEqual([
      expect.objectContaining({ ticker: 'AAPL', orderType: 'buy', quantity: 100, price: 150 }),
      expect.objectContaining({ ticker: 'KO', orderType: 'buy', quantity: 100, price: 50 }),
    ]);
    const aaplOpening = lines.find((line) => line.externalId === 'reconcile:equity:AAPL')!;
    expect(aaplOpening.timestamp < '2026-03-02T15:00:00.000Z').toBe(true);
    expect(heldAmounts(portfolio)).toEqual([
      { ticker: 'AAPL', amount: 200, totalOpenContracts: 2 },
      { ticker: 'KO', amount: 100, totalOpenContracts: 0 },
    ]);
    expect(outcome).toMatchObject({ accounts: 1, positions: 2, transactions: 3 });
    expect(outcome.message).toBe('Successfully synced 2 positions in 1 account.');
    expect(triggered).toEqual(['user-1']);
    expect([...store.connections.values()][0]).toMatchObject({
      status: 'active',
      importedAccounts: { 'ext-1': accountId },
    });
  });

  it('never duplicates a transaction on a re-sync or a duplicate run', async () => {
    // Prepare
    const { portfolio, aggregator, run } = setup();
    aggregator.state.accounts = [brokerAccount()];
    await run();
    const before = await portfolio.repository.listLines('user-1');

    // Act
    await run();
    await run({ full: true });

    // Assess
    expect(await portfolio.repository.listLines('user-1')).toEqual(before);
  });

  it('moves a line the aggregator re-dated instead of keeping both', async () => {
    // Prepare
    const { portfolio, aggregator, run } = setup();
    const fake = brokerAccount();
    aggregator.state.accounts = [fake];
    await run();
    fake.activities = fake.activities.map((activity) =>
      activity.id === 'a-3' ? { ...activity, timestamp: '2026-10-02T13:00:00Z' } : activity,
    );

    // Act
    await run();

    // Assess
    const dividends = (await portfolio.repository.listLines('user-1')).filter(
      (line) => line.tickerType === 'dividend',
    );
    expect(dividends.map((line) => line.timestamp)).toEqual(['2026-10-02T13:00:00.000Z']);
  });

  it('removes a holding the broker no longer reports, and leaves manual accounts and other users alone', async () => {
    // Prepare
    const { portfolio, aggregator, run } = setup();
    const fake = brokerAccount();
    aggregator.state.accounts = [fake];
    const manual: StoredAccount = {
      id: 'manual-1',
      userId: 'user-1',
      name: 'Manual',
      source: 'manual',
      hidden: false,
      cashBalance: 0,
      createdAt: NOW,
    };
    await portfolio.repository.createAccount(manual);
    await portfolio.repository.createAccount({ ...manual, userId: 'user-2' });
    const manualLine = {
      id: 'm-1',
      accountId: 'manual-1',
      groupId: 'm-1',
      ticker: 'KO',
      symbol: 'KO',
      timestamp: '2026-01-05T15:00:00.000Z',
      tickerType: 'equity' as const,
      orderType: 'buy' as const,
      quantity: 10,
      price: 60,
      fees: 0,
      source: 'manual' as const,
      testData: false,
    };
    await portfolio.repository.putLines('user-1', [manualLine]);
    await portfolio.repository.putLines('user-2', [manualLine]);
    await run();
    fake.holdings = {
      ...fake.holdings,
      equities: fake.holdings.equities.filter((equity) => equity.ticker !== 'AAPL'),
      options: [],
    };

    // Act
    await run();

    // Assess
    const positions = [...portfolio.positions.values()].filter(
      (position) => position.accountId === accountIdOf(),
    );
    expect(positions.find((position) => position.ticker === 'AAPL')).toMatchObject({
      amount: 0,
      totalOpenContracts: 0,
    });
    expect(await portfolio.repository.listLines('user-1', { accountId: 'manual-1' })).toEqual([manualLine]);
    expect(await portfolio.repository.listLines('user-2')).toEqual([manualLine]);
  });

  it('keeps the last holdings and says so when an account that held something comes back empty', async () => {
    // Prepare
    const { portfolio, aggregator, run } = setup();
    const fake = brokerAccount();
    aggregator.state.accounts = [fake];
    await run();
    fake.holdings = { equities: [], options: [] };

    // Act
    const outcome = await run();

    // Assess
    expect(outcome.message).toContain('Fake Brokerage reported no positions for Individual');
    const aapl = [...portfolio.positions.values()].find((position) => position.ticker === 'AAPL');
    expect(aapl).toMatchObject({ amount: 200 });
  });

  it('keeps the last holdings of an account whose positions the aggregator cannot report (410)', async () => {
    // Prepare
    const { portfolio, aggregator, run } = setup();
    const fake = brokerAccount();
    aggregator.state.accounts = [fake];
    await run();
    aggregator.adapter.fetchHoldings = async () => {
      throw new BrokerageUnavailableError('410 Gone');
    };

    // Act
    const outcome = await run();

    // Assess
    expect(outcome.message).toContain('could not report the holdings of Individual');
    expect([...portfolio.positions.values()].find((position) => position.ticker === 'KO')).toMatchObject({
      amount: 100,
    });
  });

  it('marks a connection whose login broke as failed, and the nightly run then leaves it alone', async () => {
    // Prepare
    const { aggregator, run, store } = setup();
    aggregator.state.accounts = [brokerAccount()];
    aggregator.state.failWith = new BrokerageAuthError('login expired');

    // Act
    const attempt = run();

    // Assess
    await expect(attempt).rejects.toBeInstanceOf(SyncAuthenticationError);
    expect([...store.connections.values()][0]).toMatchObject({
      status: 'failed',
      error: 'Fake Brokerage needs to be reconnected.',
    });
    aggregator.state.failWith = undefined;
    const nightly = await run({ trigger: 'nightly' });
    expect(nightly.accounts).toBe(0);
    expect([...store.connections.values()][0]).toMatchObject({ status: 'failed' });
    const manual = await run({ trigger: 'user' });
    expect(manual.accounts).toBe(1);
    expect([...store.connections.values()][0]).toMatchObject({ status: 'active', error: null });
  });

  it('rethrows a rate limit so the queue retries it', async () => {
    // Prepare
    const { aggregator, run } = setup();
    aggregator.state.accounts = [brokerAccount()];
    aggregator.state.failWith = new Error('429 Too Many Requests');

    // Act & Assess
    await expect(run()).rejects.toThrow('429');
  });

  it('does not bring back an account the user deleted, and removes accounts of connections removed at the aggregator', async () => {
    // Prepare
    const { portfolio, aggregator, run, removed, store } = setup();
    aggregator.state.accounts = [brokerAccount(), createFakeAccount({ externalId: 'ext-2', name: 'IRA' })];
    await run();
    await portfolio.repository.deleteAccountContents('user-1', accountIdOf());
    await portfolio.repository.deleteAccount('user-1', accountIdOf());

    // Act
    await run();

    // Assess
    expect(await portfolio.repository.getAccount('user-1', accountIdOf())).toBeUndefined();
    expect(await portfolio.repository.getAccount('user-1', accountIdOf('ext-2'))).toBeDefined();
    aggregator.state.connections = [];
    await run();
    expect(await portfolio.repository.getAccount('user-1', accountIdOf('ext-2'))).toBeUndefined();
    expect(removed).toEqual([accountIdOf('ext-2')]);
    expect(store.connections.size).toBe(0);
    expect(store.forgotten).toEqual(['user-1#snaptrade']);
  });

  it('reads a year of history on a full or first sync, and a week before the last success otherwise', async () => {
    // Prepare
    const { aggregator, run } = setup();
    aggregator.state.accounts = [brokerAccount()];

    // Act
    await run();
    await run({ lastSuccessfulSync: '2026-11-19T10:00:00.000Z' });
    await run({ lastSuccessfulSync: '2026-11-19T10:00:00.000Z', full: true });

    // Assess
    expect(aggregator.state.sinceAsked).toEqual(['2025-11-20', '2026-11-12', '2025-11-20']);
  });

  it('syncs only the account asked for', async () => {
    // Prepare
    const { portfolio, aggregator, run, progress } = setup();
    aggregator.state.accounts = [brokerAccount(), createFakeAccount({ externalId: 'ext-2', name: 'IRA' })];
    await run();
    progress.length = 0;

    // Act
    await run({ scope: { kind: 'account', id: accountIdOf('ext-2') } });

    // Assess
    expect(progress.filter((line) => line.startsWith('Syncing'))).toEqual(['Syncing IRA (2 of 2)...']);
    expect(await portfolio.repository.getAccount('user-1', accountIdOf())).toBeDefined();
  });
});

describe('brokerage sync with malformed answers from the aggregator', () => {
  it('skips and logs malformed holdings and activities, keeps what was synced before, and completes', async () => {
    // Prepare
    const { portfolio, aggregator, run } = setup();
    const fake = brokerAccount();
    aggregator.state.accounts = [fake];
    await run();
    const accountId = accountIdOf();
    const before = await portfolio.repository.listLines('user-1', { accountId });
    const logs: string[] = [];
    const warnings = createLogger({ sink: (line) => logs.push(line) });
    fake.holdings = {
      cashBalance: 2400,
      equities: [
        { ticker: 'AAPL', shares: 200, averageCost: 150, price: Number.NaN },
        { ticker: 'KO', shares: 100, averageCost: 50, price: 70 },
        { ticker: 'MSFT', shares: 10, averageCost: 400, price: 410 },
        { ticker: '', shares: 5, averageCost: 10 },
      ],
      options: [{ ticker: 'AAPL', symbol: 'AAPL CALL', contracts: -2, averagePrice: 1.5 }],
    };
    const [first, ...rest] = fake.activities;
    fake.activities = [
      { ...first!, price: Number.NaN },
      ...rest,
      {
        id: 'a-4',
        kind: 'buy',
        ticker: 'MSFT',
        quantity: 10,
        price: 400,
        fees: 0,
        timestamp: '2026-11-18T15:00:00Z',
      },
      {
        id: 'a-5',
        kind: 'buy',
        ticker: 'MSFT',
        quantity: -5,
        price: 400,
        fees: 0,
        timestamp: '2026-11-18T15:00:00Z',
      },
      {
        id: 'a-6',
        kind: 'buy',
        ticker: '',
        quantity: 5,
        price: 10,
        fees: 0,
        timestamp: '2026-11-18T15:00:00Z',
      },
      {
        id: 'a-7',
        kind: 'sell',
        ticker: 'AAPL',
        optionSymbol: 'AAPL',
        quantity: 1,
        price: 2,
        fees: 0,
        timestamp: '2026-11-18T15:00:00Z',
      },
    ];

    // Act
    const outcome = await run({ logger: warnings });

    // Assess
    expect(outcome).toMatchObject({ accounts: 1, transactions: 3 });
    const lines = await portfolio.repository.listLines('user-1', { accountId });
    const synced = lines.filter((line) => !line.externalId?.startsWith('reconcile:'));
    expect(synced.map((line) => line.externalId).sort()).toEqual(['a-1', 'a-2', 'a-3', 'a-4']);
    expect(lines.find((line) => line.externalId === 'a-1')).toEqual(
      before.find((line) => line.externalId === 'a-1'),
    );
    expect(heldAmounts(portfolio)).toEqual([
      { ticker: 'AAPL', amount: 200, totalOpenContracts: 2 },
      { ticker: 'KO', amount: 100, totalOpenContracts: 0 },
      { ticker: 'MSFT', amount: 10, totalOpenContracts: 0 },
    ]);
    const skipped = logs
      .map((line) => JSON.parse(line) as { message: string; entry: string; problems: string[] })
      .filter((line) => line.message === 'skipped a malformed entry from the aggregator');
    expect(skipped.map((line) => line.entry).sort()).toEqual([
      'activity',
      'activity',
      'activity',
      'activity',
      'equity',
      'equity',
      'option',
    ]);
    expect(skipped.every((line) => line.problems.length > 0)).toBe(true);
  });

  it('imports the well-formed part of a first sync whose answer is partly malformed', async () => {
    // Prepare
    const { portfolio, aggregator, run } = setup();
    const fake = brokerAccount();
    fake.holdings = {
      ...fake.holdings,
      equities: [...fake.holdings.equities, { ticker: 'MSFT', shares: Number.NaN }],
      options: [...fake.holdings.options, { ticker: 'KO', symbol: 'KO261127P', contracts: 1 }],
    };
    aggregator.state.accounts = [fake];

    // Act
    const outcome = await run();

    // Assess
    expect(outcome).toMatchObject({ accounts: 1, positions: 2, transactions: 3 });
    expect([...portfolio.positions.values()].map(({ ticker, amount }) => [ticker, amount])).toEqual([
      ['AAPL', 200],
      ['KO', 100],
    ]);
  });
});
