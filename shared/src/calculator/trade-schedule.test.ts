import { describe, expect, it } from 'vitest';
import { backtestWindow, buildTradeSchedule, oneYearBefore } from './trade-schedule';
import { TEST_AS_OF } from './testing/calculator-request';

const dates = backtestWindow(TEST_AS_OF);
const schedule = (cadence: 'weekly' | 'monthly', firstEntryIndex = 0) =>
  buildTradeSchedule({ dates, cadence, firstEntryIndex, riskFreeRate: () => 0.04 });
const entryDates = (built: ReturnType<typeof schedule>) =>
  Array.from(built.entryIndex, (index) => dates[index]);
const expiryDates = (built: ReturnType<typeof schedule>) =>
  Array.from(built.expiryIndex, (index) => dates[index]);

describe('the backtest window', () => {
  it('runs from Monday 1 July 2024 (30 June 2024 was a Sunday) to the as-of Monday 30 June 2025', () => {
    expect(dates[0]).toBe('2024-07-01');
    expect(dates.at(-1)).toBe('2025-06-30');
    // 250 NYSE sessions: 2024-07-01..2024-12-31 holds 127, 2025-01-01..2025-06-30 holds 123 (with the 9
    // January closure for President Carter's funeral).
    expect(dates).toHaveLength(250);
  });

  it('one year before 29 February is 28 February', () => {
    expect(oneYearBefore('2024-02-29')).toBe('2023-02-28');
  });
});

describe('weekly trade schedule over a year', () => {
  it('sells 52 weekly calls, from Friday 5 July 2024 to Friday 27 June 2025', () => {
    // Act
    const weekly = schedule('weekly');
    // Assess
    expect(weekly.length).toBe(52);
    expect(weekly.cadence).toBe('weekly');
    expect(expiryDates(weekly)[0]).toBe('2024-07-05');
    expect(expiryDates(weekly).at(-1)).toBe('2025-06-27');
  });

  it('enters each trade at the close of the previous expiration', () => {
    // Act
    const weekly = schedule('weekly');
    // Assess
    expect(entryDates(weekly).slice(1)).toEqual(expiryDates(weekly).slice(0, -1));
  });

  it('expires on Thursday 17 April 2025, Good Friday being a holiday', () => {
    // Act
    const expiries = expiryDates(schedule('weekly'));
    // Assess
    expect(expiries).toContain('2025-04-17');
    expect(expiries).not.toContain('2025-04-18');
  });

  it('skips an expiration closer than 4 days: a Tuesday entry sells the Friday after next', () => {
    // Prepare: index 1 is Tuesday 2 July 2024; that Friday is 3 days away.
    expect(dates[1]).toBe('2024-07-02');
    // Act
    const shifted = schedule('weekly', 1);
    // Assess
    expect(expiryDates(shifted)[0]).toBe('2024-07-12');
    expect(shifted.length).toBe(51);
  });

  it('counts time from the entry close to the expiration close in calendar years', () => {
    // Act
    const weekly = schedule('weekly');
    // Assess: Monday 1 July 16:00 to Friday 5 July 16:00 is 4 days; 28 February to 7 March 2025 has no clock
    // change.
    expect(weekly.years[0]).toBe(4 / 365);
    const march = entryDates(weekly).indexOf('2025-02-28');
    expect(weekly.years[march]).toBe(7 / 365);
    expect(weekly.rate[0]).toBe(0.04);
  });
});

describe('monthly trade schedule over a year', () => {
  it('sells 12 monthly calls on third Fridays, from 19 July 2024 to 20 June 2025', () => {
    // Act
    const monthly = schedule('monthly');
    // Assess
    expect(expiryDates(monthly)).toEqual([
      '2024-07-19',
      '2024-08-16',
      '2024-09-20',
      '2024-10-18',
      '2024-11-15',
      '2024-12-20',
      '2025-01-17',
      '2025-02-21',
      '2025-03-21',
      '2025-04-17',
      '2025-05-16',
      '2025-06-20',
    ]);
  });

  it('sells the month after when the third Friday is under 14 days away', () => {
    // Prepare: Monday 8 July 2024 is 11 days before 19 July.
    const index = dates.indexOf('2024-07-08');
    // Act
    const monthly = schedule('monthly', index);
    // Assess
    expect(expiryDates(monthly)[0]).toBe('2024-08-16');
    expect(monthly.length).toBe(11);
  });
});
