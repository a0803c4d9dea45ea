import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../calendar/calendar-date';
import { createStrikeSelector } from './strike-selection';
import { TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket } from './testing/fixed-market';
import { backtestWindow, buildTradeSchedule } from './trade-schedule';
import { backtestWheel, type WheelTradeRecord } from './wheel-backtest';

/**
 * One wheel cycle worked out by hand. STEP closes at $100 until Thursday 4 July 2024, $90 from Friday 5 July (the
 * first put's expiration) and $95 from Friday 12 July (the first call's) to the end of the window. σ = 25 %,
 * r = 4 %, no dividends, strikes every $1, bid = Black-Scholes-Merton value − $0.05. The figures below were worked
 * out with Python's math.erf, independently of the engine:
 *
 * 1. Monday 1 July, spot $100, the put expiring Friday 5 July (4/365 of a year). Put deltas: 99 → −0.3395,
 *    98 → −0.2113, 97 → −0.1163. Balanced (band 0.20-0.35, target 0.275): 98 and 99 are in the band, 98 is closer
 *    (0.0637 against 0.0645). Value $0.317603, bid $0.267603. $50,000 secures ⌊50,000 / 9,800⌋ = 5 contracts:
 *    premium 0.267603 × 500 = $133.80. Friday closes at $90 < 98: assigned, 500 shares bought for $49,000.
 *    Cash: 50,000 + 133.80 − 49,000 = $1,133.80.
 * 2. Friday 5 July, spot $90, the call expiring Friday 12 July (7/365). Call deltas: 91 → 0.3899, 92 → 0.2758,
 *    93 → 0.1820: 92, value $0.520263, bid $0.470263, on 5 contracts: $235.13. The 12th closes at $95 > 92: called
 *    away, 500 × 92 = $46,000. Cash: 1,133.80 + 235.13 + 46,000 = $47,368.93, no shares: a put again next.
 *
 * Over the cycle the wheel made 133.80 + 235.13 of premium and lost 500 × (98 − 92) = $3,000 on the shares: cash
 * $50,000 − 3,000 + 368.93 = $47,368.93. Buy-and-hold (500 shares at $100, worth $95 at the end) loses $2,500.
 */
const dates = backtestWindow(TEST_AS_OF);
const closeOf = (date: CalendarDate) => (date < '2024-07-05' ? 100 : date < '2024-07-12' ? 90 : 95);
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: { STEP: { closes: (_index, date) => closeOf(date) } },
});
const schedule = buildTradeSchedule({
  dates,
  cadence: 'weekly',
  firstEntryIndex: 0,
  riskFreeRate: () => 0.04,
});

describe('one wheel cycle, by hand', () => {
  const record: WheelTradeRecord[] = [];
  const outcome = backtestWheel({
    dates,
    path: Float64Array.from(dates, closeOf),
    schedule,
    cash: 50_000,
    selectPut: createStrikeSelector(market, 'STEP', 'balanced', 'put'),
    selectCall: createStrikeSelector(market, 'STEP', 'balanced'),
    record,
  });

  it('sells the 98 put on 5 contracts and is assigned 500 shares at $98', () => {
    expect(record[0]).toMatchObject({
      kind: 'put',
      entryDate: '2024-07-01',
      expiration: '2024-07-05',
      strike: 98,
      contracts: 5,
      closeAtExpiration: 90,
      assigned: true,
      sharesAfter: 500,
    });
    expect(record[0]?.bid).toBeCloseTo(0.267603, 6);
    expect(record[0]?.cashAfter).toBeCloseTo(1_133.8, 2);
  });

  it('then sells the 92 call on the 500 shares, which are called away at $92', () => {
    expect(record[1]).toMatchObject({
      kind: 'call',
      entryDate: '2024-07-05',
      expiration: '2024-07-12',
      strike: 92,
      contracts: 5,
      closeAtExpiration: 95,
      assigned: true,
      sharesAfter: 0,
    });
    expect(record[1]?.bid).toBeCloseTo(0.470263, 6);
    expect(record[1]?.cashAfter).toBeCloseTo(47_368.93, 2);
  });

  it('goes back to puts, out of the money at $95 and sized by the $47,368.93 the cycle left', () => {
    expect(record[2]?.kind).toBe('put');
    expect(record[2]?.strike).toBeLessThan(95);
    expect(record[2]?.contracts).toBe(Math.floor(47_368.93 / ((record[2]?.strike ?? 0) * 100)));
  });

  it('counts one assignment, one call-away, and premium that adds up to the change in cash', () => {
    const premium = record.reduce((sum, trade) => sum + trade.bid * 100 * trade.contracts, 0);
    expect(outcome.assignments).toBe(1);
    expect(outcome.callAways).toBe(1);
    expect(outcome.putPremium + outcome.callPremium).toBeCloseTo(premium, 8);
    // The only share result is the cycle's $3,000 loss; every later put expires above its strike at $95.
    expect(outcome.endingValue).toBeCloseTo(50_000 - 3_000 + premium, 6);
    expect(outcome.sharesAtEnd).toBe(0);
    expect(outcome.buyAndHoldValue).toBeCloseTo(50_000 - 2_500, 8);
  });
});
