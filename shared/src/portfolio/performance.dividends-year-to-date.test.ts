import { describe, expect, it } from 'vitest';
import type { Marks } from './performance';
import { portfolioPerformance } from './performance';
import { createCallLine, createLine, fixedMarks } from './testing/ledger-fixtures';

/**
 * Year to date: income is realised income dated this year (options by close date, dividends when paid), so a call
 * sold in December that expires in January is January's income; equity is the change of the shares' profit since the
 * previous year's last close (the "since" method Ghostfolio's ROAI calculator uses for its YTD range).
 */
describe('performance: dividends and expiries across a year end', () => {
  const symbol = 'AAPL260116C00110000';
  const lines = [
    createLine({ quantity: 100, price: 100, timestamp: '2025-11-03T20:55:00.000Z' }),
    createLine({
      tickerType: 'dividend',
      orderType: undefined,
      quantity: 100,
      price: 0.26,
      timestamp: '2025-11-13T14:00:00.000Z',
    }),
    createCallLine({
      id: 'sell',
      groupId: 'g',
      symbol,
      strike: 110,
      expiration: '2026-01-16',
      price: 1.2,
      timestamp: '2025-12-15T20:55:00.000Z',
    }),
    createCallLine({
      id: 'expire',
      groupId: 'g',
      symbol,
      strike: 110,
      expiration: '2026-01-16',
      orderType: 'expiry',
      price: 0,
      timestamp: '2026-01-16T21:00:00.000Z',
    }),
    createLine({
      tickerType: 'dividend',
      orderType: undefined,
      quantity: 100,
      price: 0.26,
      timestamp: '2026-02-12T14:00:00.000Z',
    }),
  ];
  const yearEnd: Marks = fixedMarks({ AAPL: 104 }, { [symbol]: 0.7 });
  const live: Marks = fixedMarks({ AAPL: 106 });

  it('splits income and equity profit at the previous year end', () => {
    const figures = portfolioPerformance(lines, {
      now: new Date('2026-03-02T20:00:00Z'),
      live,
      previousClose: () => 106,
      atClose: (date) => (date === '2025-12-31' ? yearEnd : live),
    });
    expect(figures.dividends).toBeCloseTo(52);
    expect(figures.realizedOptionsIncome).toBeCloseTo(120);
    expect(figures.expiredCount).toBe(1);
    // The call closed (expired) on 16 January: its whole 120 is this year's, whatever it was worth at the year end.
    expect(figures.yearToDate).toEqual({
      since: '2026-01-01',
      options: expect.closeTo(120) as number,
      putOptions: 0,
      equity: expect.closeTo(200) as number,
      dividends: expect.closeTo(26) as number,
      totalIncome: expect.closeTo(146) as number,
    });
    expect(figures.totalIncome).toBeCloseTo(172);
  });

  it('charts a point per session close and ends with the live value', () => {
    const figures = portfolioPerformance(lines, {
      now: new Date('2026-03-02T20:00:00Z'),
      live,
      previousClose: () => 106,
      atClose: () => live,
    });
    const last = figures.chart[figures.chart.length - 1];
    expect(last).toMatchObject({
      date: '2026-03-02',
      portfolioValue: 10_600,
      dividends: expect.closeTo(52) as number,
    });
    expect(figures.chart[0]?.date).toBe('2025-03-03');
    expect(figures.chart.find((point) => point.date === '2025-10-31')).toMatchObject({
      portfolioValue: 0,
      totalIncome: 0,
    });
    expect(new Set(figures.chart.map((point) => point.date)).size).toBe(figures.chart.length);
  });
});
