import { describe, expect, it } from 'vitest';
import { backtestCoveredCalls, type TradeRecord } from './covered-call-backtest';
import { createStrikeSelector } from './strike-selection';
import { TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses, randomWalkCloses } from './testing/fixed-market';
import { backtestWindow, buildTradeSchedule } from './trade-schedule';

/**
 * The net result beside the premium (covered-call-backtest.ts). Per share, over the trades:
 *
 *   upside given up = Σ max(0, S_T - K)
 *   net             = Σ bid - Σ max(0, S_T - K)
 *                   = Σ (bid + min(S_T, K) - S_0) - Σ (S_T - S_0)
 *                   = covered calls' profit on the shares - buy-and-hold's profit on the same shares
 *
 * with S_0 the entry close, K the strike and S_T the expiration's close.
 */
const dates = backtestWindow(TEST_AS_OF);
const weekly = buildTradeSchedule({ dates, cadence: 'weekly', firstEntryIndex: 0, riskFreeRate: () => 0.04 });

const run = (closes: number[]) => {
  const market = createFixedMarket({ through: TEST_AS_OF, tickers: { STEP: { closes } } });
  const path = market.closes('STEP', dates[0] ?? '', TEST_AS_OF).closes;
  const record: TradeRecord[] = [];
  const outcome = backtestCoveredCalls({
    dates,
    path,
    schedule: weekly,
    selectStrike: createStrikeSelector(market, 'STEP', 'balanced'),
    record,
  });
  return { outcome, record, net: outcome.premiumPerShare - outcome.upsideGivenUpPerShare };
};

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
