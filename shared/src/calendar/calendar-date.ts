/**
 * Calendar dates as `YYYY-MM-DD` strings, meant in New York local terms (the exchange's calendar). Strings rather
 * than `Date`s because a `Date` is an instant: read back in another time zone it names another day. Day maths goes
 * through a day number (days since 1970-01-01) computed with `Date.UTC`, so the machine's time zone never enters.
 * ISO dates also sort and compare correctly as plain strings, which the calendar relies on.
 */
export type CalendarDate = string;

const MS_PER_DAY = 86_400_000;

export interface CalendarDateParts {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly day: number;
}

const ZERO = 48;
const DASH = 45;

/** The number written by the digits of `text` from `start` to `end`, or NaN when any is not a digit. */
const digitsAt = (text: string, start: number, end: number): number => {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
};

/**
 * Splits a `YYYY-MM-DD` date, refusing anything that is not a real day (`2025-02-29`, `2025-2-3`). Read character
 * by character rather than with a regular expression: the engine parses dates tens of thousands of times a run.
 */
export const parseCalendarDate = (date: CalendarDate): CalendarDateParts => {
  const wellFormed =
    typeof date === 'string' &&
    date.length === 10 &&
    date.charCodeAt(4) === DASH &&
    date.charCodeAt(7) === DASH;
  const year = wellFormed ? digitsAt(date, 0, 4) : NaN;
  const month = wellFormed ? digitsAt(date, 5, 7) : NaN;
  const day = wellFormed ? digitsAt(date, 8, 10) : NaN;
  if (Number.isNaN(year) || Number.isNaN(month) || Number.isNaN(day))
    throw new RangeError(`"${String(date)}" is not a date in YYYY-MM-DD form`);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new RangeError(`"${date}" is not a real calendar date`);
  return { year, month, day };
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1-12) of the proleptic Gregorian calendar, as `Date` counts them. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? NaN);

export const formatCalendarDate = (year: number, month: number, day: number): CalendarDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Days since 1970-01-01 (negative before it). */
export const toDayNumber = (date: CalendarDate): number => {
  const { year, month, day } = parseCalendarDate(date);
  return dayNumberOf(year, month, day);
};

export const dayNumberOf = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / MS_PER_DAY;

export const fromDayNumber = (dayNumber: number): CalendarDate => {
  const utc = new Date(dayNumber * MS_PER_DAY);
  return formatCalendarDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
};

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromDayNumber(toDayNumber(date) + days);

/** 0 = Sunday ... 6 = Saturday, as `Date.getUTCDay`. */
export const weekdayOf = (date: CalendarDate): number => weekdayOfDayNumber(toDayNumber(date));

// 1970-01-01 was a Thursday (4); the double modulo keeps dates before 1970 in 0-6.
export const weekdayOfDayNumber = (dayNumber: number): number => (((dayNumber + 4) % 7) + 7) % 7;

/** The `n`th (1-based) given weekday of a month, e.g. the third Monday of January. */
export const nthWeekdayOfMonth = (year: number, month: number, weekday: number, n: number): CalendarDate => {
  const first = dayNumberOf(year, month, 1);
  const offset = (weekday - weekdayOfDayNumber(first) + 7) % 7;
  return fromDayNumber(first + offset + (n - 1) * 7);
};

export const lastWeekdayOfMonth = (year: number, month: number, weekday: number): CalendarDate => {
  const last = dayNumberOf(year, month, daysInMonth(year, month));
  return fromDayNumber(last - ((weekdayOfDayNumber(last) - weekday + 7) % 7));
};
