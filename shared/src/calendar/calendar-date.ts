/**
 * Calendar dates as `YYYY-MM-DD` strings, meant in New York local terms (the exchange's calendar). Strings rather
 * than `Date`s because a `Date` is an instant: read back in another time zone it names another day. Day maths goes
 * through a day number (days since 1970-01-01) computed with `Date.UTC`, so the machine's time zone never enters.
 * ISO dates also sort and compare correctly as plain strings, which the calendar relies on.
 */
export type CalendarDate = string;

const MS_PER_DAY = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDateParts {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly day: number;
}

/** Splits a `YYYY-MM-DD` date, refusing anything that is not a real day (`2025-02-29`, `2025-2-3`). */
export const parseCalendarDate = (date: CalendarDate): CalendarDateParts => {
  const match = typeof date === 'string' ? CALENDAR_DATE.exec(date) : null;
  if (!match) throw new RangeError(`"${String(date)}" is not a date in YYYY-MM-DD form`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new RangeError(`"${date}" is not a real calendar date`);
  return { year, month, day };
};

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

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
