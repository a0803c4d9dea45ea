import { describe, expect, it } from 'vitest';
import { flatCloses, randomWalkCloses } from './testing/fixed-market';
import { runNetResultBacktest } from './testing/net-result-backtest';

/** The net result beside the premium: the formula is in testing/net-result-backtest.ts. */
const run = runNetResultBacktest;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('net result is the covered calls’ profit minus buy-and-hold’s', () => {
  it('trade by trade on a random walk with assignments: Σ (bid + min(S_T, K) - S_0) - Σ (S_T - S_0)', () => {
    // Act: 40 % volatility, so some weeks end above the strike and some below.
    const { outcome, record, net } = run(randomWalkCloses(300, 100, 0.4, 7));

    // Assess
    expect(outcome.assignments).toBeGreaterThan(0);
    expect(outcome.assignments).toBeLessThan(outcome.trades);
    const coveredCalls = sum(
      record.map((trade) => trade.bid + Math.min(trade.closeAtExpiration, trade.strike) - trade.spot),
    );
    const buyAndHold = sum(record.map((trade) => trade.closeAtExpiration - trade.spot));
    expect(net).toBeCloseTo(coveredCalls - buyAndHold, 9);
    expect(outcome.upsideGivenUpPerShare).toBeCloseTo(
      sum(record.map((trade) => Math.max(0, trade.closeAtExpiration - trade.strike))),
      12,
    );
    expect(net).toBeLessThan(outcome.premiumPerShare);
  });
});

describe('net result on a flat path', () => {
  it('gives up nothing: net = premium', () => {
    // Act
    const { outcome, net } = run(flatCloses(300, 100));

    // Assess
    expect(outcome.assignments).toBe(0);
    expect(outcome.upsideGivenUpPerShare).toBe(0);
    expect(net).toBe(outcome.premiumPerShare);
  });
});
