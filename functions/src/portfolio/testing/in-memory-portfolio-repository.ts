import { type LedgerLine, sortLines } from '@thetix/shared/portfolio/ledger';
import type { HistoryDigest, HistoryIndex } from '@thetix/shared/portfolio/history-index';
import type { AccountAggregates } from '@thetix/shared/portfolio/ledger-aggregates';
import {
  accountAggregatesPrefix,
  accountBooksPrefix,
  aggregateHeadKey,
  fromBookItem,
  fromHeadItem,
} from '../book-snapshot-entity';
import {
  accountDaysPrefix,
  accountMonthsPrefix,
  fromDayItem,
  fromMonthItem,
} from '../income-aggregate-entity';
import {
  accountDigestsPrefix,
  accountGroupsPrefix,
  accountHistoryPrefix,
  digestGroupKey,
  fromDigestItem,
  fromHistoryGroupItem,
  fromHistoryHeadItem,
  historyHeadKey,
  toDigestItems,
  toHistoryGroupItem,
  toHistoryHeadItem,
} from '../history-group-entity';
import type { PositionProjection, StoredAccount } from '../portfolio-entities';
import { aggregateItems, type HistoryGroupsRequest, type PortfolioRepository } from '../portfolio-repository';

/** The repository over maps, keyed like the table (user partition first), for service unit tests. */
export function createInMemoryPortfolioRepository() {
  const accounts = new Map<string, StoredAccount>();
  const lines = new Map<string, LedgerLine & { userId: string }>();
  const positions = new Map<string, PositionProjection & { userId: string }>();
  const guards = new Map<string, number>();
  const ledgerVersions = new Map<string, number>();
  /** Snapshot rows as the table holds them: `<pk>|<sk>` → item. */
  const aggregateRows = new Map<string, Record<string, unknown>>();
  const rowsOf = (userId: string, prefix: string) =>
    [...aggregateRows.values()]
      .filter((item) => item.pk === `USER#${userId}` && String(item.sk).startsWith(prefix))
      .sort((a, b) => (String(a.sk) < String(b.sk) ? -1 : 1));
  const lineKey = (userId: string, line: LedgerLine) =>
    `${userId}#${line.accountId}#${line.ticker}#${line.timestamp}#${line.id}`;

  const repository = {
    getAccount: async (userId: string, accountId: string) => {
      const account = accounts.get(`${userId}#${accountId}`);
      return account ? { ...account } : undefined;
    },
    listAccounts: async (userId: string) =>
      [...accounts.values()]
        .filter((account) => account.userId === userId)
        .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)),
    createAccount: async (account: StoredAccount) => {
      const key = `${account.userId}#${account.id}`;
      if (accounts.has(key))
        throw Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' });
      accounts.set(key, { ...account });
    },
    updateAccount: async (
      userId: string,
      accountId: string,
      changes: Partial<Pick<StoredAccount, 'name' | 'hidden'>>,
    ) => {
      const account = accounts.get(`${userId}#${accountId}`);
      if (!account) throw Object.assign(new Error('missing'), { name: 'ConditionalCheckFailedException' });
      accounts.set(`${userId}#${accountId}`, { ...account, ...changes });
    },
    deleteAccount: async (userId: string, accountId: string) => {
      accounts.delete(`${userId}#${accountId}`);
    },
    listLines: async (userId: string, scope: { accountId?: string; ticker?: string } = {}) =>
      sortLines(
        [...lines.values()]
          .filter((line) => line.userId === userId)
          .filter((line) => !scope.accountId || line.accountId === scope.accountId)
          .filter((line) => !scope.ticker || line.ticker === scope.ticker)
          .map(({ userId: _userId, ...line }) => line),
      ),
    claimManualEntry: async (userId: string, fingerprint: string, nowMs: number, untilMs: number) => {
      const key = `${userId}#${fingerprint}`;
      if ((guards.get(key) ?? 0) > nowMs) return false;
      guards.set(key, untilMs);
      return true;
    },
    putLines: async (userId: string, added: readonly LedgerLine[]) => {
      for (const line of added) lines.set(lineKey(userId, line), { ...line, userId });
    },
    deleteLines: async (userId: string, removed: readonly LedgerLine[]) => {
      for (const line of removed) lines.delete(lineKey(userId, line));
    },
    replacePositions: async (userId: string, accountId: string, replaced: readonly PositionProjection[]) => {
      for (const [key, position] of positions)
        if (position.userId === userId && position.accountId === accountId) positions.delete(key);
      for (const position of replaced)
        positions.set(`${userId}#${accountId}#${position.ticker}`, { ...position, userId });
    },
    writeAggregates: async (userId: string, aggregates: AccountAggregates, history?: HistoryIndex) => {
      const accountId = aggregates.watermark.accountId;
      for (const item of rowsOf(userId, accountHistoryPrefix(accountId)))
        if (history || item.entity === 'history-head')
          aggregateRows.delete(`${String(item.pk)}|${String(item.sk)}`);
      if (history)
        for (const item of [
          ...history.groups.map((group) => toHistoryGroupItem(userId, group)),
          ...toDigestItems(userId, accountId, history.digests),
          toHistoryHeadItem(userId, history.head),
        ])
          aggregateRows.set(`${item.pk}|${item.sk}`, item);
      const existing = rowsOf(userId, accountAggregatesPrefix(aggregates.watermark.accountId));
      const items = aggregateItems(userId, aggregates);
      const wanted = new Set(items.map((item) => String(item.sk)));
      let written = 0;
      let deleted = 0;
      for (const item of existing) {
        if (wanted.has(String(item.sk))) continue;
        aggregateRows.delete(`${String(item.pk)}|${String(item.sk)}`);
        deleted += 1;
      }
      for (const item of items) {
        const key = `${String(item.pk)}|${String(item.sk)}`;
        if (aggregateRows.get(key)?.doc === item.doc) continue;
        aggregateRows.set(key, item);
        written += 1;
      }
      return { written, deleted };
    },
    bumpLedgerVersion: async (userId: string, accountId: string) => {
      const key = `${userId}|${accountId}`;
      const next = (ledgerVersions.get(key) ?? 0) + 1;
      ledgerVersions.set(key, next);
      return next;
    },
    getLedgerVersion: async (userId: string, accountId: string) =>
      ledgerVersions.get(`${userId}|${accountId}`) ?? 0,
    getAggregateHead: async (userId: string, accountId: string) => {
      const key = aggregateHeadKey(userId, accountId);
      return fromHeadItem(aggregateRows.get(`${key.pk}|${key.sk}`));
    },
    getHistoryHead: async (userId: string, accountId: string) => {
      const key = historyHeadKey(userId, accountId);
      return fromHistoryHeadItem(aggregateRows.get(`${key.pk}|${key.sk}`));
    },
    historyDigests: async (userId: string, accountId: string) =>
      rowsOf(userId, accountDigestsPrefix(accountId)).flatMap(fromDigestItem),
    historyGroupsOf: async (userId: string, digests: readonly HistoryDigest[]) =>
      digests.flatMap((digest) => {
        const key = digestGroupKey(userId, digest);
        const item = aggregateRows.get(`${key.pk}|${key.sk}`);
        return item ? [fromHistoryGroupItem(item)] : [];
      }),
    historyGroups: async (userId: string, accountId: string, request: HistoryGroupsRequest) => {
      const prefix = accountGroupsPrefix(accountId);
      const upTo = `${prefix}${request.upToTime === undefined ? '' : `${request.upToTime}#`}\uffff`;
      const rows = rowsOf(userId, prefix)
        .filter((item) => String(item.sk) <= upTo)
        .reverse();
      const start = typeof request.startKey?.sk === 'string' ? request.startKey.sk : undefined;
      const after = start === undefined ? rows : rows.filter((item) => String(item.sk) < start);
      const page = after.slice(0, request.limit);
      return {
        groups: page.map(fromHistoryGroupItem),
        ...(after.length > request.limit ? { startKey: { pk: page.at(-1)!.pk, sk: page.at(-1)!.sk } } : {}),
      };
    },
    listBooks: async (userId: string, accountId: string) =>
      rowsOf(userId, accountBooksPrefix(accountId)).map(fromBookItem),
    listDays: async (userId: string, accountId: string, from: string) =>
      rowsOf(userId, accountDaysPrefix(accountId))
        .map(fromDayItem)
        .filter((day) => day.date >= from),
    readAggregates: async (userId: string, accountId: string) => {
      const key = aggregateHeadKey(userId, accountId);
      const head = fromHeadItem(aggregateRows.get(`${key.pk}|${key.sk}`));
      if (!head) return undefined;
      return {
        watermark: head,
        books: rowsOf(userId, accountBooksPrefix(accountId)).map(fromBookItem),
        days: rowsOf(userId, accountDaysPrefix(accountId)).map(fromDayItem),
        months: rowsOf(userId, accountMonthsPrefix(accountId)).map(fromMonthItem),
      };
    },
    deleteAccountContents: async (userId: string, accountId: string) => {
      for (const item of [
        ...rowsOf(userId, accountAggregatesPrefix(accountId)),
        ...rowsOf(userId, accountHistoryPrefix(accountId)),
      ])
        aggregateRows.delete(`${String(item.pk)}|${String(item.sk)}`);
      for (const [key, line] of lines)
        if (line.userId === userId && line.accountId === accountId) lines.delete(key);
      for (const [key, position] of positions)
        if (position.userId === userId && position.accountId === accountId) positions.delete(key);
    },
  } satisfies PortfolioRepository;

  return { repository, accounts, lines, positions, aggregateRows };
}
