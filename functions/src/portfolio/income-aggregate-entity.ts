import type { DayAggregate, MonthAggregate } from '@thetix/shared/portfolio/ledger-aggregates';
import { accountAggregatesPrefix } from './book-snapshot-entity';
import { userPartition } from './portfolio-entities';

/**
 * Realised income per account and period, by source (options by the one definition of realised option income,
 * dividends, realised equity), dated in the account's time zone (shared/src/portfolio/ledger-aggregates.ts):
 *
 * - day: sk `AGG#<accountId>#DAY#<YYYY-MM-DD>`, with the day's moves of shares, cost and contracts (the chart's
 *   past states). Performance reads the last year: Query `sk BETWEEN AGG#<acc>#DAY#<from> AND AGG#<acc>#DAY#~`.
 * - month: sk `AGG#<accountId>#MONTH#<YYYY-MM>`: income by month (reports, yearly sums): Query
 *   `begins_with(sk, AGG#<acc>#MONTH#<YYYY>)`.
 *
 * Kept with the account's book snapshots (book-snapshot-entity.ts), written and rebuilt together.
 */
export const accountDaysPrefix = (accountId: string) => `${accountAggregatesPrefix(accountId)}DAY#`;
export const accountMonthsPrefix = (accountId: string) => `${accountAggregatesPrefix(accountId)}MONTH#`;

export const dayKey = (userId: string, accountId: string, date: string) => ({
  pk: userPartition(userId),
  sk: `${accountDaysPrefix(accountId)}${date}`,
});
export const monthKey = (userId: string, accountId: string, month: string) => ({
  pk: userPartition(userId),
  sk: `${accountMonthsPrefix(accountId)}${month}`,
});

export const toDayItem = (userId: string, day: DayAggregate) => ({
  ...dayKey(userId, day.accountId, day.date),
  entity: 'income-day',
  doc: JSON.stringify(day),
});
export const toMonthItem = (userId: string, month: MonthAggregate) => ({
  ...monthKey(userId, month.accountId, month.month),
  entity: 'income-month',
  doc: JSON.stringify(month),
});

export const fromDayItem = (item: Record<string, unknown>): DayAggregate =>
  JSON.parse(String(item.doc)) as DayAggregate;
export const fromMonthItem = (item: Record<string, unknown>): MonthAggregate =>
  JSON.parse(String(item.doc)) as MonthAggregate;
