import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryInstant } from '../calendar/expirations';
import { type LedgerLine, sortLines } from './ledger';
import {
  type AccountAggregates,
  aggregatesOfLines,
  buildAggregates,
  extendAggregates,
} from './ledger-aggregates';
import type { OpenOption } from './ledger-book';
import { type Marks, type PerformanceMarks, portfolioPerformance, valueLedgerAt } from './performance';

const NOW = new Date('2026-06-30T20:30:00.000Z');
const DAY_MS = 86_400_000;
const FIRST_MS = NOW.getTime() - 420 * DAY_MS;

const OPTIONS = [
  { symbol: 'AAPL260116C00110000', ticker: 'AAPL', strike: 110, expiration: '2026-01-16' },
  { symbol: 'AAPL260717C00120000', ticker: 'AAPL', strike: 120, expiration: '2026-07-17' },
  { symbol: 'KO250919C00070000', ticker: 'KO', strike: 70, expiration: '2025-09-19' },
] as const;

/**
 * A random line. Times fall between 14:00 and 16:30 UTC (morning in New York, before any early close), so a line's
 * day in the aggregates is the session whose close first includes it, as in the direct fold.
 */
const lineArbitrary = fc
  .record({
    day: fc.integer({ min: 0, max: 419 }),
    minute: fc.integer({ min: 0, max: 150 }),
    kind: fc.constantFrom('buy', 'sell', 'dividend', 'sell-call', 'buy-call', 'expiry', 'assignment'),
    account: fc.constantFrom('acc-a', 'acc-b'),
    ticker: fc.constantFrom('AAPL', 'KO'),
    option: fc.integer({ min: 0, max: OPTIONS.length - 1 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    price: fc.integer({ min: 1, max: 20_000 }).map((cents) => cents / 100),
    fees: fc.constantFrom(0, 0, 0.65, 1.3),
  })
  .map(({ day, minute, kind, account, ticker, option, quantity, price, fees }, index = 0): LedgerLine => {
    const timestamp = new Date(
      Math.floor((FIRST_MS + day * DAY_MS) / DAY_MS) * DAY_MS + (14 * 60 + minute) * 60_000,
    ).toISOString();
    const base = {
      id: `l-${day}-${minute}-${kind}-${index}`,
      accountId: account,
      groupId: `g-${day}`,
      timestamp,
      fees,
      source: 'manual' as const,
      testData: false,
    };
    if (kind === 'buy' || kind === 'sell')
      return {
        ...base,
        ticker,
        symbol: ticker,
        tickerType: 'equity',
        orderType: kind,
        quantity: quantity * 50,
        price,
      };
    if (kind === 'dividend')
      return {
        ...base,
        ticker,
        symbol: ticker,
        tickerType: 'dividend',
        quantity: quantity * 50,
        price: price / 100,
      };
    const contract = OPTIONS[option]!;
    return {
      ...base,
      ticker: contract.ticker,
      symbol: contract.symbol,
      tickerType: 'option',
      orderType: kind === 'sell-call' ? 'sell' : kind === 'buy-call' ? 'buy' : kind,
      optionType: 'call',
      strike: contract.strike,
      expiration: contract.expiration,
      quantity,
      price: kind === 'expiry' || kind === 'assignment' ? 0 : price / 10,
    };
  });

/** Lines with unique ids (the generator's ids can collide on the same day, minute and kind). */
const ledgerArbitrary = fc
  .array(lineArbitrary, { minLength: 1, maxLength: 40 })
  .map((lines) => lines.map((line, index) => ({ ...line, id: `${line.id}-${index}` })));

/** Stored and read back, as the table does (one JSON doc per row). */
const roundTrip = (aggregates: AccountAggregates): AccountAggregates =>
  JSON.parse(JSON.stringify(aggregates)) as AccountAggregates;

/** Marks that change with the date, so a chart point valued with the wrong holdings shows. */
const marksOn = (seed: number): Marks => ({
  spot: (ticker) => (ticker === 'AAPL' ? 100 : 60) + (seed % 11),
  option: (option: OpenOption) => 0.5 + ((seed + option.strike) % 5) / 2,
});
const performanceMarks: PerformanceMarks = {
  now: NOW,
  live: marksOn(3),
  previousClose: () => 101,
  atClose: (date) => marksOn(Number(date.slice(8, 10)) + Number(date.slice(5, 7))),
};

describe('ledger aggregates: extending the stored snapshot is rebuilding it', () => {
  it('a snapshot extended with the later lines equals the one rebuilt from the whole ledger', () => {
    fc.assert(
      fc.property(ledgerArbitrary, fc.integer({ min: 0, max: 40 }), (lines, cut) => {
        for (const accountId of ['acc-a', 'acc-b']) {
          const own = sortLines(lines.filter((line) => line.accountId === accountId));
          const at = Math.min(cut, own.length);
          const stored = roundTrip(buildAggregates(accountId, own.slice(0, at)));
          const extended = extendAggregates(stored, own.slice(at));
          expect(extended).toEqual(roundTrip(buildAggregates(accountId, own)));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('refuses to extend with a line dated before the last one folded (the caller rebuilds)', () => {
    fc.assert(
      fc.property(ledgerArbitrary, (lines) => {
        const own = sortLines(lines.filter((line) => line.accountId === 'acc-a'));
        if (own.length < 2) return;
        const stored = buildAggregates('acc-a', own.slice(1));
        expect(extendAggregates(stored, [own[0]!])).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('the chart rebuilt from the books and days equals the ledger folded at every session close', () => {
    fc.assert(
      fc.property(ledgerArbitrary, (lines) => {
        const figures = portfolioPerformance(lines, performanceMarks);
        expect(aggregatesOfLines(lines).length).toBeGreaterThan(0);
        for (const point of figures.chart.slice(0, -1)) {
          const direct = valueLedgerAt(
            lines,
            performanceMarks.atClose(point.date),
            expiryInstant(point.date),
          );
          expect(point.portfolioValue).toBeCloseTo(direct.equityValue + direct.optionsValue, 4);
          expect(point.equity).toBeCloseTo(direct.realizedEquity + direct.unrealizedEquity, 4);
          expect(point.options).toBeCloseTo(direct.realizedOptions, 4);
          expect(point.dividends).toBeCloseTo(direct.dividends, 4);
        }
      }),
      { numRuns: 25 },
    );
  });
});
