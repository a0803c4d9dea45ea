import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import type { OptionQuote } from '../market/market-model';
import { generateOpportunities } from './generate-opportunities';
import { liquidityProblem, volumeIsMeaningful } from './option-market';
import type { TestLiquidity } from './testing/test-market';
import { createGenerateInput, createGoal, MONDAY_AFTERNOON } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: the balanced goal's strike on ACME at $100 is $102 (mid 0.351, see covered-call.balanced-weekly). Making
 * that one contract illiquid moves the choice to $101 (delta 0.358, closest outside the band); each floor is tried
 * just below and at its limit: open interest 100, volume 10 (checked from 10:30 New York), spread 25 % of the mid.
 */
describe('covered call liquidity floors', () => {
  const strikeWith = (liquidity: TestLiquidity, now = MONDAY_AFTERNOON) => {
    const market = createTestMarket({
      tickers: { ACME: { price: 100, liquidity: ({ strike }) => (strike === 102 ? liquidity : undefined) } },
    });
    const result = generateOpportunities(
      createGenerateInput({
        goals: { ACME: createGoal({ riskLevel: 'balanced' }) },
        market,
        now,
      }),
    );
    return (result.opportunities[0] as CoveredCallOpportunity | undefined)?.details.strike;
  };

  it.each([
    ['open interest 99', { openInterest: 99 }, 101],
    ['open interest 100', { openInterest: 100 }, 102],
    ['volume 9', { volume: 9 }, 101],
    ['volume 10', { volume: 10 }, 102],
    // 0.09 / 0.351 = 25.6 % of the mid; 0.08 / 0.351 = 22.8 %.
    ['a spread of 0.09', { spread: 0.09 }, 101],
    ['a spread of 0.08', { spread: 0.08 }, 102],
  ] as const)('with %s the $102 call gives way to the $%s one', (_label, liquidity, strike) => {
    // Act and Assess
    expect(strikeWith(liquidity)).toBe(strike);
  });

  it('does not hold volume against a contract before the first hour of the session', () => {
    // Prepare
    const beforeOpen = newYorkInstant('2025-03-10', 8, 0);
    const earlySession = newYorkInstant('2025-03-10', 10, 29);
    const afterFirstHour = newYorkInstant('2025-03-10', 10, 30);

    // Act and Assess
    expect(volumeIsMeaningful(beforeOpen)).toBe(false);
    expect(volumeIsMeaningful(earlySession)).toBe(false);
    expect(volumeIsMeaningful(afterFirstHour)).toBe(true);
    expect(volumeIsMeaningful(newYorkInstant('2025-03-08', 12, 0))).toBe(true);
    expect(strikeWith({ volume: 0 }, earlySession)).toBe(102);
    expect(strikeWith({ volume: 0 }, afterFirstHour)).toBe(101);
  });

  it('refuses a call bid under 5 cents', () => {
    // Prepare
    const quote = { bid: 0.04, ask: 0.045, openInterest: 5000, volume: 500 } as OptionQuote;

    // Act and Assess
    expect(liquidityProblem(quote, true)).toBe('no_bid');
    expect(liquidityProblem({ ...quote, bid: 0.05, ask: 0.055 }, true)).toBeUndefined();
  });

  it('makes no covered call when no strike is liquid', () => {
    // Prepare
    const market = createTestMarket({
      tickers: { ACME: { price: 100, liquidity: () => ({ openInterest: 0 }) } },
    });

    // Act
    const result = generateOpportunities(
      createGenerateInput({
        market,
      }),
    );

    // Assess
    expect(result.opportunities).toEqual([]);
    expect(result.skipped).toEqual([{ ticker: 'ACME', subject: 'covered_call', reason: 'no_liquid_strike' }]);
  });
});
