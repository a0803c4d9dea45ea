import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../../calendar/nyse-calendar';
import { findCompany } from '../company-directory';
import { createMarketSimulator } from './market-simulator';

const simulator = createMarketSimulator();

describe('expirations', () => {
  it('lists every weekly for a ticker with weeklies, monthlies marked, holiday weeks moved', () => {
    // Act
    const listed = simulator.expirations('AAPL', newYorkInstant('2026-11-23', 10, 0), '2027-01-31');
    // Assess: Christmas Friday moves that week's expiration to Thursday 24 December, New Year's Day to 31 December.
    expect(listed).toEqual([
      { date: '2026-11-27', kind: 'weekly' },
      { date: '2026-12-04', kind: 'weekly' },
      { date: '2026-12-11', kind: 'weekly' },
      { date: '2026-12-18', kind: 'monthly' },
      { date: '2026-12-24', kind: 'weekly' },
      { date: '2026-12-31', kind: 'weekly' },
      { date: '2027-01-08', kind: 'weekly' },
      { date: '2027-01-15', kind: 'monthly' },
      { date: '2027-01-22', kind: 'weekly' },
      { date: '2027-01-29', kind: 'weekly' },
    ]);
  });

  it('lists only the monthlies for a monthly-only ticker', () => {
    expect(findCompany('SCHD')?.weeklyOptions).toBe(false);
    expect(simulator.expirations('SCHD', newYorkInstant('2026-11-23', 10, 0), '2027-03-31')).toEqual([
      { date: '2026-12-18', kind: 'monthly' },
      { date: '2027-01-15', kind: 'monthly' },
      { date: '2027-02-19', kind: 'monthly' },
      { date: '2027-03-19', kind: 'monthly' },
    ]);
  });

  it('keeps an expiration until its session closes, 13:00 on an early close', () => {
    // Prepare: Friday 27 November 2026 closes at 13:00.
    const through = '2026-12-04';
    // Act
    const beforeClose = simulator.expirations('SPY', newYorkInstant('2026-11-27', 12, 59), through);
    const afterClose = simulator.expirations('SPY', newYorkInstant('2026-11-27', 13, 0), through);
    // Assess
    expect(beforeClose.map((entry) => entry.date)).toEqual(['2026-11-27', '2026-12-04']);
    expect(afterClose.map((entry) => entry.date)).toEqual(['2026-12-04']);
  });

  it('asks for a `through` inside the data range', () => {
    expect(() => simulator.expirations('AAPL', newYorkInstant('2026-11-23', 10, 0), '2031-03-21')).toThrow(
      /outside the simulated data range/,
    );
  });

  it('says which tickers list weeklies', () => {
    expect(simulator.hasWeeklyOptions('AAPL')).toBe(true);
    expect(simulator.hasWeeklyOptions('SCHD')).toBe(false);
  });
});
