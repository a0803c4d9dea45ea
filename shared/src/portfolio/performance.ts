import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { expiryInstant } from '../calendar/expirations';
import { newYorkDate, previousTradingDay, tradingDaysBetween } from '../calendar/nyse-calendar';
import { CONTRACT_SIZE, type LedgerLine, sortLines } from './ledger';
import { LedgerBook, type OpenOption, type TickerBook } from './ledger-book';

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
  expiryInstant(option.expiration).getTime() > at.getTime();

/** Values the books at `at` with `marks`. A ticker without a price is valued at its cost (no unrealised gain). */
export function valueBooks(books: Iterable<TickerBook>, marks: Marks, at: Date): LedgerValue {
  const value = zeroValue();
  for (const book of books) {
    value.realizedOptions += book.realizedOptions;
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

const pointOf = (date: CalendarDate, value: LedgerValue): ChartPoint => ({
  date,
  options: optionsProfit(value),
  equity: equityProfit(value),
  dividends: value.dividends,
  totalIncome: optionsProfit(value) + value.dividends,
  portfolioValue: value.equityValue + value.optionsValue,
});

/**
 * Performance of a set of ledger lines at `marks.now` (spec part 2 §3, Performance). Income is options income plus
 * dividends (spec part 2 §1). Year to date is the change of each cumulative figure since the last session close of
 * the previous year, so a call sold in December and bought back in January counts in January only for what it
 * earned in January. Day change is the shares' move since the previous close. Unrounded; the edge rounds.
 */
export function portfolioPerformance(
  lines: readonly LedgerLine[],
  marks: PerformanceMarks,
): PerformanceFigures {
  const { now } = marks;
  const sorted = sortLines(lines);
  const book = new LedgerBook().applyAll(sorted.filter((line) => line.timestamp <= now.toISOString()));
  const current = valueBooks(book.books.values(), marks.live, now);

  const today = newYorkDate(now);
  const since = `${today.slice(0, 4)}-01-01`;
  const yearEnd = previousTradingDay(since);
  const baseline = valueLedgerAt(sorted, marks.atClose(yearEnd), expiryInstant(yearEnd));

  let previousValue = 0;
  let dayChange = 0;
  for (const tickerBook of book.books.values()) {
    const previousClose = tickerBook.shares > 0 ? marks.previousClose(tickerBook.ticker) : undefined;
    const spot = marks.live.spot(tickerBook.ticker);
    if (previousClose === undefined || spot === undefined) continue;
    previousValue += tickerBook.shares * previousClose;
    dayChange += tickerBook.shares * (spot - previousClose);
  }

  const totalIncome = optionsProfit(current) + current.dividends;
  const realizedProfit = current.realizedOptions + current.realizedEquity + current.dividends;
  const unrealizedProfit = current.unrealizedOptions + current.unrealizedEquity;
  const totalProfit = realizedProfit + unrealizedProfit;
  const yearOptions = optionsProfit(current) - optionsProfit(baseline);
  const yearDividends = current.dividends - baseline.dividends;

  return {
    netOptionsIncome: optionsProfit(current),
    realizedOptionsIncome: current.realizedOptions,
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
      equity: equityProfit(current) - equityProfit(baseline),
      dividends: yearDividends,
      totalIncome: yearOptions + yearDividends,
    },
    openCallContracts: current.openCallContracts,
    openPutContracts: current.openPutContracts,
    assignedCount: current.assignedCount,
    expiredCount: current.expiredCount,
    manuallyClosedCount: current.manuallyClosedCount,
    chart: [...chartSeries(sorted, marks), pointOf(today, current)].filter(
      (point, index, all) => index === all.length - 1 || point.date !== all[all.length - 1]?.date,
    ),
  };
}

/** One point per session close of the last year that has closed before `now`, lines applied as the days pass. */
function chartSeries(sorted: readonly LedgerLine[], marks: PerformanceMarks): ChartPoint[] {
  const { now } = marks;
  const today = newYorkDate(now);
  const days = tradingDaysBetween(addDays(today, -CHART_DAYS), today).filter(
    (date) => expiryInstant(date).getTime() <= now.getTime(),
  );
  const book = new LedgerBook();
  const points: ChartPoint[] = [];
  let next = 0;
  for (const date of days) {
    const close = expiryInstant(date);
    const iso = close.toISOString();
    while (next < sorted.length && sorted[next]!.timestamp <= iso) book.apply(sorted[next++]!);
    points.push(pointOf(date, valueBooks(book.books.values(), marks.atClose(date), close)));
  }
  return points;
}
