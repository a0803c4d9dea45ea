import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { TransactionGroup } from '@thetix/shared/contracts/portfolio';
import type { HistoryDigest, HistoryHead, HistoryIndex } from '@thetix/shared/portfolio/history-index';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import type {
  AccountAggregates,
  AggregateWatermark,
  BookSnapshot,
  DayAggregate,
} from '@thetix/shared/portfolio/ledger-aggregates';
import { batchGetConsistent, isConditionFailure, queryPartitionPrefix, type Table } from '../platform/table';
import {
  accountAggregatesPrefix,
  accountBooksPrefix,
  aggregateHeadKey,
  fromBookItem,
  fromHeadItem,
  toBookItem,
  toHeadItem,
} from './book-snapshot-entity';
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
} from './history-group-entity';
import {
  accountDaysPrefix,
  accountMonthsPrefix,
  fromDayItem,
  fromMonthItem,
  toDayItem,
  toMonthItem,
} from './income-aggregate-entity';
import {
  ACCOUNT_PREFIX,
  accountKey,
  accountLinesPrefix,
  accountPositionsPrefix,
  fromAccountItem,
  fromLineItem,
  LINE_PREFIX,
  ledgerVersionKey,
  lineKey,
  type PositionProjection,
  type StoredAccount,
  tickerLinesPrefix,
  toAccountItem,
  toLineItem,
  toPositionItem,
  userPartition,
} from './portfolio-entities';

/** A manual entry's duplicate guard; TTL removes it an hour after it lapses. */
const MANUAL_GUARD_PREFIX = 'MANUAL_GUARD#';

/** BatchWriteItem takes at most 25 requests. */
const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;

/** Every item of an account's snapshot: rows first, the head (watermark) last, so a head means complete rows. */
export const aggregateItems = (userId: string, aggregates: AccountAggregates): Record<string, unknown>[] => [
  ...aggregates.books.map((book) => toBookItem(userId, book)),
  ...aggregates.days.map((day) => toDayItem(userId, day)),
  ...aggregates.months.map((month) => toMonthItem(userId, month)),
  toHeadItem(userId, aggregates.watermark),
];

/** A page of an account's materialised groups, newest first (history-group-entity.ts). */
export interface HistoryGroupsRequest {
  upToTime?: string;
  limit: number;
  startKey?: Record<string, unknown>;
}
export interface HistoryGroupsPage {
  groups: TransactionGroup[];
  /** Where the next Query page starts; undefined when the account's groups are exhausted. */
  startKey?: Record<string, unknown>;
}

export function buildPortfolioRepository(table: Table) {
  const { client, name: TableName } = table;

  /** Every item of a key prefix in the user's partition, all pages. */
  const queryPrefix = (userId: string, prefix: string) =>
    queryPartitionPrefix(table, userPartition(userId), prefix);

  /** Puts and deletes in batches of 25, retrying what DynamoDB hands back unprocessed. */
  const batchWrite = async (
    requests: (
      { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } }
    )[],
  ) => {
    for (let index = 0; index < requests.length; index += BATCH_SIZE) {
      let pending: typeof requests | undefined = requests.slice(index, index + BATCH_SIZE);
      for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
        if (attempt >= MAX_BATCH_ATTEMPTS)
          throw new Error('DynamoDB kept items unprocessed after 8 attempts');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const result = await client.send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
        pending = result.UnprocessedItems?.[TableName] as typeof requests | undefined;
      }
    }
  };

  const keyOf = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk });

  /** The account's history rows change-only (by the docs' digests), stale groups deleted, the head last. */
  const writeHistory = async (userId: string, accountId: string, history: HistoryIndex) => {
    const existing = await queryPartitionPrefix(
      table,
      userPartition(userId),
      accountHistoryPrefix(accountId),
      'pk, sk, docDigest',
    );
    const stored = new Map(existing.map((item) => [String(item.sk), item.docDigest]));
    const items = [
      ...history.groups.map((group) => toHistoryGroupItem(userId, group)),
      ...toDigestItems(userId, accountId, history.digests),
      toHistoryHeadItem(userId, history.head),
    ];
    const wanted = new Set(items.map((item) => item.sk));
    await batchWrite([
      ...existing
        .filter((item) => !wanted.has(String(item.sk)))
        .map((item) => ({ DeleteRequest: { Key: keyOf(item) } })),
      ...items
        .filter((item) => stored.get(item.sk) !== item.docDigest)
        .map((item) => ({ PutRequest: { Item: item } })),
    ]);
  };

  return {
    /** One account of the user (GetItem USER#<userId> / ACCOUNT#<id>); undefined for any id the user does not own. */
    async getAccount(userId: string, accountId: string): Promise<StoredAccount | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName, Key: accountKey(userId, accountId) }));
      return Item ? fromAccountItem(Item) : undefined;
    },

    /** The user's accounts, oldest first (Query begins_with ACCOUNT#, then sorted by creation). */
    async listAccounts(userId: string): Promise<StoredAccount[]> {
      const accounts = (await queryPrefix(userId, ACCOUNT_PREFIX)).map(fromAccountItem);
      return accounts.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    },

    /** Creates an account; refuses to overwrite one with the same id. */
    async createAccount(account: StoredAccount): Promise<void> {
      await client.send(
        new PutCommand({
          TableName,
          Item: toAccountItem(account),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** Sets fields of an existing account; a condition failure means it was deleted meanwhile. */
    async updateAccount(
      userId: string,
      accountId: string,
      changes: Partial<Pick<StoredAccount, 'name' | 'hidden' | 'lotMethod'>>,
    ): Promise<void> {
      const entries = Object.entries(changes);
      await client.send(
        new UpdateCommand({
          TableName,
          Key: accountKey(userId, accountId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(
            entries.map(([field], index) => [`#f${index}`, field]),
          ),
          ExpressionAttributeValues: Object.fromEntries(
            entries.map(([, value], index) => [`:v${index}`, value]),
          ),
        }),
      );
    },

    async deleteAccount(userId: string, accountId: string): Promise<void> {
      await client.send(new DeleteCommand({ TableName, Key: accountKey(userId, accountId) }));
    },

    /** Ledger lines in time order: the user's, one account's or one account's ticker (Query on the TXN# prefix). */
    async listLines(
      userId: string,
      scope: { accountId?: string; ticker?: string } = {},
    ): Promise<LedgerLine[]> {
      const prefix = scope.accountId
        ? scope.ticker
          ? tickerLinesPrefix(scope.accountId, scope.ticker)
          : accountLinesPrefix(scope.accountId)
        : LINE_PREFIX;
      const lines = (await queryPrefix(userId, prefix)).map(fromLineItem);
      return scope.ticker ? lines.filter((line) => line.ticker === scope.ticker) : lines;
    },

    /**
     * Takes the duplicate guard of a manual entry (sk `MANUAL_GUARD#<fingerprint>`) until `untilMs`: false while an
     * earlier identical entry still holds it. One conditional put, so two posts racing each other cannot both win.
     */
    async claimManualEntry(userId: string, fingerprint: string, nowMs: number, untilMs: number) {
      try {
        await client.send(
          new PutCommand({
            TableName,
            Item: {
              pk: userPartition(userId),
              sk: `${MANUAL_GUARD_PREFIX}${fingerprint}`,
              entity: 'manual-entry-guard',
              until: untilMs,
              expiresAt: Math.ceil(untilMs / 1000) + 3600,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR #until <= :now',
            ExpressionAttributeNames: { '#until': 'until' },
            ExpressionAttributeValues: { ':now': nowMs },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Writes lines (a line with the same account, ticker, time and id is overwritten: idempotent). */
    async putLines(userId: string, lines: readonly LedgerLine[]): Promise<void> {
      await batchWrite(lines.map((line) => ({ PutRequest: { Item: toLineItem(userId, line) } })));
    },

    async deleteLines(userId: string, lines: readonly LedgerLine[]): Promise<void> {
      await batchWrite(lines.map((line) => ({ DeleteRequest: { Key: lineKey(userId, line) } })));
    },

    /** Replaces an account's position projection (Query POSITION#<accountId>#, delete the stale, put the new). */
    async replacePositions(userId: string, accountId: string, positions: readonly PositionProjection[]) {
      const existing = await queryPrefix(userId, accountPositionsPrefix(accountId));
      const items = positions.map((position) => toPositionItem(userId, position));
      const kept = new Set(items.map((item) => item.sk));
      await batchWrite([
        ...existing
          .filter((item) => !kept.has(String(item.sk)))
          .map((item) => ({ DeleteRequest: { Key: keyOf(item) } })),
        ...items.map((item) => ({ PutRequest: { Item: item } })),
      ]);
    },

    /**
     * Writes an account's snapshot rows (book-snapshot-entity.ts, income-aggregate-entity.ts), change-only: rows whose
     * doc is unchanged are left alone, rows no longer produced are deleted. Idempotent. With `history` the account's
     * materialised history (history-group-entity.ts) is written the same way; without it the history's head is
     * deleted, so the next history read rebuilds it from the ledger.
     */
    async writeAggregates(userId: string, aggregates: AccountAggregates, history?: HistoryIndex) {
      const accountId = aggregates.watermark.accountId;
      const existing = await queryPartitionPrefix(
        table,
        userPartition(userId),
        accountAggregatesPrefix(accountId),
        'pk, sk, doc',
      );
      const stored = new Map(existing.map((item) => [String(item.sk), item.doc]));
      const items = aggregateItems(userId, aggregates);
      const wanted = new Set(items.map((item) => String(item.sk)));
      const puts = items.filter((item) => stored.get(String(item.sk)) !== item.doc);
      const deletes = existing.filter((item) => !wanted.has(String(item.sk)));
      await batchWrite([
        ...deletes.map((item) => ({ DeleteRequest: { Key: keyOf(item) } })),
        ...puts.map((item) => ({ PutRequest: { Item: item } })),
      ]);
      if (history) await writeHistory(userId, accountId, history);
      else await client.send(new DeleteCommand({ TableName, Key: historyHeadKey(userId, accountId) }));
      return { written: puts.length, deleted: deletes.length };
    },

    /** The account's history head (GetItem), undefined when missing or of another version. */
    async getHistoryHead(userId: string, accountId: string): Promise<HistoryHead | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: historyHeadKey(userId, accountId) }),
      );
      return fromHistoryHeadItem(Item);
    },

    /**
     * One Query page of the account's materialised groups, newest first (sk descending): those whose time is at most
     * `upToTime` (every group without it), at most `limit` of them, after `startKey`.
     */
    async historyGroups(
      userId: string,
      accountId: string,
      request: HistoryGroupsRequest,
    ): Promise<HistoryGroupsPage> {
      const prefix = accountGroupsPrefix(accountId);
      const page = await client.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': userPartition(userId),
            ':from': prefix,
            ':to': `${prefix}${request.upToTime === undefined ? '' : `${request.upToTime}#`}\uffff`,
          },
          ProjectionExpression: 'doc',
          ScanIndexForward: false,
          Limit: request.limit,
          ExclusiveStartKey: request.startKey,
        }),
      );
      return { groups: (page.Items ?? []).map(fromHistoryGroupItem), startKey: page.LastEvaluatedKey };
    },

    /** The account's history digests (Query the `HIST#<acc>#DIGEST#` rows), oldest month first. */
    async historyDigests(userId: string, accountId: string): Promise<HistoryDigest[]> {
      const items = await queryPartitionPrefix(
        table,
        userPartition(userId),
        accountDigestsPrefix(accountId),
        'doc',
      );
      return items.flatMap(fromDigestItem);
    },

    /** The groups of some digests (BatchGetItem of their group items); a group no longer stored is left out. */
    async historyGroupsOf(userId: string, digests: readonly HistoryDigest[]): Promise<TransactionGroup[]> {
      const items = await batchGetConsistent(
        table,
        digests.map((digest) => digestGroupKey(userId, digest)),
      );
      return items.map(fromHistoryGroupItem);
    },

    /** Counts a refresh of the account's derived rows (UpdateItem ADD 1); answers the new count. */
    async bumpLedgerVersion(userId: string, accountId: string): Promise<number> {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName,
          Key: ledgerVersionKey(userId, accountId),
          UpdateExpression: 'ADD v :one SET entity = :entity',
          ExpressionAttributeValues: { ':one': 1, ':entity': 'ledger-version' },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.v ?? 0);
    },

    /** The account's refresh count (strongly consistent GetItem; 0 before the first refresh). */
    async getLedgerVersion(userId: string, accountId: string): Promise<number> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: ledgerVersionKey(userId, accountId), ConsistentRead: true }),
      );
      return Number(Item?.v ?? 0);
    },

    /** The account's snapshot head (GetItem), undefined when missing or of another version. */
    async getAggregateHead(userId: string, accountId: string): Promise<AggregateWatermark | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: aggregateHeadKey(userId, accountId) }),
      );
      return fromHeadItem(Item);
    },

    /** The account's books (Query begins_with AGG#<accountId>#BOOK#): one item per ticker. */
    async listBooks(userId: string, accountId: string): Promise<BookSnapshot[]> {
      return (await queryPrefix(userId, accountBooksPrefix(accountId))).map(fromBookItem);
    },

    /** The account's income days from `from` on (Query sk BETWEEN AGG#<acc>#DAY#<from> AND AGG#<acc>#DAY#~). */
    async listDays(userId: string, accountId: string, from: string): Promise<DayAggregate[]> {
      const prefix = accountDaysPrefix(accountId);
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': userPartition(userId),
              ':from': `${prefix}${from}`,
              ':to': `${prefix}~`,
            },
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items.map(fromDayItem);
    },

    /** Everything stored of the account's snapshot (Query begins_with AGG#<accountId>#); undefined without a head. */
    async readAggregates(userId: string, accountId: string): Promise<AccountAggregates | undefined> {
      const items = await queryPrefix(userId, accountAggregatesPrefix(accountId));
      const head = fromHeadItem(items.find((item) => item.entity === 'aggregate-head'));
      if (!head) return undefined;
      const of = (prefix: string) => items.filter((item) => String(item.sk).startsWith(prefix));
      return {
        watermark: head,
        books: of(accountBooksPrefix(accountId)).map(fromBookItem),
        days: of(accountDaysPrefix(accountId)).map(fromDayItem),
        months: of(accountMonthsPrefix(accountId)).map(fromMonthItem),
      };
    },

    /** Removes everything stored under an account except the account item: lines, positions and snapshots. */
    async deleteAccountContents(userId: string, accountId: string): Promise<void> {
      const items = [
        ...(await queryPrefix(userId, accountLinesPrefix(accountId))),
        ...(await queryPrefix(userId, accountPositionsPrefix(accountId))),
        ...(await queryPrefix(userId, accountAggregatesPrefix(accountId))),
        ...(await queryPrefix(userId, accountHistoryPrefix(accountId))),
      ];
      await batchWrite(items.map((item) => ({ DeleteRequest: { Key: keyOf(item) } })));
    },
  };
}

export type PortfolioRepository = ReturnType<typeof buildPortfolioRepository>;
