import {
  type CalendarDate,
  daysInMonth,
  formatCalendarDate,
  parseCalendarDate,
  toDayNumber,
} from '../calendar/calendar-date';
import { CALENDAR_YEAR_MS, expirationsBetween, expiryInstant } from '../calendar/expirations';
import { marketSession, tradingDaysBetween } from '../calendar/nyse-calendar';
import type { Duration } from '../contracts/calculator';
import { CADENCES } from './covered-call-rules';

/**
 * When the backtest trades. A trade is entered at a session's close and sells the first listed expiration at
 * least the cadence's minimum number of calendar days away; the next trade is entered at the close of that
 * expiration day, once the old call's fate is known, whether it expired or was assigned (an assigned lot is
 * taken to be bought back at that same close). So every trade after the first runs from one expiration to the
 * next, the schedule does not depend on the price path, and one schedule serves every ticker and scenario of
 * a request. A trade whose expiration falls after the window's last day is left out: its outcome is not known
 * yet.
 */

/** The same day one year earlier; 29 February goes to the 28th. */
export const oneYearBefore = (date: CalendarDate): CalendarDate => {
  const { year, month, day } = parseCalendarDate(date);
  return formatCalendarDate(year - 1, month, Math.min(day, daysInMonth(year - 1, month)));
};

/** The trading days the backtest covers: from one year before `asOf` to `asOf`, both included. */
export const backtestWindow = (asOf: CalendarDate): CalendarDate[] =>
  tradingDaysBetween(oneYearBefore(asOf), asOf);

export interface TradeSchedule {
  /** The cadence of the expirations sold (monthly for a weekly request on a monthly-only ticker). */
  readonly cadence: Duration;
  readonly length: number;
  /** Index into the window's dates of each trade's entry session. */
  readonly entryIndex: Int32Array;
  /** Index into the window's dates of each trade's expiration. */
  readonly expiryIndex: Int32Array;
  /** The entry instant: the close of the entry session. */
  readonly entryInstant: readonly Date[];
  /** Calendar years from the entry close to the expiration's close, as Black-Scholes counts time. */
  readonly years: Float64Array;
  /** The risk-free rate on the entry day. */
  readonly rate: Float64Array;
}

export interface TradeScheduleInput {
  /** The window's trading days, in order. */
  readonly dates: readonly CalendarDate[];
  readonly cadence: Duration;
  /** Index of the first entry session (the historical scenarios shift it by 0-4 sessions). */
  readonly firstEntryIndex: number;
  readonly riskFreeRate: (date: CalendarDate) => number;
}

const dateAt = (dates: readonly CalendarDate[], index: number): CalendarDate => {
  const date = dates[index];
  if (date === undefined) throw new RangeError(`index ${index} is outside a window of ${dates.length} days`);
  return date;
};

const closeOf = (date: CalendarDate): Date => {
  const session = marketSession(date);
  if (!session) throw new RangeError(`${date} is not a trading day`);
  return session.close;
};

type TradeTimes = Omit<TradeSchedule, 'rate'>;

/**
 * Schedules are a pure function of the window and the cadence, and calendar arithmetic on date strings is
 * slow (about 0.5 ms a schedule), while most requests of a day share one window: the last few are remembered.
 */
const recentTimes = new Map<string, TradeTimes>();
const RECENT_TIMES = 32;

const tradeTimes = (
  dates: readonly CalendarDate[],
  cadence: Duration,
  firstEntryIndex: number,
): TradeTimes => {
  const key = `${cadence}|${firstEntryIndex}|${dates.join()}`;
  const known = recentTimes.get(key);
  if (known) return known;
  const { minCalendarDays, weeklyExpirations } = CADENCES[cadence];
  const first = dateAt(dates, firstEntryIndex);
  const last = dateAt(dates, dates.length - 1);
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  // Expirations are trading days (a holiday Friday moves to Thursday), so each one is among the window's
  // dates.
  const expirations = expirationsBetween(first, last, { weekly: weeklyExpirations });
  const trades: { entry: number; expiry: number; instant: Date; years: number }[] = [];
  let entry = firstEntryIndex;
  let next = 0;
  for (;;) {
    const entryDate = dateAt(dates, entry);
    const earliest = toDayNumber(entryDate) + minCalendarDays;
    while (next < expirations.length && toDayNumber(dateAt(expirations, next)) < earliest) next += 1;
    if (next >= expirations.length) break;
    const expiration = dateAt(expirations, next);
    const expiry = indexOf.get(expiration);
    if (expiry === undefined)
      throw new RangeError(`expiration ${expiration} is not a trading day of the window`);
    const instant = closeOf(entryDate);
    const years = (expiryInstant(expiration).getTime() - instant.getTime()) / CALENDAR_YEAR_MS;
    trades.push({ entry, expiry, instant, years });
    entry = expiry;
  }
  const times: TradeTimes = {
    cadence,
    length: trades.length,
    entryIndex: Int32Array.from(trades, (trade) => trade.entry),
    expiryIndex: Int32Array.from(trades, (trade) => trade.expiry),
    entryInstant: trades.map((trade) => trade.instant),
    years: Float64Array.from(trades, (trade) => trade.years),
  };
  if (recentTimes.size >= RECENT_TIMES) recentTimes.delete(recentTimes.keys().next().value ?? '');
  recentTimes.set(key, times);
  return times;
};

export const buildTradeSchedule = ({
  dates,
  cadence,
  firstEntryIndex,
  riskFreeRate,
}: TradeScheduleInput): TradeSchedule => {
  const times = tradeTimes(dates, cadence, firstEntryIndex);
  return {
    ...times,
    rate: Float64Array.from(times.entryIndex, (index) => riskFreeRate(dateAt(dates, index))),
  };
};
