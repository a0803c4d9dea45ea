import { describe, expect, it } from 'vitest';
import { bsmPrice } from '../options/black-scholes';
import { backtestCoveredCalls, type BacktestInput, type TradeRecord } from './covered-call-backtest';
import { createStrikeSelector } from './strike-selection';
import { TEST_AS_OF } from './testing/calculator-request';
import { createFixedMarket, flatCloses } from './testing/fixed-market';
import {
  backtestWindow,
  buildTradeSchedule,
  type TradeSchedule,
  type TradeScheduleInput,
} from './trade-schedule';

/**
 * A stock that never moves: $100 every day, σ = 25 %, r = 4 %, no dividend, $1 strikes, bid = value - $0.05.
 * The balanced goal sells the 102 call every week (delta 0.297 for 7 days; 0.234 for the 4-day first trade,
 * 0.281 and 0.311 for the 6- and 8-day Good Friday weeks, each closer to 0.275 than the 101 or 103 call),
 * none is ever assigned, and each pays the Black-Scholes value of that call (Hull, ch. 15, with q = 0) less
 * half the spread.
 */
const dates = backtestWindow(TEST_AS_OF);
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: { FLAT: { closes: flatCloses(300, 100) } },
});
const path = market.closes('FLAT', dates[0] ?? '', TEST_AS_OF).closes;
const scheduleOf = (cadence: TradeScheduleInput['cadence']) =>
  buildTradeSchedule({ dates, cadence, firstEntryIndex: 0, riskFreeRate: () => 0.04 });
/** The balanced goal's backtest over the flat path; override what the test is about. */
const backtest = (schedule: TradeSchedule, overrides: Partial<BacktestInput> = {}) =>
  backtestCoveredCalls({
    dates,
    path,
    schedule,
    selectStrike: createStrikeSelector(market, 'FLAT', 'balanced'),
    ...overrides,
  });

describe('covered calls on a flat path', () => {
  it('sells 52 weekly 102 calls, never assigned, for the sum of their bids', () => {
    // Prepare
    const schedule = scheduleOf('weekly');
    const record: TradeRecord[] = [];
    // Act
    const outcome = backtest(schedule, { record });
    // Assess
    expect(outcome.trades).toBe(52);
    expect(outcome.assignments).toBe(0);
    expect(new Set(record.map((trade) => trade.strike))).toEqual(new Set([102]));
    const expected = Array.from(schedule.years).reduce(
      (sum, years) => sum + bsmPrice('call', 100, 102, years, 0.04, 0, 0.25) - 0.05,
      0,
    );
    expect(outcome.premiumPerShare).toBeCloseTo(expected, 10);
  });

  it('an ordinary week pays $0.5891 a share: the 7-day 102 call is worth $0.6391 (Python, math.erf)', () => {
    // Prepare
    const schedule = scheduleOf('weekly');
    const record: TradeRecord[] = [];
    // Act
    backtest(schedule, { record });
    // Assess: 20 June to 27 June 2025.
    const week = record.find((trade) => trade.entryDate === '2025-06-20');
    expect(week?.expiration).toBe('2025-06-27');
    expect(week?.bid).toBeCloseTo(0.6390809874158236 - 0.05, 12);
    expect(week?.delta).toBeCloseTo(0.2971860751777063, 12);
  });

  it('monthly: 12 calls, none assigned', () => {
    // Prepare
    const schedule = scheduleOf('monthly');
    // Act
    const outcome = backtest(schedule);
    // Assess
    expect(outcome.trades).toBe(12);
    expect(outcome.assignments).toBe(0);
    expect(outcome.premiumPerShare).toBeGreaterThan(0);
  });

  it('refuses a path that does not match the window', () => {
    const schedule = scheduleOf('weekly');
    expect(() => backtest(schedule, { path: path.subarray(1) })).toThrow(/249 prices for 250 trading days/);
  });
});
