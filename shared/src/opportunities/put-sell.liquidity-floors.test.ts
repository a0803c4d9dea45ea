import { describe, expect, it } from 'vitest';
import type { PutSellOpportunity } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import { createPutInput, NEXT_FRIDAY, THIS_FRIDAY } from './testing/fixtures';
import { createTestMarket, type TestContract, type TestLiquidity } from './testing/test-market';

/**
 * Scenario: the balanced put on ACME at $100 is the $98 of 14 March (delta −0.219). The call engine's floors apply
 * to puts: open interest 100, volume 10 (from the first hour of the session), a spread within 25 % of the mid (or 5
 * cents), a bid of 5 cents. An illiquid $98 gives way to the $99 (0.347, still balanced); a 14 March chain with no
 * liquid put moves the sale to the next weekly.
 */
describe('cash-secured put, illiquid strikes skipped', () => {
  const putWith = (putLiquidity: (contract: TestContract) => TestLiquidity | undefined) =>
    generateOpportunities(
      createPutInput({ market: createTestMarket({ tickers: { ACME: { price: 100, putLiquidity } } }) }),
    ).opportunities[0] as PutSellOpportunity | undefined;

  it.each([
    ['open interest 99', { openInterest: 99 }, 99],
    ['open interest 100', { openInterest: 100 }, 98],
    ['volume 9', { volume: 9 }, 99],
    ['volume 10', { volume: 10 }, 98],
    // 0.09 / 0.3351 = 26.9 % of the mid; 0.08 / 0.3351 = 23.9 %.
    ['a spread of 0.09', { spread: 0.09 }, 99],
    ['a spread of 0.08', { spread: 0.08 }, 98],
  ] as const)('with %s the $98 put sells at $%s', (_label, liquidity, strike) => {
    // Act and Assess
    expect(putWith((contract) => (contract.strike === 98 ? liquidity : undefined))?.details.strike).toBe(
      strike,
    );
  });

  it('moves to the next weekly when no put of the nearest is liquid', () => {
    // Act
    const put = putWith((contract) =>
      contract.expiration === THIS_FRIDAY ? { openInterest: 0 } : undefined,
    );

    // Assess
    expect(put?.details.expiration).toBe(NEXT_FRIDAY);
    expect(put?.details.strike).toBeLessThan(100);
  });

  it('proposes nothing when no put is liquid, and says why', () => {
    // Act
    const result = generateOpportunities(
      createPutInput({
        market: createTestMarket({
          tickers: { ACME: { price: 100, putLiquidity: () => ({ openInterest: 0 }) } },
        }),
      }),
    );

    // Assess
    expect(result.opportunities).toEqual([]);
    expect(result.skipped).toEqual([
      {
        ticker: 'ACME',
        subject: 'put_sell',
        reason: 'no_liquid_strike',
        message: "No ACME put under today's $100.00 is liquid enough to sell near its mid.",
      },
    ]);
  });
});
