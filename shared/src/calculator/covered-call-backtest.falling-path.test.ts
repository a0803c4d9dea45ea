import { describe, expect, it } from 'vitest';
import { backtestCoveredCalls, type TradeRecord } from './covered-call-backtest';
import { createStrikeSelector } from './strike-selection';
import { TEST_AS_OF } from './testing/calculator-request';
import { compoundingCloses, createFixedMarket } from './testing/fixed-market';
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
