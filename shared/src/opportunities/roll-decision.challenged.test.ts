import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import type { RollOpportunity } from '../contracts/opportunities';
import { probabilityInTheMoney } from '../options/probability';
import { generateOpportunities } from './generate-opportunities';
import { rollDecision } from './roll-decision';
import {
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createPosition,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * Issue 32 item 2, the challenged call of `roll.challenged.test.ts`: Wednesday 12 March 2025, ACME at $100, 300
 * shares bought at $90, the $100 call expiring Friday sold twice for $1.00 and asking its model value + 0.01 (σ =
 * 25 %, r = q = 0). The rules roll it to the $100 call of 21 March at its bid (model value − 0.01). The three
 * columns are worked out from those quotes with the formulas of `roll-decision.ts` (cash now, result at today's
 * price, breakeven as in covered-call-payoff.ts, N(d2) of probability.ts).
 */
describe('roll decision for a challenged call', () => {
  const wednesday = newYorkInstant('2025-03-12', 14, 0);
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const held = createOpenShortCall({ strike: 100, expiration: THIS_FRIDAY, contracts: 2, averagePremium: 1 });
  const roll = generateOpportunities(
    createGenerateInput({
      positions: [createPosition({ costBasisPerShare: 90, openShortCalls: [held] })],
      goals: { ACME: createGoal({ riskLevel: 'balanced' }) },
      market,
      now: wednesday,
    }),
  ).opportunities.find((opportunity) => opportunity.opportunity_type === 'option_roll') as RollOpportunity;
  const decision = roll.details.decision;
  const heldAsk =
    testCallValue({ spot: 100, strike: 100, now: wednesday, expiration: THIS_FRIDAY }).price + 0.01;
  const newBid =
    testCallValue({ spot: 100, strike: 100, now: wednesday, expiration: NEXT_FRIDAY }).price - 0.01;
  const column = (choice: string) => decision?.columns.find((candidate) => candidate.choice === choice);

  it('shows roll, close now and let it go, in that order, with the roll picked and said why in a sentence', () => {
    expect(decision?.columns.map((candidate) => candidate.choice)).toEqual(['roll', 'close', 'let_go']);
    expect(decision?.pick).toBe('roll');
    expect(decision?.pick_reason).toMatch(
      /^Rolling brings in \$\d+\.\d\d now and adds 7 days, keeping your shares/,
    );
    expect(column('let_go')?.title).toBe('Let it expire');
    expect(column('roll')?.title).toBe('Roll to $100.00 Mar 21, 2025');
  });

  it('cash now: the net credit, the buy-back, nothing', () => {
    expect(column('roll')?.cash_now).toBeCloseTo((newBid - heldAsk) * 200, 2);
    expect(column('roll')?.cash_now).toBe(roll.details.net_credit);
    expect(column('close')?.cash_now).toBeCloseTo(-heldAsk * 200, 2);
    expect(column('let_go')?.cash_now).toBe(0);
  });

  it("result at expiry at today's price and breakeven from the $90 cost", () => {
    // 200 shares × ($100 − $90) = $2,000 on the shares, plus the premiums kept net of buy-backs.
    expect(column('let_go')?.result_at_expiry).toBeCloseTo(2000 + 200 * 1, 2);
    expect(column('close')?.result_at_expiry).toBeCloseTo(2000 + 200 * (1 - heldAsk), 2);
    expect(column('roll')?.result_at_expiry).toBeCloseTo(2000 + 200 * (1 - heldAsk + newBid), 2);
    expect(column('let_go')?.breakeven).toBeCloseTo(89, 4);
    expect(column('roll')?.breakeven).toBeCloseTo(90 - (1 - heldAsk + newBid), 4);
  });

  it('days added, annualised return and probability in the money', () => {
    expect(column('roll')?.days_added).toBe(7);
    expect(column('close')?.days_added).toBe(0);
    expect(column('close')?.annualized_return).toBeNull();
    expect(column('close')?.probability_itm).toBeNull();
    // At the money the whole ask is time value: (ask × 200) / ($100 × 200) × 365 / 2 days.
    expect(column('let_go')?.annualized_return).toBeCloseTo((heldAsk / 100) * (365 / 2), 6);
    expect(column('roll')?.probability_itm).toBeCloseTo(roll.details.roll_to.assignment_chance, 12);
    expect(column('let_go')?.probability_itm).toBeCloseTo(
      probabilityInTheMoney({
        type: 'call',
        spot: 100,
        strike: 100,
        years: (Date.parse('2025-03-14T20:00:00Z') - wednesday.getTime()) / (365 * 86_400_000),
        rate: 0,
        dividendYield: 0,
        volatility: 0.25,
      }),
      12,
    );
  });

  it('no ex-dividend date in the test market: no early-assignment risk', () => {
    expect(column('let_go')?.early_assignment.level).toBe('none');
    expect(column('close')?.early_assignment.text).toBe('No call left open: nothing can be assigned.');
  });
});

describe('roll decision without a roll to compare', () => {
  it('leaves the roll column out and picks closing, in the money: "Let it be assigned"', () => {
    const now = newYorkInstant('2025-03-12', 14, 0);
    const decision = rollDecision({
      now,
      ticker: 'ACME',
      spot: 105,
      rate: 0,
      dividendYield: 0,
      costBasis: 0,
      held: {
        strike: 100,
        expiration: '2025-03-14',
        contracts: 1,
        averagePremium: 2,
        ask: 5.3,
        impliedVolatility: 0.25,
      },
      pick: 'roll',
      earlyAssignment: {
        held: { level: 'none', ex_dividend_date: null, dividend: null, time_value: null, text: 'None.' },
      },
    });
    expect(decision.columns.map((column) => column.choice)).toEqual(['close', 'let_go']);
    expect(decision.pick).toBe('close');
    expect(decision.columns[1]?.title).toBe('Let it be assigned');
    // Cost unknown: the $105 price stands in; assigned at $100 with $2 kept: 100 × (100 − 105 + 2).
    expect(decision.columns[1]?.result_at_expiry).toBeCloseTo(-300, 6);
    expect(decision.history_window).toBeNull();
  });
});
