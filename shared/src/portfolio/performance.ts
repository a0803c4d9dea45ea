import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { expiryEpochMs, expiryInstant } from '../calendar/expirations';
import { newYorkDate, previousTradingDay, tradingDaysBetween } from '../calendar/nyse-calendar';
import { CONTRACT_SIZE, type LedgerLine, sortLines } from './ledger';
import { roundCents } from './money';
import { type AccountAggregates, aggregatesOfLines, bookOf, type DayAggregate } from './ledger-aggregates';
import { emptyTickerBook, LedgerBook, type OpenOption, type TickerBook } from './ledger-book';
import { dateInTimeZone, startOfYear, type TimeZoneOf } from './realised-option-income';

/** Prices to value a ledger with at one instant. */
export interface Marks {
  /** The stock's price; undefined for a ticker the market model does not know (valued at cost). */
  spot(ticker: string): number | undefined;
  /** One option's price per share (the mid); intrinsic value once expired. */
  option(option: OpenOption): number;
}

/** Everything performance needs from the market, at `now` and at past session closes. */
export interface PerformanceMarks {
  readonly now: Date;
  readonly live: Marks;
  previousClose(ticker: string): number | undefined;
  atClose(date: CalendarDate): Marks;
}

/** A ledger valued at one instant; unrounded. */
export interface LedgerValue {
  realizedOptions: number;
  /** The part of `realizedOptions` realised by puts. */
  realizedPutOptions: number;
  unrealizedOptions: number;
  dividends: number;
  realizedEquity: number;
  unrealizedEquity: number;
  /** Shares × price. */
  equityValue: number;
  /** Signed mark-to-market of open options: negative for shorts. */
  optionsValue: number;
  /** Cost of the shares held. */
  cost: number;
  openCallContracts: number;
  openPutContracts: number;
  assignedCount: number;
  expiredCount: number;
  manuallyClosedCount: number;
}

const zeroValue = (): LedgerValue => ({
  realizedOptions: 0,
  realizedPutOptions: 0,
  unrealizedOptions: 0,
  dividends: 0,
  realizedEquity: 0,
  unrealizedEquity: 0,
  equityValue: 0,
  optionsValue: 0,
  cost: 0,
  openCallContracts: 0,
  openPutContracts: 0,
  assignedCount: 0,
  expiredCount: 0,
  manuallyClosedCount: 0,
});

/** Whether an option still trades at `at` (until its expiration's session close). */
export const isOptionOpen = (option: Pick<OpenOption, 'expiration'>, at: Date): boolean =>
  expiryEpochMs(option.expiration) > at.getTime();

/** Values the books at `at` with `marks`. A ticker without a price is valued at its cost (no unrealised gain). */
export function valueBooks(books: Iterable<TickerBook>, marks: Marks, at: Date): LedgerValue {
  const value = zeroValue();
  for (const book of books) {
    value.realizedOptions += book.realizedOptions;
    value.realizedPutOptions += book.realizedPutOptions;
    value.realizedEquity += book.realizedEquity;
    value.dividends += book.dividends;
    value.assignedCount += book.assignedCount;
    value.expiredCount += book.expiredCount;
    value.manuallyClosedCount += book.manuallyClosedCount;
    value.cost += book.cost;
    const spot = book.shares > 0 ? marks.spot(book.ticker) : undefined;
    const shareValue = spot === undefined ? book.cost : book.shares * spot;
    value.equityValue += shareValue;
    value.unrealizedEquity += shareValue - book.cost;
    for (const option of book.options.values()) {
      const mark = marks.option(option);
      const contracts = option.contracts;
      value.optionsValue += contracts * mark * CONTRACT_SIZE;
      value.unrealizedOptions += contracts * (mark - option.averagePrice) * CONTRACT_SIZE;
      if (!isOptionOpen(option, at)) continue;
      if (option.type === 'call') value.openCallContracts += Math.abs(contracts);
      else value.openPutContracts += Math.abs(contracts);
    }
  }
  return value;
}

/** Folds the lines dated up to `at` and values them. */
export function valueLedgerAt(lines: readonly LedgerLine[], marks: Marks, at: Date): LedgerValue {
  const iso = at.toISOString();
  const book = new LedgerBook().applyAll(sortLines(lines).filter((line) => line.timestamp <= iso));
  return valueBooks(book.books.values(), marks, at);
}

export interface ChartPoint {
  readonly date: CalendarDate;
  readonly totalIncome: number;
  readonly options: number;
  readonly equity: number;
  readonly dividends: number;
  readonly portfolioValue: number;
}

export interface PerformanceFigures {
  readonly netOptionsIncome: number;
  readonly realizedOptionsIncome: number;
  /** The part of `realizedOptionsIncome` realised by puts; calls' is the rest (see {@link splitOptionIncome}). */
  readonly realizedPutIncome: number;
  readonly unrealizedOptionsIncome: number;
  readonly dividends: number;
  readonly totalValue: number;
  readonly openValue: number;
  readonly realizedEquityProfit: number;
  readonly unrealizedEquityProfit: number;
  readonly totalIncome: number;
  readonly realizedProfit: number;
  readonly unrealizedProfit: number;
  readonly totalProfit: number;
  readonly totalDayChange: number;
  readonly totalDayChangePercent: number;
  readonly changePercent: number;
  readonly yearToDate: {
    readonly since: CalendarDate;
    readonly options: number;
    /** The part of `options` realised by puts; calls' is the rest. */
    readonly putOptions: number;
    readonly equity: number;
    readonly dividends: number;
    readonly totalIncome: number;
  };
  readonly openCallContracts: number;
  readonly openPutContracts: number;
  readonly assignedCount: number;
  readonly expiredCount: number;
  readonly manuallyClosedCount: number;
  readonly chart: readonly ChartPoint[];
}

/** How far back the chart goes (spec: a year of daily values). */
export const CHART_DAYS = 365;

const optionsProfit = (value: LedgerValue) => value.realizedOptions + value.unrealizedOptions;
const equityProfit = (value: LedgerValue) => value.realizedEquity + value.unrealizedEquity;

/** A chart point: income series are realised (options by close, dividends when paid); equity and value are marked. */
const pointOf = (date: CalendarDate, value: LedgerValue): ChartPoint => ({
  date,
  options: value.realizedOptions,
  equity: equityProfit(value),
  dividends: value.dividends,
  totalIncome: value.realizedOptions + value.dividends,
  portfolioValue: value.equityValue + value.optionsValue,
});

/** Calendars of the figures: each account's time zone (America/New_York when none) and the scope's, for "today". */
export interface PerformanceCalendar {
  readonly timeZoneOf?: TimeZoneOf;
  /** The time zone "today" and the year-to-date window are read in; America/New_York by default. */
  readonly timeZone?: string;
}

/**
 * Performance of a set of ledger lines at `marks.now` (spec part 2 §3, Performance): the lines dated up to `now`
 * folded into per-account snapshots, then {@link performanceOfAggregates}. The service reads the stored snapshots
 * instead, so both routes give the same figures.
 */
export function portfolioPerformance(
  lines: readonly LedgerLine[],
  marks: PerformanceMarks,
  calendar: PerformanceCalendar = {},
): PerformanceFigures {
  const iso = marks.now.toISOString();
  const dated = lines.filter((line) => line.timestamp <= iso);
  return performanceOfAggregates(aggregatesOfLines(dated, calendar.timeZoneOf), marks, calendar);
}

/**
 * The books walking back in time from now: starts as the current books (realised totals carried by one extra book,
 * since valueBooks only sums them) and undoes one day's moves at a time, newest first.
 */
class BooksBackInTime {
  private readonly books = new Map<string, TickerBook>();
  private readonly carrier: TickerBook = { ...emptyTickerBook('', ''), options: new Map() };

  constructor(current: readonly TickerBook[]) {
    for (const book of current) {
      this.books.set(`${book.accountId}#${book.ticker}`, {
        ...book,
        realizedEquity: 0,
        realizedOptions: 0,
        realizedPutOptions: 0,
        dividends: 0,
        options: new Map(book.options),
      });
      this.carrier.realizedOptions += book.realizedOptions;
      this.carrier.realizedPutOptions += book.realizedPutOptions;
      this.carrier.dividends += book.dividends;
      this.carrier.realizedEquity += book.realizedEquity;
    }
  }

  private bookFor(accountId: string, ticker: string): TickerBook {
    const key = `${accountId}#${ticker}`;
    let book = this.books.get(key);
    if (!book) {
      book = { ...emptyTickerBook(accountId, ticker), options: new Map() };
      this.books.set(key, book);
    }
    return book;
  }

  /** Takes a day's lines back out: the state as it stood at the previous day's end. */
  undo(day: DayAggregate): void {
    this.carrier.realizedOptions -= day.options;
    this.carrier.realizedPutOptions -= day.putOptions ?? 0;
    this.carrier.dividends -= day.dividends;
    this.carrier.realizedEquity -= day.equity;
    for (const [ticker, move] of Object.entries(day.shares)) {
      const book = this.bookFor(day.accountId, ticker);
      book.shares -= move.shares;
      book.cost -= move.cost;
      if (Math.abs(book.shares) < 1e-9) {
        book.shares = 0;
        book.cost = 0;
      }
    }
    for (const [symbol, move] of Object.entries(day.contracts)) {
      const book = this.bookFor(day.accountId, move.ticker);
      const held = book.options.get(symbol);
      const contracts = (held?.contracts ?? 0) - move.contracts;
      if (Math.abs(contracts) < 1e-9) book.options.delete(symbol);
      else
        book.options.set(symbol, {
          symbol,
          ticker: move.ticker,
          type: move.type,
          strike: move.strike,
          expiration: move.expiration,
          averagePrice: held?.averagePrice ?? move.averagePrice,
          contracts,
        });
    }
  }

  all(): TickerBook[] {
    return [...this.books.values(), this.carrier];
  }
}

/**
 * Performance from per-account snapshots (ledger-aggregates.ts) at `marks.now` (spec part 2 §3, Performance):
 * O(positions + days of the last year), whatever the length of the ledger. Income is options income plus dividends
 * (spec part 2 §1), both realised: options income by the one definition (realised-option-income.ts, booked on the
 * close date in the account's time zone), dividends when paid, so income does not move until a line is added.
 * Year to date: income realised since 1 January; equity is the change of the shares' profit (realised and marked)
 * since the previous year's last close. Net and unrealised options income carry the marks of open options. Day
 * change is the shares' move since the previous close. The chart's past points are the current books less the
 * later days' moves, valued at each session's close (a day's lines count at that day's close). Unrounded.
 */
export function performanceOfAggregates(
  aggregates: readonly Pick<AccountAggregates, 'books' | 'days'>[],
  marks: PerformanceMarks,
  calendar: PerformanceCalendar = {},
): PerformanceFigures {
  const { now } = marks;
  const books = aggregates.flatMap((account) => account.books.map(bookOf));
  const current = valueBooks(books, marks.live, now);

  const today = calendar.timeZone ? dateInTimeZone(now, calendar.timeZone) : newYorkDate(now);
  const since = startOfYear(today);
  const yearEnd = previousTradingDay(since);

  let previousValue = 0;
  let dayChange = 0;
  for (const tickerBook of books) {
    const previousClose = tickerBook.shares > 0 ? marks.previousClose(tickerBook.ticker) : undefined;
    const spot = marks.live.spot(tickerBook.ticker);
    if (previousClose === undefined || spot === undefined) continue;
    previousValue += tickerBook.shares * previousClose;
    dayChange += tickerBook.shares * (spot - previousClose);
  }

  // Newest day first: walking back from now, each day's moves are undone once the walk passes it.
  const days = aggregates
    .flatMap((account) => account.days)
    .sort((a, b) => (a.date > b.date ? -1 : a.date < b.date ? 1 : 0));
  let yearOptions = 0;
  let yearPutOptions = 0;
  let yearDividends = 0;
  for (const day of days) {
    if (day.date < since) break;
    if (day.date > today) continue;
    yearOptions += day.options;
    yearPutOptions += day.putOptions ?? 0;
    yearDividends += day.dividends;
  }

  const chartDays = tradingDaysBetween(addDays(today, -CHART_DAYS), today).filter(
    (date) => expiryEpochMs(date) <= now.getTime(),
  );
  const wanted = [...new Set([...chartDays, yearEnd])].sort().reverse();
  const past = new BooksBackInTime(books);
  const valued = new Map<CalendarDate, LedgerValue>();
  let next = 0;
  for (const date of wanted) {
    while (next < days.length && days[next]!.date > date) past.undo(days[next++]!);
    valued.set(date, valueBooks(past.all(), marks.atClose(date), expiryInstant(date)));
  }
  const baseline = valued.get(yearEnd)!;

  const totalIncome = current.realizedOptions + current.dividends;
  const realizedProfit = current.realizedOptions + current.realizedEquity + current.dividends;
  const unrealizedProfit = current.unrealizedOptions + current.unrealizedEquity;
  const totalProfit = realizedProfit + unrealizedProfit;

  return {
    netOptionsIncome: optionsProfit(current),
    realizedOptionsIncome: current.realizedOptions,
    realizedPutIncome: current.realizedPutOptions,
    unrealizedOptionsIncome: current.unrealizedOptions,
    dividends: current.dividends,
    totalValue: current.equityValue + current.optionsValue,
    openValue: current.optionsValue,
    realizedEquityProfit: current.realizedEquity,
    unrealizedEquityProfit: current.unrealizedEquity,
    totalIncome,
    realizedProfit,
    unrealizedProfit,
    totalProfit,
    totalDayChange: dayChange,
    totalDayChangePercent: previousValue > 0 ? (dayChange / previousValue) * 100 : 0,
    changePercent: current.cost > 0 ? (totalProfit / current.cost) * 100 : 0,
    yearToDate: {
      since,
      options: yearOptions,
      putOptions: yearPutOptions,
      equity: equityProfit(current) - equityProfit(baseline),
      dividends: yearDividends,
      totalIncome: yearOptions + yearDividends,
    },
    openCallContracts: current.openCallContracts,
    openPutContracts: current.openPutContracts,
    assignedCount: current.assignedCount,
    expiredCount: current.expiredCount,
    manuallyClosedCount: current.manuallyClosedCount,
    chart: [...chartDays.map((date) => pointOf(date, valued.get(date)!)), pointOf(today, current)].filter(
      (point, index, all) => index === all.length - 1 || point.date !== all[all.length - 1]?.date,
    ),
  };
}

/**
 * Option income split into puts and calls, rounded to the cent so the parts add up to the rounded whole exactly: the
 * whole and the puts' part are rounded, calls' part is their difference in whole cents (issue 31 item 4, decision
 * 380). `whole` and `puts` are unrounded dollars of the same lines.
 */
export function splitOptionIncome(whole: number, puts: number): { fromPuts: number; fromCalls: number } {
  const wholeCents = Math.round(roundCents(whole) * 100);
  const putCents = Math.round(roundCents(puts) * 100);
  const fromCalls = (wholeCents - putCents) / 100;
  return { fromPuts: putCents / 100 || 0, fromCalls: fromCalls || 0 };
}
