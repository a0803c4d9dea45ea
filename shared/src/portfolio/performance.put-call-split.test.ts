import { describe, expect, it } from 'vitest';
import { campaignsOf } from '../campaigns/campaigns';
import {
  assign,
  buyShares,
  buyToClose,
  expire,
  sellToOpen,
  tableMarks,
} from '../campaigns/testing/wheel-lines';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { exampleLedger } from './example-portfolio';
import { aggregatesOfLines, bookOf, buildAggregates } from './ledger-aggregates';
import { marketMarks } from './market-marks';
import { performanceOfAggregates, portfolioPerformance, splitOptionIncome } from './performance';
import { fixedMarks, flatPerformanceMarks } from './testing/ledger-fixtures';

const cents = (value: number) => Math.round(value * 100);

/**
 * Gains split option income into puts and calls (issue 31 item 4, decision 380): the parts are of the same lines and
 * the same one definition of realised option income, so they add up to the whole to the cent, lifetime and this year.
 */
describe('performance: option income split into puts and calls', () => {
  // A put sold and expired (+120 − 1.30), a put sold and bought back (+150 − 40), a put assigned (+90), then a call
  // sold on the assigned shares and bought back (+80 − 30), and one still open (not realised).
  const expired = { type: 'put' as const, strike: 50, expiration: '2026-02-20' };
  const boughtBack = { type: 'put' as const, strike: 49, expiration: '2026-03-20' };
  const assigned = { type: 'put' as const, strike: 48, expiration: '2026-04-17' };
  const call = { type: 'call' as const, strike: 52, expiration: '2026-05-15' };
  const openCall = { type: 'call' as const, strike: 53, expiration: '2026-07-17' };
  const lines = [
    sellToOpen('p1', expired, '2026-02-02', 1, 1.2, 1.3),
    expire('p1-expired', expired, 1),
    sellToOpen('p2', boughtBack, '2026-02-23', 1, 1.5),
    buyToClose('p2-close', boughtBack, '2026-03-10', 1, 0.4),
    sellToOpen('p3', assigned, '2026-03-23', 1, 0.9),
    ...assign('p3-assigned', assigned, 1),
    sellToOpen('c1', call, '2026-04-20', 1, 0.8),
    buyToClose('c1-close', call, '2026-05-01', 1, 0.3),
    sellToOpen('c2', openCall, '2026-05-18', 1, 0.7),
  ];
  const marks = flatPerformanceMarks('2026-06-01T20:00:00Z', fixedMarks({ KO: 50 }));

  it('books a put sold and expired, a put bought back and a put assigned as puts, the call as calls', () => {
    // Act
    const figures = portfolioPerformance(lines, marks);
    // Assess
    expect(figures.realizedPutIncome).toBeCloseTo(120 - 1.3 + (150 - 40) + 90, 9);
    expect(figures.realizedOptionsIncome - figures.realizedPutIncome).toBeCloseTo(80 - 30, 9);
    expect(figures.yearToDate.putOptions).toBeCloseTo(figures.realizedPutIncome, 9);
    const year = splitOptionIncome(figures.yearToDate.options, figures.yearToDate.putOptions);
    expect(year).toEqual({ fromPuts: 318.7, fromCalls: 50 });
    expect(cents(year.fromPuts) + cents(year.fromCalls)).toBe(cents(figures.yearToDate.options));
  });

  it('gives the same parts as the campaign of the same lines', () => {
    // Act
    const figures = portfolioPerformance(lines, marks);
    const campaigns = campaignsOf({ lines, now: marks.now, marks: tableMarks({ KO: 50 }) });
    // Assess
    expect(campaigns).toHaveLength(1);
    expect(cents(campaigns[0]!.putIncome)).toBe(cents(figures.realizedPutIncome));
    expect(cents(campaigns[0]!.callIncome)).toBe(
      cents(figures.realizedOptionsIncome - figures.realizedPutIncome),
    );
  });

  it('splits the example portfolio (calls only) with all of it from calls, to the cent', () => {
    // Prepare
    const market = createMarketSimulator();
    const now = new Date('2026-11-27T18:30:00Z');
    const example = exampleLedger({ market, now, accountId: 'acc-12345678-x' });
    // Act
    const figures = portfolioPerformance(example, marketMarks(market, now));
    // Assess
    expect(figures.realizedPutIncome).toBe(0);
    expect(figures.yearToDate.putOptions).toBe(0);
    const lifetime = splitOptionIncome(figures.realizedOptionsIncome, figures.realizedPutIncome);
    expect(lifetime.fromPuts).toBe(0);
    expect(cents(lifetime.fromCalls)).toBe(cents(figures.realizedOptionsIncome));
    const year = splitOptionIncome(figures.yearToDate.options, figures.yearToDate.putOptions);
    expect(cents(year.fromCalls) + cents(year.fromPuts)).toBe(cents(figures.yearToDate.options));
    expect(figures.yearToDate.options).not.toBe(0);
  });

  it('adds the rounded parts up to the rounded whole when each part alone would round away from it', () => {
    // 0.005 + 0.005: each part rounds to 0.01 but the whole to 0.01 too, so calls get 0.00.
    expect(splitOptionIncome(0.01, 0.005)).toEqual({ fromPuts: 0.01, fromCalls: 0 });
    expect(splitOptionIncome(-10.004, -5.006)).toEqual({ fromPuts: -5.01, fromCalls: -4.99 });
    expect(splitOptionIncome(0, 0)).toEqual({ fromPuts: 0, fromCalls: 0 });
  });

  it('reads an old stored snapshot without the put part as all calls (its version is rebuilt before use)', () => {
    // Prepare: the snapshot of version 1 had no put fields.
    const [current] = aggregatesOfLines(lines);
    const old = {
      books: current!.books.map(({ realizedPutOptions: _put, ...book }) => book),
      days: current!.days.map(({ putOptions: _put, ...day }) => day),
    } as unknown as Parameters<typeof performanceOfAggregates>[0][number];
    // Act
    const figures = performanceOfAggregates([old], marks);
    // Assess: no NaN; the whole unchanged.
    expect(figures.realizedPutIncome).toBe(0);
    expect(figures.yearToDate.putOptions).toBe(0);
    expect(cents(figures.yearToDate.options)).toBe(
      cents(portfolioPerformance(lines, marks).yearToDate.options),
    );
    expect(old.books.map(bookOf).every((book) => book.realizedPutOptions === 0)).toBe(true);
  });

  it('keeps the put part per day and month in the aggregates', () => {
    // Act
    const aggregates = buildAggregates('account-1', [buyShares('s', 'KO', '2026-01-05', 100, 50), ...lines]);
    // Assess
    const day = aggregates.days.find((item) => item.date === '2026-03-10')!;
    expect(day.putOptions).toBeCloseTo(110, 9);
    expect(day.options).toBeCloseTo(110, 9);
    const may = aggregates.months.find((item) => item.month === '2026-05')!;
    expect(may.putOptions).toBe(0);
    expect(may.options).toBeCloseTo(50, 9);
    expect(aggregates.watermark.version).toBe(2);
  });
});
