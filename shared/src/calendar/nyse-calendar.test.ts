import { afterEach, describe, expect, it, vi } from 'vitest';
import { nthWeekdayOfMonth } from './calendar-date';
import {
  addTradingDays,
  earlyCloses,
  easterSunday,
  holidayName,
  isMarketOpen,
  isTradingDay,
  marketHolidays,
  marketSession,
  newYorkDate,
  newYorkInstant,
  nextTradingDay,
  previousTradingDay,
  tradingDaysBetween,
} from './nyse-calendar';

/*
 * Full-day closures as NYSE Group published them: press releases of 27 December 2021 (2022-2024), 8 November 2024
 * (2025-2027) and 23 December 2025 (2026-2028), e.g.
 * https://mondovisione.com/media-and-resources/news/nyse-group-announces-2026-2027-and-2028-holiday-and-early-closings-calendar-20251223/
 * plus the closure for President Carter announced by ICE on 30 December 2024.
 */
const publishedClosures: Record<number, readonly string[]> = {
  2022: ['01-17', '02-21', '04-15', '05-30', '06-20', '07-04', '09-05', '11-24', '12-26'],
  2023: ['01-02', '01-16', '02-20', '04-07', '05-29', '06-19', '07-04', '09-04', '11-23', '12-25'],
  2024: ['01-01', '01-15', '02-19', '03-29', '05-27', '06-19', '07-04', '09-02', '11-28', '12-25'],
  2025: ['01-01', '01-09', '01-20', '02-17', '04-18', '05-26', '06-19', '07-04', '09-01', '11-27', '12-25'],
  2026: ['01-01', '01-19', '02-16', '04-03', '05-25', '06-19', '07-03', '09-07', '11-26', '12-25'],
  2027: ['01-01', '01-18', '02-15', '03-26', '05-31', '06-18', '07-05', '09-06', '11-25', '12-24'],
  2028: ['01-17', '02-21', '04-14', '05-29', '06-19', '07-04', '09-04', '11-23', '12-25'],
};

/*
 * 13:00 closes. 2015-2028 as published by NYSE (the releases above and their predecessors); 2029-2030 follow the
 * same three rules and are not published yet. Years without a July date are those where 3 July is a weekend or the
 * observed Independence Day (2015, 2020, 2026) or 4 July is a Monday (2016, 2022) or Sunday (2021, 2027).
 */
const publishedEarlyCloses: Record<number, readonly string[]> = {
  2015: ['11-27', '12-24'],
  2016: ['11-25'],
  2017: ['07-03', '11-24'],
  2018: ['07-03', '11-23', '12-24'],
  2019: ['07-03', '11-29', '12-24'],
  2020: ['11-27', '12-24'],
  2021: ['11-26'],
  2022: ['11-25'],
  2023: ['07-03', '11-24'],
  2024: ['07-03', '11-29', '12-24'],
  2025: ['07-03', '11-28', '12-24'],
  2026: ['11-27', '12-24'],
  2027: ['11-26'],
  2028: ['07-03', '11-24'],
  2029: ['07-03', '11-23', '12-24'],
  2030: ['07-03', '11-29', '12-24'],
};

const withYear = (year: number, monthDays: readonly string[]) =>
  monthDays.map((monthDay) => `${year}-${monthDay}`);

describe('full-day closures', () => {
  it.each(Object.entries(publishedClosures))(
    'match the calendar NYSE published for %s',
    (year, monthDays) => {
      // Act
      const closures = marketHolidays(Number(year)).map((holiday) => holiday.date);
      // Assess
      expect(closures).toEqual(withYear(Number(year), monthDays));
    },
  );

  it.each([
    ['2018-12-05', 'National Day of Mourning for President George H. W. Bush'],
    ['2025-01-09', 'National Day of Mourning for President Jimmy Carter'],
  ])('include the special closure on %s', (date, name) => {
    // Act
    const [trades, named, session] = [isTradingDay(date), holidayName(date), marketSession(date)];
    // Assess
    expect(trades).toBe(false);
    expect(named).toBe(name);
    expect(session).toBeUndefined();
  });

  it.each(['2021-12-31', '2027-12-31'])(
    'keep %s open: New Year on a Saturday is not moved back into the old year (NYSE Rule 7.2)',
    (date) => {
      // Act
      const session = marketSession(date);
      // Assess
      expect(isTradingDay(date)).toBe(true);
      expect(holidayName(date)).toBeUndefined();
      expect(session?.earlyClose).toBe(false);
    },
  );

  it('names observed holidays as NYSE does and leaves weekends and trading days unnamed', () => {
    // Act
    const names = ['2027-06-18', '2026-07-03', '2023-01-02', '2025-04-18', '2025-04-19', '2025-04-17'].map(
      holidayName,
    );
    // Assess
    expect(names).toEqual([
      'Juneteenth National Independence Day',
      'Independence Day',
      "New Year's Day",
      'Good Friday',
      undefined,
      undefined,
    ]);
  });

  it('has no Juneteenth before 2022: the law passed two days before it in 2021', () => {
    expect([isTradingDay('2021-06-18'), isTradingDay('2020-06-19'), isTradingDay('2022-06-20')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('computes Easter Sunday for every supported year', () => {
    // Prepare: Easter dates from the Book of Common Prayer tables (also the US Naval Observatory's list).
    const expected = [
      '2015-04-05',
      '2016-03-27',
      '2017-04-16',
      '2018-04-01',
      '2019-04-21',
      '2020-04-12',
      '2021-04-04',
      '2022-04-17',
      '2023-04-09',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
      '2030-04-21',
    ];
    // Act
    const computed = expected.map((date) => easterSunday(Number(date.slice(0, 4))));
    // Assess
    expect(computed).toEqual(expected);
  });

  it('counts the trading days of each year as the published holiday lists imply', () => {
    // Prepare: weekdays minus closures; 2018 and 2025 lose one more day each to the days of mourning.
    const expected = { 2018: 251, 2020: 253, 2022: 251, 2023: 250, 2024: 252, 2025: 250 };
    // Act
    const counted = Object.fromEntries(
      Object.keys(expected).map((year) => [
        year,
        tradingDaysBetween(`${year}-01-01`, `${year}-12-31`).length,
      ]),
    );
    // Assess
    expect(counted).toEqual(expected);
  });
});

describe('early closes', () => {
  it.each(Object.entries(publishedEarlyCloses))('are the 13:00 days of %s', (year, monthDays) => {
    expect(earlyCloses(Number(year))).toEqual(withYear(Number(year), monthDays));
  });

  it.each([
    ['2019-07-03', '2019-07-03T17:00:00.000Z'],
    ['2020-11-27', '2020-11-27T18:00:00.000Z'],
    ['2024-07-03', '2024-07-03T17:00:00.000Z'],
    ['2024-11-29', '2024-11-29T18:00:00.000Z'],
    ['2024-12-24', '2024-12-24T18:00:00.000Z'],
  ])('close %s at 13:00 New York time (%s)', (date, close) => {
    // Act
    const session = marketSession(date);
    // Assess
    expect(session?.earlyClose).toBe(true);
    expect(session?.close.toISOString()).toBe(close);
  });

  it('do not exist when Christmas Eve is a weekend (2023-12-24 is a Sunday)', () => {
    // Act
    const closes = [marketSession('2023-12-22')?.earlyClose, marketSession('2023-12-24')];
    // Assess
    expect(closes).toEqual([false, undefined]);
    expect(earlyCloses(2023)).not.toContain('2023-12-22');
  });

  it('leave the Friday before a Monday Independence Day a full session (2022-07-01)', () => {
    expect(marketSession('2022-07-01')?.close.toISOString()).toBe('2022-07-01T20:00:00.000Z');
  });
});

describe('marketSession', () => {
  it.each([
    ['2025-03-07', '2025-03-07T14:30:00.000Z', '2025-03-07T21:00:00.000Z'],
    ['2025-03-10', '2025-03-10T13:30:00.000Z', '2025-03-10T20:00:00.000Z'],
    ['2025-10-31', '2025-10-31T13:30:00.000Z', '2025-10-31T20:00:00.000Z'],
    ['2025-11-03', '2025-11-03T14:30:00.000Z', '2025-11-03T21:00:00.000Z'],
  ])('runs 09:30-16:00 New York time on %s, either side of a daylight-saving switch', (date, open, close) => {
    // Act
    const session = marketSession(date);
    // Assess
    expect(session).toEqual({ open: new Date(open), close: new Date(close), earlyClose: false });
  });

  it('is undefined on weekends and holidays', () => {
    expect([marketSession('2025-03-08'), marketSession('2025-12-25')]).toEqual([undefined, undefined]);
  });

  it('hands out fresh dates, so a caller mutating one cannot move the cached session', () => {
    // Prepare
    const first = marketSession('2025-06-02');
    first?.close.setUTCHours(0);
    // Act
    const second = marketSession('2025-06-02');
    // Assess
    expect(second?.close.toISOString()).toBe('2025-06-02T20:00:00.000Z');
  });
});

describe('isMarketOpen', () => {
  it.each([
    ['2025-03-10T13:29:59.999Z', false],
    ['2025-03-10T13:30:00.000Z', true],
    ['2025-03-10T19:59:59.999Z', true],
    ['2025-03-10T20:00:00.000Z', false],
    ['2024-11-29T17:59:59.999Z', true],
    ['2024-11-29T18:00:00.000Z', false],
    ['2025-03-08T16:00:00.000Z', false],
    ['2025-01-09T16:00:00.000Z', false],
  ])('at %s is %s (open inclusive, close exclusive)', (instant, open) => {
    expect(isMarketOpen(new Date(instant))).toBe(open);
  });
});

describe('moving between trading days', () => {
  it.each([
    ['2025-01-08', '2025-01-10'],
    ['2025-04-17', '2025-04-21'],
    ['2024-12-31', '2025-01-02'],
    ['2025-03-08', '2025-03-10'],
    ['2018-12-04', '2018-12-06'],
  ])('goes from %s to the next trading day %s', (date, next) => {
    expect(nextTradingDay(date)).toBe(next);
  });

  it.each([
    ['2025-01-10', '2025-01-08'],
    ['2025-04-21', '2025-04-17'],
    ['2025-01-02', '2024-12-31'],
    ['2025-03-09', '2025-03-07'],
  ])('goes back from %s to the previous trading day %s', (date, previous) => {
    expect(previousTradingDay(date)).toBe(previous);
  });

  it('lists trading days with both ends included, across a holiday and a year end', () => {
    // Act
    const easter = tradingDaysBetween('2025-04-16', '2025-04-22');
    const newYear = tradingDaysBetween('2024-12-30', '2025-01-03');
    const backwards = tradingDaysBetween('2025-04-22', '2025-04-16');
    // Assess
    expect(easter).toEqual(['2025-04-16', '2025-04-17', '2025-04-21', '2025-04-22']);
    expect(newYear).toEqual(['2024-12-30', '2024-12-31', '2025-01-02', '2025-01-03']);
    expect(backwards).toEqual([]);
  });

  it('adds and subtracts trading days over holidays', () => {
    // Act
    const results = [
      addTradingDays('2025-04-16', 2),
      addTradingDays('2025-04-21', -2),
      addTradingDays('2025-04-18', 1),
      addTradingDays('2025-04-18', -1),
      addTradingDays('2025-04-17', 0),
    ];
    // Assess
    expect(results).toEqual(['2025-04-21', '2025-04-16', '2025-04-21', '2025-04-17', '2025-04-17']);
  });

  it('agrees with the listed trading days over several years in both directions', () => {
    // Prepare
    const days = tradingDaysBetween('2019-06-14', '2022-06-14');
    const after = days.slice(1);
    const before = days.slice(0, -1).reverse();
    // Act
    const forward = after.map((_, index) => addTradingDays('2019-06-14', index + 1));
    const backward = before.map((_, index) => addTradingDays('2022-06-14', -(index + 1)));
    // Assess
    expect(forward).toEqual(after);
    expect(backward).toEqual(before);
    expect(addTradingDays('2024-01-02', 252)).toBe('2025-01-02');
  });

  it('refuses to add zero days to a day that does not trade, or a fraction of a day', () => {
    expect(() => addTradingDays('2025-04-18', 0)).toThrow('2025-04-18 is not a trading day');
    expect(() => addTradingDays('2025-04-17', 1.5)).toThrow(RangeError);
  });
});

describe('supported range', () => {
  it.each(['2014-12-31', '2031-01-02'])('throws a RangeError naming the range for %s', (date) => {
    expect(() => isTradingDay(date)).toThrow(/covers 2015-2030; \d{4} is outside it/);
  });

  it('throws rather than guess across the edges of the range', () => {
    expect(() => nextTradingDay('2030-12-31')).toThrow(RangeError);
    expect(() => previousTradingDay('2015-01-02')).toThrow(RangeError);
    expect(nextTradingDay('2030-12-30')).toBe('2030-12-31');
    expect(previousTradingDay('2015-01-05')).toBe('2015-01-02');
  });

  it('refuses malformed dates', () => {
    expect(() => isTradingDay('2025-3-7')).toThrow('is not a date in YYYY-MM-DD form');
    expect(() => holidayName('2025-02-30')).toThrow('is not a real calendar date');
  });
});

const SUNDAY = 0;

describe('New York time', () => {
  it.each([
    ['2025-03-10T03:59:00Z', '2025-03-09'],
    ['2025-03-10T04:00:00Z', '2025-03-10'],
    ['2025-01-01T04:59:59.999Z', '2024-12-31'],
    ['2025-01-01T05:00:00Z', '2025-01-01'],
    ['2025-11-02T05:30:00Z', '2025-11-02'],
  ])('dates the instant %s as %s in New York', (instant, date) => {
    expect(newYorkDate(new Date(instant))).toBe(date);
  });

  it('refuses an invalid Date', () => {
    expect(() => newYorkDate(new Date('not a date'))).toThrow('newYorkDate needs a valid Date');
  });

  it('dates every instant as Intl does, minute by minute around each switch and at random over 2015-2030', () => {
    // Prepare: the reference reads the New York date through Intl on every call (no kept offsets).
    const reference = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Daylight saving starts on the second Sunday of March and ends on the first Sunday of November, at 02:00.
    const switches = [2015, 2020, 2025, 2026, 2030].flatMap((year) => [
      newYorkInstant(nthWeekdayOfMonth(year, 3, SUNDAY, 2), 0, 0),
      newYorkInstant(nthWeekdayOfMonth(year, 11, SUNDAY, 1), 0, 0),
    ]);
    const instants = switches.flatMap((start) =>
      Array.from({ length: 6 * 60 }, (_, minute) => start.getTime() + minute * 60_000 + 59_999),
    );
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const from = Date.UTC(2015, 0, 1);
    const to = Date.UTC(2031, 0, 1);
    for (let index = 0; index < 5_000; index += 1) instants.push(Math.floor(from + random() * (to - from)));
    // Act
    const mismatches = instants.filter(
      (instant) => newYorkDate(new Date(instant)) !== reference.format(instant),
    );
    // Assess
    expect(instants.length).toBe(10 * 360 + 5_000);
    expect(mismatches).toEqual([]);
  });

  it('gives each session the same open and close as Intl on both sides of every switch', () => {
    // Prepare: 09:30 New York is 14:30 UTC in winter and 13:30 UTC in summer.
    const days = ['2026-03-06', '2026-03-09', '2026-10-30', '2026-11-02', '2030-03-08', '2030-03-11'];
    // Act
    const opens = days.map((day) => newYorkInstant(day, 9, 30).toISOString());
    // Assess
    expect(opens).toEqual([
      '2026-03-06T14:30:00.000Z',
      '2026-03-09T13:30:00.000Z',
      '2026-10-30T13:30:00.000Z',
      '2026-11-02T14:30:00.000Z',
      '2030-03-08T14:30:00.000Z',
      '2030-03-11T13:30:00.000Z',
    ]);
  });

  it('turns New York wall-clock times into instants on both sides of the November switch', () => {
    expect(newYorkInstant('2025-11-01', 16, 0).toISOString()).toBe('2025-11-01T20:00:00.000Z');
    expect(newYorkInstant('2025-11-02', 16, 0).toISOString()).toBe('2025-11-02T21:00:00.000Z');
    expect(() => newYorkInstant('2025-11-02', 24, 0)).toThrow(RangeError);
  });
});

describe('machine time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each(['Asia/Kathmandu', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'does not change any answer when the process runs in %s',
    async (timeZone) => {
      // Prepare: Node applies a TZ change at once; a fresh module, so no cache built earlier answers for it.
      vi.stubEnv('TZ', timeZone);
      vi.resetModules();
      const calendar = await import('./nyse-calendar');
      // Act
      const answers = {
        session: calendar.marketSession('2025-03-07'),
        date: calendar.newYorkDate(new Date('2025-03-10T03:59:00Z')),
        holidays: calendar.marketHolidays(2027).map((holiday) => holiday.date),
      };
      // Assess
      expect(new Date(0).getTimezoneOffset()).not.toBe(0);
      expect(answers).toEqual({
        session: {
          open: new Date('2025-03-07T14:30:00Z'),
          close: new Date('2025-03-07T21:00:00Z'),
          earlyClose: false,
        },
        date: '2025-03-09',
        holidays: withYear(2027, publishedClosures[2027] ?? []),
      });
    },
  );
});
