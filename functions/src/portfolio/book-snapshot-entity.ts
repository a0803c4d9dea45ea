import {
  type AggregateWatermark,
  AGGREGATES_VERSION,
  type BookSnapshot,
} from '@thetix/shared/portfolio/ledger-aggregates';
import { userPartition } from './portfolio-entities';

/**
 * Per-account snapshot of the ledger fold (issue 19 item 1; shared/src/portfolio/ledger-aggregates.ts), in the
 * user's partition beside the ledger, all under `AGG#<accountId>#` so one Query finds (or deletes) an account's:
 *
 * - head: sk `AGG#<accountId>#HEAD`: the watermark (version, time zone, lines folded, last line). GetItem; a missing
 *   head, another version or another time zone means "rebuild from the ledger".
 * - book: sk `AGG#<accountId>#BOOK#<TICKER>`: one ticker's book (shares, cost, realised results, counts, open
 *   options). GET positions, performance, the accounts' figures and opportunity generation Query
 *   `begins_with(sk, AGG#<accountId>#BOOK#)`: O(positions), whatever the ledger's length.
 *
 * Written after every ledger write of the account (the portfolio service's and the brokerage sync's position
 * refresh), change-only; `npm run rebuild:aggregates` rewrites them from the ledger.
 */
export const AGGREGATE_PREFIX = 'AGG#';
export const accountAggregatesPrefix = (accountId: string) => `${AGGREGATE_PREFIX}${accountId}#`;
export const aggregateHeadKey = (userId: string, accountId: string) => ({
  pk: userPartition(userId),
  sk: `${accountAggregatesPrefix(accountId)}HEAD`,
});
export const accountBooksPrefix = (accountId: string) => `${accountAggregatesPrefix(accountId)}BOOK#`;
export const bookKey = (userId: string, accountId: string, ticker: string) => ({
  pk: userPartition(userId),
  sk: `${accountBooksPrefix(accountId)}${ticker}`,
});

/** The item of a snapshot row: keys, entity name and the row as one JSON `doc` (numbers round-trip exactly). */
export const toHeadItem = (userId: string, head: AggregateWatermark) => ({
  ...aggregateHeadKey(userId, head.accountId),
  entity: 'aggregate-head',
  doc: JSON.stringify(head),
});

export const toBookItem = (userId: string, book: BookSnapshot) => ({
  ...bookKey(userId, book.accountId, book.ticker),
  entity: 'book-snapshot',
  doc: JSON.stringify(book),
});

/** The head, if it is of this code's version. */
export function fromHeadItem(item: Record<string, unknown> | undefined): AggregateWatermark | undefined {
  if (!item || typeof item.doc !== 'string') return undefined;
  const head = JSON.parse(item.doc) as AggregateWatermark;
  return head.version === AGGREGATES_VERSION ? head : undefined;
}

export const fromBookItem = (item: Record<string, unknown>): BookSnapshot =>
  JSON.parse(String(item.doc)) as BookSnapshot;
