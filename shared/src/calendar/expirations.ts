import {
  addDays,
  type CalendarDate,
  nthWeekdayOfMonth,
  parseCalendarDate,
  toDayNumber,
  weekdayOf,
} from './calendar-date';
import {
  isTradingDay,
  LAST_SUPPORTED_YEAR,
  marketSession,
  newYorkDate,
  newYorkInstant,
  previousTradingDay,
} from './nyse-calendar';

/**
 * Listed equity option expirations. An expiration is named by its last trading day: since February 2015 that is
 * also OCC's expiration date (before, monthlies formally expired on the Saturday after the third Friday). Weeklies
 * expire every Friday and the monthly on the third Friday; when that Friday is an exchange holiday (Good Friday,
 * Juneteenth or Independence Day or Christmas observed on a Friday) the expiration moves to the trading day before.
 * Like the NYSE calendar, everything here throws a RangeError for dates outside its supported years.
 */

const FRIDAY = 5;

/** Calendar time, not trading time: a 365-day year of 86 400 000 ms, as Black-Scholes inputs are usually quoted. */
export const CALENDAR_YEAR_MS = 365 * 86_400_000;

const expirationOfWeek = (friday: CalendarDate): CalendarDate =>
  isTradingDay(friday) ? friday : previousTradingDay(friday);

/** The standard monthly expiration: the third Friday of the month, or the trading day before when it is a holiday. */
export const monthlyExpiration = (year: number, month: number): CalendarDate => {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`${year}-${month} is not a month`);
  return expirationOfWeek(nthWeekdayOfMonth(year, month, FRIDAY, 3));
};

export const isMonthlyExpiration = (date: CalendarDate): boolean => {
  const { year, month } = parseCalendarDate(date);
  return monthlyExpiration(year, month) === date;
};

/** Whether weekly options expire on that date (monthly expirations included: they are that week's expiration). */
export const isWeeklyExpiration = (date: CalendarDate): boolean => {
  const weekday = weekdayOf(date);
  if (!isTradingDay(date)) return false;
  return expirationOfWeek(addDays(date, FRIDAY - weekday)) === date;
};

export interface ExpirationFilter {
  /** true: every weekly expiration (monthlies included); false: monthly expirations only. */
  readonly weekly: boolean;
}

/** Expirations from `from` to `to`, both included, in date order; empty when `from` is after `to`. */
export const expirationsBetween = (
  from: CalendarDate,
  to: CalendarDate,
  { weekly }: ExpirationFilter,
): CalendarDate[] => {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  if (from > to) return [];
  const inRange = (date: CalendarDate) => date >= from && date <= to;
  const result: CalendarDate[] = [];
  if (!weekly) {
    for (let year = start.year, month = start.month; year * 12 + month <= end.year * 12 + end.month;) {
      const expiration = monthlyExpiration(year, month);
      if (inRange(expiration)) result.push(expiration);
      [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    }
    return result;
  }
  let friday = addDays(from, (FRIDAY - weekdayOf(from) + 7) % 7);
  // The first Friday after `to` counts when its expiration moves back into the range. Past the calendar's last
  // year that cannot be known; it would take 2 and 3 January of the next year both closing, so it is left out.
  const lastFriday = addDays(to, 6);
  while (friday <= lastFriday && parseCalendarDate(friday).year <= LAST_SUPPORTED_YEAR) {
    const expiration = expirationOfWeek(friday);
    if (inRange(expiration)) result.push(expiration);
    friday = addDays(friday, 7);
  }
  return result;
};

/**
 * When an option expiring on `date` stops trading: the market close, 16:00 New York time, or 13:00 on an early-close
 * day (the Friday after Thanksgiving is a weekly expiration every year; equity options stop with the stock at 13:00,
 * only some index and ETF options trade to 13:15). A date the calendar does not see as a trading day still gets
 * 16:00: expirations come from brokers and OCC symbols, and a contract should not become unusable because of a
 * closure this calendar does not know about yet.
 */
export const expiryInstant = (date: CalendarDate): Date => new Date(expiryEpochMs(date));

/** Expirations whose instant is known; cleared whole when full (a valuation walks a few hundred at most). */
const EXPIRY_CACHE_DATES = 20_000;
const expiryMsByDate = new Map<CalendarDate, number>();

/**
 * {@link expiryInstant} as epoch milliseconds, kept per date: valuing a year of chart days asks for the same few
 * expirations tens of thousands of times. Dates the calendar refuses still throw (and are not kept).
 */
export const expiryEpochMs = (date: CalendarDate): number => {
  let ms = expiryMsByDate.get(date);
  if (ms === undefined) {
    ms = (marketSession(date)?.close ?? newYorkInstant(date, 16, 0)).getTime();
    if (expiryMsByDate.size >= EXPIRY_CACHE_DATES) expiryMsByDate.clear();
    expiryMsByDate.set(date, ms);
  }
  return ms;
};

/** Time to expiry in years of calendar time ({@link CALENDAR_YEAR_MS}); negative once the option has expired. */
export const yearsToExpiry = (now: Date, expiration: CalendarDate): number =>
  (expiryInstant(expiration).getTime() - validTime(now)) / CALENDAR_YEAR_MS;

/**
 * Calendar days from today in New York to the expiration date: 0 on expiration day, negative after it. Counted
 * in New York dates, so the evening of a Friday expiration is still day 0 while UTC is already on Saturday.
 */
export const daysToExpiry = (now: Date, expiration: CalendarDate): number =>
  toDayNumber(expiration) - toDayNumber(newYorkDate(now));

const validTime = (instant: Date): number => {
  const time = instant instanceof Date ? instant.getTime() : NaN;
  if (Number.isNaN(time)) throw new RangeError('Expected a valid Date for "now"');
  return time;
};
