import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { EXAMPLE_TOTAL_DOLLARS } from '@thetix/shared/portfolio/example-portfolio';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import { buildAggregates } from '@thetix/shared/portfolio/ledger-aggregates';
import { marketMarks } from '@thetix/shared/portfolio/market-marks';
import { portfolioPerformance } from '@thetix/shared/portfolio/performance';
import { createCallLine, createLine } from '@thetix/shared/portfolio/testing/ledger-fixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import type { StoredAccount } from './portfolio-entities';
import {
  buildPortfolioService,
  DEFAULT_MANUAL_ACCOUNT_NAME,
  DUPLICATE_MANUAL_WINDOW_SECONDS,
  messages,
} from './portfolio-service';
import { createInMemoryPortfolioRepository } from './testing/in-memory-portfolio-repository';

const NOW = '2026-03-10T15:00:00.000Z';
const market = createMarketSimulator();

function createAccount(overrides: Partial<StoredAccount> = {}): StoredAccount {
  return {
    id: 'account-1',
    userId: 'user-a',
    name: 'Brokerage',
    source: 'manual',
    hidden: false,
    cashBalance: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('portfolio service', () => {
  let store: ReturnType<typeof createInMemoryPortfolioRepository>;
  let service: ReturnType<typeof buildPortfolioService>;

  beforeEach(() => {
    store = createInMemoryPortfolioRepository();
    let next = 0;
    service = buildPortfolioService({
      portfolio: store.repository,
      market,
      clock: fixedClock(NOW),
      ids: () => `id-${++next}`,
    });
  });

  describe('accounts', () => {
    it('tells the opportunity engine when holdings change', async () => {
      // Prepare
      const told: string[] = [];
      let next = 0;
      const watched = buildPortfolioService({
        portfolio: store.repository,
        market,
        clock: fixedClock(NOW),
        ids: () => `watched-${++next}`,
        holdingsChanged: async (userId) => told.push(userId),
      });
      // Act
      await watched.loadExamplePortfolio('user-a');
      // Assess
      expect(told.length).toBeGreaterThan(0);
      expect(new Set(told)).toEqual(new Set(['user-a']));
    });

    it('removes what other features keep for an account before the account itself', async () => {
      // Prepare
      const removed: string[] = [];
      const withCleanup = buildPortfolioService({
        portfolio: store.repository,
        market,
        clock: fixedClock(NOW),
        ids: () => 'manual-1',
        removeAccountData: async (userId, accountId) => {
          removed.push(`${userId}/${accountId}`);
          expect(await store.repository.getAccount(userId, accountId)).toBeDefined();
        },
      });
      const created = await withCleanup.createManualAccount('user-a', 'Roth IRA');
      // Act
      await withCleanup.deleteAccount('user-a', created.id, 'manual');
      // Assess
      expect(removed).toEqual(['user-a/manual-1']);
      expect(await withCleanup.listAccounts('user-a')).toEqual([]);
    });

    it('creates, renames and hides a manual account, listing hidden ones flagged', async () => {
      // Prepare
      const created = await service.createManualAccount('user-a', 'Roth IRA');
      // Act
      await service.renameAccount('user-a', created.id, 'Roth');
      await service.setAccountVisibility('user-a', created.id, true);
      // Assess
      expect(await service.listAccounts('user-a')).toEqual([
        {
          id: 'id-1',
          userId: 'user-a',
          name: 'Roth',
          source: 'manual',
          hidden: true,
          positionsCount: 0,
          cashBalance: 0,
          totalValue: 0,
          createdAt: NOW,
        },
      ]);
    });

    it('answers 404 for an account of another user, for reads and writes alike', async () => {
      await store.repository.createAccount(createAccount({ userId: 'user-b', id: 'b-account' }));
      for (const attempt of [
        service.renameAccount('user-a', 'b-account', 'mine now'),
        service.setAccountVisibility('user-a', 'b-account', true),
        service.resetAccount('user-a', 'b-account'),
        service.deleteAccount('user-a', 'b-account', 'manual'),
        service.listPositions('user-a', 'b-account'),
        service.performance('user-a', { accountId: 'b-account' }),
        service.transactions('user-a', { accountId: 'b-account' }),
      ])
        await expect(attempt).rejects.toMatchObject({
          status: 404,
          message: messages.accountNotFound('b-account'),
        });
      expect(await store.repository.getAccount('user-b', 'b-account')).toMatchObject({ name: 'Brokerage' });
    });

    it('deletes manual accounts only through the danger zone, connected ones only through the other route', async () => {
      await store.repository.createAccount(createAccount({ id: 'manual' }));
      await store.repository.createAccount(createAccount({ id: 'broker', source: 'snaptrade' }));
      await expect(service.deleteAccount('user-a', 'broker', 'manual')).rejects.toMatchObject({
        status: 409,
        message: 'Only manual accounts can be deleted through the danger zone',
      });
      await expect(service.deleteAccount('user-a', 'manual', 'connected')).rejects.toMatchObject({
        status: 409,
      });
      await store.repository.putLines('user-a', [createLine({ accountId: 'manual' })]);
      await service.deleteAccount('user-a', 'manual', 'manual');
      await service.deleteAccount('user-a', 'broker', 'connected');
      expect(store.accounts.size).toBe(0);
      expect(store.lines.size).toBe(0);
    });

    it('loads an example portfolio whose holdings add up to the example amount (issue 18 item 9)', async () => {
      // Prepare: a Saturday, so the live price is the last close the example was sized at.
      const weekend = buildPortfolioService({
        portfolio: store.repository,
        market,
        clock: fixedClock('2026-03-14T15:00:00.000Z'),
        ids: () => 'example-account',
      });
      // Act
      await weekend.loadExamplePortfolio('user-a');
      const positions = await weekend.listPositions('user-a');
      // Assess
      const worth = positions.reduce((sum, position) => sum + position.amount * position.currentPrice, 0);
      expect(positions.map((position) => position.ticker)).toEqual(['AAPL', 'KO', 'MSFT']);
      expect(worth).toBeGreaterThan(EXAMPLE_TOTAL_DOLLARS - 1_000);
      expect(worth).toBeLessThanOrEqual(EXAMPLE_TOTAL_DOLLARS);
    });

    it('reads performance and positions from the stored snapshots, equal to folding the ledger', async () => {
      // Prepare
      await store.repository.createAccount(createAccount());
      await service.loadExamplePortfolio('user-a', 'account-1');
      await service.addManualPosition('user-a', 'account-1', {
        ticker: 'KO',
        amount: 10,
        costBasisPerShare: 60,
      });
      const lines = await store.repository.listLines('user-a', { accountId: 'account-1' });
      // Act
      const fromSnapshots = await service.performance('user-a', {});
      const positions = await service.listPositions('user-a');
      // Assess
      const folded = portfolioPerformance(lines, marketMarks(market, new Date(NOW)));
      expect(fromSnapshots.realizedOptionsIncome).toBeCloseTo(folded.realizedOptionsIncome, 2);
      expect(fromSnapshots.incomeSince.yearToDate.totalIncome).toBeCloseTo(folded.yearToDate.totalIncome, 2);
      expect(fromSnapshots.totalValue).toBeCloseTo(folded.totalValue, 2);
      expect(fromSnapshots.chart.map((point) => point.portfolioValue)).toEqual(
        folded.chart.map((point) => Math.round(point.portfolioValue * 100) / 100),
      );
      expect(positions.map((position) => [position.ticker, position.amount])).toEqual(
        holdingsAt(lines, new Date(NOW)).map((holding) => [holding.ticker, holding.shares]),
      );
      expect(await store.repository.readAggregates('user-a', 'account-1')).toEqual(
        JSON.parse(JSON.stringify(buildAggregates('account-1', lines))),
      );
    });

    it('resets a manual account and refuses to reset a connected one', async () => {
      await store.repository.createAccount(createAccount());
      await store.repository.createAccount(createAccount({ id: 'broker', source: 'plaid' }));
      await service.loadExamplePortfolio('user-a', 'account-1');
      expect((await service.resetAccount('user-a', 'account-1')).positionsCount).toBe(0);
      expect(await service.listPositions('user-a', 'account-1')).toEqual([]);
      await expect(service.resetAccount('user-a', 'broker')).rejects.toMatchObject({
        status: 409,
        message: messages.manualResetOnly,
      });
    });
  });

  describe('manual positions', () => {
    it('records a purchase in a new Manual Account when the user has none, and lists it', async () => {
      // Act
      const group = await service.addManualPosition('user-a', undefined, {
        ticker: 'KO',
        amount: 150.5,
        costBasisPerShare: 60.25,
        purchaseDate: '2026-01-15',
      });
      // Assess
      expect(group).toMatchObject({
        type: 'equity',
        strategy: 'increase_position',
        source: 'manual',
        date: '2026-01-15',
        transactions: [{ quantity: 150.5, price: 60.25, totalCost: 9067.63, orderType: 'buy' }],
      });
      const [account] = await service.listAccounts('user-a');
      expect(account).toMatchObject({
        name: DEFAULT_MANUAL_ACCOUNT_NAME,
        source: 'manual',
        positionsCount: 1,
      });
      const [position] = await service.listPositions('user-a');
      const price = market.quote('KO', new Date(NOW))!.price;
      expect(position).toMatchObject({
        ticker: 'KO',
        name: 'The Coca-Cola Company',
        amount: 150.5,
        totalOpenContracts: 0,
        costBasis: 9067.63,
        avgCostBasis: 60.25,
        currentPrice: Math.round(price * 100) / 100,
        dataSource: 'simulated',
      });
      expect(position?.totalGainPercent).toBeCloseTo(((price - 60.25) / 60.25) * 100, 1);
      expect([...store.positions.values()]).toMatchObject([
        { ticker: 'KO', amount: 150.5, accountId: 'id-1' },
      ]);
    });

    // Issue 20 item 6: a double submit recorded the same purchase twice.
    it('answers 409 for the same position posted again within the window, and records it once', async () => {
      // Prepare
      let now = Date.parse(NOW);
      let next = 0;
      const clocked = buildPortfolioService({
        portfolio: store.repository,
        market,
        clock: { now: () => new Date(now) },
        ids: () => `id-${++next}`,
      });
      const input = { ticker: 'KO', amount: 10, costBasisPerShare: 60 };
      await clocked.addManualPosition('user-a', undefined, input);
      // Act
      now += (DUPLICATE_MANUAL_WINDOW_SECONDS - 1) * 1000;
      const again = clocked.addManualPosition('user-a', undefined, input);
      // Assess
      await expect(again).rejects.toMatchObject({
        status: 409,
        message: messages.duplicateManualPosition(input),
      });
      expect(store.lines.size).toBe(1);
      expect(messages.duplicateManualPosition(input)).toBe(
        'This position (10 KO at 60 a share) was just added to this account, so it was not added again. ' +
          'If you bought it twice, add it again after 10 seconds.',
      );
    });

    it('records a different position at once, and the same one again after the window', async () => {
      // Prepare
      let now = Date.parse(NOW);
      let next = 0;
      const clocked = buildPortfolioService({
        portfolio: store.repository,
        market,
        clock: { now: () => new Date(now) },
        ids: () => `id-${++next}`,
      });
      const input = { ticker: 'KO', amount: 10, costBasisPerShare: 60 };
      await clocked.addManualPosition('user-a', undefined, input);
      // Act
      await clocked.addManualPosition('user-a', undefined, { ...input, amount: 11 });
      now += DUPLICATE_MANUAL_WINDOW_SECONDS * 1000;
      await clocked.addManualPosition('user-a', undefined, input);
      // Assess
      expect(store.lines.size).toBe(3);
    });

    it('refuses an unknown ticker, a future date and a connected account', async () => {
      await store.repository.createAccount(createAccount({ id: 'broker', source: 'snaptrade' }));
      const input = { ticker: 'ZZZZ', amount: 1, costBasisPerShare: 1 };
      await expect(service.addManualPosition('user-a', undefined, input)).rejects.toMatchObject({
        status: 404,
        message: 'Ticker ZZZZ not found',
      });
      await expect(
        service.addManualPosition('user-a', undefined, {
          ...input,
          ticker: 'KO',
          purchaseDate: '2026-03-11',
        }),
      ).rejects.toMatchObject({ status: 400, message: messages.futurePurchase('2026-03-10') });
      await expect(
        service.addManualPosition('user-a', 'broker', { ...input, ticker: 'KO' }),
      ).rejects.toMatchObject({
        status: 409,
      });
    });

    it('sums visible accounts per ticker and leaves hidden ones out unless asked for', async () => {
      await store.repository.createAccount(createAccount({ id: 'one' }));
      await store.repository.createAccount(createAccount({ id: 'two', hidden: true }));
      await store.repository.createAccount(createAccount({ id: 'three' }));
      await store.repository.putLines('user-a', [
        createLine({ accountId: 'one', quantity: 100, price: 100 }),
        createLine({ accountId: 'two', quantity: 50, price: 90 }),
        createLine({ accountId: 'three', quantity: 100, price: 200 }),
      ]);
      expect(await service.listPositions('user-a')).toMatchObject([
        { ticker: 'AAPL', amount: 200, costBasis: 30_000, avgCostBasis: 150 },
      ]);
      expect(await service.listPositions('user-a', 'two')).toMatchObject([{ amount: 50, costBasis: 4500 }]);
    });

    it('removes manual lines by group id, refusing synced ones and unknown ids', async () => {
      await store.repository.createAccount(createAccount());
      await store.repository.putLines('user-a', [
        createLine({ id: 'manual-1' }),
        createLine({ id: 'synced-1', source: 'synced' }),
      ]);
      await expect(service.removeManualTransactions('user-a', undefined, ['nope'])).rejects.toMatchObject({
        status: 404,
        message: 'Transaction nope not found',
      });
      await expect(
        service.removeManualTransactions('user-a', 'account-1', ['synced-1']),
      ).rejects.toMatchObject({
        status: 409,
        message: 'Only manual transactions can be removed',
      });
      await service.removeManualTransactions('user-a', 'account-1', ['manual-1']);
      expect((await store.repository.listLines('user-a')).map((line) => line.id)).toEqual(['synced-1']);
    });
  });

  describe('recorded trades', () => {
    it("records a trade made elsewhere in a read-only account's ledger once, and rewrites its positions", async () => {
      // Prepare
      const told: string[] = [];
      const recording = buildPortfolioService({
        portfolio: store.repository,
        market,
        clock: fixedClock(NOW),
        ids: () => 'unused',
        holdingsChanged: async (userId) => told.push(userId),
      });
      await store.repository.createAccount(createAccount({ id: 'broker', source: 'snaptrade' }));
      await store.repository.putLines('user-a', [
        createLine({
          id: 'shares',
          accountId: 'broker',
          quantity: 200,
          timestamp: '2026-02-02T15:00:00.000Z',
        }),
      ]);
      const sold = createCallLine({
        id: 'opp_1-sell',
        groupId: 'opp_1-sell',
        accountId: 'broker',
        symbol: 'AAPL260320C00260000',
        strike: 260,
        expiration: '2026-03-20',
        quantity: 2,
        price: 3.4,
        timestamp: NOW,
      });
      // Act
      await recording.recordTrade('user-a', 'broker', [sold]);
      await recording.recordTrade('user-a', 'broker', [sold]);
      // Assess
      expect(await recording.transactions('user-a', { accountId: 'broker' })).toMatchObject([
        // An open call has realised nothing yet (realised option income counts it when it closes).
        { id: 'opp_1-sell', strategy: 'covered_call', status: 'Open', profitLoss: 0 },
        { id: 'shares' },
      ]);
      expect([...store.positions.values()]).toMatchObject([
        { accountId: 'broker', ticker: 'AAPL', amount: 200, totalOpenContracts: 2 },
      ]);
      expect(told).toEqual(['user-a', 'user-a']);
    });

    it('refuses an account the user does not have, and lines of another account', async () => {
      await store.repository.createAccount(createAccount());
      const line = createCallLine({ accountId: 'account-1' });
      await expect(service.recordTrade('user-b', 'account-1', [line])).rejects.toMatchObject({ status: 404 });
      await expect(
        service.recordTrade('user-a', 'account-1', [{ ...line, accountId: 'other' }]),
      ).rejects.toThrow('not account-1');
      expect(store.lines.size).toBe(0);
    });
  });

  describe('example portfolio', () => {
    it('loads into a manual account, reloads without duplicates and resets only what it wrote', async () => {
      // Prepare
      await store.repository.createAccount(createAccount());
      await store.repository.putLines('user-a', [createLine({ id: 'mine', ticker: 'JNJ', symbol: 'JNJ' })]);
      // Act
      const loaded = await service.loadExamplePortfolio('user-a');
      const again = await service.loadExamplePortfolio('user-a', 'account-1');
      // Assess
      expect(loaded).toMatchObject({ accountId: 'account-1', tickers: ['AAPL', 'MSFT', 'KO'] });
      expect(store.lines.size).toBe(again.transactions + 1);
      const positions = await service.listPositions('user-a');
      expect(positions.map((position) => position.ticker)).toEqual(['AAPL', 'JNJ', 'KO', 'MSFT']);
      expect(positions.find((position) => position.ticker === 'AAPL')?.totalOpenContracts).toBeGreaterThan(0);
      const transactions = await service.transactions('user-a', { ticker: 'AAPL' });
      expect(transactions.some((group) => group.status === 'Open' && group.testData)).toBe(true);

      await service.removeExamplePortfolio('user-a');
      expect((await store.repository.listLines('user-a')).map((line) => line.id)).toEqual(['mine']);
    });

    it('refuses a connected account', async () => {
      await store.repository.createAccount(createAccount({ source: 'snaptrade' }));
      await expect(service.loadExamplePortfolio('user-a', 'account-1')).rejects.toMatchObject({
        status: 409,
        message: messages.exampleManualOnly,
      });
    });
  });

  describe('performance', () => {
    it('answers the spec fields rounded to cents for the example portfolio and a 404 for a ticker not held', async () => {
      await service.loadExamplePortfolio('user-a');
      const performance = await service.performance('user-a', {});
      expect(performance.totalValue).toBeGreaterThan(500_000);
      expect(performance.dividends).toBeGreaterThan(0);
      expect(performance.expiredCount).toBeGreaterThan(10);
      expect(performance.chart.length).toBeGreaterThan(240);
      expect(Number.isInteger(performance.netOptionsIncome * 100)).toBe(true);
      expect(performance.lastUpdated).toBe(NOW);
      const kola = await service.performance('user-a', { ticker: 'KO' });
      expect(kola).toMatchObject({ ticker: 'KO', openCallContracts: 0 });
      await expect(service.performance('user-a', { ticker: 'NVDA' })).rejects.toMatchObject({
        status: 404,
        message: 'Position NVDA not found',
      });
    });
  });
});
