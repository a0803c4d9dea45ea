import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { createCallLine, createLine } from '@thetix/shared/portfolio/testing/ledger-fixtures';
import { optionRealisations } from '@thetix/shared/portfolio/realised-option-income';
import { groupTransactions } from '@thetix/shared/portfolio/transaction-groups';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { cursorMessage, historyPage } from './history-page';
import { buildPortfolioService } from './portfolio-service';
import { createInMemoryPortfolioRepository } from './testing/in-memory-portfolio-repository';

const NOW = '2026-03-10T15:00:00.000Z';

/** `count` equity groups, several sharing each timestamp (ties are ordered by id, then account). */
function ledger(count: number, perTimestamp = 3): LedgerLine[] {
  return Array.from({ length: count }, (_, index) => {
    const day = Math.floor(index / perTimestamp);
    return createLine({
      id: `g-${String(index).padStart(5, '0')}`,
      accountId: index % 2 === 0 ? 'account-1' : 'account-2',
      timestamp: new Date(Date.UTC(2025, 0, 2) + day * 3_600_000).toISOString(),
    });
  });
}

/** Every page from the first to the last, following next_cursor. */
function allPages(groups: ReturnType<typeof groupTransactions>, limit: number, maxBytes?: number) {
  const pages = [historyPage(groups, {}, { limit, maxBytes })];
  while (pages.at(-1)!.next_cursor)
    pages.push(historyPage(groups, {}, { limit, maxBytes, cursor: pages.at(-1)!.next_cursor! }));
  return pages;
}

describe('history pages', () => {
  it('pages newest first with no duplicate and no gap, ties on time included', () => {
    // Prepare
    const groups = groupTransactions(ledger(257, 4));
    // Act
    const pages = allPages(groups, 50);
    // Assess
    expect(pages.map((page) => page.groups.length)).toEqual([50, 50, 50, 50, 50, 7]);
    const ids = pages.flatMap((page) => page.groups.map((group) => `${group.accountId}#${group.id}`));
    expect(new Set(ids).size).toBe(257);
    expect(ids).toEqual(groups.map((group) => `${group.accountId}#${group.id}`));
    const times = pages.flatMap((page) => page.groups.map((group) => group.transactions[0]!.timestamp));
    expect([...times].sort().reverse()).toEqual(times);
    expect(pages.at(-1)!.next_cursor).toBeNull();
  });

  it('keeps its place when the same group id is in two accounts at the same time', () => {
    // Prepare
    const lines = ['account-2', 'account-1', 'account-3'].map((accountId) =>
      createLine({ id: 'same', accountId, timestamp: '2026-01-05T20:55:00.000Z' }),
    );
    const groups = groupTransactions(lines);
    // Act
    const pages = allPages(groups, 1);
    // Assess
    expect(pages.flatMap((page) => page.groups.map((group) => group.accountId))).toEqual([
      'account-1',
      'account-2',
      'account-3',
    ]);
  });

  it('defaults to 100 groups and summarises every selected group, not just the page', () => {
    // Prepare
    const groups = groupTransactions(ledger(150));
    // Act
    const page = historyPage(groups, {});
    // Assess
    expect(page.groups).toHaveLength(100);
    expect(page.summary).toEqual({ count: 150, optionsIncome: 0, dividends: 0, equityTrades: 150 });
    expect(page.scope).toEqual({ groups: 150, testData: false });
  });

  it('stops before 1 MB and goes on from there', () => {
    // Prepare
    const groups = groupTransactions(ledger(6_000));
    // Act
    const first = historyPage(groups, {}, { limit: Infinity });
    const pages = allPages(groups, 500, 100_000);
    // Assess
    expect(Buffer.byteLength(JSON.stringify(first))).toBeLessThanOrEqual(1_000_000);
    expect(first.groups.length).toBeLessThan(6_000);
    expect(first.next_cursor).not.toBeNull();
    for (const page of pages) expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThanOrEqual(100_000);
    expect(new Set(pages.flatMap((page) => page.groups.map((group) => group.id))).size).toBe(6_000);
  });

  it('filters by ticker, type and dates on the New York date, inclusive', () => {
    // Prepare
    const groups = groupTransactions([
      createLine({ id: 'aapl-jan', timestamp: '2026-01-05T20:55:00.000Z' }),
      createLine({ id: 'ko-feb', ticker: 'KO', symbol: 'KO', timestamp: '2026-02-02T20:55:00.000Z' }),
      createCallLine({ id: 'call', timestamp: '2026-02-03T02:00:00.000Z' }),
      createCallLine({ id: 'put', optionType: 'put', timestamp: '2026-02-10T15:00:00.000Z' }),
      createLine({
        id: 'dividend',
        ticker: 'KO',
        symbol: 'KO',
        tickerType: 'dividend',
        orderType: undefined,
        price: 0.5,
        timestamp: '2026-03-01T15:00:00.000Z',
      }),
    ]);
    const ids = (filter: Parameters<typeof historyPage>[1]) =>
      historyPage(groups, filter).groups.map((group) => group.id);
    // Act & Assess
    expect(ids({ ticker: 'KO' })).toEqual(['dividend', 'ko-feb']);
    expect(ids({ type: 'stock' })).toEqual(['ko-feb', 'aapl-jan']);
    expect(ids({ type: 'covered-call' })).toEqual(['call']);
    expect(ids({ type: 'cash-put' })).toEqual(['put']);
    expect(ids({ type: 'dividend' })).toEqual(['dividend']);
    // 02:00 UTC on 3 February is 2 February in New York.
    expect(ids({ from: '2026-02-02', to: '2026-02-02' })).toEqual(['call', 'ko-feb']);
    expect(ids({ from: '2026-02-03' })).toEqual(['dividend', 'put']);
    // Both options are still open: realised option income counts them only once they close.
    expect(historyPage(groups, { type: 'option' }).summary).toEqual({
      count: 2,
      optionsIncome: 0,
      dividends: 0,
      equityTrades: 0,
    });
    expect(historyPage(groups, { ticker: 'NVDA' }).scope.groups).toBe(5);
  });

  it('sums options income by close date: a call sold in December and bought back in January is January income, listed in January', () => {
    // Prepare
    const lines = [
      createLine({ id: 'shares', timestamp: '2025-11-03T20:55:00.000Z' }),
      createCallLine({ id: 'sell', groupId: 'g', price: 3, timestamp: '2025-12-15T20:55:00.000Z' }),
      createCallLine({
        id: 'buy',
        groupId: 'g',
        orderType: 'buy',
        price: 1,
        timestamp: '2026-01-06T15:00:00.000Z',
      }),
    ];
    const realisations = optionRealisations(lines);
    const groups = groupTransactions(lines, realisations);
    // Act
    const yearToDate = historyPage(groups, { from: '2026-01-01' }, {}, realisations);
    const lastYear = historyPage(groups, { from: '2025-01-01', to: '2025-12-31' }, {}, realisations);
    // Assess
    // Listed where it was active, so the rows on screen add up to the summary (matchesHistoryDates).
    expect(yearToDate.groups.map((group) => group.id)).toEqual(['g']);
    expect(yearToDate.summary.optionsIncome).toBe(200);
    expect(lastYear.summary.optionsIncome).toBe(0);
    expect(lastYear.groups.find((group) => group.id === 'g')?.profitLoss).toBe(200);
    expect(historyPage(groups, { type: 'stock' }, {}, realisations).summary.optionsIncome).toBe(0);
  });

  it('refuses a cursor it did not make', () => {
    expect(() => historyPage([], {}, { cursor: 'bm90LWEta2V5' })).toThrow(cursorMessage);
    expect(() => historyPage([], {}, { cursor: '!!!' })).toThrow(cursorMessage);
  });
});

describe('portfolio service history page', () => {
  let service: ReturnType<typeof buildPortfolioService>;

  beforeEach(async () => {
    const store = createInMemoryPortfolioRepository();
    service = buildPortfolioService({
      portfolio: store.repository,
      market: createMarketSimulator(),
      clock: fixedClock(NOW),
      ids: () => 'unused',
    });
    for (const id of ['account-1', 'account-2'])
      await store.repository.createAccount({
        id,
        userId: 'user-a',
        name: id,
        source: 'manual',
        hidden: id === 'account-2',
        cashBalance: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    await store.repository.putLines('user-a', ledger(30));
  });

  it('reads the visible accounts, filters and pages like the unpaged list', async () => {
    // Act
    const all = await service.transactions('user-a', {});
    const first = await service.transactionPage('user-a', {}, {}, { limit: 10 });
    const second = await service.transactionPage('user-a', {}, {}, { limit: 10, cursor: first.next_cursor! });
    const hidden = await service.transactionPage('user-a', { accountId: 'account-2' }, {}, { limit: 100 });
    // Assess
    expect(all).toHaveLength(15);
    expect([...first.groups, ...second.groups]).toEqual(all);
    expect(second.next_cursor).toBeNull();
    expect(first.summary.count).toBe(15);
    expect(hidden.groups.every((group) => group.accountId === 'account-2')).toBe(true);
    expect(hidden.groups).toHaveLength(15);
  });

  it('answers a bad cursor 400 before reading the ledger', async () => {
    await expect(service.transactionPage('user-a', {}, {}, { cursor: 'eA' })).rejects.toMatchObject({
      status: 400,
      message: cursorMessage,
    });
  });
});
