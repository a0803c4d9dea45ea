import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import type { GeneratedOpportunity, Opportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import {
  expireStaleOpportunities,
  isReadyToTrade,
  isStale,
  opportunityListLimit,
  opportunityTab,
  reconcileOpportunities,
  sortOpportunities,
} from './opportunity-list';
import {
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createPosition,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: Wednesday 12 March 2025. ACME ($100) has a covered call, an urgent roll of its at-the-money $100 call and a close of
 * its deep $80 call, both expiring Friday; BIG ($400) has a covered call with a larger premium; SMALL ($50, 60
 * shares) a covered call it lacks the shares for; LATE ($100) a roll of a call expiring the Friday after.
 */
describe('opportunity list', () => {
  const wednesday = newYorkInstant('2025-03-12', 14, 0);
  const market = createTestMarket({
    tickers: {
      ACME: { price: 100 },
      BIG: { price: 400, volatility: 0.4 },
      SMALL: { price: 50 },
      LATE: { price: 100 },
    },
  });
  const { opportunities } = generateOpportunities(
    createGenerateInput({
      positions: [
        createPosition({
          openShortCalls: [
            createOpenShortCall({ strike: 100, expiration: THIS_FRIDAY }),
            createOpenShortCall({ strike: 80, expiration: THIS_FRIDAY }),
          ],
        }),
        createPosition({ ticker: 'BIG', shares: 300 }),
        createPosition({ ticker: 'SMALL', shares: 60 }),
        createPosition({
          ticker: 'LATE',
          shares: 100,
          openShortCalls: [
            createOpenShortCall({ ticker: 'LATE', strike: 97, expiration: '2025-03-21', averagePremium: 3 }),
          ],
        }),
      ],
      goals: { ACME: createGoal(), BIG: createGoal(), SMALL: createGoal() },
      market,
      now: wednesday,
    }),
  );
  const labels = (list: readonly Opportunity[]) =>
    list.map((opportunity) => `${opportunity.opportunity_type}:${opportunity.primary_ticker}`);

  it('sorts closes, then rolls by expiry, then tradeable calls by premium', () => {
    // Act and Assess
    expect(labels(opportunities)).toEqual([
      'option_close:ACME',
      'option_roll:ACME',
      'option_roll:LATE',
      'covered_call:BIG',
      'covered_call:ACME',
      'covered_call:SMALL',
    ]);
    expect(labels(sortOpportunities([...opportunities].reverse()))).toEqual(labels(opportunities));
  });

  it('puts an in-the-money covered call after an out-of-the-money one', () => {
    // Prepare: a copy of BIG's call with its strike under the price.
    const big = opportunities.find(
      (opportunity) => opportunity.primary_ticker === 'BIG',
    ) as GeneratedOpportunity & Extract<Opportunity, { opportunity_type: 'covered_call' }>;
    const inTheMoney = { ...big, id: 'opp_itm', details: { ...big.details, strike: 390 } };

    // Act and Assess
    expect(sortOpportunities([inTheMoney, big]).map((opportunity) => opportunity.id)).toEqual([
      big.id,
      'opp_itm',
    ]);
  });

  it('tells ready opportunities from those that need shares', () => {
    // Act and Assess
    expect(
      opportunities.filter(isReadyToTrade).map((opportunity) => opportunity.primary_ticker),
    ).not.toContain('SMALL');
    expect(opportunities.filter(isReadyToTrade)).toHaveLength(5);
  });

  it('limits each tab as spec §9 says', () => {
    // Act and Assess
    expect(opportunityListLimit('active', 2)).toBe(10);
    expect(opportunityListLimit('active', 4)).toBe(12);
    expect(opportunityListLimit('acted_upon', 50)).toBe(20);
    expect(opportunityListLimit('expired', 50)).toBe(10);
    expect(opportunityListLimit('dismissed', 50)).toBe(10);
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...opportunities[0]!,
      id: `opp_${index}`,
      status: 'expired' as const,
    }));
    expect(opportunityTab(many, 'expired', 4)).toHaveLength(10);
    expect(opportunityTab(many, 'active', 4)).toEqual([]);
  });

  it('expires what has outlived its session', () => {
    // Prepare
    const afterClose = newYorkInstant('2025-03-12', 16, 0);
    const dismissed = { ...opportunities[0]!, status: 'dismissed' as const };

    // Act
    const expired = expireStaleOpportunities([...opportunities, dismissed], afterClose);

    // Assess
    expect(isStale(opportunities[0]!, wednesday)).toBe(false);
    expect(expireStaleOpportunities(opportunities, wednesday)).toEqual(opportunities);
    expect(expired.slice(0, -1).every((opportunity) => opportunity.status === 'expired')).toBe(true);
    expect(expired.at(-1)).toBe(dismissed);
  });

  describe('reconcile a run with the store', () => {
    it('inserts new ones and refreshes active ones, keeping when they were created and viewed', () => {
      // Prepare
      const stored = {
        ...opportunities[0]!,
        created_at: '2025-03-12T14:00:00.000Z',
        viewed_at: '2025-03-12T15:00:00.000Z',
        can_execute: true,
      };

      // Act
      const { upserts, expirations } = reconcileOpportunities({
        existing: [stored],
        generated: opportunities,
      });

      // Assess
      expect(upserts).toHaveLength(opportunities.length);
      expect(upserts[0]).toEqual({
        ...opportunities[0],
        created_at: '2025-03-12T14:00:00.000Z',
        viewed_at: '2025-03-12T15:00:00.000Z',
        can_execute: true,
      });
      expect(expirations).toEqual([]);
    });

    it('never brings back what the user acted on or dismissed, and expires what the run no longer proposes', () => {
      // Prepare
      const acted = { ...opportunities[0]!, status: 'acted_upon' as const };
      const dismissed = { ...opportunities[1]!, status: 'dismissed' as const };
      const superseded = { ...opportunities[2]!, id: 'opp_yesterday' };

      // Act
      const { upserts, expirations } = reconcileOpportunities({
        existing: [acted, dismissed, superseded],
        generated: opportunities,
      });

      // Assess
      expect(upserts.map((opportunity) => opportunity.id)).toEqual(
        opportunities.slice(2).map((opportunity) => opportunity.id),
      );
      expect(expirations).toEqual([{ ...superseded, status: 'expired' }]);
    });
  });
});
