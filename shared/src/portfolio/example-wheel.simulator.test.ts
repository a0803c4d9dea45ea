import { describe, expect, it } from 'vitest';
import { findCompany } from '../market/company-directory';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import {
  EXAMPLE_CASH_DOLLARS,
  EXAMPLE_CASH_SET_ASIDE_DOLLARS,
  EXAMPLE_TICKERS,
  exampleWatchlist,
  lastClosedSession,
} from './example-portfolio';

/** The example's cash and watchlist (issue 31 item 1) on the deterministic simulator. */
describe('example watchlist on the simulator', () => {
  const market = createMarketSimulator();

  it.each(['2026-03-10T15:00:00Z', '2026-11-27T18:30:00Z'])(
    'lists three directory tickers not already held, targets under the last close, on %s',
    (iso) => {
      // Act
      const now = new Date(iso);
      const entries = exampleWatchlist({ market, now });
      // Assess
      expect(entries.map((entry) => entry.ticker)).toEqual(['PEP', 'JNJ', 'VZ']);
      for (const entry of entries) {
        expect(findCompany(entry.ticker)).toBeDefined();
        expect(EXAMPLE_TICKERS).not.toContain(entry.ticker);
        // Exactly one kind of target each in the example.
        expect(
          [entry.targetPrice, entry.targetAllocationPercent].filter((value) => value !== null),
        ).toHaveLength(1);
        if (entry.targetPrice !== null) {
          const close = market.closeOn(entry.ticker, lastClosedSession(market, now, entry.ticker));
          expect(entry.targetPrice).toBeLessThan(close);
          expect(entry.targetPrice).toBeGreaterThanOrEqual(Math.floor(close * 0.95 * 100) / 100);
          expect(Number.isInteger(Math.round(entry.targetPrice * 100))).toBe(true);
        }
      }
      // The cash set aside secures at least one put on the dearest watched ticker at its target.
      const dearest = Math.max(...entries.map((entry) => entry.targetPrice ?? 0));
      expect(EXAMPLE_CASH_SET_ASIDE_DOLLARS).toBeGreaterThanOrEqual(dearest * 100);
      expect(EXAMPLE_CASH_SET_ASIDE_DOLLARS).toBeLessThanOrEqual(EXAMPLE_CASH_DOLLARS);
    },
  );
});
