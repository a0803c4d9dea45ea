import {
  MAX_WATCHLIST_ENTRIES,
  type AccountCash,
  type AccountCashBody,
  type Watchlist,
  type WatchlistEntry,
  type WatchlistEntryBody,
  type WatchlistForPuts,
} from '@thetix/shared/contracts/watchlist';
import { findCompany } from '@thetix/shared/market/company-directory';
import type { ExampleWatchlistEntry } from '@thetix/shared/portfolio/example-portfolio';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import { applyCashEntry, cashFigures } from './account-cash';
import type { StoredWatchEntry } from './wheel-entities';
import type { AccountWithCash, WheelRepository } from './wheel-repository';

export const wheelMessages = {
  tickerNotFound: (ticker: string) => `Ticker ${ticker} not found`,
  accountNotFound: (id: string) => `Account ${id} not found`,
  notOnWatchlist: (ticker: string) => `${ticker} is not on your watchlist`,
  watchlistFull: `Your watchlist holds at most ${MAX_WATCHLIST_ENTRIES} tickers: remove one before adding another`,
  changedMeanwhile: 'This changed while you were saving it: reload and try again',
  cashChangedMeanwhile:
    "The account's cash changed while you were saving it (a sync or another tab): reload and try again",
};

export interface WheelServiceDependencies {
  wheel: WheelRepository;
  clock: Clock;
}

/** Watchlist and cash (issue 31 item 1): the routes' logic and the read the put opportunity engine calls. */
export function buildWheelService({ wheel, clock }: WheelServiceDependencies) {
  const toEntry = (entry: StoredWatchEntry, accountIds: ReadonlySet<string>): WatchlistEntry => ({
    ticker: entry.ticker,
    name: findCompany(entry.ticker)?.name ?? entry.ticker,
    targetPrice: entry.targetPrice ?? null,
    targetAllocationPercent: entry.targetAllocationPercent ?? null,
    riskLevel: entry.riskLevel,
    // A deleted account secures nothing: the entry stays, without an account.
    accountId: entry.accountId && accountIds.has(entry.accountId) ? entry.accountId : null,
    testData: entry.testData === true,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  });

  const toCash = (account: AccountWithCash): AccountCash => ({
    accountId: account.id,
    name: account.name,
    source: account.source,
    hidden: account.hidden,
    ...cashFigures(account),
  });

  const requireAccount = async (userId: string, accountId: string) => {
    const account = await wheel.getAccount(userId, accountId);
    if (!account) throw new NotFoundError(wheelMessages.accountNotFound(accountId));
    return account;
  };

  return {
    /** GET /api/watchlist. */
    async watchlist(userId: string): Promise<Watchlist> {
      const [entries, accounts] = await Promise.all([wheel.listEntries(userId), wheel.listAccounts(userId)]);
      const accountIds = new Set(accounts.map((account) => account.id));
      return { entries: entries.map((entry) => toEntry(entry, accountIds)), limit: MAX_WATCHLIST_ENTRIES };
    },

    /**
     * PUT /api/watchlist/{ticker}: adds the ticker (201) or replaces its entry (200). The ticker must be in the company
     * directory (404 like a holding's), the account the caller's (404), and a new ticker must fit the limit (409).
     */
    async putEntry(userId: string, ticker: string, body: WatchlistEntryBody) {
      if (!findCompany(ticker)) throw new NotFoundError(wheelMessages.tickerNotFound(ticker));
      const accountId = body.accountId ?? null;
      if (accountId) await requireAccount(userId, accountId);
      const now = clock.now().toISOString();
      const existing = await wheel.getEntry(userId, ticker);
      if (!existing && (await wheel.countEntries(userId)) >= MAX_WATCHLIST_ENTRIES)
        throw new ConflictError(wheelMessages.watchlistFull);
      const entry: StoredWatchEntry = {
        ticker,
        targetPrice: body.targetPrice ?? null,
        targetAllocationPercent: body.targetAllocationPercent ?? null,
        riskLevel: body.riskLevel ?? 'conservative',
        accountId,
        // Once the user edits an example entry it is theirs: removing the example leaves it.
        testData: false,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      };
      const written = await wheel.putEntry(userId, entry, existing ? 'replace' : 'create');
      if (!written) throw new ConflictError(wheelMessages.changedMeanwhile);
      return {
        status: existing ? 200 : 201,
        body: toEntry(entry, new Set(accountId ? [accountId] : [])),
      };
    },

    /** DELETE /api/watchlist/{ticker}: 404 when the ticker is not on the watchlist. */
    async removeEntry(userId: string, ticker: string): Promise<void> {
      if (!(await wheel.deleteEntry(userId, ticker)))
        throw new NotFoundError(wheelMessages.notOnWatchlist(ticker));
    },

    /** GET /api/cash. */
    async cash(userId: string): Promise<{ accounts: AccountCash[] }> {
      return { accounts: (await wheel.listAccounts(userId)).map(toCash) };
    },

    /** PUT /api/accounts/{id}/cash: the rule is account-cash.ts's; a concurrent change of the cash is a 409. */
    async setCash(userId: string, accountId: string, body: AccountCashBody): Promise<AccountCash> {
      const account = await requireAccount(userId, accountId);
      const entry = applyCashEntry(account, body, clock.now());
      if (!entry.ok) {
        const path = `body.${entry.field}`;
        throw new ValidationError(`Invalid request: ${path}: ${entry.message}`, [
          { path, message: entry.message },
        ]);
      }
      const written = await wheel.writeCash(
        userId,
        accountId,
        account.cashUpdatedAt ?? null,
        entry.set,
        entry.remove,
      );
      if (!written) throw new ConflictError(wheelMessages.cashChangedMeanwhile);
      const stored = { ...account, ...entry.set };
      if (entry.remove.includes('cashSource')) delete (stored as { cashSource?: unknown }).cashSource;
      return toCash(stored);
    },

    /**
     * The example portfolio's cash and watchlist, in the account it was loaded into: never over cash or a watchlist
     * entry of the user's own, and only as far as the limit allows.
     */
    async loadExample(
      userId: string,
      accountId: string,
      example: { cash: number; setAside: number; watchlist: readonly ExampleWatchlistEntry[] },
    ): Promise<void> {
      const now = clock.now().toISOString();
      await wheel.writeExampleCash(userId, accountId, example.cash, example.setAside, now);
      const held = new Map((await wheel.listEntries(userId)).map((entry) => [entry.ticker, entry]));
      let room = MAX_WATCHLIST_ENTRIES - held.size;
      for (const item of example.watchlist) {
        const mine = held.get(item.ticker);
        if (mine && !mine.testData) continue;
        if (!mine && room <= 0) continue;
        if (!mine) room -= 1;
        await wheel.putExampleEntry(userId, {
          ...item,
          accountId,
          testData: true,
          createdAt: mine?.createdAt ?? now,
          updatedAt: now,
        });
      }
    },

    /** DELETE /api/test-data: the example's watchlist entries and cash, of one account or of all. */
    async removeExample(userId: string, accountId?: string): Promise<void> {
      const now = clock.now().toISOString();
      const entries = (await wheel.listEntries(userId)).filter(
        (entry) => entry.testData && (!accountId || entry.accountId === accountId),
      );
      for (const entry of entries) await wheel.deleteEntry(userId, entry.ticker, true);
      const accounts = accountId
        ? [accountId]
        : (await wheel.listAccounts(userId)).map((account) => account.id);
      for (const id of accounts) await wheel.clearExampleCash(userId, id, now);
    },

    /**
     * A user's watchlist with the cash each entry's account holds for puts: what the put opportunity engine reads.
     * The cash is per account and shared by the tickers it secures (see WatchlistForPuts).
     */
    async watchlistForPuts(userId: string): Promise<WatchlistForPuts[]> {
      const [entries, accounts] = await Promise.all([wheel.listEntries(userId), wheel.listAccounts(userId)]);
      const cashFor = new Map(accounts.map((account) => [account.id, cashFigures(account).cashForPuts]));
      return entries.map((entry) => {
        const accountKnown = entry.accountId !== null && cashFor.has(entry.accountId);
        return {
          ticker: entry.ticker,
          targetPrice: entry.targetPrice ?? null,
          targetAllocationPercent: entry.targetAllocationPercent ?? null,
          riskLevel: entry.riskLevel,
          accountId: accountKnown ? entry.accountId : null,
          cashForPuts: accountKnown ? cashFor.get(entry.accountId!)! : 0,
        };
      });
    },
  };
}

export type WheelService = ReturnType<typeof buildWheelService>;
