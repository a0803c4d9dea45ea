import { describe, expect, it } from 'vitest';
import { toDayNumber } from '../../calendar/calendar-date';
import { marketSession, newYorkDate } from '../../calendar/nyse-calendar';
import {
  ANCHOR_DATE,
  DATA_RANGE,
  DAY_COUNT,
  dateOfIndex,
  indexOfTradingDay,
  indexOnOrAfter,
  indexOnOrBefore,
  newYorkDayNumber,
  sessionCloseMs,
  sessionMinutes,
  sessionOpenMs,
} from './simulation-days';

describe('the simulation axis', () => {
  it('publishes 2016 to 2030 and holds 2015 back as a burn-in year', () => {
    expect(DATA_RANGE).toEqual({ first: '2016-01-04', last: '2030-12-31' });
    expect(dateOfIndex(0)).toBe('2015-01-02');
  });

  it('puts the anchor on a trading day with more than five years of history before it', () => {
    expect(indexOfTradingDay(ANCHOR_DATE)).toBeGreaterThan(indexOfTradingDay(DATA_RANGE.first) + 5 * 252);
  });

  it('finds the trading day on or before and on or after a weekend or holiday', () => {
    // Thanksgiving 2026 is Thursday 26 November.
    expect(dateOfIndex(indexOnOrBefore('2026-11-26'))).toBe('2026-11-25');
    expect(dateOfIndex(indexOnOrAfter('2026-11-26'))).toBe('2026-11-27');
    expect(dateOfIndex(indexOnOrBefore('2026-11-22'))).toBe('2026-11-20');
    expect(dateOfIndex(indexOnOrAfter('2026-11-22'))).toBe('2026-11-23');
    expect(indexOnOrBefore('2014-06-01')).toBe(-1);
    expect(indexOnOrAfter('2031-06-01')).toBe(DAY_COUNT);
    expect(indexOfTradingDay('2026-11-26')).toBe(-1);
  });

  it('has the same session times as the NYSE calendar on every day, early closes included', () => {
    for (let day = 0; day < DAY_COUNT; day++) {
      const session = marketSession(dateOfIndex(day));
      expect(sessionOpenMs(day)).toBe(session?.open.getTime());
      expect(sessionCloseMs(day)).toBe(session?.close.getTime());
    }
    expect(sessionMinutes(indexOfTradingDay('2026-11-27'))).toBe(210);
    expect(sessionMinutes(indexOfTradingDay('2026-11-23'))).toBe(390);
  });

  it('names the New York day of an instant as the calendar does, around every daylight-saving switch', () => {
    // Prepare: every 30 minutes across the March and November switch weekends of each year, and New Year's Eve.
    const instants: Date[] = [];
    for (let year = 2015; year <= 2030; year++)
      for (const start of [`${year}-03-07`, `${year}-10-31`, `${year}-12-31`])
        for (let step = 0; step < 48 * 9; step++)
          instants.push(new Date(Date.parse(`${start}T00:00:00Z`) + step * 1_800_000));
    // Act and assess
    for (const instant of instants) expect(newYorkDayNumber(instant)).toBe(toDayNumber(newYorkDate(instant)));
  });
});
