import { describe, expect, it } from 'vitest';
import { flatCloses } from './testing/fixed-market';
import { netResultDates, runNetResultBacktest } from './testing/net-result-backtest';

/** The net result beside the premium: the formula is in testing/net-result-backtest.ts. */
const run = runNetResultBacktest;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('net result on a path that rallies through the strike', () => {
  // Flat at $100, except Friday 5 July 2024 (window day 3) closes at $110: the first trade's 102 call (sold
  // Monday 1 July, see covered-call-backtest.flat-path.test.ts) expires $8 in the money.
  const closes = flatCloses(300, 100);
  closes[closes.length - netResultDates.length + 3] = 110;

  it('gives up exactly $8.00 a share on the one assignment: 110 - 102', () => {
    // Act
    const { outcome, record } = run(closes);

    // Assess
    expect(record[0]).toMatchObject({
      strike: 102,
      closeAtExpiration: 110,
      assigned: true,
      upsideGivenUp: 8,
    });
    expect(outcome.assignments).toBe(1);
    expect(outcome.upsideGivenUpPerShare).toBe(8);
  });

  it('keeps premium - $8.00 a share: less than the premium', () => {
    // Act
    const { outcome, record, net } = run(closes);

    // Assess
    expect(outcome.premiumPerShare).toBeCloseTo(sum(record.map((trade) => trade.bid)), 12);
    expect(net).toBeCloseTo(outcome.premiumPerShare - 8, 12);
    expect(net).toBeLessThan(outcome.premiumPerShare);
  });
});
