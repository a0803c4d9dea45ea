import type { AccountSource } from '@thetix/shared/contracts/portfolio';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';

/**
 * Items of the portfolio. Everything a user owns lives in their partition `USER#<userId>`, so every read is a
 * GetItem or Query on the caller's own partition: another user's account id simply is not there (404, never a 403
 * that would confirm it exists).
 */
export const userPartition = (userId: string) => `USER#${userId}`;

/** An account as stored; the figures of the API's Account (positions count, total value) are computed on read. */
export interface StoredAccount {
  id: string;
  userId: string;
  name: string;
  source: AccountSource;
  hidden: boolean;
  cashBalance: number;
  createdAt: string;
  /** Connected accounts (brokerage issue): the aggregator's connection and account ids and the institution. */
  connectionId?: string;
  externalAccountId?: string;
  institutionName?: string;
  /**
   * IANA time zone the account's income is dated in (realised option income by close date, dividends by payment
   * date); absent means America/New_York.
   */
  timeZone?: string;
  /** The lots a sale or an assignment takes first (issue 32 item 3); absent means first in, first out. */
  lotMethod?: 'fifo' | 'lifo' | 'highest_cost';
}

/**
 * The account's refresh counter: sk `LEDGERVER#<accountId>`, attribute `v`, ADD 1 by every refresh of the rows
 * derived from the ledger. A refresh that finds it moved while it rebuilt runs again (portfolio-service.ts), so
 * concurrent writes to one account cannot leave rows built from an older ledger. Access: UpdateItem ADD; GetItem.
 */
export const ledgerVersionKey = (userId: string, accountId: string) => ({
  pk: userPartition(userId),
  sk: `LEDGERVER#${accountId}`,
});

/** Account: sk `ACCOUNT#<accountId>`. Access: GetItem by id; Query `begins_with(sk, ACCOUNT#)` lists a user's. */
export const ACCOUNT_PREFIX = 'ACCOUNT#';
export const accountKey = (userId: string, accountId: string) => ({
  pk: userPartition(userId),
  sk: `${ACCOUNT_PREFIX}${accountId}`,
});

export const toAccountItem = (account: StoredAccount) => ({
  ...accountKey(account.userId, account.id),
  entity: 'account',
  ...account,
});

export function fromAccountItem(item: Record<string, unknown>): StoredAccount {
  const { pk: _pk, sk: _sk, entity: _entity, ...account } = item;
  return account as unknown as StoredAccount;
}

/**
 * Ledger line: sk `TXN#<accountId>#<TICKER>#<iso timestamp>#<lineId>`. The sort key nests account, ticker and time,
 * so one Query with `begins_with` reads a user's whole ledger (`TXN#`), one account's (`TXN#<accountId>#`) or one
 * position's (`TXN#<accountId>#<TICKER>#`), already in time order. A synced line's id is derived from the
 * aggregator's id, so its key is fixed and a re-sync overwrites instead of duplicating.
 */
export const LINE_PREFIX = 'TXN#';
export const accountLinesPrefix = (accountId: string) => `${LINE_PREFIX}${accountId}#`;
export const tickerLinesPrefix = (accountId: string, ticker: string) =>
  `${accountLinesPrefix(accountId)}${ticker}#`;
export const lineKey = (
  userId: string,
  line: Pick<LedgerLine, 'accountId' | 'ticker' | 'timestamp' | 'id'>,
) => ({
  pk: userPartition(userId),
  sk: `${tickerLinesPrefix(line.accountId, line.ticker)}${line.timestamp}#${line.id}`,
});

export const toLineItem = (userId: string, line: LedgerLine) => ({
  ...lineKey(userId, line),
  entity: 'transaction',
  ...line,
});

export function fromLineItem(item: Record<string, unknown>): LedgerLine {
  const { pk: _pk, sk: _sk, entity: _entity, ...line } = item;
  return line as unknown as LedgerLine;
}

/**
 * Position projection: sk `POSITION#<accountId>#<TICKER>`, rewritten from the ledger whenever an account's lines
 * change. Other features read it to know what a user holds without folding the ledger (goals' held tickers:
 * Query `begins_with(sk, POSITION#[<accountId>#])`). The portfolio's own routes fold the ledger, since open
 * contracts change with the clock as options expire.
 */
export const POSITION_PREFIX = 'POSITION#';
export const accountPositionsPrefix = (accountId: string) => `${POSITION_PREFIX}${accountId}#`;
export const positionKey = (userId: string, accountId: string, ticker: string) => ({
  pk: userPartition(userId),
  sk: `${accountPositionsPrefix(accountId)}${ticker}`,
});

export interface PositionProjection {
  accountId: string;
  ticker: string;
  amount: number;
  totalOpenContracts: number;
  costBasis: number;
  updatedAt: string;
}

export const toPositionItem = (userId: string, position: PositionProjection) => ({
  ...positionKey(userId, position.accountId, position.ticker),
  entity: 'position',
  ...position,
});
