import { describe, expect, it } from 'vitest';
import { generateOpportunities } from './generate-opportunities';
import { putSellOpportunity } from './put-sell';
import { opportunitySession } from './opportunity-session';
import { readTickerMarket } from './option-market';
import {
  ACCOUNT_ID,
  createOpenShortPut,
  createPosition,
  createPutInput,
  createWatchlistEntry,
  MONDAY_AFTERNOON,
  NEXT_FRIDAY,
} from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: ACME at $100, Monday 10 March 2025 14:00. The chains list strikes from $70 to $130; the lowest liquid
 * put on the nearest weekly (14 March) is $96 (model value 0.0687, bid 0.0587: $95's bid is 0.0157, under the
 * 5-cent floor), so one contract needs $9,600. With $5,000 set aside no expiration within 60 days has a put the cash
 * secures (the lowest strike listed, $70, needs $7,000): no opportunity, and the nearest expiration's reason.
 */
describe('cash-secured put, not enough cash', () => {
  it('proposes no put and says why, in words', () => {
    // Act
    const { opportunities, skipped } = generateOpportunities(
      createPutInput({ watchlist: [createWatchlistEntry({ cash: 5000 })] }),
    );

    // Assess
    expect(opportunities).toEqual([]);
    expect(skipped).toEqual([
      {
        ticker: 'ACME',
        subject: 'put_sell',
        reason: 'not_enough_cash',
        message:
          'Not enough cash for one ACME put: the lowest liquid strike, $96.00, needs $9,600.00 set aside for 100 shares; you set aside $5,000.00.',
      },
    ]);
  });

  it('says so when no cash is set aside', () => {
    // Act
    const market = createTestMarket({ tickers: { ACME: { price: 100 } } });
    const result = putSellOpportunity({
      accountId: ACCOUNT_ID,
      market,
      now: MONDAY_AFTERNOON,
      session: opportunitySession(MONDAY_AFTERNOON),
      tickerMarket: readTickerMarket(market, 'ACME', MONDAY_AFTERNOON)!,
      entry: createWatchlistEntry({ cash: 0 }),
    });

    // Assess
    expect(result).toEqual({ ok: false, reason: 'no_cash', message: 'No cash is set aside for ACME.' });
  });

  it('counts the cash an open put already secures as spent', () => {
    // Prepare: $10,000 set aside, a $95 put open until 21 March ties up $9,500, leaving $500.
    const held = createOpenShortPut({ strike: 95, expiration: NEXT_FRIDAY, averagePremium: 0.4 });

    // Act
    const { opportunities, skipped } = generateOpportunities(
      createPutInput({ positions: [createPosition({ shares: 0, openShortPuts: [held] })] }),
    );

    // Assess
    expect(opportunities.filter((o) => o.opportunity_type === 'put_sell')).toEqual([]);
    expect(skipped).toContainEqual(
      expect.objectContaining({ subject: 'put_sell', reason: 'not_enough_cash' }),
    );
  });
});
