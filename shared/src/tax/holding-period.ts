import {
  addDays,
  daysInMonth,
  formatCalendarDate,
  parseCalendarDate,
  toDayNumber,
  type CalendarDate,
} from '../calendar/calendar-date';

/**
 * Holding-period arithmetic. IRS Publication 550 ("Holding period"): the holding period starts the day after the
 * shares are acquired and includes the day they are sold; more than one year is long-term. Months are calendar
 * months, so a lot bought on Feb 29 reaches its anniversary on Feb 28 of the next year and is long-term from Mar 1.
 */

/** The same day `months` calendar months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addMonthsClamped = (date: CalendarDate, months: number): CalendarDate => {
  const { year, month, day } = parseCalendarDate(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return formatCalendarDate(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)));
};

/** The first sale date on which shares acquired on `acquiredOn` are long-term: the day after the anniversary. */
export const longTermFrom = (acquiredOn: CalendarDate): CalendarDate =>
  addDays(addMonthsClamped(acquiredOn, 12), 1);

/** Whether shares acquired on `acquiredOn` and sold on `soldOn` are held more than one year. */
export const isLongTerm = (acquiredOn: CalendarDate, soldOn: CalendarDate): boolean =>
  toDayNumber(soldOn) >= toDayNumber(longTermFrom(acquiredOn));

/** Whether `later` falls strictly after `months` calendar months from `from` (a term "over 33 months"). */
export const isOverMonths = (from: CalendarDate, later: CalendarDate, months: number): boolean =>
  toDayNumber(later) > toDayNumber(addMonthsClamped(from, months));

/** Whole calendar months from `from` to `later`. */
export const wholeMonthsBetween = (from: CalendarDate, later: CalendarDate): number => {
  let months = 0;
  while (toDayNumber(addMonthsClamped(from, months + 1)) <= toDayNumber(later)) months += 1;
  return months;
};
