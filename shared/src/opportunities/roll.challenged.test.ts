import { describe, expect, it } from 'vitest';
import { newYorkDate, newYorkInstant } from '../calendar/nyse-calendar';
import type { RollOpportunity } from '../contracts/opportunities';
import { roundCents } from '../portfolio/money';
import { generateOpportunities } from './generate-opportunities';
import { ROLL_EXPIRATIONS, ROLL_STRIKES_PER_EXPIRATION, rollCandidates } from './roll-candidates';
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
 * Scenario: Wednesday 12 March 2025, 14:00; ACME at $100; the $100 call expiring Friday 14 March (2 days) was sold
 * for $1.00 and asks 0.76 (24 % earned), delta 0.50: challenged in its last 3 days (rule 4 of `open-call-rules.ts`),
 * so it is rolled, urgently (spec §9: 3 days or less). The rolls looked at are on the next 3 weeklies at least 4 days
 * out (21 and 28 March, 4 April), at $100, $101 and $102; the 21 March calls' deltas are
 *   $100: 0.508, $101: 0.408, $102: 0.315, $103: 0.233 (σ = 25 %, r = q = 0).
 * Buying back costs the held call's ask (model value + 0.01); selling brings the new call's bid (model value − 0.01).
 */
describe('roll of a challenged call about to expire', () => {
  const wednesday = newYorkInstant('2025-03-12', 14, 0);
  const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
  const held = createOpenShortCall({ strike: 100, expiration: THIS_FRIDAY, contracts: 2, averagePremium: 1 });
  const roll = () =>
    generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ openShortCalls: [held] })],
        goals: { ACME: createGoal({ riskLevel: 'balanced' }) },
        market,
        now: wednesday,
      }),
    ).opportunities.find((opportunity) => opportunity.opportunity_type === 'option_roll') as RollOpportunity;
  const value = (strike: number, expiration: string) =>
    testCallValue({ spot: 100, strike, now: wednesday, expiration });
  const heldAsk = value(100, THIS_FRIDAY).price + 0.01;

  it('is urgent, says why in words, and rolls to the nearest expiration that pays a credit', () => {
    // Act
    const { details, rationale } = roll();

    // Assess
    expect(details.urgent).toBe(true);
    expect(details.trigger).toBe('challenged');
    expect(details.days_to_expiry).toBe(2);
    expect(details.premium_captured).toBeCloseTo(1 - heldAsk, 12);
    expect(details.roll_to.expiration).toBe(NEXT_FRIDAY);
    expect(details.roll_to.strike).toBe(100);
    expect(rationale.reason).toBe(
      "ACME at $100.00 is at your $100.00 call's strike; the call expires in 2 days (Mar 14, 2025) with a delta of 0.50 and may well finish in the money.",
    );
  });

  it('offers several strikes and expirations, each with its net credit or debit, new delta and days added', () => {
    // Act
    const candidates = roll().details.roll_candidates ?? [];

    // Assess
    expect(candidates.map((candidate) => `${candidate.expiration} ${candidate.strike}`)).toEqual([
      '2025-03-21 100',
      '2025-03-21 101',
      '2025-03-21 102',
      '2025-03-28 100',
      '2025-03-28 101',
      '2025-03-28 102',
      '2025-04-04 100',
      '2025-04-04 101',
      '2025-04-04 102',
    ]);
    expect(candidates).toHaveLength(ROLL_EXPIRATIONS * ROLL_STRIKES_PER_EXPIRATION);
    const [first, , third] = candidates;
    const firstBid = value(100, NEXT_FRIDAY).price - 0.01;
    expect(first?.net_credit).toBe(roundCents((firstBid - heldAsk) * 200));
    expect(first?.is_credit).toBe(true);
    expect(first?.time_extension).toBe(7);
    expect(first?.delta).toBeCloseTo(0.508, 3);
    // The balanced $102 call bids 0.775 against the held call's ask of 0.764: under the 5-cent minimum credit.
    expect(third?.is_credit).toBe(false);
    expect(third?.net_credit).toBe(roundCents((value(102, NEXT_FRIDAY).price - 0.01 - heldAsk) * 200));
    expect(candidates.find((candidate) => candidate.expiration === '2025-04-04')?.time_extension).toBe(21);
  });

  it('prefers the lowest strike in the goal band that pays a credit over a lower one outside it', () => {
    // Prepare: from a $101 call, both $101 (0.408) and $102 (0.315) pay a credit; only $102 is balanced.
    const ask101 = value(101, THIS_FRIDAY).price + 0.01;
    expect(value(101, NEXT_FRIDAY).price - 0.01 - ask101).toBeGreaterThan(0.05);
    expect(value(102, NEXT_FRIDAY).price - 0.01 - ask101).toBeGreaterThan(0.05);

    // Act
    const { chosen } = rollCandidates({
      market,
      now: wednesday,
      tickerMarket: {
        ticker: 'ACME',
        spot: 100,
        sessionDate: newYorkDate(wednesday),
        rate: 0,
        dividendYield: 0,
      },
      call: createOpenShortCall({ strike: 101, expiration: THIS_FRIDAY }),
      heldAsk: ask101,
      goal: createGoal({ riskLevel: 'balanced' }),
    });

    // Assess
    expect(chosen?.strike).toBe(102);
    expect(chosen?.expiration).toBe(NEXT_FRIDAY);
  });
});
