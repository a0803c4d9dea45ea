import { type CalendarDate, nthWeekdayOfMonth, toDayNumber } from '../../calendar/calendar-date';
import {
  earlyCloses,
  FIRST_SUPPORTED_YEAR,
  LAST_SUPPORTED_YEAR,
  newYorkDate,
  tradingDaysBetween,
} from '../../calendar/nyse-calendar';

/**
 * The simulator's time axis: every NYSE trading day the calendar knows (2015-2030), numbered from 0. Series are
 * Float64Arrays indexed by this number. The first simulated year is a burn-in: the volatility processes start at
 * their long-run level and need months to forget it, and the first published day needs a previous close. So the
 * data range starts with 2016 and the 2015 values stay internal.
 */

/** The day whose close equals each company's `referencePrice`: the Friday before the simulator was written. */
export const ANCHOR_DATE: CalendarDate = '2026-11-20';

const days: readonly CalendarDate[] = (() => {
  const result: CalendarDate[] = [];
  for (let year = FIRST_SUPPORTED_YEAR; year <= LAST_SUPPORTED_YEAR; year++)
    result.push(...tradingDaysBetween(`${year}-01-01`, `${year}-12-31`));
  return result;
})();

const SUNDAY = 0;

const dayAt = (index: number): CalendarDate => {
  const day = days[index];
  if (day === undefined) throw new RangeError(`No simulated trading day at index ${index}`);
  return day;
};

/** Trading days on the axis. */
export const DAY_COUNT = days.length;

const firstDayNumber = toDayNumber(dayAt(0));
const lastDayNumber = toDayNumber(dayAt(DAY_COUNT - 1));

const indexByDate: ReadonlyMap<CalendarDate, number> = new Map(days.map((day, index) => [day, index]));

const dayNumbers = Int32Array.from(days, (day) => toDayNumber(day));
const months = Uint8Array.from(days, (day) => Number(day.slice(5, 7)));

/** For every calendar day of the axis, the index of the last trading day on or before it. */
const onOrBeforeByDayNumber = (() => {
  const table = new Int32Array(lastDayNumber - firstDayNumber + 1);
  let index = 0;
  for (let offset = 0; offset < table.length; offset++) {
    while (index + 1 < DAY_COUNT && (dayNumbers[index + 1] ?? Infinity) <= firstDayNumber + offset) index++;
    table[offset] = index;
  }
  return table;
})();

const firstPublishedIndex = days.findIndex((day) => day >= `${FIRST_SUPPORTED_YEAR + 1}-01-01`);

/** First and last trading day with published data (see the module comment for why 2015 is held back). */
export const DATA_RANGE: { readonly first: CalendarDate; readonly last: CalendarDate } = Object.freeze({
  first: dayAt(firstPublishedIndex),
  last: dayAt(DAY_COUNT - 1),
});

export const FIRST_PUBLISHED_INDEX = firstPublishedIndex;

export const dateOfIndex = dayAt;

/** Every trading day on the axis, in order, for slicing. */
export const simulationDays = (): readonly CalendarDate[] => days;

/** The index of a trading day, or -1 when the date does not trade or lies off the axis. */
export const indexOfTradingDay = (date: CalendarDate): number => indexByDate.get(date) ?? -1;

/** The index of the last trading day on or before a day number (days since 1970); -1 before the axis. */
export const indexOnOrBeforeDayNumber = (dayNumber: number): number => {
  if (dayNumber < firstDayNumber) return -1;
  if (dayNumber > lastDayNumber) return DAY_COUNT - 1;
  return onOrBeforeByDayNumber[dayNumber - firstDayNumber] ?? -1;
};

/** The month (1-12) of a day of the axis. */
export const monthOfIndex = (index: number): number => months[index] ?? 0;

/** The day number (days since 1970) of a day of the axis. */
export const dayNumberOfIndex = (index: number): number => dayNumbers[index] ?? NaN;

/**
 * The index of the last trading day on or before `date`; -1 before the axis, {@link DAY_COUNT} - 1 after it.
 * Throws a RangeError for a string that is not a date.
 */
export const indexOnOrBefore = (date: CalendarDate): number => {
  const exact = indexByDate.get(date);
  if (exact !== undefined) return exact;
  return indexOnOrBeforeDayNumber(toDayNumber(date));
};

/** The index of the first trading day on or after `date`; {@link DAY_COUNT} after the axis. */
export const indexOnOrAfter = (date: CalendarDate): number => {
  const before = indexOnOrBefore(date);
  return before >= 0 && dayAt(before) === date ? before : before + 1;
};

/** Throws the RangeError every public function gives for a date outside the published range. */
export const assertInDataRange = (date: CalendarDate, what = 'date'): void => {
  const index = indexByDate.get(date);
  if (index !== undefined && index >= firstPublishedIndex) return;
  // Validates the form first, so a malformed date is named as such rather than as out of range.
  toDayNumber(date);
  if (date < DATA_RANGE.first || date > DATA_RANGE.last)
    throw new RangeError(
      `The ${what} ${date} is outside the simulated data range ${DATA_RANGE.first} to ${DATA_RANGE.last}`,
    );
};

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/**
 * Session instants as epoch ms for every day of the axis, computed without time-zone lookups: New York is UTC-4
 * from the second Sunday of March to the first Sunday of November (US rule since 2007) and UTC-5 otherwise, and a
 * session opens at 09:30 and closes at 16:00, or 13:00 on the calendar's early closes. The test checks every day
 * against the calendar's own `marketSession`. Arithmetic matters here: the option model reads the session of every
 * quote date, and the calendar's `Intl` conversion costs microseconds per new day.
 */
const summerTimeByYear = new Map<number, readonly [number, number]>();
for (let year = FIRST_SUPPORTED_YEAR; year <= LAST_SUPPORTED_YEAR; year++)
  summerTimeByYear.set(year, [
    toDayNumber(nthWeekdayOfMonth(year, 3, SUNDAY, 2)),
    toDayNumber(nthWeekdayOfMonth(year, 11, SUNDAY, 1)),
  ]);

const sessions = (() => {
  const opens = new Float64Array(DAY_COUNT);
  const closes = new Float64Array(DAY_COUNT);
  const early = new Set<CalendarDate>();
  for (let year = FIRST_SUPPORTED_YEAR; year <= LAST_SUPPORTED_YEAR; year++)
    for (const date of earlyCloses(year)) early.add(date);
  days.forEach((date, index) => {
    const dayNumber = dayNumbers[index] ?? 0;
    const [summerStart, summerEnd] = summerTimeByYear.get(Number(date.slice(0, 4))) ?? [0, 0];
    const summerTime = dayNumber >= summerStart && dayNumber < summerEnd;
    const midnightUtc = dayNumber * MS_PER_DAY + (summerTime ? 4 : 5) * MS_PER_HOUR;
    opens[index] = midnightUtc + 9.5 * MS_PER_HOUR;
    closes[index] = midnightUtc + (early.has(date) ? 13 : 16) * MS_PER_HOUR;
  });
  return { opens, closes };
})();

/**
 * The New York calendar day (as a day number) of an instant, by the same rule: clocks go forward at 02:00 EST
 * (07:00 UTC) and back at 02:00 EDT (06:00 UTC). Outside the calendar's years it asks the calendar's `Intl`-based
 * {@link newYorkDate}. Checked against that function around every switch by the tests.
 */
export const newYorkDayNumber = (instant: Date): number => {
  const ms = instant.getTime();
  const switches = summerTimeByYear.get(new Date(ms).getUTCFullYear());
  if (!switches) return toDayNumber(newYorkDate(instant));
  const summerTime =
    ms >= switches[0] * MS_PER_DAY + 7 * MS_PER_HOUR && ms < switches[1] * MS_PER_DAY + 6 * MS_PER_HOUR;
  return Math.floor((ms - (summerTime ? 4 : 5) * MS_PER_HOUR) / MS_PER_DAY);
};

export const sessionOpenMs = (index: number): number => sessions.opens[index] ?? NaN;

export const sessionCloseMs = (index: number): number => sessions.closes[index] ?? NaN;

/** Whole minutes in a session: 390 on a regular day, 210 on a 13:00 early close. */
export const sessionMinutes = (index: number): number =>
  Math.round((sessionCloseMs(index) - sessionOpenMs(index)) / 60_000);
