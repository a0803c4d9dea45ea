import { newYorkDate, newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import type {
  Account,
  HistoryFilter,
  ManualPositionInput,
  OptionEventInput,
  Performance,
  Position,
  TransactionGroup,
  TransactionPage,
} from '@thetix/shared/contracts/portfolio';
import { findCompany } from '@thetix/shared/market/company-directory';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { exampleLedger } from '@thetix/shared/portfolio/example-portfolio';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import {
  buildHistoryIndex,
  type HistoryDigest,
  type HistoryHead,
  roundGroup,
} from '@thetix/shared/portfolio/history-index';
import { holdingsOfBooks } from '@thetix/shared/portfolio/holdings';
import { bookOf, buildAggregates } from '@thetix/shared/portfolio/ledger-aggregates';
import type { TickerBook } from '@thetix/shared/portfolio/ledger-book';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { marketMarks } from '@thetix/shared/portfolio/market-marks';
import { optionEventLines } from '@thetix/shared/portfolio/option-events';
import { roundCents, roundPercent, roundPerShare } from '@thetix/shared/portfolio/money';
import {
  CHART_DAYS,
  performanceOfAggregates,
  type PerformanceFigures,
  portfolioPerformance,
  splitOptionIncome,
  valueBooks,
} from '@thetix/shared/portfolio/performance';
import { DEFAULT_TIME_ZONE, optionRealisations } from '@thetix/shared/portfolio/realised-option-income';
import { groupTransactions } from '@thetix/shared/portfolio/transaction-groups';
import type { StoredLotMethod, TaxLotsQuery, TaxLotsResponse } from '@thetix/shared/contracts/tax';
import { taxOutlookOf } from '@thetix/shared/tax/tax-outlook';
import type { MarketNeeds } from '../market-data/market-access';
import { needsOfBooks, needsOfLines } from '../market-data/market-needs';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import type { Clock } from '../platform/clock';
import {
  decodeCursor,
  digestPage,
  type GroupQuery,
  headsSummary,
  historyPage,
  indexedGroups,
  isUnfiltered,
  type PageRequest,
} from './history-page';
import type { IdGenerator } from '../platform/ids';
import type { StoredAccount } from './portfolio-entities';
import type { PortfolioRepository } from './portfolio-repository';

export interface PortfolioServiceDependencies {
  portfolio: PortfolioRepository;
  /** The simulator; also what `loadMarket` falls back on when not given (tests over the simulator). */
  market: MarketModel;
  /** The market one request reads (functions/src/market-data/market-access.ts); the simulator whole by default. */
  loadMarket?: (needs: MarketNeeds, now: Date) => Promise<MarketModel>;
  clock: Clock;
  ids: IdGenerator;
  /**
   * What other features keep per account (goals, allocations, opportunities), removed before the account itself so
   * nothing of a deleted account lingers in any view.
   */
  removeAccountData?: (userId: string, accountId: string) => Promise<void>;
  /** Told after a user's holdings changed, so their opportunities are recomputed (within a minute). */
  holdingsChanged?: (userId: string) => Promise<unknown>;
  /** The example's cash and watchlist (functions/src/wheel/example-wheel.ts), loaded and removed with its lines. */
  exampleWheel?: {
    loaded(userId: string, accountId: string): Promise<void>;
    removed(userId: string, accountId?: string): Promise<void>;
  };
}

/** The account manual entries and the example portfolio go to when the caller names none and has no manual one. */
export const DEFAULT_MANUAL_ACCOUNT_NAME = 'Manual Account';

/**
 * The same manual position (account, ticker, shares, cost, date) posted again within this window is a double
 * submit (a double click, a retried request), not a second purchase: answered 409 instead of recorded twice.
 */
export const DUPLICATE_MANUAL_WINDOW_SECONDS = 10;

export const messages = {
  accountNotFound: (id: string) => `Account ${id} not found`,
  tickerNotFound: (ticker: string) => `Ticker ${ticker} not found`,
  positionNotFound: (ticker: string) => `Position ${ticker} not found`,
  transactionNotFound: (id: string) => `Transaction ${id} not found`,
  manualDeleteOnly: 'Only manual accounts can be deleted through the danger zone',
  connectedDeleteOnly:
    'Manual accounts are deleted through the danger zone (DELETE /api/accounts/{id}/delete)',
  manualResetOnly: 'Only manual accounts can be reset',
  manualPositionsOnly: 'Positions can only be added by hand to a manual account',
  manualRemovalOnly: 'Only manual transactions can be removed',
  syncedOptionEvents:
    'Assignments and expiries of a connected account come from its brokerage sync; record them by hand in a manual account',
  exampleManualOnly: 'The example portfolio can only be loaded into a manual account',
  futurePurchase: (today: string) => `purchaseDate must not be in the future (today is ${today})`,
  duplicateManualPosition: (input: ManualPositionInput) =>
    `This position (${input.amount} ${input.ticker} at ${input.costBasisPerShare} a share) was just added to this ` +
    `account, so it was not added again. If you bought it twice, add it again after ${DUPLICATE_MANUAL_WINDOW_SECONDS} seconds.`,
};

const roundShares = (value: number) => Math.round(value * 1e6) / 1e6;

/** Rebuilds of one refresh at most: each further one means another write landed meanwhile, whose own refresh follows. */
const MAX_SETTLE_ATTEMPTS = 5;

/**
 * The portfolio use cases (issue 4). Every call takes the caller's user id and only ever reads that user's
 * partition, so an account id of someone else is "not found". Holdings, history and performance are all folds of
 * the ledger (shared/src/portfolio), valued with the market model at the clock's `now`.
 */
export function buildPortfolioService(deps: PortfolioServiceDependencies) {
  const { portfolio, market, clock, ids } = deps;
  const marketFor = deps.loadMarket ?? (async () => market);

  const requireAccount = async (userId: string, accountId: string): Promise<StoredAccount> => {
    const account = await portfolio.getAccount(userId, accountId);
    if (!account) throw new NotFoundError(messages.accountNotFound(accountId));
    return account;
  };

  /** One account's lines, or those of every visible account, with the accounts they belong to. */
  const scopeOf = async (userId: string, accountId: string | undefined, ticker?: string) => {
    if (accountId) {
      const account = await requireAccount(userId, accountId);
      return { accounts: [account], lines: await portfolio.listLines(userId, { accountId, ticker }) };
    }
    if (ticker) {
      // One ticker of every visible account: each account's Query TXN#<acc>#<TICKER>#, in the table's key order.
      const shown = (await portfolio.listAccounts(userId)).filter((account) => !account.hidden);
      const perAccount = await Promise.all(
        shown.map((account) => portfolio.listLines(userId, { accountId: account.id, ticker })),
      );
      const keyOf = (line: LedgerLine) => `${line.accountId}#${line.ticker}#${line.timestamp}#${line.id}`;
      const lines = perAccount
        .flat()
        .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
      return { accounts: shown, lines };
    }
    const [accounts, lines] = await Promise.all([
      portfolio.listAccounts(userId),
      portfolio.listLines(userId),
    ]);
    const shown = accounts.filter((account) => !account.hidden);
    const visible = new Set(shown.map((account) => account.id));
    return {
      accounts: shown,
      lines: lines.filter((line) => visible.has(line.accountId) && (!ticker || line.ticker === ticker)),
    };
  };

  const linesInScope = async (userId: string, accountId: string | undefined, ticker?: string) =>
    (await scopeOf(userId, accountId, ticker)).lines;

  /** Each account's time zone for dating income; "today" in the scope's (its single account's, else New York). */
  const calendarOf = (accounts: readonly StoredAccount[]) => {
    const zones = new Map(accounts.map((account) => [account.id, account.timeZone]));
    const single = accounts.length === 1 ? accounts[0]?.timeZone : undefined;
    return {
      timeZoneOf: (id: string) => zones.get(id),
      timeZone: single ?? DEFAULT_TIME_ZONE,
    };
  };

  const createAccount = async (userId: string, name: string): Promise<StoredAccount> => {
    const account: StoredAccount = {
      id: ids(),
      userId,
      name,
      source: 'manual',
      hidden: false,
      cashBalance: 0,
      createdAt: clock.now().toISOString(),
    };
    await portfolio.createAccount(account);
    return account;
  };

  /** The named account (which must be manual), else the caller's first manual account, created if there is none. */
  const manualAccountFor = async (userId: string, accountId: string | undefined, refusal: string) => {
    if (accountId) {
      const account = await requireAccount(userId, accountId);
      if (account.source !== 'manual') throw new ConflictError(refusal);
      return account;
    }
    const existing = (await portfolio.listAccounts(userId)).find((account) => account.source === 'manual');
    return existing ?? createAccount(userId, DEFAULT_MANUAL_ACCOUNT_NAME);
  };

  const timeZoneOfAccount = (account: StoredAccount | undefined) => account?.timeZone ?? DEFAULT_TIME_ZONE;

  /**
   * Rebuilds an account's snapshot rows and materialised history from its ledger and writes what changed
   * (idempotent).
   */
  const rebuildAggregates = async (userId: string, accountId: string, lines?: readonly LedgerLine[]) => {
    const [account, ledger] = await Promise.all([
      portfolio.getAccount(userId, accountId),
      lines ?? portfolio.listLines(userId, { accountId }),
    ]);
    const aggregates = buildAggregates(accountId, ledger, timeZoneOfAccount(account));
    const history = buildHistoryIndex(accountId, ledger, timeZoneOfAccount(account));
    await portfolio.writeAggregates(userId, aggregates, history);
    return { ...aggregates, history };
  };

  /**
   * Rebuilds until no other refresh of the account ran meanwhile: `version` is the account's refresh count when this
   * one started; when the count moved during the rebuild, another write's lines may be missing from what was written
   * (or an older rebuild may have overwritten it), so it reads the ledger again. The last refresh of concurrent writes
   * to one account therefore leaves rows built from the whole ledger. `then` runs after each rebuild, inside the check.
   */
  const rebuildSettled = async <T>(
    userId: string,
    accountId: string,
    version: number,
    then: (rebuilt: Awaited<ReturnType<typeof rebuildAggregates>>) => Promise<T>,
  ): Promise<T> => {
    let current = version;
    for (let attempt = 1; ; attempt += 1) {
      const result = await then(await rebuildAggregates(userId, accountId));
      const after = await portfolio.getLedgerVersion(userId, accountId);
      if (after === current || attempt >= MAX_SETTLE_ATTEMPTS) return result;
      current = after;
    }
  };

  /**
   * An account's books and the income days the performance window needs, from its stored snapshot: O(positions +
   * days). A missing or outdated snapshot (older data, another time zone) is rebuilt from the ledger once.
   */
  const aggregatesOf = async (account: StoredAccount, daysFrom?: string) => {
    // The head and the rows are read together; the rows only count when the head says they are current.
    const [head, books, days] = await Promise.all([
      portfolio.getAggregateHead(account.userId, account.id),
      portfolio.listBooks(account.userId, account.id),
      daysFrom ? portfolio.listDays(account.userId, account.id, daysFrom) : [],
    ]);
    if (head && head.timeZone === timeZoneOfAccount(account)) return { books, days };
    const version = await portfolio.getLedgerVersion(account.userId, account.id);
    const rebuilt = await rebuildSettled(account.userId, account.id, version, async (result) => result);
    return {
      books: rebuilt.books,
      days: daysFrom ? rebuilt.days.filter((day) => day.date >= daysFrom) : [],
    };
  };

  /** The accounts of a scope: the one named (404 if not the caller's), else every visible one. */
  const accountsInScope = async (userId: string, accountId: string | undefined) =>
    accountId
      ? [await requireAccount(userId, accountId)]
      : (await portfolio.listAccounts(userId)).filter((account) => !account.hidden);

  const booksInScope = async (accounts: readonly StoredAccount[]) =>
    (await Promise.all(accounts.map((account) => aggregatesOf(account)))).flatMap(({ books }) =>
      books.map(bookOf),
    );

  /**
   * Rewrites what other features and the reads use after the account's lines changed: the snapshot rows (books,
   * income per day and month) and the position projection.
   */
  const refreshPositions = async (userId: string, accountId: string) => {
    const now = clock.now();
    const version = await portfolio.bumpLedgerVersion(userId, accountId);
    await rebuildSettled(userId, accountId, version, (aggregates) =>
      portfolio.replacePositions(
        userId,
        accountId,
        holdingsOfBooks(aggregates.books.map(bookOf), now).map((holding) => ({
          accountId,
          ticker: holding.ticker,
          amount: roundShares(holding.shares),
          totalOpenContracts: holding.openContracts,
          costBasis: roundCents(holding.cost),
          updatedAt: now.toISOString(),
        })),
      ),
    );
    await deps.holdingsChanged?.(userId);
  };

  /** `loaded`: a market already loaded for these books (the account list loads one for all its accounts). */
  const toAccount = async (
    account: StoredAccount,
    books: readonly TickerBook[],
    now: Date,
    loaded?: MarketModel,
  ): Promise<Account> => {
    const live = loaded ?? (books.length > 0 ? await marketFor(needsOfBooks(books, now), now) : market);
    const value = valueBooks(books, marketMarks(live, now).live, now);
    const held = holdingsOfBooks(books, now).filter(
      (holding) => holding.shares > 0 || holding.openContracts > 0,
    );
    return {
      id: account.id,
      userId: account.userId,
      name: account.name,
      source: account.source,
      hidden: account.hidden,
      positionsCount: held.length,
      cashBalance: roundCents(account.cashBalance),
      totalValue: roundCents(account.cashBalance + value.equityValue + value.optionsValue),
      createdAt: account.createdAt,
      ...(account.institutionName ? { institutionName: account.institutionName } : {}),
    };
  };

  const accountWithFigures = async (account: StoredAccount) =>
    toAccount(account, await booksInScope([account]), clock.now());

  return {
    /** GET /api/accounts: every account, hidden ones flagged, with live figures. */
    async listAccounts(userId: string): Promise<Account[]> {
      const now = clock.now();
      const accounts = await portfolio.listAccounts(userId);
      const books = await Promise.all(accounts.map((account) => booksInScope([account])));
      // One market load for every account's holdings, not one per account.
      const all = books.flat();
      const live = all.length > 0 ? await marketFor(needsOfBooks(all, now), now) : market;
      return Promise.all(accounts.map((account, index) => toAccount(account, books[index] ?? [], now, live)));
    },

    /** POST /api/accounts: a manual account. */
    async createManualAccount(userId: string, name: string): Promise<Account> {
      return toAccount(await createAccount(userId, name), [], clock.now());
    },

    async renameAccount(userId: string, accountId: string, name: string): Promise<Account> {
      const account = await requireAccount(userId, accountId);
      await portfolio.updateAccount(userId, accountId, { name });
      return accountWithFigures({ ...account, name });
    },

    async setAccountVisibility(userId: string, accountId: string, hidden: boolean): Promise<Account> {
      const account = await requireAccount(userId, accountId);
      await portfolio.updateAccount(userId, accountId, { hidden });
      return accountWithFigures({ ...account, hidden });
    },

    /** PATCH /api/accounts/{id}/lot-method: the lots a sale or an assignment takes first in this account. */
    async setAccountLotMethod(
      userId: string,
      accountId: string,
      method: StoredLotMethod,
    ): Promise<{ accountId: string; method: StoredLotMethod }> {
      await requireAccount(userId, accountId);
      await portfolio.updateAccount(userId, accountId, { lotMethod: method });
      return { accountId, method };
    },

    /** POST /api/accounts/{id}/reset: a manual account loses every position and transaction (spec part 1 §6). */
    async resetAccount(userId: string, accountId: string): Promise<Account> {
      const account = await requireAccount(userId, accountId);
      if (account.source !== 'manual') throw new ConflictError(messages.manualResetOnly);
      await portfolio.deleteAccountContents(userId, accountId);
      return toAccount(account, [], clock.now());
    },

    /**
     * DELETE /api/accounts/{id}/delete (manual) and DELETE /api/accounts/{id} (connected). Contents go first and
     * the account last, so an interrupted delete can be repeated and nothing is left without its account.
     */
    async deleteAccount(userId: string, accountId: string, expected: 'manual' | 'connected'): Promise<void> {
      const account = await requireAccount(userId, accountId);
      if (expected === 'manual' && account.source !== 'manual')
        throw new ConflictError(messages.manualDeleteOnly);
      if (expected === 'connected' && account.source === 'manual')
        throw new ConflictError(messages.connectedDeleteOnly);
      await portfolio.deleteAccountContents(userId, accountId);
      await deps.removeAccountData?.(userId, accountId);
      await portfolio.deleteAccount(userId, accountId);
    },

    /** GET /api/positions: holdings per ticker, of one account or summed over the visible ones (from the books). */
    async listPositions(userId: string, accountId?: string): Promise<Position[]> {
      const now = clock.now();
      const books = await booksInScope(await accountsInScope(userId, accountId));
      const holdings = holdingsOfBooks(books, now);
      const live = await marketFor({ tickers: holdings.map((holding) => holding.ticker) }, now);
      return holdings.map((holding) => {
        const quote = live.quote(holding.ticker, now);
        const averageCost = holding.shares > 0 ? holding.cost / holding.shares : 0;
        const currentPrice = quote?.price ?? averageCost;
        return {
          ticker: holding.ticker,
          name: findCompany(holding.ticker)?.name ?? holding.ticker,
          amount: roundShares(holding.shares),
          totalOpenContracts: holding.openContracts,
          currentPrice: roundCents(currentPrice),
          costBasis: roundCents(holding.cost),
          avgCostBasis: roundPerShare(averageCost),
          totalGainPercent:
            averageCost > 0 ? roundPercent(((currentPrice - averageCost) / averageCost) * 100) : 0,
          dataSource: live.dataSource,
        };
      });
    },

    /** Shares and open options per ticker over the visible accounts, from the stored books (income goal forecast). */
    async holdingsWithOptions(userId: string) {
      const books = await booksInScope(await accountsInScope(userId, undefined));
      return books.map((book) => ({
        ticker: book.ticker,
        shares: book.shares,
        options: [...book.options.values()],
      }));
    },

    /** POST /api/positions/manual: records a purchase as a manual equity line; answers its transaction group. */
    async addManualPosition(
      userId: string,
      accountId: string | undefined,
      input: ManualPositionInput,
    ): Promise<TransactionGroup> {
      const now = clock.now();
      const today = newYorkDate(now);
      if (input.purchaseDate && input.purchaseDate > today)
        throw new BadRequestError(messages.futurePurchase(today));
      if (!(await marketFor({ tickers: [input.ticker] }, now)).covers(input.ticker))
        throw new NotFoundError(messages.tickerNotFound(input.ticker));
      const account = await manualAccountFor(userId, accountId, messages.manualPositionsOnly);
      const fingerprint = [
        account.id,
        input.ticker,
        input.amount,
        input.costBasisPerShare,
        input.purchaseDate ?? 'today',
      ];
      const claimed = await portfolio.claimManualEntry(
        userId,
        fingerprint.join('#'),
        now.getTime(),
        now.getTime() + DUPLICATE_MANUAL_WINDOW_SECONDS * 1000,
      );
      if (!claimed) throw new ConflictError(messages.duplicateManualPosition(input));
      const dated = input.purchaseDate ? newYorkInstant(input.purchaseDate, 16, 0) : now;
      const id = ids();
      const line: LedgerLine = {
        id,
        accountId: account.id,
        groupId: id,
        ticker: input.ticker,
        symbol: input.ticker,
        timestamp: (dated.getTime() < now.getTime() ? dated : now).toISOString(),
        tickerType: 'equity',
        orderType: 'buy',
        quantity: input.amount,
        price: input.costBasisPerShare,
        fees: 0,
        source: 'manual',
        testData: false,
      };
      await portfolio.putLines(userId, [line]);
      await refreshPositions(userId, account.id);
      return roundGroup(groupTransactions([line])[0]!);
    },

    /**
     * Records trades made outside Thetix (acting on an opportunity in a manual or read-only account): the lines go
     * into the account's ledger and the position projection is rewritten, which also books an opportunity run.
     * The caller chooses the line ids, so writing the same trade again overwrites the same items.
     */
    async recordTrade(userId: string, accountId: string, lines: readonly LedgerLine[]): Promise<void> {
      await requireAccount(userId, accountId);
      const stray = lines.find((line) => line.accountId !== accountId);
      if (stray) throw new Error(`Line ${stray.id} is for account ${stray.accountId}, not ${accountId}`);
      await portfolio.putLines(userId, lines);
      await refreshPositions(userId, accountId);
    },

    /**
     * POST /api/positions/{ticker}/option-events (issue 31, decision 364): a short option's assignment or expiry in a
     * manual account, written as the brokerage sync writes the same event; answers the option's history group.
     */
    async recordOptionEvent(
      userId: string,
      ticker: string,
      input: OptionEventInput,
    ): Promise<TransactionGroup> {
      const account = await requireAccount(userId, input.accountId);
      if (account.source !== 'manual') throw new ConflictError(messages.syncedOptionEvents);
      const lines = await portfolio.listLines(userId, { accountId: account.id, ticker });
      const outcome = optionEventLines({
        lines,
        request: { ...input, ticker },
        now: clock.now(),
        newId: ids,
      });
      if (!outcome.ok) {
        if (outcome.status === 404) throw new NotFoundError(outcome.message);
        if (outcome.status === 409) throw new ConflictError(outcome.message);
        throw new BadRequestError(outcome.message);
      }
      await portfolio.putLines(userId, outcome.lines);
      await refreshPositions(userId, account.id);
      const groupId = outcome.lines[0]!.groupId;
      const group = groupTransactions(
        [...lines, ...outcome.lines].filter((line) => line.groupId === groupId),
      )[0]!;
      return roundGroup(group);
    },

    /**
     * After lines were written in another feature's transaction (acting on an opportunity writes its status and the
     * trade together): rewrites the account's position projection, which also books an opportunity run.
     */
    async linesRecorded(userId: string, accountId: string): Promise<void> {
      await refreshPositions(userId, accountId);
    },

    /** DELETE /api/positions/manual: removes manual lines by line or group id (spec part 2 §5). */
    async removeManualTransactions(
      userId: string,
      accountId: string | undefined,
      lineIds: readonly string[],
    ) {
      const lines = accountId
        ? (await requireAccount(userId, accountId), await portfolio.listLines(userId, { accountId }))
        : await portfolio.listLines(userId);
      const doomed = new Map<string, LedgerLine>();
      for (const id of new Set(lineIds)) {
        const matched = lines.filter((line) => line.id === id || line.groupId === id);
        if (matched.length === 0) throw new NotFoundError(messages.transactionNotFound(id));
        for (const line of matched)
          doomed.set(`${line.accountId}#${line.ticker}#${line.timestamp}#${line.id}`, line);
      }
      if ([...doomed.values()].some((line) => line.source !== 'manual'))
        throw new ConflictError(messages.manualRemovalOnly);
      await portfolio.deleteLines(userId, [...doomed.values()]);
      for (const affected of new Set([...doomed.values()].map((line) => line.accountId)))
        await refreshPositions(userId, affected);
    },

    /** POST /api/test-data: (re)loads the example portfolio into a manual account, replacing an earlier load. */
    async loadExamplePortfolio(userId: string, accountId?: string) {
      const account = await manualAccountFor(userId, accountId, messages.exampleManualOnly);
      const previous = (await portfolio.listLines(userId, { accountId: account.id })).filter(
        (line) => line.testData,
      );
      const lines = exampleLedger({ market, now: clock.now(), accountId: account.id });
      await portfolio.deleteLines(userId, previous);
      await portfolio.putLines(userId, lines);
      await refreshPositions(userId, account.id);
      await deps.exampleWheel?.loaded(userId, account.id);
      return {
        accountId: account.id,
        tickers: [...new Set(lines.map((line) => line.ticker))],
        transactions: lines.length,
      };
    },

    /** DELETE /api/test-data: removes exactly the example portfolio's lines, of one account or of all. */
    async removeExamplePortfolio(userId: string, accountId?: string): Promise<void> {
      const lines = accountId
        ? (await requireAccount(userId, accountId), await portfolio.listLines(userId, { accountId }))
        : await portfolio.listLines(userId);
      const examples = lines.filter((line) => line.testData);
      await portfolio.deleteLines(userId, examples);
      for (const affected of new Set(examples.map((line) => line.accountId)))
        await refreshPositions(userId, affected);
      await deps.exampleWheel?.removed(userId, accountId);
    },

    /** GET /api/portfolio/performance and GET /api/positions/{ticker}/performance. */
    async performance(userId: string, scope: { accountId?: string; ticker?: string }): Promise<Performance> {
      const now = clock.now();
      // The chart's year and a fortnight of income days; the closes reach five weeks further back, for the realised
      // volatility a live model marks a past day's open option with (snapshot-market-model.ts).
      const daysFrom = addDays(newYorkDate(now), -CHART_DAYS - 14);
      const barsFrom = addDays(daysFrom, -35);
      let figures: PerformanceFigures;
      let live: MarketModel;
      if (scope.ticker) {
        // One position: its lines (Query TXN#<acc>#<TICKER>#), folded.
        const { accounts, lines } = await scopeOf(userId, scope.accountId, scope.ticker);
        if (lines.length === 0) throw new NotFoundError(messages.positionNotFound(scope.ticker));
        live = await marketFor(needsOfLines(lines, now, { barsFrom }), now);
        figures = portfolioPerformance(lines, marketMarks(live, now), calendarOf(accounts));
      } else {
        // The portfolio: each account's stored books and last year of income days.
        const accounts = await accountsInScope(userId, scope.accountId);
        const aggregates = await Promise.all(accounts.map((account) => aggregatesOf(account, daysFrom)));
        const books = aggregates.flatMap(({ books: stored }) => stored.map(bookOf));
        live = await marketFor(needsOfBooks(books, now, { barsFrom }), now);
        figures = performanceOfAggregates(aggregates, marketMarks(live, now), calendarOf(accounts));
      }
      const { yearToDate, chart, realizedPutIncome, ...totals } = figures;
      const rounded = Object.fromEntries(
        Object.entries(totals).map(([field, value]) => [
          field,
          field.endsWith('Percent')
            ? roundPercent(value)
            : field.endsWith('Count') || field.endsWith('Contracts')
              ? value
              : roundCents(value),
        ]),
      ) as typeof totals;
      // Puts' and calls' parts rounded so they add up to the rounded whole (decision 380).
      const lifetime = splitOptionIncome(totals.realizedOptionsIncome, realizedPutIncome);
      const year = splitOptionIncome(yearToDate.options, yearToDate.putOptions);
      return {
        ticker: scope.ticker ?? null,
        ...rounded,
        realizedCallIncome: lifetime.fromCalls,
        realizedPutIncome: lifetime.fromPuts,
        incomeSince: {
          yearToDate: {
            since: yearToDate.since,
            options: roundCents(yearToDate.options),
            optionsFromCalls: year.fromCalls,
            optionsFromPuts: year.fromPuts,
            equity: roundCents(yearToDate.equity),
            dividends: roundCents(yearToDate.dividends),
            totalIncome: roundCents(yearToDate.totalIncome),
          },
        },
        chart: chart.map((point) => ({
          date: point.date,
          totalIncome: roundCents(point.totalIncome),
          options: roundCents(point.options),
          equity: roundCents(point.equity),
          dividends: roundCents(point.dividends),
          portfolioValue: roundCents(point.portfolioValue),
        })),
        lastUpdated: now.toISOString(),
        dataSource: live.dataSource,
      };
    },

    /**
     * GET /api/positions/{ticker}/tax-lots: the position's lots per account, each open call's qualified covered call
     * status and what its assignment would sell, and the same for a proposed call (shared/src/tax/tax-outlook.ts).
     */
    async taxLots(userId: string, ticker: string, query: TaxLotsQuery): Promise<TaxLotsResponse> {
      const now = clock.now();
      const { accounts, lines } = await scopeOf(userId, query.accountId, ticker);
      if (lines.length === 0) throw new NotFoundError(messages.positionNotFound(ticker));
      if (query.accountId === undefined && query.method === 'specific')
        throw new BadRequestError('accountId must name the account when method is specific');
      const proposed =
        query.strike !== undefined &&
        query.expiration !== undefined &&
        query.contracts !== undefined &&
        query.premium !== undefined
          ? {
              accountId: query.accountId,
              strike: query.strike,
              expiration: query.expiration,
              contracts: query.contracts,
              premium: query.premium,
            }
          : undefined;
      const grants = lines
        .filter((line) => line.tickerType === 'option')
        .map((line) => line.timestamp.slice(0, 10));
      const barsFrom = addDays([...grants, newYorkDate(now)].sort()[0]!, -10);
      const live = await marketFor(
        needsOfLines(lines, now, {
          barsFrom,
          chains: proposed ? [{ ticker, expiration: proposed.expiration }] : [],
        }),
        now,
      );
      return taxOutlookOf({
        ticker,
        accounts: accounts.map((account) => ({
          id: account.id,
          name: account.name,
          lotMethod: account.lotMethod,
        })),
        lines,
        market: live,
        now,
        method: query.method,
        lotIds: query.lots?.split(','),
        proposed,
      });
    },

    /**
     * Realised income per day between `from` and `to` (inclusive, account dates), summed over the scope's accounts:
     * the same income days the performance figures add up (options by the one definition of realised option income,
     * dividends when paid, realised equity when sold), so an income question and Gains agree to the cent. Unrounded.
     */
    async incomeDays(
      userId: string,
      scope: { accountId?: string; from: string; to: string },
    ): Promise<{ date: string; options: number; dividends: number; equity: number }[]> {
      const accounts = await accountsInScope(userId, scope.accountId);
      const aggregates = await Promise.all(accounts.map((account) => aggregatesOf(account, scope.from)));
      const byDate = new Map<string, { date: string; options: number; dividends: number; equity: number }>();
      for (const day of aggregates.flatMap((account) => account.days)) {
        if (day.date < scope.from || day.date > scope.to) continue;
        const seen = byDate.get(day.date) ?? { date: day.date, options: 0, dividends: 0, equity: 0 };
        seen.options += day.options;
        seen.dividends += day.dividends;
        seen.equity += day.equity;
        byDate.set(day.date, seen);
      }
      return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    },

    /** GET /api/portfolio/transactions and GET /api/positions/{ticker}/transactions/new: groups, newest first. */
    async transactions(
      userId: string,
      scope: { accountId?: string; ticker?: string },
    ): Promise<TransactionGroup[]> {
      const lines = await linesInScope(userId, scope.accountId, scope.ticker);
      return groupTransactions(lines).map(roundGroup);
    },

    /**
     * The same history filtered (ticker, type, from, to) and cut into pages: newest first after `cursor`, at most
     * `limit` groups (default 100) and never past 1 MB of JSON; the summary covers every group the filter selects.
     * Answered from the materialised history when every account's is current; one ticker's (the position page) and
     * an account whose groups are too large to store are grouped from the ledger.
     */
    async transactionPage(
      userId: string,
      scope: { accountId?: string; ticker?: string },
      filter: HistoryFilter,
      request: PageRequest = {},
    ): Promise<TransactionPage> {
      if (request.cursor) decodeCursor(request.cursor);
      if (!scope.ticker) {
        // The materialised history: the unfiltered pages read each account's newest groups (O(page)) and its head's
        // counters; filtered ones (and the unpaged array) the accounts' digests, then the page's groups by key. The
        // heads and the rest are read together; the rest only counts when every head is current.
        const inScope = await accountsInScope(userId, scope.accountId);
        const queries = inScope.map(
          (account): GroupQuery =>
            (query) =>
              portfolio.historyGroups(userId, account.id, query),
        );
        const unfiltered = isUnfiltered(filter) && Number.isFinite(request.limit ?? 0);
        const digests = async () =>
          (await Promise.all(inScope.map((account) => portfolio.historyDigests(userId, account.id)))).flat();
        const fromIndex = async (
          heads: readonly HistoryHead[],
          read: { page?: Awaited<ReturnType<typeof indexedGroups>>; digests?: HistoryDigest[] } = {},
        ) =>
          unfiltered
            ? { ...(read.page ?? (await indexedGroups(queries, request))), ...headsSummary(heads) }
            : digestPage(read.digests ?? (await digests()), filter, request, (wanted) =>
                portfolio.historyGroupsOf(userId, wanted),
              );
        const [stored, page, digested] = await Promise.all([
          Promise.all(inScope.map((account) => portfolio.getHistoryHead(userId, account.id))),
          unfiltered ? indexedGroups(queries, request) : undefined,
          unfiltered ? undefined : digests(),
        ]);
        if (stored.every((head) => head?.indexed)) {
          const answer = await fromIndex(stored as HistoryHead[], { page, digests: digested });
          if (answer) return answer;
        }
        const heads = await Promise.all(
          inScope.map(
            async (account, index) =>
              stored[index] ??
              (await rebuildSettled(
                userId,
                account.id,
                await portfolio.getLedgerVersion(userId, account.id),
                async (rebuilt) => rebuilt.history.head,
              )),
          ),
        );
        if (heads.every((head) => head.indexed)) {
          const answer = await fromIndex(heads);
          if (answer) return answer;
        }
      }
      const { accounts, lines } = await scopeOf(userId, scope.accountId, scope.ticker);
      const realisations = optionRealisations(lines, calendarOf(accounts).timeZoneOf);
      return historyPage(
        groupTransactions(lines, realisations).map(roundGroup),
        filter,
        request,
        realisations,
      );
    },
  };
}

export type PortfolioService = ReturnType<typeof buildPortfolioService>;
