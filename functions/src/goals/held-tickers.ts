import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartitionPrefix, type Table } from '../platform/table';
import {
  accountKey,
  accountPositionsPrefix,
  POSITION_PREFIX,
  type PositionProjection,
} from '../portfolio/portfolio-entities';
import { userPartition } from './goal-entities';

/**
 * The tickers a user holds, in one account or (no account) in all of them: the port onboarding and the allocation
 * list use, so goals do not depend on how the portfolio stores positions.
 */
export type HeldTickers = (userId: string, accountId?: string) => Promise<string[]>;

/** Whether an account id is one of the user's accounts. */
export type AccountExists = (userId: string, accountId: string) => Promise<boolean>;

/** A position is held unless both its shares and its open contracts are not above zero (spec part 1 §3). */
const isHeld = (position: Partial<PositionProjection>) =>
  Number(position.amount ?? 0) > 0 || Number(position.totalOpenContracts ?? 0) > 0;

/**
 * Reads the portfolio's position projection (Query `begins_with(sk, POSITION#[<accountId>#])`, all pages), which
 * the portfolio rewrites whenever an account's ledger changes.
 */
export function buildHeldTickers(table: Table): HeldTickers {
  return async (userId, accountId) => {
    const positions = (await queryPartitionPrefix(
      table,
      userPartition(userId),
      accountId ? accountPositionsPrefix(accountId) : POSITION_PREFIX,
      'ticker, amount, totalOpenContracts',
    )) as Partial<PositionProjection>[];
    const tickers = new Set<string>();
    for (const position of positions)
      if (typeof position.ticker === 'string' && isHeld(position)) tickers.add(position.ticker);
    return [...tickers].sort();
  };
}

/** GetItem on the portfolio's account key in the user's own partition: another user's account id is not there. */
export function buildAccountExists(table: Table): AccountExists {
  return async (userId, accountId) => {
    const { Item } = await table.client.send(
      new GetCommand({
        TableName: table.name,
        Key: accountKey(userId, accountId),
        ProjectionExpression: 'pk',
      }),
    );
    return Item !== undefined;
  };
}
