import { describe, expect, it } from 'vitest';
import { compoundingCloses } from './testing/fixed-market';
import { runNetResultBacktest } from './testing/net-result-backtest';

/** The net result beside the premium: the formula is in testing/net-result-backtest.ts. */
const run = runNetResultBacktest;

describe('net result on a falling path', () => {
  it('gives up nothing, as no call ends in the money: net = premium; the fall is the stock holder’s either way', () => {
    // Act: -0.4 % a session, about -63 % over the year.
    const { outcome, record, net } = run(compoundingCloses(300, 100, -0.004));

    // Assess
    expect(outcome.trades).toBe(52);
    expect(outcome.assignments).toBe(0);
    expect(record.every((trade) => trade.closeAtExpiration < trade.strike)).toBe(true);
    expect(outcome.upsideGivenUpPerShare).toBe(0);
    expect(net).toBe(outcome.premiumPerShare);
    expect(net).toBeGreaterThan(0);
  });
});
