import {
  addDays,
  type CalendarDate,
  dayNumberOf,
  formatCalendarDate,
  fromDayNumber,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  parseCalendarDate,
  weekdayOf,
  weekdayOfDayNumber,
} from './calendar-date';

/**
 * The NYSE trading calendar: full-day closures, 13:00 early closes and session times, for the years the rules below
 * have been checked against NYSE's published calendars. Outside that range every function throws a RangeError
 * rather than guessing: earlier years had closures the rules do not produce (Hurricane Sandy in 2012, President
 * Ford's day of mourning in 2007) and older early-close habits, and past 2030 a backtest or a LEAPS chain should
 * fail loudly until someone has checked the new years, not silently trade through a closure nobody entered.
 *
 * Dates are `YYYY-MM-DD` in New York terms; instants are `Date`s. Only the regular session (09:30-16:00) is modelled.
 */
export const FIRST_SUPPORTED_YEAR = 2015;
export const LAST_SUPPORTED_YEAR = 2030;

export interface MarketHoliday {
  readonly date: CalendarDate;
  /** As NYSE names it on its holiday page. */
  readonly name: string;
}

export interface MarketSession {
  readonly open: Date;
  readonly close: Date;
  /** The session ends at 13:00 New York time instead of 16:00. */
  readonly earlyClose: boolean;
}

// Unscheduled closures are announced days ahead; add them here (with the reason) as they happen.
const SPECIAL_CLOSURES: readonly MarketHoliday[] = [
  { date: '2018-12-05', name: 'National Day of Mourning for President George H. W. Bush' },
  { date: '2025-01-09', name: 'National Day of Mourning for President Jimmy Carter' },
];

const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;
const SUNDAY = 0;

const isWeekend = (weekday: number) => weekday === SATURDAY || weekday === SUNDAY;

const OPEN = { hour: 9, minute: 30 } as const;
const CLOSE = { hour: 16, minute: 0 } as const;
const EARLY_CLOSE = { hour: 13, minute: 0 } as const;

/** Easter Sunday (Gregorian), by the anonymous "Meeus/Jones/Butcher" algorithm; Good Friday is two days before. */
export const easterSunday = (year: number): CalendarDate => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatCalendarDate(year, month, day);
};

/**
 * NYSE Rule 7.2: a holiday on a Sunday is observed the Monday after, on a Saturday the Friday before "unless unusual
 * business conditions exist, such as the ending of a monthly or yearly accounting period". In practice only New
 * Year's Day hits that exception (2022, 2028: the market is open on Friday 31 December and no day is taken off).
 */
const observed = (date: CalendarDate): CalendarDate | undefined => {
  const weekday = weekdayOf(date);
  if (weekday === SUNDAY) return addDays(date, 1);
  if (weekday !== SATURDAY) return date;
  const friday = addDays(date, -1);
  return friday.slice(0, 7) === date.slice(0, 7) ? friday : undefined;
};

const scheduledHolidays = (year: number): MarketHoliday[] => {
  const on = (name: string, date: CalendarDate | undefined): MarketHoliday[] =>
    date ? [{ date, name }] : [];
  const fixed = (month: number, day: number) => observed(formatCalendarDate(year, month, day));
  return [
    ...on("New Year's Day", fixed(1, 1)),
    ...on('Martin Luther King, Jr. Day', nthWeekdayOfMonth(year, 1, MONDAY, 3)),
    ...on("Washington's Birthday", nthWeekdayOfMonth(year, 2, MONDAY, 3)),
    ...on('Good Friday', addDays(easterSunday(year), -2)),
    ...on('Memorial Day', lastWeekdayOfMonth(year, 5, MONDAY)),
    // Made a federal holiday in June 2021, too late for NYSE to close that year; first observed 20 June 2022.
    ...(year >= 2022 ? on('Juneteenth National Independence Day', fixed(6, 19)) : []),
    ...on('Independence Day', fixed(7, 4)),
    ...on('Labor Day', nthWeekdayOfMonth(year, 9, MONDAY, 1)),
    ...on('Thanksgiving Day', nthWeekdayOfMonth(year, 11, THURSDAY, 4)),
    ...on('Christmas Day', fixed(12, 25)),
  ];
};

interface YearCalendar {
  readonly holidays: readonly MarketHoliday[];
  readonly closures: ReadonlyMap<CalendarDate, string>;
  readonly earlyCloses: ReadonlySet<CalendarDate>;
  /** Sorted, so next/previous/between are binary searches. */
  readonly tradingDays: readonly CalendarDate[];
  /** Open and close as epoch ms, filled as sessions are asked for (each costs two `Intl` calls). */
  readonly sessions: Map<CalendarDate, readonly [number, number]>;
}

// Built once per year: the simulator asks isTradingDay for thousands of dates.
const years = new Map<number, YearCalendar>();

const calendarFor = (year: number): YearCalendar => {
  const cached = years.get(year);
  if (cached) return cached;
  if (!Number.isInteger(year) || year < FIRST_SUPPORTED_YEAR || year > LAST_SUPPORTED_YEAR)
    throw new RangeError(
      `The NYSE calendar covers ${FIRST_SUPPORTED_YEAR}-${LAST_SUPPORTED_YEAR}; ${year} is outside it ` +
        '(extend it only after checking NYSE published holidays and special closures for the new years)',
    );
  const calendar = buildYear(year);
  years.set(year, calendar);
  return calendar;
};

const buildYear = (year: number): YearCalendar => {
  const holidays = [
    ...scheduledHolidays(year),
    ...SPECIAL_CLOSURES.filter((closure) => closure.date.startsWith(`${year}-`)),
  ].sort((left, right) => left.date.localeCompare(right.date));
  const closures = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  const tradingDays: CalendarDate[] = [];
  for (let day = dayNumberOf(year, 1, 1); day < dayNumberOf(year + 1, 1, 1); day += 1) {
    const date = fromDayNumber(day);
    if (!isWeekend(weekdayOfDayNumber(day)) && !closures.has(date)) tradingDays.push(date);
  }
  const trades = (date: CalendarDate) => !isWeekend(weekdayOf(date)) && !closures.has(date);
  // The three 13:00 closes NYSE publishes, each only when that day trades: 3 July (none when it falls on a weekend
  // or is itself the observed Independence Day, and the Friday before a Monday 4 July stays a full day), the
  // Friday after Thanksgiving, and Christmas Eve (none when it is a weekend or the observed Christmas).
  const earlyCloses = new Set(
    [
      formatCalendarDate(year, 7, 3),
      addDays(nthWeekdayOfMonth(year, 11, THURSDAY, 4), 1),
      formatCalendarDate(year, 12, 24),
    ].filter(trades),
  );
  return { holidays, closures, earlyCloses, tradingDays, sessions: new Map() };
};

const calendarOf = (date: CalendarDate): YearCalendar => calendarFor(parseCalendarDate(date).year);

const at = (days: readonly CalendarDate[], index: number): CalendarDate => {
  const day = days[index];
  if (day === undefined) throw new Error(`No trading day at index ${index}`);
  return day;
};

/** Index of the first element not before `date` (`strictlyAfter`: the first element after it). */
const searchDays = (days: readonly CalendarDate[], date: CalendarDate, strictlyAfter: boolean): number => {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const day = at(days, middle);
    if (day < date || (strictlyAfter && day === date)) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Full-day closures of a year (holidays as observed, and special closures), in date order. */
export const marketHolidays = (year: number): readonly MarketHoliday[] => [...calendarFor(year).holidays];

/** The 13:00 early closes of a year, in date order. */
export const earlyCloses = (year: number): readonly CalendarDate[] => [...calendarFor(year).earlyCloses];

export const isTradingDay = (date: CalendarDate): boolean => {
  const calendar = calendarOf(date);
  return !isWeekend(weekdayOf(date)) && !calendar.closures.has(date);
};

/** The name of the holiday or special closure on that date; undefined on trading days and plain weekends. */
export const holidayName = (date: CalendarDate): string | undefined => calendarOf(date).closures.get(date);

/** The regular session of a trading day as UTC instants; undefined when the market does not open. */
export const marketSession = (date: CalendarDate): MarketSession | undefined => {
  if (!isTradingDay(date)) return undefined;
  const calendar = calendarOf(date);
  const earlyClose = calendar.earlyCloses.has(date);
  let session = calendar.sessions.get(date);
  if (!session) {
    const close = earlyClose ? EARLY_CLOSE : CLOSE;
    session = [newYorkEpochMs(date, OPEN.hour, OPEN.minute), newYorkEpochMs(date, close.hour, close.minute)];
    calendar.sessions.set(date, session);
  }
  // New Date objects on every call: a caller mutating one must not move the cached session.
  return { open: new Date(session[0]), close: new Date(session[1]), earlyClose };
};

/** Whether the regular session is running at that instant: from the open (inclusive) to the close (exclusive). */
export const isMarketOpen = (instant: Date): boolean => {
  const session = marketSession(newYorkDate(instant));
  if (!session) return false;
  const time = instant.getTime();
  return time >= session.open.getTime() && time < session.close.getTime();
};

/** The first trading day strictly after `date` (which need not trade itself). */
export const nextTradingDay = (date: CalendarDate): CalendarDate => {
  let year = parseCalendarDate(date).year;
  let days = calendarFor(year).tradingDays;
  let index = searchDays(days, date, true);
  while (index >= days.length) {
    year += 1;
    days = calendarFor(year).tradingDays;
    index = 0;
  }
  return at(days, index);
};

/** The last trading day strictly before `date` (which need not trade itself). */
export const previousTradingDay = (date: CalendarDate): CalendarDate => {
  let year = parseCalendarDate(date).year;
  let days = calendarFor(year).tradingDays;
  let index = searchDays(days, date, false) - 1;
  while (index < 0) {
    year -= 1;
    days = calendarFor(year).tradingDays;
    index = days.length - 1;
  }
  return at(days, index);
};

/** Trading days from `from` to `to`, both included; empty when `from` is after `to`. */
export const tradingDaysBetween = (from: CalendarDate, to: CalendarDate): CalendarDate[] => {
  const first = parseCalendarDate(from).year;
  const last = parseCalendarDate(to).year;
  if (from > to) return [];
  const result: CalendarDate[] = [];
  for (let year = first; year <= last; year += 1) {
    const days = calendarFor(year).tradingDays;
    result.push(...days.slice(searchDays(days, from, false), searchDays(days, to, true)));
  }
  return result;
};

/**
 * The trading day `n` trading days after `date` (before it when `n` is negative): `n = 1` is
 * {@link nextTradingDay}, `n = -1` {@link previousTradingDay}, whether or not `date` trades. `n = 0` returns `date`
 * only when it trades and throws otherwise, since there is no direction to roll in.
 */
export const addTradingDays = (date: CalendarDate, n: number): CalendarDate => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Trading days to add must be an integer, got ${n}`);
  if (n === 0) {
    if (isTradingDay(date)) return date;
    throw new RangeError(`${date} is not a trading day: use nextTradingDay or previousTradingDay`);
  }
  let year = parseCalendarDate(date).year;
  let days = calendarFor(year).tradingDays;
  if (n > 0) {
    let index = searchDays(days, date, true) + n - 1;
    while (index >= days.length) {
      index -= days.length;
      year += 1;
      days = calendarFor(year).tradingDays;
    }
    return at(days, index);
  }
  let index = searchDays(days, date, false) + n;
  while (index < 0) {
    year -= 1;
    days = calendarFor(year).tradingDays;
    index += days.length;
  }
  return at(days, index);
};

// One formatter for the process: building an Intl.DateTimeFormat costs far more than using it.
const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const MS_PER_SECOND = 1_000;
const MS_PER_HOUR = 3_600_000;
/** Hours whose New York offset is known; cleared whole when full (a process reads a few hundred at most). */
const OFFSET_CACHE_HOURS = 10_000;
const offsetByHour = new Map<number, number>();

/** The New York wall clock at an instant read through `Intl`, to the second, written as if it were UTC. */
const intlWallClockMs = (epochMs: number): number => {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of newYorkClock.formatToParts(epochMs))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second);
};

/**
 * New York wall-clock time at an instant (to the second), written as if it were UTC (so it can be subtracted from
 * the instant). New York's offset only changes on a whole UTC hour (its daylight-saving switches are at 06:00 and
 * 07:00 UTC), so it is read through `Intl` once per UTC hour and kept: `formatToParts` costs microseconds, and the
 * engine asks for New York dates thousands of times a run.
 */
const newYorkWallClockMs = (epochMs: number): number => {
  const second = epochMs - (((epochMs % MS_PER_SECOND) + MS_PER_SECOND) % MS_PER_SECOND);
  const hour = Math.floor(epochMs / MS_PER_HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= OFFSET_CACHE_HOURS) offsetByHour.clear();
    const start = hour * MS_PER_HOUR;
    offset = intlWallClockMs(start) - start;
    offsetByHour.set(hour, offset);
  }
  return second + offset;
};

const newYorkEpochMs = (date: CalendarDate, hour: number, minute: number): number => {
  const { year, month, day } = parseCalendarDate(date);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (epochMs: number) => newYorkWallClockMs(epochMs) - (epochMs - (epochMs % 1000));
  // First guess with the offset a few hours off the target, then again with the offset at the guess: the second
  // pass lands on the right side of a daylight-saving switch.
  const guess = wallClock - offsetAt(wallClock);
  return wallClock - offsetAt(guess);
};

/**
 * The instant at which New York clocks read `hour:minute` on `date`, across daylight-saving changes. Meant for
 * market hours: a wall time inside the 02:00-03:00 spring-forward gap does not exist and is not given a meaning.
 */
export const newYorkInstant = (date: CalendarDate, hour: number, minute: number): Date => {
  if (
    !Number.isInteger(hour) ||
    hour < 0 ||
    hour > 23 ||
    !Number.isInteger(minute) ||
    minute < 0 ||
    minute > 59
  )
    throw new RangeError(`${hour}:${minute} is not a time of day`);
  return new Date(newYorkEpochMs(date, hour, minute));
};

/** The New York calendar date of an instant (what a trader in New York would call "today"). */
export const newYorkDate = (instant: Date): CalendarDate => {
  const time = instant instanceof Date ? instant.getTime() : NaN;
  if (Number.isNaN(time)) throw new RangeError('newYorkDate needs a valid Date');
  const wallClock = new Date(newYorkWallClockMs(time));
  return formatCalendarDate(wallClock.getUTCFullYear(), wallClock.getUTCMonth() + 1, wallClock.getUTCDate());
};
