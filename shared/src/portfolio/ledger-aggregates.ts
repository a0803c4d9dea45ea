import type { CalendarDate } from '../calendar/calendar-date';
import { compareLines, type LedgerLine, sortLines } from './ledger';
import { LedgerBook, type OpenOption, type TickerBook } from './ledger-book';
import { dateInTimeZone, DEFAULT_TIME_ZONE } from './realised-option-income';

/**
 * Per-account snapshots of the ledger fold (issue 19 item 1), so the portfolio's reads cost O(positions + periods)
 * instead of O(ledger lines):
 *
 * - a book per ticker: what `LedgerBook` holds after every line (shares, cost, realised results, counts, open
 *   options with their average premium);
 * - an income aggregate per day and per month, by source (options by the one definition of realised option
 *   income, dividends, realised equity), dated in the account's time zone; a day also keeps how the day's lines
 *   moved shares, cost and option contracts, so the chart's past states are the current books minus the later
 *   days' moves (no ledger read);
 * - a watermark: the last line folded, in ledger order.
 *
 * Lines that come after the watermark extend the snapshot (`extendAggregates`); anything else (a line dated before
 * it, a removal) rebuilds it from the account's ledger (`buildAggregates`). Both run the same fold, so extending is
 * the same as rebuilding (ledger-aggregates.property.test.ts).
 */

/** Bumped when the rows' shape or meaning changes: a stored snapshot of another version is rebuilt. */
export const AGGREGATES_VERSION = 2;

export interface BookSnapshot {
  readonly accountId: string;
  readonly ticker: string;
  readonly shares: number;
  readonly cost: number;
  readonly realizedEquity: number;
  readonly realizedOptions: number;
  /** The part of `realizedOptions` realised by puts (version 2; a row without it reads as 0). */
  readonly realizedPutOptions: number;
  readonly dividends: number;
  readonly assignedCount: number;
  readonly expiredCount: number;
  readonly manuallyClosedCount: number;
  /** Open options (including expired ones no expiry line closed yet), by symbol. */
  readonly options: readonly OpenOption[];
}

/** Realised income by source; unrounded dollars. */
export interface IncomeBySource {
  readonly options: number;
  /** The part of `options` realised by puts; calls' part is the rest (version 2; a row without it reads as 0). */
  readonly putOptions: number;
  readonly dividends: number;
  readonly equity: number;
}

export interface ContractMove {
  readonly ticker: string;
  readonly type: OpenOption['type'];
  readonly strike: number;
  readonly expiration: CalendarDate;
  /** Signed change of the contracts held (negative = more short). */
  readonly contracts: number;
  readonly averagePrice: number;
}

export interface DayAggregate extends IncomeBySource {
  readonly accountId: string;
  readonly date: CalendarDate;
  readonly lines: number;
  /** Change of shares and share cost per ticker over the day. */
  readonly shares: Readonly<Record<string, { readonly shares: number; readonly cost: number }>>;
  /** Change of option contracts per symbol over the day. */
  readonly contracts: Readonly<Record<string, ContractMove>>;
}

export interface MonthAggregate extends IncomeBySource {
  readonly accountId: string;
  /** YYYY-MM. */
  readonly month: string;
  readonly lines: number;
}

export interface AggregateWatermark {
  readonly version: number;
  readonly accountId: string;
  readonly timeZone: string;
  readonly lineCount: number;
  /** The last line folded (ledger order), null for an empty ledger. */
  readonly last: { readonly timestamp: string; readonly id: string } | null;
}

export interface AccountAggregates {
  readonly watermark: AggregateWatermark;
  /** By ticker. */
  readonly books: readonly BookSnapshot[];
  /** By date. */
  readonly days: readonly DayAggregate[];
  /** By month. */
  readonly months: readonly MonthAggregate[];
}

export const emptyAggregates = (accountId: string, timeZone = DEFAULT_TIME_ZONE): AccountAggregates => ({
  watermark: { version: AGGREGATES_VERSION, accountId, timeZone, lineCount: 0, last: null },
  books: [],
  days: [],
  months: [],
});

const byKey = <T>(entries: Iterable<[string, T]>): T[] =>
  [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

/** A stored book as the fold's mutable state. */
export const bookOf = (snapshot: BookSnapshot): TickerBook => ({
  accountId: snapshot.accountId,
  ticker: snapshot.ticker,
  shares: snapshot.shares,
  cost: snapshot.cost,
  realizedEquity: snapshot.realizedEquity,
  realizedOptions: snapshot.realizedOptions,
  realizedPutOptions: snapshot.realizedPutOptions ?? 0,
  dividends: snapshot.dividends,
  assignedCount: snapshot.assignedCount,
  expiredCount: snapshot.expiredCount,
  manuallyClosedCount: snapshot.manuallyClosedCount,
  options: new Map(snapshot.options.map((option) => [option.symbol, { ...option }])),
});

const snapshotOf = (book: TickerBook): BookSnapshot => ({
  accountId: book.accountId,
  ticker: book.ticker,
  shares: book.shares,
  cost: book.cost,
  realizedEquity: book.realizedEquity,
  realizedOptions: book.realizedOptions,
  realizedPutOptions: book.realizedPutOptions,
  dividends: book.dividends,
  assignedCount: book.assignedCount,
  expiredCount: book.expiredCount,
  manuallyClosedCount: book.manuallyClosedCount,
  options: byKey([...book.options.values()].map((option) => [option.symbol, { ...option }])),
});

interface MutableDay {
  accountId: string;
  date: CalendarDate;
  lines: number;
  options: number;
  putOptions: number;
  dividends: number;
  equity: number;
  shares: Record<string, { shares: number; cost: number }>;
  contracts: Record<string, ContractMove>;
}

const cloneDay = (day: DayAggregate): MutableDay => ({
  ...day,
  putOptions: day.putOptions ?? 0,
  shares: Object.fromEntries(Object.entries(day.shares).map(([ticker, move]) => [ticker, { ...move }])),
  contracts: Object.fromEntries(Object.entries(day.contracts).map(([symbol, move]) => [symbol, { ...move }])),
});

/**
 * Folds `lines` (all after the watermark, ledger order) into the snapshot; undefined when a line is not after the
 * watermark or belongs to another account, so the caller rebuilds instead.
 */
export function extendAggregates(
  aggregates: AccountAggregates,
  lines: readonly LedgerLine[],
): AccountAggregates | undefined {
  const { watermark } = aggregates;
  const sorted = sortLines(lines);
  const first = sorted[0];
  if (!first) return aggregates;
  if (watermark.version !== AGGREGATES_VERSION) return undefined;
  if (sorted.some((line) => line.accountId !== watermark.accountId)) return undefined;
  if (watermark.last && compareLines(first, { ...first, ...watermark.last }) <= 0) return undefined;

  const ledger = new LedgerBook();
  for (const snapshot of aggregates.books)
    ledger.books.set(`${snapshot.accountId}#${snapshot.ticker}`, bookOf(snapshot));
  const days = new Map(aggregates.days.map((day) => [day.date, cloneDay(day)]));
  const months = new Map(aggregates.months.map((month) => [month.month, { ...month }]));

  for (const line of sorted) {
    const key = `${line.accountId}#${line.ticker}`;
    const before = ledger.books.get(key);
    const sharesBefore = before?.shares ?? 0;
    const costBefore = before?.cost ?? 0;
    const heldBefore = before?.options.get(line.symbol);
    const income = ledger.apply(line);
    const after = ledger.books.get(key)!;
    const heldAfter = after.options.get(line.symbol);

    const date = dateInTimeZone(new Date(line.timestamp), watermark.timeZone);
    let day = days.get(date);
    if (!day) {
      day = {
        accountId: watermark.accountId,
        date,
        lines: 0,
        options: 0,
        putOptions: 0,
        dividends: 0,
        equity: 0,
        shares: {},
        contracts: {},
      };
      days.set(date, day);
    }
    day.lines += 1;
    day.options += income.options;
    day.putOptions += income.putOptions;
    day.dividends += income.dividends;
    day.equity += income.equity;
    if (line.tickerType === 'equity') {
      const move = day.shares[line.ticker] ?? { shares: 0, cost: 0 };
      move.shares += after.shares - sharesBefore;
      move.cost += after.cost - costBefore;
      day.shares[line.ticker] = move;
    }
    if (line.tickerType === 'option') {
      const change = (heldAfter?.contracts ?? 0) - (heldBefore?.contracts ?? 0);
      const known = heldBefore ?? heldAfter;
      const previous = day.contracts[line.symbol];
      day.contracts[line.symbol] = {
        ticker: line.ticker,
        type: known?.type ?? line.optionType ?? 'call',
        strike: known?.strike ?? line.strike ?? 0,
        expiration: known?.expiration ?? line.expiration ?? '',
        contracts: (previous?.contracts ?? 0) + change,
        averagePrice: previous?.averagePrice ?? known?.averagePrice ?? line.price,
      };
    }

    const monthKey = date.slice(0, 7);
    const month = months.get(monthKey) ?? {
      accountId: watermark.accountId,
      month: monthKey,
      lines: 0,
      options: 0,
      putOptions: 0,
      dividends: 0,
      equity: 0,
    };
    months.set(monthKey, {
      ...month,
      lines: month.lines + 1,
      options: month.options + income.options,
      putOptions: (month.putOptions ?? 0) + income.putOptions,
      dividends: month.dividends + income.dividends,
      equity: month.equity + income.equity,
    });
  }

  const last = sorted[sorted.length - 1]!;
  return {
    watermark: {
      ...watermark,
      lineCount: watermark.lineCount + sorted.length,
      last: { timestamp: last.timestamp, id: last.id },
    },
    books: byKey([...ledger.books.values()].map((book) => [book.ticker, snapshotOf(book)])),
    days: byKey(days.entries()),
    months: byKey(months.entries()),
  };
}

/** The snapshot of one account rebuilt from its whole ledger. */
export function buildAggregates(
  accountId: string,
  lines: readonly LedgerLine[],
  timeZone = DEFAULT_TIME_ZONE,
): AccountAggregates {
  const own = lines.filter((line) => line.accountId === accountId);
  return extendAggregates(emptyAggregates(accountId, timeZone), own)!;
}

/** Every account's snapshot of a set of lines (the pure fold's route to the same figures). */
export function aggregatesOfLines(
  lines: readonly LedgerLine[],
  timeZoneOf: (accountId: string) => string | undefined = () => undefined,
): AccountAggregates[] {
  const accounts = [...new Set(lines.map((line) => line.accountId))].sort();
  return accounts.map((accountId) =>
    buildAggregates(accountId, lines, timeZoneOf(accountId) ?? DEFAULT_TIME_ZONE),
  );
}
