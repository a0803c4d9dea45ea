import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CashSource } from '@thetix/shared/contracts/watchlist';
import { prefixRange, queryPartitionPrefix, type Table, writeIf } from '../platform/table';
import {
  ACCOUNT_PREFIX,
  accountKey,
  fromAccountItem,
  type StoredAccount,
  userPartition,
} from '../portfolio/portfolio-entities';
import type { StoredCash } from './account-cash';
import { fromWatchItem, type StoredWatchEntry, toWatchItem, WATCH_PREFIX, watchKey } from './wheel-entities';

export type AccountWithCash = StoredAccount & StoredCash;

/** The cash attributes of the Account item this repository writes (account-cash.ts). */
type CashAttributes = {
  cashBalance?: number;
  cashSetAside?: number;
  cashUpdatedAt?: string;
  cashSource?: CashSource;
};

export function buildWheelRepository(table: Table) {
  const { client, name: TableName } = table;

  return {
    /** The user's watchlist, by ticker (Query `WATCH#` range). */
    async listEntries(userId: string): Promise<StoredWatchEntry[]> {
      return (await queryPartitionPrefix(table, userPartition(userId), WATCH_PREFIX)).map(fromWatchItem);
    },

    /** How many tickers the watchlist holds (Query `WATCH#` range, `Select: COUNT`; one page holds far more than the limit). */
    async countEntries(userId: string): Promise<number> {
      const { Count = 0 } = await client.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': userPartition(userId),
            ':from': prefixRange(WATCH_PREFIX).from,
            ':to': prefixRange(WATCH_PREFIX).to,
          },
          Select: 'COUNT',
        }),
      );
      return Count;
    },

    /** One entry (GetItem `WATCH#<TICKER>`). */
    async getEntry(userId: string, ticker: string): Promise<StoredWatchEntry | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: watchKey(userId, ticker), ConsistentRead: true }),
      );
      return Item ? fromWatchItem(Item) : undefined;
    },

    /**
     * Puts an entry: `create` only where none is (false if one appeared meanwhile), `replace` only over one with the
     * creation time read (false if it was deleted or replaced meanwhile).
     */
    async putEntry(userId: string, entry: StoredWatchEntry, mode: 'create' | 'replace'): Promise<boolean> {
      return writeIf(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: toWatchItem(userId, entry),
            ...(mode === 'create'
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: 'createdAt = :created',
                  ExpressionAttributeValues: { ':created': entry.createdAt },
                }),
          }),
        ),
      );
    },

    /** An example entry goes only where the user has none of their own (an example one is replaced). */
    async putExampleEntry(userId: string, entry: StoredWatchEntry): Promise<boolean> {
      return writeIf(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: toWatchItem(userId, entry),
            ConditionExpression: 'attribute_not_exists(pk) OR testData = :true',
            ExpressionAttributeValues: { ':true': true },
          }),
        ),
      );
    },

    /** Deletes an entry; false when there was none. With `onlyExample`, only while it is still the example's. */
    async deleteEntry(userId: string, ticker: string, onlyExample = false): Promise<boolean> {
      return writeIf(() =>
        client.send(
          new DeleteCommand({
            TableName,
            Key: watchKey(userId, ticker),
            ...(onlyExample
              ? { ConditionExpression: 'testData = :true', ExpressionAttributeValues: { ':true': true } }
              : { ConditionExpression: 'attribute_exists(pk)' }),
          }),
        ),
      );
    },

    /** One account with its cash attributes (GetItem `ACCOUNT#<id>`); undefined for an id the user does not own. */
    async getAccount(userId: string, accountId: string): Promise<AccountWithCash | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: accountKey(userId, accountId), ConsistentRead: true }),
      );
      return Item ? (fromAccountItem(Item) as AccountWithCash) : undefined;
    },

    /** The user's accounts with their cash, oldest first (Query `ACCOUNT#` range). */
    async listAccounts(userId: string): Promise<AccountWithCash[]> {
      const accounts = (await queryPartitionPrefix(table, userPartition(userId), ACCOUNT_PREFIX)).map(
        (item) => fromAccountItem(item) as AccountWithCash,
      );
      return accounts.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    },

    /**
     * Writes a hand entry's cash attributes, conditional on the cash not having changed since it was read (same
     * `cashUpdatedAt`, or still none): a sync or another entry in between makes it false, never a lost update.
     */
    async writeCash(
      userId: string,
      accountId: string,
      readAt: string | null,
      set: CashAttributes,
      remove: readonly string[] = [],
    ): Promise<boolean> {
      const names = Object.keys(set);
      const update =
        `SET ${names.map((name, index) => `#s${index} = :s${index}`).join(', ')}` +
        (remove.length > 0 ? ` REMOVE ${remove.map((_, index) => `#r${index}`).join(', ')}` : '');
      return writeIf(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: accountKey(userId, accountId),
            UpdateExpression: update,
            ConditionExpression:
              readAt === null
                ? 'attribute_exists(pk) AND attribute_not_exists(cashUpdatedAt)'
                : 'attribute_exists(pk) AND cashUpdatedAt = :readAt',
            ExpressionAttributeNames: {
              ...Object.fromEntries(names.map((name, index) => [`#s${index}`, name])),
              ...Object.fromEntries(remove.map((name, index) => [`#r${index}`, name])),
            },
            ExpressionAttributeValues: {
              ...Object.fromEntries(
                names.map((name, index) => [`:s${index}`, set[name as keyof CashAttributes]]),
              ),
              ...(readAt === null ? {} : { ':readAt': readAt }),
            },
          }),
        ),
      );
    },

    /** The example's cash: written only where the user entered none by hand and no sync reported one. */
    async writeExampleCash(userId: string, accountId: string, cash: number, setAside: number, now: string) {
      return writeIf(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: accountKey(userId, accountId),
            UpdateExpression:
              'SET cashBalance = :cash, cashSetAside = :aside, cashSource = :example, cashUpdatedAt = :now',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(cashSource) OR cashSource = :example)',
            ExpressionAttributeValues: {
              ':cash': cash,
              ':aside': setAside,
              ':example': 'example',
              ':now': now,
            },
          }),
        ),
      );
    },

    /** Takes the example's cash away again, unless the user has entered their own since. */
    async clearExampleCash(userId: string, accountId: string, now: string) {
      return writeIf(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: accountKey(userId, accountId),
            UpdateExpression:
              'SET cashBalance = :zero, cashSetAside = :zero, cashUpdatedAt = :now REMOVE cashSource',
            ConditionExpression: 'cashSource = :example',
            ExpressionAttributeValues: { ':zero': 0, ':example': 'example', ':now': now },
          }),
        ),
      );
    },
  };
}

export type WheelRepository = ReturnType<typeof buildWheelRepository>;
