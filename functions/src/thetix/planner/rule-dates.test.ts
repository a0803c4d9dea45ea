import { describe, expect, it } from 'vitest';
import { describeRange, findDuration, findExpiration, findRange, findWindowDays } from './rule-dates';

/** Wednesday 11 June 2025 in New York. */
const TODAY = '2025-06-11';

describe('findRange', () => {
  it.each([
    ['last 90 days', { kind: 'last_days', days: 90 }],
    ['year to date', { kind: 'year_to_date' }],
    ['ytd', { kind: 'year_to_date' }],
    ['this year', { kind: 'year_to_date' }],
    ['this month', { kind: 'this_month' }],
    ['last month', { kind: 'last_month' }],
    ['this week', { kind: 'this_week' }],
    ['past year', { kind: 'last_days', days: 365 }],
    ['over the last year', { kind: 'last_days', days: 365 }],
    ['last 12 months', { kind: 'last_days', days: 365 }],
    ['3 months', { kind: 'last_days', days: 91 }],
    ['past two weeks', { kind: 'last_days', days: 14 }],
    ['1y', { kind: 'last_days', days: 365 }],
    ['last year', { kind: 'last_year' }],
    ['in 2024', { kind: 'last_year' }],
    ['in 2023', { kind: 'between', from: '2023-01-01', to: '2023-12-31' }],
    ['since March 1', { kind: 'between', from: '2025-03-01', to: TODAY }],
    ['since january 1', { kind: 'year_to_date' }],
    ['from Jan 1 to Mar 31', { kind: 'between', from: '2025-01-01', to: '2025-03-31' }],
    ['in March', { kind: 'between', from: '2025-03-01', to: '2025-03-31' }],
    ['in September', { kind: 'between', from: '2024-09-01', to: '2024-09-30' }],
    ['all time', { kind: 'last_days', days: 3660 }],
  ])('reads "%s"', (phrase, range) => {
    // Act
    const found = findRange(phrase, TODAY);

    // Assess
    expect(found?.value).toEqual(range);
  });

  it.each(['in 30 days', 'what is delta', 'next friday', '30 delta call', 'top 3'])(
    'finds no range in "%s"',
    (text) => {
      // Act
      const found = findRange(text, TODAY);

      // Assess
      expect(found).toBeUndefined();
    },
  );

  it('describes ranges for titles', () => {
    // Act
    const words = [
      describeRange({ kind: 'last_days', days: 90 }),
      describeRange({ kind: 'last_days', days: 365 }),
      describeRange({ kind: 'between', from: '2025-03-01', to: '2025-03-31' }),
    ];

    // Assess
    expect(words).toEqual(['last 90 days', 'last 12 months', '2025-03-01 to 2025-03-31']);
  });
});

describe('findExpiration', () => {
  it.each([
    ['next friday', { kind: 'next_friday' }],
    ['expiring this friday', { kind: 'next_friday' }],
    ['next month', { kind: 'next_monthly' }],
    ['monthly', { kind: 'next_monthly' }],
    ['this week', { kind: 'next_weekly' }],
    ['weekly', { kind: 'next_weekly' }],
    ['in 30 days', { kind: 'in_days', days: 30 }],
    ['45 dte', { kind: 'in_days', days: 45 }],
    ['two weeks out', { kind: 'in_days', days: 14 }],
    ['in 2 months', { kind: 'in_days', days: 61 }],
    ['on July 18', { kind: 'date', date: '2025-07-18' }],
    ['expiring 2025-09-19', { kind: 'date', date: '2025-09-19' }],
    ['on Jan 16', { kind: 'date', date: '2026-01-16' }],
  ])('reads "%s"', (phrase, expiration) => {
    // Act
    const found = findExpiration(phrase, TODAY);

    // Assess
    expect(found?.value).toEqual(expiration);
  });

  it.each(['last 30 days', 'and puts?', 'what is a covered call'])('finds no expiration in "%s"', (text) => {
    // Act
    const found = findExpiration(text, TODAY);

    // Assess
    expect(found).toBeUndefined();
  });
});

describe('findDuration and findWindowDays', () => {
  it.each([
    ['weekly calls', undefined, 'weekly'],
    ['pays the most this week', undefined, 'weekly'],
    ['monthly calls', undefined, 'monthly'],
    ['calls for next month', undefined, 'monthly'],
    ['calls', { kind: 'in_days', days: 45 } as const, 'monthly'],
    ['calls', undefined, undefined],
  ])('reads "%s" as %s calls', (text, expiration, duration) => {
    // Act
    const found = findDuration(text, expiration);

    // Assess
    expect(found).toBe(duration);
  });

  it.each([
    ['earnings in the next 2 weeks', 14],
    ['dividends over the next 30 days', 30],
    ['earnings this month', 31],
    ['earnings', undefined],
  ])('looks "%s" ahead %s days', (text, days) => {
    // Act
    const found = findWindowDays(text);

    // Assess
    expect(found).toBe(days);
  });
});
