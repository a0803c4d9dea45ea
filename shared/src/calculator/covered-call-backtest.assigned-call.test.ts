import { describe, expect, it } from 'vitest';
import { backtestCoveredCalls, type TradeRecord } from './covered-call-backtest';
import { createStrikeSelector } from './strike-selection';
import { TEST_AS_OF } from './testing/calculator-request';
import { compoundingCloses, createFixedMarket, flatCloses } from './testing/fixed-market';
import { backtestWindow, buildTradeSchedule } from './trade-schedule';

const dates = backtestWindow(TEST_AS_OF);
const weekly = buildTradeSchedule({ dates, cadence: 'weekly', firstEntryIndex: 0, riskFreeRate: () => 0.04 });

const run = (closes: number[], risk: 'conservative' | 'balanced' | 'aggressive' = 'balanced') => {
  const market = createFixedMarket({ through: TEST_AS_OF, tickers: { STEP: { closes } } });
  const path = market.closes('STEP', dates[0] ?? '', TEST_AS_OF).closes;
  const record: TradeRecord[] = [];
  const outcome = backtestCoveredCalls({
    dates,
    path,
    schedule: weekly,
    selectStrike: createStrikeSelector(market, 'STEP', risk),
    record,
  });
  return { outcome, record };
};

describe('covered calls on a steadily rising path', () => {
  it('are assigned every week: +1.5 % a session beats a 0.15-delta strike (+3-4 %) in any week', () => {
    // Act
    const { outcome, record } = run(compoundingCloses(300, 20, 0.015), 'conservative');
    // Assess
    expect(outcome.trades).toBe(52);
    expect(outcome.assignments).toBe(52);
    expect(record.every((trade) => trade.closeAtExpiration > trade.strike)).toBe(true);
  });

  it('count the premium only: the gain up to the strike and the upside given up are not income', () => {
    // Act
    const { outcome, record } = run(compoundingCloses(300, 50, 0.01));
    // Assess
    const bids = record.reduce((sum, trade) => sum + trade.bid, 0);
    expect(outcome.premiumPerShare).toBeCloseTo(bids, 12);
  });
});

describe('assignment at expiry', () => {
  // The first trade sells the 102 call on Monday 1 July 2024 (see the flat-path scenario) expiring Friday 5
  // July, window day 3.
  const withFridayClose = (close: number) => {
    const closes = flatCloses(300, 100);
    closes[closes.length - dates.length + 3] = close;
    return closes;
  };

  it('a close exactly at the strike expires worthless', () => {
    // Act
    const { record } = run(withFridayClose(102));
    // Assess
    expect(record[0]).toMatchObject({ strike: 102, closeAtExpiration: 102, assigned: false });
  });

  it('a close a cent above the strike is assigned', () => {
    // Act
    const { outcome, record } = run(withFridayClose(102.01));
    // Assess
    expect(record[0]).toMatchObject({ strike: 102, closeAtExpiration: 102.01, assigned: true });
    expect(outcome.assignments).toBe(1);
  });

  it('the next trade is entered at that expiration close', () => {
    // Act
    const { record } = run(withFridayClose(102.01));
    // Assess
    expect(record[1]).toMatchObject({ entryDate: '2024-07-05', spot: 102.01 });
  });
});
