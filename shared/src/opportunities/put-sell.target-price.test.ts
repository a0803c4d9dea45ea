import { describe, expect, it } from 'vitest';
import type { PutSellOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { createPutInput, createWatchlistEntry } from './testing/fixtures';

/**
 * Scenario: ACME at $100, Monday 10 March 2025 14:00, $10,000 set aside, Balanced Weekly. Without a target the put
 * is the $98 (delta −0.219, see put-sell.balanced-weekly). A target price caps the strike: strikes above it are not
 * looked at, and the goal's choice is made among the rest.
 */
describe('cash-secured put, the target price caps the strike', () => {
  const runWith = (targetPrice: number) =>
    generateOpportunities(createPutInput({ watchlist: [createWatchlistEntry({ targetPrice })] }));

  it('keeps a strike at the target', () => {
    // Act
    const { details } = runWith(98).opportunities[0] as PutSellOpportunity;

    // Assess
    expect(details.strike).toBe(98);
    expect(details.target_price).toBe(98);
  });

  it('goes under a target between strikes, to the closest put to the goal there, and says it left the band', () => {
    // Act: under $97.50 the liquid puts are $96 (0.060) and $97 (0.122): neither balanced, $97 is closest to 0.275.
    const opportunity = runWith(97.5).opportunities[0] as PutSellOpportunity;

    // Assess
    expect(opportunity.details.strike).toBe(97);
    expect(opportunity.details.effective_buy_price).toBeLessThan(97.5);
    expect(opportunity.warnings.map((warning) => warning.message)).toEqual([
      'No liquid put within your cash and target for Mar 14, 2025 has a Balanced delta (0.20-0.35); this is the closest, at -0.12',
    ]);
    expect(opportunity.rationale.reason).toContain('at or under your $97.50 target');
  });

  it('proposes nothing when no listed strike is at or under the target, and says why', () => {
    // Act: the chains list strikes from $70.
    const { opportunities, skipped } = runWith(60);

    // Assess
    expect(opportunities).toEqual([]);
    expect(skipped).toEqual([
      {
        ticker: 'ACME',
        subject: 'put_sell',
        reason: 'no_strike_under_target',
        message: 'No liquid ACME put has a strike at or under your $60.00 target price.',
      },
    ]);
  });
});
