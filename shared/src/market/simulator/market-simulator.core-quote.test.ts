import { describe, expect, it } from 'vitest';
import { createMarketSimulator } from './market-simulator';

const market = createMarketSimulator();

describe('priceOptionCore', () => {
  it.each([
    ['AAPL', '2026-06-10', '2026-06-12', 'call'],
    ['KO', '2025-03-03', '2025-03-21', 'call'],
    ['SCHD', '2024-09-03', '2024-10-18', 'put'],
    ['NVDA', '2026-11-20', '2026-11-20', 'call'],
  ] as const)(
    'quotes %s on %s (expiring %s, %s) exactly as priceOption does',
    (ticker, date, expiration, type) => {
      // Prepare: strikes from 30 % below to 30 % above the close
      const spot = market.closeOn(ticker, date);
      const instant = new Date(`${date}T20:00:00Z`);
      for (let step = -6; step <= 6; step++) {
        const strike = Math.round(spot * (1 + step * 0.05));
        const input = { ticker, date, instant, spot, strike, expiration, type };
        // Act
        const full = market.priceOption(input);
        const core = market.priceOptionCore(input);
        // Assess
        expect(core).toEqual({
          type: full.type,
          strike: full.strike,
          expiration: full.expiration,
          bid: full.bid,
          ask: full.ask,
          mid: full.mid,
          impliedVolatility: full.impliedVolatility,
          delta: expect.closeTo(full.delta, 14),
        });
      }
    },
  );
});
