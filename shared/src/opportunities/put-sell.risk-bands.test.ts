import { describe, expect, it } from 'vitest';
import type { PutSellOpportunity } from '../contracts/opportunities';
import type { OptionQuote } from '../market/market-model';
import { generateOpportunities } from './generate-opportunities';
import { chooseStrike, isInRiskBand } from './strike-choice';
import { createPutInput, createWatchlistEntry, THIS_FRIDAY } from './testing/fixtures';

/**
 * Scenario: a put's delta is below 0; the goal's band is checked on its absolute value (conservative under 0.20,
 * balanced 0.20-0.35 both ends included, aggressive above 0.35). On ACME at $100, Monday 10 March 2025 14:00, the
 * 14 March puts' deltas are K = 96: −0.060, 97: −0.122, 98: −0.219, 99: −0.347 (see put-sell.balanced-weekly).
 */
describe('cash-secured put, the delta band edges', () => {
  const put = (strike: number, delta: number): OptionQuote => ({
    type: 'put',
    strike,
    expiration: THIS_FRIDAY,
    bid: 1,
    ask: 1.02,
    mid: 1.01,
    lastTradePrice: 1.01,
    impliedVolatility: 0.25,
    delta,
    gamma: 0,
    theta: 0,
    vega: 0,
    openInterest: 1000,
    volume: 100,
  });

  it.each([
    [-0.1999, 'conservative'],
    [-0.2, 'balanced'],
    [-0.35, 'balanced'],
    [-0.3501, 'aggressive'],
  ] as const)('a put delta of %s is in the %s band', (delta, band) => {
    // Act and Assess
    expect(isInRiskBand(delta, band)).toBe(true);
    expect(chooseStrike([put(90, delta)], band, 'put')?.delta).toBe(delta);
  });

  it('prefers the in-band strike nearest the target on the absolute delta, and on a tie the lower strike', () => {
    // Act and Assess: balanced targets 0.275; −0.28 is nearest; two equal deltas: the put further out, the lower strike.
    expect(chooseStrike([put(98, -0.3), put(97, -0.28), put(99, -0.36)], 'balanced', 'put')?.strike).toBe(97);
    expect(chooseStrike([put(98, -0.25), put(97, -0.25)], 'balanced', 'put')?.strike).toBe(97);
    expect(chooseStrike([put(98, -0.34), put(97, -0.19)], 'balanced', 'put')?.strike).toBe(98);
  });

  it('sells the conservative goal the $97 put (0.122, nearest the 0.15 target)', () => {
    // Act
    const { details, warnings } = generateOpportunities(
      createPutInput({ watchlist: [createWatchlistEntry({ riskLevel: 'conservative' })] }),
    ).opportunities[0] as PutSellOpportunity;

    // Assess
    expect(details.strike).toBe(97);
    expect(details.risk_level).toBe('conservative');
    expect(warnings).toEqual([]);
  });

  it('gives the aggressive goal the closest strike, $99 at 0.347 (inside balanced), and says so', () => {
    // Act
    const { details, warnings } = generateOpportunities(
      createPutInput({ watchlist: [createWatchlistEntry({ riskLevel: 'aggressive' })] }),
    ).opportunities[0] as PutSellOpportunity;

    // Assess
    expect(details.strike).toBe(99);
    expect(warnings).toEqual([
      {
        code: 'outside_risk_band',
        message:
          'No liquid put for Mar 14, 2025 has a Aggressive delta (above 0.35); this is the closest, at -0.35',
      },
    ]);
  });
});
