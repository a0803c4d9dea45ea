import { describe, expect, it } from 'vitest';
import {
  CALENDAR_YEAR_MS,
  daysToExpiry,
  expirationsBetween,
  expiryInstant,
  isMonthlyExpiration,
  isWeeklyExpiration,
  monthlyExpiration,
  yearsToExpiry,
} from './expirations';

describe('monthly expirations', () => {
  it.each([
    [2025, 1, '2025-01-17', 'an ordinary third Friday'],
    [2025, 6, '2025-06-20', 'Juneteenth on the Thursday before changes nothing'],
    [2020, 6, '2020-06-19', 'Juneteenth was not yet an exchange holiday'],
    [2022, 4, '2022-04-14', 'Good Friday 15 April moves it to Thursday'],
    [2019, 4, '2019-04-18', 'Good Friday 19 April moves it to Thursday'],
    [2025, 4, '2025-04-17', 'Good Friday 18 April moves it to Thursday'],
    [2030, 4, '2030-04-18', 'Good Friday 19 April moves it to Thursday'],
    [2026, 6, '2026-06-18', 'Juneteenth on Friday 19 June moves it to Thursday'],
  ])('in %i-%i fall on %s (%s)', (year, month, expected) => {
    // Act
    const expiration = monthlyExpiration(year, month);
    // Assess
    expect(expiration).toBe(expected);
    expect(isMonthlyExpiration(expiration)).toBe(true);
  });

  it('are told apart from other days, including the holiday they were moved off', () => {
    expect(['2022-04-15', '2025-01-10', '2025-01-16', '2025-01-18'].map(isMonthlyExpiration)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('are listed for a whole year, one per month', () => {
    // Act
    const expirations = expirationsBetween('2025-01-01', '2025-12-31', { weekly: false });
    // Assess
    expect(expirations).toEqual([
      '2025-01-17',
      '2025-02-21',
      '2025-03-21',
      '2025-04-17',
      '2025-05-16',
      '2025-06-20',
      '2025-07-18',
      '2025-08-15',
      '2025-09-19',
      '2025-10-17',
      '2025-11-21',
      '2025-12-19',
    ]);
  });

  it('are listed only when inside the range, both ends included', () => {
    expect(expirationsBetween('2025-01-17', '2025-03-20', { weekly: false })).toEqual([
      '2025-01-17',
      '2025-02-21',
    ]);
  });

  it('refuses a month that does not exist', () => {
    expect(() => monthlyExpiration(2025, 13)).toThrow(RangeError);
  });
});

describe('weekly expirations', () => {
  it.each([
    ['2024-03-25', '2024-04-07', ['2024-03-28', '2024-04-05'], 'Good Friday 2024-03-29'],
    [
      '2026-06-29',
      '2026-07-10',
      ['2026-07-02', '2026-07-10'],
      'Independence Day observed on Friday 2026-07-03',
    ],
    [
      '2025-01-06',
      '2025-01-12',
      ['2025-01-10'],
      'the Carter closure on Thursday 2025-01-09 does not move Friday',
    ],
    ['2026-12-21', '2026-12-31', ['2026-12-24', '2026-12-31'], 'Christmas and New Year 2027 both on Fridays'],
  ])('from %s to %s are %j (%s)', (from, to, expected) => {
    expect(expirationsBetween(from, to, { weekly: true })).toEqual(expected);
  });

  it('include every monthly expiration, one expiration per week', () => {
    // Act
    const weekly = expirationsBetween('2025-01-01', '2025-12-31', { weekly: true });
    const monthly = expirationsBetween('2025-01-01', '2025-12-31', { weekly: false });
    // Assess
    expect(weekly).toHaveLength(52);
    expect(monthly.every((date) => weekly.includes(date))).toBe(true);
    expect(weekly.every(isWeeklyExpiration)).toBe(true);
  });

  it('are recognised on the moved day only', () => {
    expect(['2024-03-28', '2024-03-27', '2024-03-29', '2024-03-30'].map(isWeeklyExpiration)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('list up to the last supported day without asking about the year after', () => {
    // Act
    const expirations = expirationsBetween('2030-12-01', '2030-12-31', { weekly: true });
    // Assess
    expect(expirations).toEqual(['2030-12-06', '2030-12-13', '2030-12-20', '2030-12-27']);
  });

  it('are empty for a backwards range', () => {
    expect(expirationsBetween('2025-02-01', '2025-01-01', { weekly: true })).toEqual([]);
  });
});

describe('expiryInstant', () => {
  it.each([
    ['2025-03-07', '2025-03-07T21:00:00.000Z', 'EST, before the March switch'],
    ['2025-03-14', '2025-03-14T20:00:00.000Z', 'EDT, after the March switch'],
    ['2025-10-31', '2025-10-31T20:00:00.000Z', 'EDT, before the November switch'],
    ['2025-11-07', '2025-11-07T21:00:00.000Z', 'EST, after the November switch'],
    ['2024-11-29', '2024-11-29T18:00:00.000Z', '13:00: the day after Thanksgiving closes early'],
    ['2026-12-24', '2026-12-24T18:00:00.000Z', '13:00: the weekly moved to Christmas Eve closes early'],
    ['2025-03-08', '2025-03-08T21:00:00.000Z', '16:00 even on a date the calendar sees as closed'],
  ])('of %s is %s (%s)', (date, instant) => {
    expect(expiryInstant(date).toISOString()).toBe(instant);
  });
});

describe('time to expiry', () => {
  it('is one year for 365 days of calendar time to the close', () => {
    // Prepare: 2024-03-07 to 2025-03-07 is 365 days (29 February 2024 is before it).
    const now = new Date('2024-03-07T21:00:00Z');
    // Act
    const years = yearsToExpiry(now, '2025-03-07');
    // Assess
    expect(years).toBe(1);
  });

  it('counts the hour lost to daylight saving between a Friday close and the next', () => {
    // Prepare
    const now = new Date('2025-03-07T21:00:00Z');
    // Act
    const years = yearsToExpiry(now, '2025-03-14');
    // Assess
    expect(years).toBeCloseTo(((7 * 24 - 1) * 3_600_000) / CALENDAR_YEAR_MS, 15);
  });

  it('turns negative once the option has expired', () => {
    expect(yearsToExpiry(new Date('2025-03-14T21:00:00Z'), '2025-03-14')).toBeCloseTo(-1 / (365 * 24), 15);
  });

  it.each([
    ['2025-03-08T02:00:00Z', 7, 'Friday evening in New York although Saturday in UTC'],
    ['2025-03-14T14:00:00Z', 0, 'on expiration morning'],
    ['2025-03-14T23:30:00Z', 0, 'after the close, still expiration day in New York'],
    ['2025-03-15T05:00:00Z', -1, 'the day after'],
  ])('in days from %s to 2025-03-14 is %i (%s)', (now, days) => {
    expect(daysToExpiry(new Date(now), '2025-03-14')).toBe(days);
  });

  it('refuses an invalid now', () => {
    expect(() => yearsToExpiry(new Date('soon'), '2025-03-14')).toThrow('Expected a valid Date');
  });
});
