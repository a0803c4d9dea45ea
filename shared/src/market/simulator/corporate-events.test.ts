import { describe, expect, it } from 'vitest';
import { parseCalendarDate, toDayNumber, weekdayOf } from '../../calendar/calendar-date';
import { isTradingDay } from '../../calendar/nyse-calendar';
import { companyDirectory, findCompany } from '../company-directory';
import { createMarketSimulator } from './market-simulator';

const simulator = createMarketSimulator();
const FRIDAY = 5;

describe('dividends', () => {
  it('go ex once in every listed month, on a trading day, paid two to five weeks later on a weekday', () => {
    for (const ticker of ['AAPL', 'O', 'JEPI', 'XOM']) {
      // Prepare
      const profile = findCompany(ticker);
      // Act
      const events = simulator.dividends(ticker, '2020-01-01', '2025-12-31');
      // Assess
      expect(events.length).toBe(6 * (profile?.exDividendMonths.length ?? 0));
      for (const event of events) {
        expect(profile?.exDividendMonths).toContain(parseCalendarDate(event.exDate).month);
        expect(isTradingDay(event.exDate)).toBe(true);
        const lag = toDayNumber(event.payDate) - toDayNumber(event.exDate);
        expect(lag).toBeGreaterThanOrEqual(14);
        expect(lag).toBeLessThanOrEqual(35);
        expect([0, 6]).not.toContain(weekdayOf(event.payDate));
        expect(event.amount).toBeGreaterThan(0);
        expect(Math.round(event.amount * 100)).toBeCloseTo(event.amount * 100, 9);
      }
    }
  });

  it('fall on about the same day of the month every year', () => {
    const days = simulator
      .dividends('JNJ', '2016-01-04', '2030-12-31')
      .map((event) => parseCalendarDate(event.exDate).day);
    expect(Math.max(...days) - Math.min(...days)).toBeLessThanOrEqual(10);
  });

  it('add up to about the yield: a year of dividends over the price is the directory yield', () => {
    for (const ticker of ['KO', 'O', 'VZ']) {
      const paid = simulator
        .dividends(ticker, '2025-11-21', '2026-11-20')
        .reduce((sum, event) => sum + event.amount, 0);
      const yieldPaid = paid / simulator.closeOn(ticker, '2026-11-20');
      expect(yieldPaid / (findCompany(ticker)?.dividendYield ?? 1)).toBeGreaterThan(0.75);
      expect(yieldPaid / (findCompany(ticker)?.dividendYield ?? 1)).toBeLessThan(1.3);
    }
  });

  it('are none for a company that pays none', () => {
    const nonPayer = companyDirectory.find(
      (company) => company.dividendYield === 0 && company.type === 'stock',
    );
    expect(simulator.dividends(nonPayer?.ticker ?? '', '2016-01-04', '2030-12-31')).toEqual([]);
  });
});

describe('earnings', () => {
  it('come once in every earnings month, mid to late month, never on a Friday, always at the same time of day', () => {
    for (const ticker of ['AAPL', 'JPM', 'NFLX', 'WMT']) {
      // Prepare
      const profile = findCompany(ticker);
      // Act
      const events = simulator.earnings(ticker, '2017-01-01', '2026-12-31');
      // Assess
      expect(events.length).toBe(40);
      expect(new Set(events.map((event) => event.time)).size).toBe(1);
      for (const event of events) {
        const { month, day } = parseCalendarDate(event.date);
        expect(profile?.earningsMonths).toContain(month);
        expect(day).toBeGreaterThanOrEqual(10);
        expect(isTradingDay(event.date)).toBe(true);
        expect(weekdayOf(event.date)).not.toBe(FRIDAY);
      }
    }
  });

  it('are none for a fund', () => {
    expect(simulator.earnings('SPY', '2016-01-04', '2030-12-31')).toEqual([]);
  });

  it('keep to the same dates whatever the seed: companies keep their calendars, prices change', () => {
    // Prepare
    const other = createMarketSimulator({ seed: 'another market' });
    // Act and assess
    expect(other.earnings('MSFT', '2020-01-01', '2026-12-31')).toEqual(
      simulator.earnings('MSFT', '2020-01-01', '2026-12-31'),
    );
    expect(other.dividends('MSFT', '2025-01-01', '2025-12-31').map((event) => event.exDate)).toEqual(
      simulator.dividends('MSFT', '2025-01-01', '2025-12-31').map((event) => event.exDate),
    );
    expect(other.closeOn('MSFT', '2024-06-03')).not.toBe(simulator.closeOn('MSFT', '2024-06-03'));
  });
});
