import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import type { CloseOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { NO_ROLL_CLOSE_REASON } from './open-call-review';
import { noCreditRollText } from './roll-candidates';
import { createGenerateInput, createOpenShortCall, createPosition, THIS_FRIDAY } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: Wednesday 12 March 2025 with ACME at $100 and the $80 call expiring Friday. So deep in the money, every
 * later call at or above $80 is worth its intrinsic value and no more, so its bid (value − 0.01) never beats the
 * held call's ask (value + 0.01): no roll pays a credit, and the engine proposes to close.
 */
describe('close when no roll pays a credit', () => {
  const wednesday = newYorkInstant('2025-03-12', 14, 0);
  const held = createOpenShortCall({ strike: 80, expiration: THIS_FRIDAY, averagePremium: 1 });
  const run = () =>
    generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ openShortCalls: [held] })],
        now: wednesday,
      }),
    ).opportunities.find(
      (opportunity) => opportunity.opportunity_type !== 'covered_call',
    ) as CloseOpportunity;

  it('closes, says plainly that no roll pays a credit, and keeps the spec fallback reasoning', () => {
    // Act
    const opportunity = run();

    // Assess
    expect(opportunity.opportunity_type).toBe('option_close');
    expect(opportunity.details.action).toBe('buy_to_close');
    expect(opportunity.details.trigger).toBe('no_credit_roll');
    expect(opportunity.details.urgent).toBe(true);
    const candidates = opportunity.details.roll_candidates ?? [];
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((candidate) => !candidate.is_credit)).toBe(true);
    const best = candidates.reduce((a, b) => (b.net_credit > a.net_credit ? b : a));
    expect(opportunity.details.reason).toBe(
      `ACME at $100.00 is above your $80.00 call's strike and the call expires in 2 days (Mar 14, 2025): the shares are likely to be called away. ${noCreditRollText(candidates)} ${NO_ROLL_CLOSE_REASON}`,
    );
    expect(noCreditRollText(candidates)).toMatch(
      new RegExp(
        `^No credit roll available: the best of the ${candidates.length} rolls looked at, to the \\$${best.strike}\\.00 call expiring .+, costs a net debit of \\$[\\d,]+\\.\\d\\d\\.$`,
      ),
    );
    expect(opportunity.strategy_name).toBe('Close Covered Call');
  });

  it('says so when there is no liquid call to roll into at all', () => {
    expect(noCreditRollText([])).toBe(
      'No credit roll available: no liquid call at or above your strike to roll into.',
    );
  });

  it('works out the P&L: premium received − cost to close, relative to premium received', () => {
    // Prepare: the $80 call is worth $20.00 (intrinsic; time value under a cent): ask 20.01.

    // Act
    const { details, expected_outcome } = run();

    // Assess
    expect(details.premium).toBeCloseTo(20.01, 6);
    expect(details.last_ask).toBe(details.premium);
    expect(details.premium_received).toBe(100);
    expect(details.cost_to_close).toBeCloseTo(2001, 4);
    expect(details.profit_loss).toBeCloseTo(-1901, 4);
    expect(details.profit_loss_ratio).toBeCloseTo(-19.01, 6);
    expect(expected_outcome).toEqual({
      profit_loss: details.profit_loss,
      profit_loss_ratio: details.profit_loss_ratio,
      shares_freed: 100,
    });
  });

  it('closes too when the later calls are not liquid enough to roll into', () => {
    // Prepare: the $97 call of the roll.in-the-money scenario, with nothing tradeable after its expiry.
    const market = createTestMarket({
      tickers: {
        ACME: {
          price: 100,
          liquidity: ({ expiration }) => (expiration > '2025-03-21' ? { openInterest: 0 } : undefined),
        },
      },
    });

    // Act
    const { opportunities } = generateOpportunities(
      createGenerateInput({
        positions: [
          createPosition({ openShortCalls: [createOpenShortCall({ strike: 97, expiration: '2025-03-21' })] }),
        ],
        market,
        now: newYorkInstant('2025-03-10', 14, 0),
      }),
    );

    // Assess
    expect(opportunities.map((opportunity) => opportunity.opportunity_type)).toContain('option_close');
    expect(opportunities.map((opportunity) => opportunity.opportunity_type)).not.toContain('option_roll');
  });
});
