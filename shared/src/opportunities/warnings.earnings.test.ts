import { describe, expect, it } from 'vitest';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import type { EarningsEvent } from '../market/market-model';
import { generateOpportunities } from './generate-opportunities';
import { createGenerateInput } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: the balanced weekly call expires Friday 14 March 2025 at 16:00; it is Monday 10 March, 14:00. A report
 * counts when the stock reacts to it (the open for a report before it, the close for one after it) after now and
 * before the option stops trading.
 */
describe('earnings before expiry warning', () => {
  const warningsWith = (earnings: EarningsEvent[]) =>
    (
      generateOpportunities(
        createGenerateInput({
          market: createTestMarket({ tickers: { ACME: { price: 100, earnings } } }),
        }),
      ).opportunities[0] as CoveredCallOpportunity
    ).warnings;

  it('warns about a report on Thursday after the close', () => {
    // Act and Assess
    expect(warningsWith([{ date: '2025-03-13', time: 'after-close' }])).toEqual([
      {
        code: 'earnings_before_expiry',
        message: 'Earnings on Mar 13, 2025 before this option expires: the stock can gap through the strike',
      },
    ]);
  });

  it.each([
    ['Friday before the open', { date: '2025-03-14', time: 'before-open' }, 1],
    [
      'Friday after the close, once the option has stopped trading',
      { date: '2025-03-14', time: 'after-close' },
      0,
    ],
    ['this morning, already out', { date: '2025-03-10', time: 'before-open' }, 0],
    ['this evening', { date: '2025-03-10', time: 'after-close' }, 1],
    ['next week', { date: '2025-03-18', time: 'before-open' }, 0],
  ] as const)('a report %s gives %d warning(s)', (_label, event, count) => {
    // Act and Assess
    expect(warningsWith([event])).toHaveLength(count);
  });
});
