import {
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { Table } from '../platform/table';
import { goalSelectionKey, goalSelectionPrefix, type GoalSelectionItem } from './goal-entities';
import { profileExists, queryUserPrefix, refusedAt, settingsWriteError } from './settings-table';

export interface StoredGoalSelection {
  scope: string;
  ticker: string;
  goalId: string;
  selectedAt: string;
}

const toStored = (item: Record<string, unknown>): StoredGoalSelection => {
  const { scope, ticker, goalId, selectedAt } = item as unknown as GoalSelectionItem;
  return { scope, ticker, goalId, selectedAt };
};

type WriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

export const goalSelectionItem = (userId: string, selection: StoredGoalSelection): GoalSelectionItem => ({
  ...goalSelectionKey(userId, selection.scope, selection.ticker),
  entity: 'goal-selection',
  userId,
  ...selection,
});

/** DynamoDB's BatchWriteItem limit. */
const BATCH_SIZE = 25;

export function buildGoalSelectionRepository(table: Table) {
  return {
    /** The selections of one scope (Query `begins_with(sk, GOAL#<scope>#)`). */
    async listSelections(userId: string, scope: string): Promise<StoredGoalSelection[]> {
      return (await queryUserPrefix(table, userId, goalSelectionPrefix(scope))).map(toStored);
    },

    /** One ticker's selection in one scope (GetItem). */
    async getSelection(
      userId: string,
      scope: string,
      ticker: string,
    ): Promise<StoredGoalSelection | undefined> {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: goalSelectionKey(userId, scope, ticker) }),
      );
      return Item ? toStored(Item) : undefined;
    },

    /** Selects (or replaces) a ticker's goal in a scope; refused with 404 when the user has no profile. */
    async putSelection(userId: string, selection: StoredGoalSelection): Promise<void> {
      try {
        await table.client.send(
          new TransactWriteCommand({
            TransactItems: [
              profileExists(table, userId),
              { Put: { TableName: table.name, Item: goalSelectionItem(userId, selection) } },
            ],
          }),
        );
      } catch (error) {
        throw settingsWriteError(error);
      }
    },

    /**
     * Writes the selection unless the ticker already has one in that scope (onboarding's starting goal never
     * overrides a choice). True when it was written.
     */
    async putSelectionIfAbsent(userId: string, selection: StoredGoalSelection): Promise<boolean> {
      try {
        await table.client.send(
          new TransactWriteCommand({
            TransactItems: [
              profileExists(table, userId),
              {
                Put: {
                  TableName: table.name,
                  Item: goalSelectionItem(userId, selection),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        // The selection's own condition (index 1) is the only refusal that means "already chosen".
        if (!refusedAt(error, 0) && refusedAt(error, 1)) return false;
        throw settingsWriteError(error);
      }
    },

    /** Removes the selections of some tickers in one scope (BatchWriteItem, 25 at a time, unprocessed retried). */
    async deleteSelections(userId: string, scope: string, tickers: readonly string[]): Promise<void> {
      for (let start = 0; start < tickers.length; start += BATCH_SIZE) {
        let requests: WriteRequests | undefined = tickers
          .slice(start, start + BATCH_SIZE)
          .map((ticker) => ({ DeleteRequest: { Key: goalSelectionKey(userId, scope, ticker) } }));
        for (let attempt = 0; requests && requests.length > 0 && attempt < 5; attempt += 1) {
          const result: BatchWriteCommandOutput = await table.client.send(
            new BatchWriteCommand({ RequestItems: { [table.name]: requests } }),
          );
          requests = result.UnprocessedItems?.[table.name];
        }
        if (requests && requests.length > 0) throw new Error('Goal selections could not all be removed');
      }
    },
  };
}

export type GoalSelectionRepository = ReturnType<typeof buildGoalSelectionRepository>;
