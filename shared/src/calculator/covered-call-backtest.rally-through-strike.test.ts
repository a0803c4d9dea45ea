import { describe, expect, it } from 'vitest';
import { backtestCoveredCalls, type TradeRecord } from './covered-call-backtest';
import { createStrikeSelector } from './strike-selection';
import { TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses } from './testing/fixed-market';
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

describe('net result on a path that rallies through the strike', () => {
  // Flat at $100, except Friday 5 July 2024 (window day 3) closes at $110: the first trade's 102 call (sold
  // Monday 1 July, see covered-call-backtest.flat-path.test.ts) expires $8 in the money.
  const closes = flatCloses(300, 100);
  closes[closes.length - dates.length + 3] = 110;

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
