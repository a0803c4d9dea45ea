import {
  type HistoryFilter,
  historyTypeFilterSchema,
  type TransactionGroup,
} from '@thetix/shared/contracts/portfolio';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { exampleLedger } from '@thetix/shared/portfolio/example-portfolio';
import { roundGroup } from '@thetix/shared/portfolio/history-index';
import { buildAggregates } from '@thetix/shared/portfolio/ledger-aggregates';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { optionRealisations } from '@thetix/shared/portfolio/realised-option-income';
import { createCallLine, createLine } from '@thetix/shared/portfolio/testing/ledger-fixtures';
import { groupTransactions } from '@thetix/shared/portfolio/transaction-groups';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { historyPage, type PageRequest } from './history-page';
import { buildPortfolioService } from './portfolio-service';
import { createInMemoryPortfolioRepository } from './testing/in-memory-portfolio-repository';

const NOW = '2026-03-10T15:00:00.000Z';
const market = createMarketSimulator();

/** Share groups of two accounts, several sharing each time, and an option group closed by a buy-back. */
function tiedLines(): LedgerLine[] {
  const shares = Array.from({ length: 40 }, (_, index) =>
    createLine({
      id: `t-${String(39 - index).padStart(3, '0')}`,
      accountId: index % 3 === 0 ? 'account-3' : 'account-1',
      timestamp: new Date(Date.UTC(2025, 5, 2) + Math.floor(index / 5) * 3_600_000).toISOString(),
    }),
  );
  return [
    ...shares,
    createCallLine({ id: 'sold', groupId: 'call', price: 3.333, timestamp: '2025-12-15T20:55:00.000Z' }),
    createCallLine({
      id: 'bought',
      groupId: 'call',
      orderType: 'buy',
      price: 1.111,
      timestamp: '2026-01-06T15:00:00.000Z',
    }),
    createLine({
      id: 'dividend',
      accountId: 'account-3',
      ticker: 'KO',
      symbol: 'KO',
      tickerType: 'dividend',
      orderType: undefined,
      quantity: 33,
      price: 0.513,
      timestamp: '2026-03-01T15:00:00.000Z',
    }),
  ];
}

/** Every page from the first to the last, following next_cursor. */
async function allPages(
  read: (request: PageRequest) => Promise<ReturnType<typeof historyPage>>,
  limit: number,
) {
  const pages = [await read({ limit })];
  while (pages.at(-1)!.next_cursor) pages.push(await read({ limit, cursor: pages.at(-1)!.next_cursor! }));
  return pages;
}

describe('the materialised history', () => {
  let store: ReturnType<typeof createInMemoryPortfolioRepository>;
  let service: ReturnType<typeof buildPortfolioService>;
  let lines: LedgerLine[];

  beforeEach(async () => {
    store = createInMemoryPortfolioRepository();
    service = buildPortfolioService({
      portfolio: store.repository,
      market,
      clock: fixedClock(NOW),
      ids: () => 'unused',
    });
    for (const id of ['account-1', 'account-2', 'account-3'])
      await store.repository.createAccount({
        id,
        userId: 'user-a',
        name: id,
        source: 'manual',
        hidden: id === 'account-2',
        cashBalance: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    lines = [
      ...tiedLines(),
      ...exampleLedger({ market, now: new Date(NOW), accountId: 'account-3' }),
      ...exampleLedger({ market, now: new Date(NOW), accountId: 'account-2' }),
    ];
    await store.repository.putLines('user-a', lines);
    for (const id of ['account-1', 'account-2', 'account-3']) await service.linesRecorded('user-a', id);
  });

  /** The page as it was computed before the materialised history: the scope's whole ledger grouped. */
  const expected = (
    accountIds: readonly string[],
    filter: HistoryFilter,
    request: PageRequest,
    ticker?: string,
  ) => {
    const scoped = lines.filter(
      (line) => accountIds.includes(line.accountId) && (!ticker || line.ticker === ticker),
    );
    const realisations = optionRealisations(scoped);
    const groups: TransactionGroup[] = groupTransactions(scoped, realisations).map(roundGroup);
    return historyPage(groups, filter, request, realisations);
  };

  it.each([1, 3, 7, 100])(
    'pages every visible account like the grouped ledger, %i groups a page',
    async (limit) => {
      // Act
      const pages = await allPages((request) => service.transactionPage('user-a', {}, {}, request), limit);
      const before = await allPages(
        async (request) => expected(['account-1', 'account-3'], {}, request),
        limit,
      );
      // Assess
      expect(pages).toEqual(before);
      expect(pages[0]!.summary.count).toBeGreaterThan(40);
      expect(pages[0]!.summary.optionsIncome).not.toBe(0);
      expect(pages[0]!.summary.dividends).not.toBe(0);
    },
  );

  it('pages one account, hidden or not, and stops before the byte bound', async () => {
    // Act
    const hidden = await allPages(
      (request) => service.transactionPage('user-a', { accountId: 'account-2' }, {}, request),
      25,
    );
    const small = await service.transactionPage(
      'user-a',
      { accountId: 'account-3' },
      {},
      { maxBytes: 5_000 },
    );
    // Assess
    expect(hidden).toEqual(await allPages(async (request) => expected(['account-2'], {}, request), 25));
    expect(small).toEqual(expected(['account-3'], {}, { maxBytes: 5_000 }));
    expect(small.groups.length).toBeLessThan(100);
    expect(small.next_cursor).not.toBeNull();
  });

  const filters: HistoryFilter[] = [
    { type: 'option', from: '2026-01-01' },
    ...historyTypeFilterSchema.options.map((type) => ({ type })),
    { ticker: 'AAPL' },
    { ticker: 'KO', type: 'dividend' },
    { ticker: 'NOPE' },
    { from: '2025-06-02', to: '2025-06-02' },
    { from: '2025-12-20', to: '2026-01-10', type: 'covered-call' },
    { to: '2025-12-31' },
    { from: '2026-03-01' },
  ];

  it.each(filters)('answers the filter %j from the digests as the grouped ledger does', async (filter) => {
    // Prepare: the digest path reads no ledger line.
    let ledgerReads = 0;
    const listLines = store.repository.listLines;
    store.repository.listLines = async (...args) => ((ledgerReads += 1), listLines(...args));
    // Act
    const pages = await allPages((request) => service.transactionPage('user-a', {}, filter, request), 3);
    const unpaged = await service.transactionPage('user-a', {}, filter, { limit: Infinity });
    const account = await service.transactionPage('user-a', { accountId: 'account-2' }, filter, {});
    // Assess
    expect(pages).toEqual(
      await allPages(async (request) => expected(['account-1', 'account-3'], filter, request), 3),
    );
    expect(unpaged).toEqual(expected(['account-1', 'account-3'], filter, { limit: Infinity }));
    expect(account).toEqual(expected(['account-2'], filter, {}));
    expect(ledgerReads).toBe(0);
  });

  it('selects groups and sums income on the filtered pages', async () => {
    // Act
    const options = await service.transactionPage('user-a', {}, { type: 'option', from: '2026-01-01' }, {});
    const dividends = await service.transactionPage('user-a', {}, { type: 'dividend' }, {});
    // Assess: the digests select something, and the summary counts it.
    expect(options.groups.length).toBeGreaterThan(0);
    expect(options.groups.every((group) => group.type === 'option')).toBe(true);
    expect(options.summary.optionsIncome).not.toBe(0);
    expect(dividends.summary.count).toBe(dividends.groups.length);
    expect(dividends.summary.dividends).toBeGreaterThan(0);
  });

  it("reads a position's history from that ticker's lines of every visible account", async () => {
    // Act
    const pages = await allPages(
      (request) => service.transactionPage('user-a', { ticker: 'AAPL' }, {}, request),
      4,
    );
    // Assess
    expect(pages).toEqual(
      await allPages(async (request) => expected(['account-1', 'account-3'], {}, request, 'AAPL'), 4),
    );
    expect(new Set(pages.flatMap((page) => page.groups.map((group) => group.accountId)))).toEqual(
      new Set(['account-1', 'account-3']),
    );
  });

  it('rebuilds once after a write that did not refresh it (a sync writing only the snapshots)', async () => {
    // Prepare
    const added = createLine({ id: 'late', accountId: 'account-1', timestamp: '2026-03-09T15:00:00.000Z' });
    lines.push(added);
    await store.repository.putLines('user-a', [added]);
    const accountLines = lines.filter((line) => line.accountId === 'account-1');
    await store.repository.writeAggregates('user-a', buildAggregates('account-1', accountLines));
    // Act
    const headBefore = await store.repository.getHistoryHead('user-a', 'account-1');
    const page = await service.transactionPage('user-a', {}, {}, { limit: 5 });
    // Assess
    expect(headBefore).toBeUndefined();
    expect(page.groups[0]!.id).toBe('late');
    expect(page).toEqual(expected(['account-1', 'account-3'], {}, { limit: 5 }));
    expect(await store.repository.getHistoryHead('user-a', 'account-1')).toMatchObject({ groups: 28 });
  });

  it('reads the ledger as before when a group is too large for one stored item', async () => {
    // Prepare: one group of 800 share purchases, about 190,000 characters of JSON.
    const huge = Array.from({ length: 800 }, (_, index) =>
      createLine({
        id: `huge-${String(index).padStart(3, '0')}`,
        groupId: 'huge',
        accountId: 'account-1',
        timestamp: new Date(Date.UTC(2026, 1, 2) + index * 60_000).toISOString(),
      }),
    );
    lines.push(...huge);
    await store.repository.putLines('user-a', huge);
    await service.linesRecorded('user-a', 'account-1');
    // Act
    const page = await service.transactionPage('user-a', {}, {}, { limit: 10 });
    // Assess
    expect(await store.repository.getHistoryHead('user-a', 'account-1')).toMatchObject({ indexed: false });
    expect(page).toEqual(expected(['account-1', 'account-3'], {}, { limit: 10 }));
    expect(page.groups.some((group) => group.id === 'huge')).toBe(true);
  });
});
