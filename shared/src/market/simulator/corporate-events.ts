import {
  addDays,
  type CalendarDate,
  dayNumberOf,
  parseCalendarDate,
  weekdayOf,
  weekdayOfDayNumber,
} from '../../calendar/calendar-date';
import { isTradingDay, LAST_SUPPORTED_YEAR } from '../../calendar/nyse-calendar';
import type { CompanyProfile, Sector } from '../company-directory';
import { hashKey, hashString, Stream, unitInterval } from './prng';
import {
  DAY_COUNT,
  dateOfIndex,
  dayNumberOfIndex,
  indexOnOrBeforeDayNumber,
  monthOfIndex,
  simulationDays,
} from './simulation-days';

/**
 * When a ticker goes ex-dividend and reports earnings, for every month the directory lists, over the whole axis.
 * The schedule depends on the ticker alone, not on the simulator's seed: like real companies, a ticker keeps its
 * habits (roughly the same day of the month every year, always before the open or always after the close), and a
 * different seed changes prices, not calendars.
 *
 * - Ex-dividend: a per-ticker day of the month (4th-22nd) moved by -2 to +2 days each time, then to the first trading
 *   day on or after it in the month (the last one before it when the month has run out). Paid 14-28 calendar days
 *   later (a per-ticker lag), on the first weekday after that which is not an exchange holiday.
 * - Earnings: a per-ticker day of the month (14th-24th) moved by -3 to +3 days each time, then to a trading day as
 *   above; a Friday becomes the Thursday before, as companies rarely report on Fridays. Banks, industrials and other
 *   old-economy sectors mostly report before the open, technology and consumer names mostly after the close.
 */

export type EarningsTime = 'before-open' | 'after-close';

export interface EventSchedule {
  /** Ex-dividend days as axis indices, ascending. */
  readonly exDividendDays: Int32Array;
  /** Calendar days from an ex-date to its payment date, before moving off weekends and holidays. */
  readonly paymentLag: number;
  /** Earnings announcement days as axis indices, ascending. */
  readonly earningsDays: Int32Array;
  /** When this ticker reports, the same every quarter. */
  readonly earningsTime: EarningsTime;
  /**
   * The day whose return carries each report's news (parallel to `earningsDays`): the announcement day for a report
   * before the open, the next trading day for one after the close.
   */
  readonly earningsReactionDays: Int32Array;
}

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

/** Share of tickers in a sector that report before the open. */
const beforeOpenShare = (sector: Sector): number => {
  switch (sector) {
    case 'Financials':
    case 'Industrials':
    case 'Energy':
    case 'Materials':
    case 'Utilities':
    case 'Consumer Staples':
    case 'Health Care':
      return 0.8;
    default:
      return 0.2;
  }
};

/**
 * A trading day of `month` near `day` (1-28): the first on or after it, else the last before it; -1 when the month
 * is off the axis.
 */
const tradingDayNear = (year: number, month: number, day: number): number => {
  const target = dayNumberOf(year, month, day);
  const before = indexOnOrBeforeDayNumber(target);
  const after = before >= 0 && dayNumberOfIndex(before) === target ? before : before + 1;
  if (after < DAY_COUNT && monthOfIndex(after) === month) return after;
  return before >= 0 && monthOfIndex(before) === month ? before : -1;
};

const YEARS = (() => {
  const days = simulationDays();
  const first = parseCalendarDate(days[0] ?? '').year;
  const last = parseCalendarDate(days[days.length - 1] ?? '').year;
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
})();

/** Builds a ticker's schedule over the whole axis (a few hundred dates, well under a millisecond). */
export const buildEventSchedule = (profile: CompanyProfile): EventSchedule => {
  const tickerKey = hashString(profile.ticker);
  const trait = (which: number) => unitInterval(hashKey(tickerKey, Stream.tickerTraits, which));
  const exDayOfMonth = 4 + Math.floor(trait(1) * 19);
  const paymentLag = 14 + Math.floor(trait(2) * 15);
  const earningsDayOfMonth = 14 + Math.floor(trait(3) * 11);
  const earningsTime: EarningsTime =
    trait(4) < beforeOpenShare(profile.sector) ? 'before-open' : 'after-close';
  const jitter = (kind: number, year: number, month: number, reach: number) =>
    Math.floor(unitInterval(hashKey(tickerKey, Stream.eventDay, kind, year, month)) * (2 * reach + 1)) -
    reach;

  const exDividendDays: number[] = [];
  const earningsDays: number[] = [];
  for (const year of YEARS) {
    for (const month of profile.exDividendMonths) {
      const index = tradingDayNear(year, month, exDayOfMonth + jitter(1, year, month, 2));
      if (index >= 0) exDividendDays.push(index);
    }
    for (const month of profile.earningsMonths) {
      let index = tradingDayNear(year, month, earningsDayOfMonth + jitter(2, year, month, 3));
      if (index < 0) continue;
      if (
        weekdayOfDayNumber(dayNumberOfIndex(index)) === FRIDAY &&
        index > 0 &&
        monthOfIndex(index - 1) === month
      )
        index -= 1;
      earningsDays.push(index);
    }
  }
  const reactionOffset = earningsTime === 'before-open' ? 0 : 1;
  return {
    exDividendDays: Int32Array.from(exDividendDays),
    paymentLag,
    earningsDays: Int32Array.from(earningsDays),
    earningsTime,
    earningsReactionDays: Int32Array.from(earningsDays, (day) =>
      Math.min(day + reactionOffset, DAY_COUNT - 1),
    ),
  };
};

/** The payment date of an ex-dividend day: the lag later, on a weekday that is no exchange holiday. */
export const paymentDate = (schedule: EventSchedule, exDividendDay: number): CalendarDate => {
  let day = addDays(dateOfIndex(exDividendDay), schedule.paymentLag);
  for (;;) {
    const weekday = weekdayOf(day);
    // Past the calendar's last year holidays are unknown: weekends only.
    const open =
      parseCalendarDate(day).year > LAST_SUPPORTED_YEAR
        ? weekday !== SATURDAY && weekday !== SUNDAY
        : isTradingDay(day);
    if (open) return day;
    day = addDays(day, 1);
  }
};

/** The number of entries of an ascending array in (after, through]: the earnings reactions an option lives through. */
export const countInWindow = (sorted: Int32Array, after: number, through: number): number => {
  if (through <= after) return 0;
  return upperBound(sorted, through) - upperBound(sorted, after);
};

/** The index of the first element greater than `value`. */
export const upperBound = (sorted: Int32Array, value: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? Infinity) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The index of the first element not less than `value`. */
export const lowerBound = (sorted: Int32Array, value: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? Infinity) < value) low = middle + 1;
    else high = middle;
  }
  return low;
};
