import type { RiskLevel } from '@thetix/shared/contracts/calculator';
import { userPartition } from '../portfolio/portfolio-entities';

/**
 * Items of the wheel (issue 31 item 1). Like everything a user owns they live in `USER#<userId>`, so another user's
 * entry cannot be reached by any ticker or account id. An account's cash lives on its Account item
 * (`ACCOUNT#<accountId>`, portfolio-entities.ts) as attributes beside the portfolio's, so the account's total value
 * and its cash are one read: see account-cash.ts for the attributes and the rule.
 */

/** Watchlist entry: sk `WATCH#<TICKER>`. Access: GetItem by ticker; Query `begins_with(sk, WATCH#)` lists, by ticker. */
export const WATCH_PREFIX = 'WATCH#';
export const watchKey = (userId: string, ticker: string) => ({
  pk: userPartition(userId),
  sk: `${WATCH_PREFIX}${ticker}`,
});

export interface StoredWatchEntry {
  readonly ticker: string;
  readonly targetPrice: number | null;
  readonly targetAllocationPercent: number | null;
  readonly riskLevel: RiskLevel;
  readonly accountId: string | null;
  readonly testData: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const toWatchItem = (userId: string, entry: StoredWatchEntry) => ({
  ...watchKey(userId, entry.ticker),
  entity: 'watchlist-entry',
  ...entry,
});

export function fromWatchItem(item: Record<string, unknown>): StoredWatchEntry {
  const { pk: _pk, sk: _sk, entity: _entity, ...entry } = item;
  return entry as unknown as StoredWatchEntry;
}
