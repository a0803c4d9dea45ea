import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInMonth,
  fromDayNumber,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  parseCalendarDate,
  toDayNumber,
  weekdayOf,
} from './calendar-date';

describe('parseCalendarDate', () => {
  it('splits a real date into numbers', () => {
    // Act
    const parts = parseCalendarDate('2024-02-29');
    // Assess
    expect(parts).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31'])(
    'refuses %s, which is not a day',
    (date) => {
      expect(() => parseCalendarDate(date)).toThrow(new RangeError(`"${date}" is not a real calendar date`));
    },
  );

  it.each([
    '2025-2-3',
    '20250203',
    '2025-02-03T00:00:00Z',
    ' 2025-02-03',
    '',
    '2025-0a-03',
    '2025/02/03',
    '-025-02-03',
    '2025-02-0３',
  ])('refuses "%s", which is not in YYYY-MM-DD form', (date) => {
    expect(() => parseCalendarDate(date)).toThrow('is not a date in YYYY-MM-DD form');
  });
});

describe('day arithmetic', () => {
  it('crosses month, leap-day and year ends', () => {
    // Act
    const days = [
      addDays('2024-02-28', 1),
      addDays('2024-02-28', 2),
      addDays('2024-12-31', 1),
      addDays('2025-01-01', -1),
    ];
    // Assess
    expect(days).toEqual(['2024-02-29', '2024-03-01', '2025-01-01', '2024-12-31']);
  });

  it('round-trips day numbers from the epoch', () => {
    // Prepare
    const dates = ['1970-01-01', '2015-01-01', '2030-12-31'];
    // Act
    const numbers = dates.map(toDayNumber);
    // Assess
    expect(numbers[0]).toBe(0);
    expect(numbers.map(fromDayNumber)).toEqual(dates);
  });

  it('names week days as Date.getUTCDay does (0 = Sunday)', () => {
    expect([weekdayOf('2025-03-09'), weekdayOf('2025-03-14'), weekdayOf('2025-03-15')]).toEqual([0, 5, 6]);
  });

  it('finds the nth and the last week day of a month', () => {
    // Act
    const thanksgiving2024 = nthWeekdayOfMonth(2024, 11, 4, 4);
    const firstMondayOfSeptember2025 = nthWeekdayOfMonth(2025, 9, 1, 1);
    const memorialDay2027 = lastWeekdayOfMonth(2027, 5, 1);
    // Assess
    expect(thanksgiving2024).toBe('2024-11-28');
    expect(firstMondayOfSeptember2025).toBe('2025-09-01');
    expect(memorialDay2027).toBe('2027-05-31');
  });
});

describe('daysInMonth', () => {
  it('counts the days of every month from 1600 to 2400 as Date does, leap years included', () => {
    // Prepare
    const months = Array.from({ length: 801 * 12 }, (_, index) => ({
      year: 1600 + Math.floor(index / 12),
      month: (index % 12) + 1,
    }));
    // Act
    const wrong = months.filter(
      ({ year, month }) => daysInMonth(year, month) !== new Date(Date.UTC(year, month, 0)).getUTCDate(),
    );
    // Assess
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(wrong).toEqual([]);
  });
});
