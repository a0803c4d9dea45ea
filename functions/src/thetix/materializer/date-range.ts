import {
  addDays,
  parseCalendarDate,
  formatCalendarDate,
  type CalendarDate,
} from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { DateRange } from '@thetix/shared/thetix/plan';

export interface ResolvedRange {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  /** How the range reads in a title: "year to date", "last 90 days". */
  readonly label: string;
}

/**
 * A stored relative range as New York dates at `now`, so a card asked "year to date" in March still means year to
 * date when it refreshes in November.
 */
export function resolveRange(range: DateRange, now: Date): ResolvedRange {
  const today = newYorkDate(now);
  const { year, month } = parseCalendarDate(today);
  switch (range.kind) {
    case 'last_days':
      return { from: addDays(today, -range.days), to: today, label: `last ${range.days} days` };
    case 'year_to_date':
      return { from: formatCalendarDate(year, 1, 1), to: today, label: 'year to date' };
    case 'this_month':
      return { from: formatCalendarDate(year, month, 1), to: today, label: 'this month' };
    case 'this_week': {
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today, label: 'this week' };
    }
    case 'last_month': {
      const first = formatCalendarDate(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1, 1);
      return { from: first, to: addDays(formatCalendarDate(year, month, 1), -1), label: 'last month' };
    }
    case 'last_year':
      return {
        from: formatCalendarDate(year - 1, 1, 1),
        to: formatCalendarDate(year - 1, 12, 31),
        label: String(year - 1),
      };
    case 'between': {
      const wholeYear =
        range.from.endsWith('-01-01') &&
        range.to.endsWith('-12-31') &&
        range.from.slice(0, 4) === range.to.slice(0, 4);
      return {
        from: range.from,
        to: range.to < today ? range.to : today,
        label: wholeYear ? range.from.slice(0, 4) : `${range.from} to ${range.to}`,
      };
    }
  }
}
