import { describe, expect, it } from 'vitest';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { createGenerateInput, createGoal, createPosition } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: Monday 10 March 2025. March's monthly expiration (third Friday, 21 March) is 11 days away, under the
 * 14-day minimum, so a monthly goal sells April's: the third Friday, 18 April, is Good Friday, so the expiration
 * moves to Thursday 17 April (38 days).
 */
describe('covered call, monthly cadence', () => {
  it('sells the nearest monthly expiration at least 14 days out, holiday-moved', () => {
    // Prepare
    const market = createTestMarket({ tickers: { ACME: { price: 100 } } });

    // Act
    const opportunity = generateOpportunities(
      createGenerateInput({
        goals: { ACME: createGoal({ cadence: 'monthly' }) },
        market,
      }),
    ).opportunities[0] as CoveredCallOpportunity;

    // Assess
    expect(opportunity.details.expiration).toBe('2025-04-17');
    expect(opportunity.details.days_to_expiry).toBe(38);
    expect(opportunity.details.cadence).toBe('monthly');
    expect(opportunity.strategy_name).toBe('Covered Call (Balanced, Monthly)');
    expect(opportunity.warnings).toEqual([]);
    // The opportunity still expires at today's close: tomorrow's market prices it afresh.
    expect(opportunity.expires_at).toBe('2025-03-10T20:00:00.000Z');
  });

  it('falls back to the monthly expiration, with a note, for a weekly goal on a monthly-only ticker', () => {
    // Prepare
    const market = createTestMarket({ tickers: { WIDG: { price: 100, weekly: false } } });

    // Act
    const opportunity = generateOpportunities(
      createGenerateInput({
        positions: [createPosition({ ticker: 'WIDG' })],
        goals: { WIDG: createGoal({ cadence: 'weekly' }) },
        market,
      }),
    ).opportunities[0] as CoveredCallOpportunity;

    // Assess
    expect(opportunity.details.expiration).toBe('2025-04-17');
    expect(opportunity.details.cadence).toBe('monthly');
    expect(opportunity.strategy_name).toBe('Covered Call (Balanced, Monthly)');
    expect(opportunity.warnings).toEqual([
      {
        code: 'weekly_options_unavailable',
        message: 'WIDG lists monthly options only, so this call uses the monthly expiration of Apr 17, 2025',
      },
    ]);
  });
});
