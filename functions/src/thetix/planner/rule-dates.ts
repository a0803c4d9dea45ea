import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { daysInMonth, formatCalendarDate, parseCalendarDate } from '@thetix/shared/calendar/calendar-date';
import type { Duration } from '@thetix/shared/contracts/calculator';
import type { DateRange, ExpirationSelector } from '@thetix/shared/thetix/plan';
import * as chrono from 'chrono-node/en';

/**
 * Date phrases of the rule planner. A plan is refreshed without being planned again (plan.ts), so every phrase
 * that depends on "now" becomes a relative range or expiration ("last 90 days", "next monthly"); only a date the
 * question spells out ("since March 1", "on July 18") becomes a fixed one, and chrono-node reads those. The
 * English locale alone is imported: the other locales would only make the Lambda bigger.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

/** The words a count may be written as, for the patterns below. */
export const COUNT = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;

/** A count without "a"/"an", for phrases with no "last" before them ("3 months", not "once a month"). */
export const BARE_COUNT = `(\\d{1,4}|${Object.keys(NUMBER_WORDS)
  .filter((word) => word !== 'a' && word !== 'an')
  .join('|')})`;

/** "3" → 3, "three" → 3, "a" → 1. */
export const readCount = (word: string | undefined): number | undefined => {
  if (word === undefined) return undefined;
  const value = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
  return value !== undefined && value > 0 ? value : undefined;
};

type Unit = 'day' | 'week' | 'month' | 'year';

const unitOf = (word: string): Unit | undefined => {
  if (/^(d|days?)$/.test(word)) return 'day';
  if (/^(w|wk|wks|weeks?)$/.test(word)) return 'week';
  if (/^(mo|mos|months?)$/.test(word)) return 'month';
  if (/^(y|yr|yrs|years?)$/.test(word)) return 'year';
  return undefined;
};

/** Calendar days in `count` units; a month is a twelfth of 365 days, so "3 months" is 91 days and 12 months 365. */
export const daysIn = (count: number, unit: Unit): number => {
  if (unit === 'week') return count * 7;
  if (unit === 'month') return Math.round((count * 365) / 12);
  if (unit === 'year') return count * 365;
  return count;
};

const MAX_RANGE_DAYS = 3660;
const MAX_EXPIRATION_DAYS = 730;

export interface Found<T> {
  readonly value: T;
  /** The words that gave it, for the debug notes. */
  readonly phrase: string;
}

const MONTH_NAME =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b|\d{1,2}\/\d{1,2}|\d{4}-\d{2}-\d{2}/;

/** A reference Date whose local fields are New York's today at noon: chrono reads the local fields. */
const chronoReference = (today: CalendarDate): Date => {
  const { year, month, day } = parseCalendarDate(today);
  return new Date(year, month - 1, day, 12);
};

interface SpelledDate {
  readonly date: CalendarDate;
  /** The day was named too (not only "March"). */
  readonly dayKnown: boolean;
  readonly index: number;
  readonly text: string;
  readonly end?: { readonly date: CalendarDate; readonly dayKnown: boolean };
}

/**
 * Dates the question spells out, with the year chosen towards the past (ranges) or the future (expirations) when
 * the question does not give it.
 */
const spelledDates = (text: string, today: CalendarDate, towards: 'past' | 'future'): SpelledDate[] => {
  if (!MONTH_NAME.test(text)) return [];
  const todayParts = parseCalendarDate(today);
  const resolve = (components: chrono.ParsedResult['start']) => {
    const month = components.get('month') ?? 1;
    const dayKnown = components.isCertain('day');
    const day = dayKnown ? (components.get('day') ?? 1) : 1;
    let year = components.isCertain('year') ? (components.get('year') ?? todayParts.year) : todayParts.year;
    if (!components.isCertain('year')) {
      const candidate = formatCalendarDate(year, month, Math.min(day, daysInMonth(year, month)));
      if (towards === 'past' && candidate > today) year -= 1;
      if (towards === 'future' && candidate < today) year += 1;
    }
    return { date: formatCalendarDate(year, month, Math.min(day, daysInMonth(year, month))), dayKnown };
  };
  return chrono
    .parse(text, chronoReference(today))
    .filter(
      (result) =>
        result.start.isCertain('month') &&
        !/\b(days?|weeks?|months?|years?|ago|last|past|next|this)\b/i.test(result.text),
    )
    .map((result) => ({
      ...resolve(result.start),
      index: result.index,
      text: result.text,
      ...(result.end ? { end: resolve(result.end) } : {}),
    }));
};

const endOfMonth = (date: CalendarDate): CalendarDate => {
  const { year, month } = parseCalendarDate(date);
  return formatCalendarDate(year, month, daysInMonth(year, month));
};

const minDate = (left: CalendarDate, right: CalendarDate): CalendarDate => (left < right ? left : right);

/** A fixed range, made relative again when it is in fact "year to date". */
const between = (from: CalendarDate, to: CalendarDate, today: CalendarDate): DateRange | undefined => {
  if (from > to) return undefined;
  if (from === `${today.slice(0, 4)}-01-01` && to === today) return { kind: 'year_to_date' };
  return { kind: 'between', from, to };
};

const rangeFromSpelledDates = (lower: string, today: CalendarDate): Found<DateRange> | undefined => {
  for (const spelled of spelledDates(lower, today, 'past')) {
    const before = lower.slice(0, spelled.index);
    let range: DateRange | undefined;
    if (spelled.end) {
      const to = spelled.end.dayKnown ? spelled.end.date : endOfMonth(spelled.end.date);
      range = between(spelled.date, minDate(to, today), today);
    } else if (/\b(since|from|after|starting(?: on| from)?)\s*$/.test(before))
      range = between(spelled.date, today, today);
    else if (!spelled.dayKnown)
      range = between(spelled.date, minDate(endOfMonth(spelled.date), today), today);
    else if (!/\b(before|until|till|through|by)\s*$/.test(before))
      range = between(spelled.date, spelled.date, today);
    if (range) return { value: range, phrase: spelled.text };
  }
  return undefined;
};

interface RangePhrase {
  readonly pattern: RegExp;
  readonly range: (match: RegExpMatchArray, today: CalendarDate) => DateRange | undefined;
}

/** Checked before the spelled-out dates, so "since the start of the year" is not read as a date. */
const YEAR_TO_DATE =
  /\b(year[- ]to[- ]date|ytd|this year|so far this year|since (?:the )?(?:start|beginning) of (?:the |this )?year)\b/;

/** Checked in order after the spelled-out dates: the first phrase found wins. */
const RANGE_PHRASES: readonly RangePhrase[] = [
  {
    pattern: /\b(month[- ]to[- ]date|mtd|this month|so far this month)\b/,
    range: () => ({ kind: 'this_month' }),
  },
  {
    pattern: /\b(this week|week[- ]to[- ]date|wtd|so far this week)\b/,
    range: () => ({ kind: 'this_week' }),
  },
  { pattern: /\b((?:last|previous|prior) month)\b/, range: () => ({ kind: 'last_month' }) },
  {
    pattern: /\b((?:over|in|during|for|within) the (?:last|past) year|(?:the )?past year|trailing year)\b/,
    range: () => ({ kind: 'last_days', days: 365 }),
  },
  { pattern: /\b((?:last|previous|prior) (?:calendar )?year)\b/, range: () => ({ kind: 'last_year' }) },
  {
    pattern: new RegExp(
      `\\b((?:last|past|previous|prior|trailing) ${COUNT}[- ]?(days?|weeks?|months?|years?|yrs?))\\b`,
    ),
    range: (match) => lastDays(match[2], match[3]),
  },
  {
    pattern: /\b((?:last|past|previous) (week|month|quarter))\b/,
    range: (match) => ({ kind: 'last_days', days: match[2] === 'week' ? 7 : match[2] === 'month' ? 30 : 91 }),
  },
  {
    pattern: /\b(all[- ]time|since inception|since i (?:started|joined|began)|ever)\b/,
    range: () => ({ kind: 'last_days', days: MAX_RANGE_DAYS }),
  },
  {
    pattern: /\b((?:in|for|during|of) (20\d\d))\b/,
    range: (match, today) => yearRange(Number(match[2]), today),
  },
  {
    pattern: new RegExp(
      `(?<!\\b(?:in|within|next|about|around|out)\\s)\\b(${BARE_COUNT}[- ]?(days?|weeks?|months?|years?|yrs?))\\b(?!\\s*(?:out|away|from now|to expir))`,
    ),
    range: (match) => lastDays(match[2], match[3]),
  },
  { pattern: /\b(\d{1,2})(d|w|y|mo)\b/, range: (match) => lastDays(match[1], match[2]) },
  { pattern: /\b(today)\b/, range: () => ({ kind: 'last_days', days: 1 }) },
  { pattern: /\b(yesterday)\b/, range: () => ({ kind: 'last_days', days: 2 }) },
];

const lastDays = (count: string | undefined, unitWord: string | undefined): DateRange | undefined => {
  const number = readCount(count);
  const unit = unitWord ? unitOf(unitWord) : undefined;
  if (number === undefined || !unit) return undefined;
  return { kind: 'last_days', days: Math.min(daysIn(number, unit), MAX_RANGE_DAYS) };
};

const yearRange = (year: number, today: CalendarDate): DateRange | undefined => {
  const thisYear = Number(today.slice(0, 4));
  if (year === thisYear) return { kind: 'year_to_date' };
  if (year === thisYear - 1) return { kind: 'last_year' };
  if (year > thisYear) return undefined;
  return { kind: 'between', from: `${year}-01-01`, to: `${year}-12-31` };
};

/**
 * The date range a question names: a relative phrase ("last 90 days", "ytd", "last month") or dates it spells out
 * ("since March 1", "from Jan 1 to Mar 31", "in March").
 */
export const findRange = (text: string, today: CalendarDate): Found<DateRange> | undefined => {
  const lower = text.toLowerCase();
  const yearToDate = lower.match(YEAR_TO_DATE);
  if (yearToDate) return { value: { kind: 'year_to_date' }, phrase: yearToDate[1] ?? yearToDate[0] };
  const spelled = rangeFromSpelledDates(lower, today);
  if (spelled) return spelled;
  for (const phrase of RANGE_PHRASES) {
    const match = lower.match(phrase.pattern);
    const range = match ? phrase.range(match, today) : undefined;
    if (match && range) return { value: range, phrase: match[1] ?? match[0] };
  }
  return undefined;
};

interface ExpirationPhrase {
  readonly pattern: RegExp;
  readonly expiration: (match: RegExpMatchArray) => ExpirationSelector | undefined;
}

const EXPIRATION_PHRASES: readonly ExpirationPhrase[] = [
  {
    pattern: /\b((?:next|this|coming) friday|friday|fri|end of (?:the |this )?week)\b/,
    expiration: () => ({ kind: 'next_friday' }),
  },
  { pattern: /\b(next week)\b/, expiration: () => ({ kind: 'in_days', days: 7 }) },
  {
    pattern:
      /\b(next month|next monthly|monthly|monthlies|third friday|this month|end of (?:the |this )?month|standard expir\w*)\b/,
    expiration: () => ({ kind: 'next_monthly' }),
  },
  {
    pattern: /\b(this week|weekly|weeklies|nearest|closest|front[- ]week|next expir\w*|soonest|shortest)\b/,
    expiration: () => ({ kind: 'next_weekly' }),
  },
  {
    pattern: new RegExp(
      `(?<!\\b(?:last|past|previous|prior|trailing)\\s)\\b((\\d{1,3})\\s*-?\\s*(days?|dte|d|weeks?|wks?|months?|mos?)|${COUNT}\\s+(days?|weeks?|months?))\\b`,
    ),
    expiration: (match) => {
      const count = readCount(match[2] ?? match[4]);
      const unitWord = match[3] ?? match[5] ?? '';
      const unit = unitWord === 'dte' ? 'day' : unitOf(unitWord);
      if (count === undefined || !unit) return undefined;
      return { kind: 'in_days', days: Math.min(daysIn(count, unit), MAX_EXPIRATION_DAYS) };
    },
  },
  { pattern: /\b(leaps?|next year|long[- ]dated)\b/, expiration: () => ({ kind: 'in_days', days: 365 }) },
];

/**
 * The expiration a question names: "next Friday", "next month"/"monthly" (the next standard monthly), "this
 * week"/"weekly" (the nearest listed), "in 30 days"/"45 dte", or a date it spells out ("on July 18").
 */
export const findExpiration = (text: string, today: CalendarDate): Found<ExpirationSelector> | undefined => {
  const lower = text.toLowerCase();
  const spelled = spelledDates(lower, today, 'future').find((date) => date.dayKnown && date.date >= today);
  if (spelled) return { value: { kind: 'date', date: spelled.date }, phrase: spelled.text };
  for (const phrase of EXPIRATION_PHRASES) {
    const match = lower.match(phrase.pattern);
    const expiration = match ? phrase.expiration(match) : undefined;
    if (match && expiration) return { value: expiration, phrase: match[1] ?? match[0] };
  }
  return undefined;
};

/** Weekly or monthly calls, as the covered-call screens take them. */
export const findDuration = (lower: string, expiration?: ExpirationSelector): Duration | undefined => {
  const monthly = lower.search(/\b(monthly|monthlies|months?|30[- ]?days?|4 weeks|next month)\b/);
  const weekly = lower.search(/\b(weekly|weeklies|weeks?|friday)\b/);
  if (monthly >= 0 && (weekly < 0 || monthly < weekly)) return 'monthly';
  if (weekly >= 0) return 'weekly';
  if (expiration?.kind === 'next_monthly') return 'monthly';
  if (expiration?.kind === 'in_days') return expiration.days >= 21 ? 'monthly' : 'weekly';
  if (expiration?.kind === 'next_weekly' || expiration?.kind === 'next_friday') return 'weekly';
  return undefined;
};

/** How far ahead a calendar (dividends, earnings) looks: "next 30 days", "this month", "next 2 weeks". */
export const findWindowDays = (lower: string): number | undefined => {
  const ahead = lower.match(
    new RegExp(
      `\\b(?:next|coming|upcoming|within(?: the next)?|in the next|over the next)\\s+${COUNT}\\s+(days?|weeks?|months?)\\b`,
    ),
  );
  const count = readCount(ahead?.[1]);
  const unit = ahead?.[2] ? unitOf(ahead[2]) : undefined;
  if (count !== undefined && unit) return Math.min(daysIn(count, unit), 365);
  if (/\b(this|next) week\b/.test(lower)) return /\bnext\b/.test(lower) ? 14 : 7;
  if (/\bthis month\b/.test(lower)) return 31;
  if (/\bnext month\b/.test(lower)) return 62;
  if (/\b(this|next) quarter\b/.test(lower)) return 92;
  if (/\b(this|next) year\b/.test(lower)) return 365;
  return undefined;
};

/** Words for a range in a title: "last 90 days", "year to date". */
export const describeRange = (range: DateRange): string => {
  switch (range.kind) {
    case 'last_days':
      if (range.days === 1) return 'today';
      if (range.days === 365) return 'last 12 months';
      if (range.days === 91) return 'last 3 months';
      if (range.days === MAX_RANGE_DAYS) return 'all time';
      return `last ${range.days} days`;
    case 'year_to_date':
      return 'year to date';
    case 'this_month':
      return 'this month';
    case 'this_week':
      return 'this week';
    case 'last_month':
      return 'last month';
    case 'last_year':
      return 'last year';
    case 'between':
      return range.from === range.to ? `on ${range.from}` : `${range.from} to ${range.to}`;
  }
};

/** Words for an expiration in a title: "next monthly expiration", "about 30 days out". */
export const describeExpiration = (expiration: ExpirationSelector): string => {
  switch (expiration.kind) {
    case 'next_weekly':
      return 'nearest expiration';
    case 'next_monthly':
      return 'next monthly expiration';
    case 'next_friday':
      return 'next Friday';
    case 'in_days':
      return `about ${expiration.days} days out`;
    case 'date':
      return `expiring ${expiration.date}`;
  }
};
