import { describe, expect, it } from 'vitest';
import type { PutSellOpportunity } from '../contracts/opportunities';
import type { DividendEvent, EarningsEvent } from '../market/market-model';
import { generateOpportunities } from './generate-opportunities';
import { createPutInput } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: the balanced weekly put on ACME expires Friday 14 March 2025; it is Monday 10 March, 14:00. An earnings
 * report the stock reacts to before expiry, and an ex-dividend date after today and on or before expiry, are
 * flagged on the put (their dates in the details, a warning each).
 */
describe('cash-secured put, earnings and ex-dividend before expiry', () => {
  const putWith = (earnings: EarningsEvent[], dividends: DividendEvent[] = []) =>
    generateOpportunities(
      createPutInput({
        market: createTestMarket({ tickers: { ACME: { price: 100, earnings, dividends } } }),
      }),
    ).opportunities[0] as PutSellOpportunity;

  it('flags earnings on Thursday after the close', () => {
    // Act
    const put = putWith([{ date: '2025-03-13', time: 'after-close' }]);

    // Assess
    expect(put.details.earnings_date).toBe('2025-03-13');
    expect(put.details.ex_dividend_date).toBeNull();
    expect(put.warnings).toEqual([
      {
        code: 'earnings_before_expiry',
        message: 'Earnings on Mar 13, 2025 before this option expires: the stock can gap through the strike',
      },
    ]);
  });

  it('does not flag a report after expiry', () => {
    // Act
    const put = putWith([{ date: '2025-03-14', time: 'after-close' }]);

    // Assess
    expect(put.details.earnings_date).toBeNull();
    expect(put.warnings).toEqual([]);
  });

  it('flags an ex-dividend date before expiry', () => {
    // Act
    const put = putWith([], [{ exDate: '2025-03-13', payDate: '2025-03-28', amount: 0.5 }]);

    // Assess
    expect(put.details.ex_dividend_date).toBe('2025-03-13');
    expect(put.warnings).toEqual([
      {
        code: 'ex_dividend_before_expiry',
        message:
          'Ex-dividend on Mar 13, 2025 before this put expires: ACME drops by about the $0.50 dividend that morning, closer to your $98.00 strike, and you only receive dividends once you own the shares',
      },
    ]);
  });
});
