import type { HoldingReview, OpenCallStatus } from '@thetix/shared/contracts/opportunities';
import { describe, expect, it } from 'vitest';
import { moneynessLabel, openCallsOf, premiumCapturedLabel, unexplainedHoldings } from './holdings';

const call = (overrides: Partial<OpenCallStatus> = {}): OpenCallStatus => ({
  symbol: 'AAPL261127C00230000',
  strike: 230,
  expiration: '2026-11-27',
  contracts: 14,
  avg_price: 1.2,
  current_ask: 0.288,
  premium_captured: 0.76,
  days_to_expiry: 1,
  moneyness: 'out_of_the_money',
  moneyness_ratio: -0.0483,
  delta: 0.12,
  action: 'close',
  rule: 'premium_captured',
  reason: 'r',
  roll_net_credit: null,
  ...overrides,
});

const holding = (overrides: Partial<HoldingReview> = {}): HoldingReview => ({
  ticker: 'AAPL',
  shares: 1400,
  current_price: 219,
  has_covered_call: true,
  explanation: null,
  open_calls: [],
  ...overrides,
});

describe('holdings review on the page', () => {
  it('labels premium captured and moneyness', () => {
    expect(premiumCapturedLabel(call())).toBe('76%');
    expect(moneynessLabel(call())).toBe('4.8% OTM');
    expect(moneynessLabel(call({ moneyness: 'in_the_money', moneyness_ratio: 0.021 }))).toBe('2.1% ITM');
    expect(moneynessLabel(call({ moneyness: 'at_the_money', moneyness_ratio: 0.001 }))).toBe('ATM');
  });

  it('lists each holding without a covered call with its reason, and no other', () => {
    const holdings = [
      holding(),
      holding({
        ticker: 'NVDA',
        shares: 60,
        has_covered_call: false,
        explanation: { code: 'under_100_shares', message: '40 more shares', shares_needed: 40 },
      }),
    ];
    expect(unexplainedHoldings(holdings)).toEqual([{ ticker: 'NVDA', message: '40 more shares' }]);
  });

  it("gathers one ticker's open calls", () => {
    expect(openCallsOf([holding({ open_calls: [call()] }), holding({ ticker: 'KO' })], 'AAPL')).toHaveLength(
      1,
    );
  });
});
