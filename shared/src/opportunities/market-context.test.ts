import { describe, expect, it } from 'vitest';
import type { MarketModel } from '../market/market-model';
import { generateOpportunities } from './generate-opportunities';
import { marketContextSummary, SIMULATED_DATA_NOTE } from './market-context';
import { readTickerMarket } from './option-market';
import { createGenerateInput, MONDAY_AFTERNOON } from './testing/fixtures';
import { createTestMarket, type TestTicker } from './testing/test-market';

/**
 * Scenario: Monday 10 March 2025, 14:00 New York. ACME is at $100; it closed at $98 on Friday 7 March and at $105
 * on Monday 3 March, five trading days before Monday's session. The summary is the drawers' 'Market Context'.
 */
const CLOSES: Readonly<Record<string, number>> = { '2025-03-07': 98, '2025-03-03': 105 };

const marketWith = (
  ticker: Partial<TestTicker> = {},
  dataSource: MarketModel['dataSource'] = 'simulated',
) => {
  const base = createTestMarket({ tickers: { ACME: { price: 100, ...ticker } } });
  return {
    ...base,
    dataSource,
    closeOn: (symbol, date) => CLOSES[date] ?? base.closeOn(symbol, date),
    quote: (symbol, now) => {
      const quote = base.quote(symbol, now);
      return quote && { ...quote, previousClose: 98 };
    },
  } satisfies MarketModel;
};

const summaryOf = (market: MarketModel) =>
  marketContextSummary({
    market,
    tickerMarket: readTickerMarket(market, 'ACME', MONDAY_AFTERNOON)!,
    now: MONDAY_AFTERNOON,
  });

describe('market context (rationale.news_summary)', () => {
  it('says the data is simulated, then gives the recent move and the next earnings and ex-dividend dates', () => {
    // Prepare
    const market = marketWith({
      earnings: [
        { date: '2025-01-30', time: 'after-close' },
        { date: '2025-04-24', time: 'before-open' },
      ],
      dividends: [
        { exDate: '2025-02-07', payDate: '2025-02-14', amount: 0.25 },
        { exDate: '2025-05-09', payDate: '2025-05-16', amount: 0.26 },
      ],
    });
    // Act
    const summary = summaryOf(market);
    // Assess: 100 / 98 - 1 = +2.04%; 100 / 105 - 1 = -4.76%
    expect(summary).toBe(
      `${SIMULATED_DATA_NOTE} ACME is at $100.00, up 2.04% today and down 4.76% over 5 trading days. ` +
        'Next earnings Apr 24, 2025, before the open. Next ex-dividend date May 9, 2025 ($0.26 a share).',
    );
  });

  it('leaves out what the model does not have, events beyond a quarter and a report already out this morning', () => {
    // Prepare: a live model, a report this morning and one in August, no dividends
    const market = marketWith(
      {
        earnings: [
          { date: '2025-03-10', time: 'before-open' },
          { date: '2025-08-01', time: 'after-close' },
        ],
      },
      'live',
    );
    // Act and Assess
    expect(summaryOf(market)).toBe('ACME is at $100.00, up 2.04% today and down 4.76% over 5 trading days.');
  });

  it("counts today's report after the close as still ahead", () => {
    const market = marketWith({ earnings: [{ date: '2025-03-10', time: 'after-close' }] });
    expect(summaryOf(market)).toContain('Next earnings Mar 10, 2025, after the close.');
  });

  it('fills the news summary of every generated opportunity', () => {
    // Prepare
    const market = marketWith({ dividends: [{ exDate: '2025-03-20', payDate: '2025-03-28', amount: 0.5 }] });
    // Act
    const { opportunities } = generateOpportunities(
      createGenerateInput({
        market,
      }),
    );
    // Assess
    expect(opportunities.length).toBeGreaterThan(0);
    for (const opportunity of opportunities)
      expect(opportunity.rationale.news_summary).toBe(summaryOf(market));
    expect(opportunities[0]!.rationale.news_summary).toContain(
      'Next ex-dividend date Mar 20, 2025 ($0.50 a share).',
    );
  });
});
