import { backtestCoveredCalls, type TradeRecord } from '../covered-call-backtest';
import { createStrikeSelector } from '../strike-selection';
import { backtestWindow, buildTradeSchedule } from '../trade-schedule';
import { TEST_AS_OF } from './calculator-request';
import { createFixedMarket } from './fixed-market';

/**
 * The net-result scenarios' backtest (covered-call-backtest.*.test.ts): one ticker on the given closes, balanced
 * weekly calls over the test window, every trade recorded. Per share, over the trades:
 *
 *   upside given up = Σ max(0, S_T - K)
 *   net             = Σ bid - Σ max(0, S_T - K)
 *                   = Σ (bid + min(S_T, K) - S_0) - Σ (S_T - S_0)
 *                   = covered calls' profit on the shares - buy-and-hold's profit on the same shares
 *
 * with S_0 the entry close, K the strike and S_T the expiration's close.
 */
export const netResultDates = backtestWindow(TEST_AS_OF);
const weekly = buildTradeSchedule({
  dates: netResultDates,
  cadence: 'weekly',
  firstEntryIndex: 0,
  riskFreeRate: () => 0.04,
});

export function runNetResultBacktest(closes: number[]) {
  const market = createFixedMarket({ through: TEST_AS_OF, tickers: { STEP: { closes } } });
  const path = market.closes('STEP', netResultDates[0] ?? '', TEST_AS_OF).closes;
  const record: TradeRecord[] = [];
  const outcome = backtestCoveredCalls({
    dates: netResultDates,
    path,
    schedule: weekly,
    selectStrike: createStrikeSelector(market, 'STEP', 'balanced'),
    record,
  });
  return { outcome, record, net: outcome.premiumPerShare - outcome.upsideGivenUpPerShare };
}
