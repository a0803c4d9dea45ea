import { describe, expect, it } from 'vitest';
import { bsmPrice } from './black-scholes';
import { coveredCallPnlAtExpiry } from './covered-call-payoff';
import { positionPnl, whatIfCurves, whatIfGrid, type WhatIfPosition } from './what-if-grid';

/**
 * Issue 32 item 1: the what-if grid's expiry column equals the drawer's payoff at expiry. Source of the payoff:
 * spec part 2 §9 (covered-call-payoff.ts, min(S, K) − entry + premium per share); of the values before expiry:
 * Black-Scholes-Merton (Hull ch. 17, black-scholes.ts).
 */

const now = new Date('2026-11-27T15:00:00Z');
const expiresAt = new Date('2026-12-18T21:00:00Z');
// 200 shares at $50 a share, two $55 calls sold for $1.20.
const position: WhatIfPosition = {
  shares: 200,
  costBasis: 50,
  realised: 0,
  shortCalls: [{ strike: 55, expiresAt, contracts: 2, premium: 1.2 }],
};
const market = { spot: 52, rate: 0.04, dividendYield: 0.01, volatility: 0.3 };

describe('what-if grid at expiry equals the payoff', () => {
  it('every row of the last column is coveredCallPnlAtExpiry in cents', () => {
    // Act
    const grid = whatIfGrid({ position, market, now });

    // Assess
    expect(grid.columns.at(-1)?.at).toEqual(expiresAt);
    for (const row of grid.rows) {
      const payoff = coveredCallPnlAtExpiry(
        { entryPrice: 50, strike: 55, premium: 1.2, contracts: 2 },
        row.price,
      );
      expect(row.cells.at(-1)).toBe(Math.round(payoff.total * 100));
    }
  });

  it('the expiry curve equals the payoff at every point', () => {
    const expiry = whatIfCurves({ position, market, now }).find((curve) => curve.label === 'expiry');
    expect(expiry?.points).toHaveLength(81);
    for (const point of expiry?.points ?? []) {
      const payoff = coveredCallPnlAtExpiry(
        { entryPrice: 50, strike: 55, premium: 1.2, contracts: 2 },
        point.price,
      );
      expect(point.pnl).toBeCloseTo(payoff.total, 9);
    }
  });

  it("today's column prices the call with Black-Scholes at the chosen volatility", () => {
    // Prepare
    const years = (expiresAt.getTime() - now.getTime()) / (365 * 86_400_000);
    const call = bsmPrice('call', 52, 55, years, 0.04, 0.01, 0.3);

    // Act
    const grid = whatIfGrid({ position, market, now });
    const spotRow = grid.rows.find((row) => row.sigmas === 0);

    // Assess: 200 × (52 − 50) + 200 × (1.20 − call)
    expect(spotRow?.price).toBe(52);
    expect(spotRow?.cells[0]).toBe(Math.round((400 + 200 * (1.2 - call)) * 100));
  });

  it('rows step by half a standard deviation, ±1σ and ±2σ marked, highest first', () => {
    const grid = whatIfGrid({ position, market, now });
    const years = (expiresAt.getTime() - now.getTime()) / (365 * 86_400_000);
    expect(grid.expectedMove).toBeCloseTo(52 * 0.3 * Math.sqrt(years), 12);
    expect(grid.rows).toHaveLength(11);
    expect(grid.rows.map((row) => row.sigmas)).toEqual([2.5, 2, 1.5, 1, 0.5, 0, -0.5, -1, -1.5, -2, -2.5]);
    expect(grid.rows.filter((row) => row.mark === 1).map((row) => row.sigmas)).toEqual([1, -1]);
    expect(grid.rows.filter((row) => row.mark === 2).map((row) => row.sigmas)).toEqual([2, -2]);
    expect(grid.rows[1]?.price).toBe(Math.round((52 + 2 * grid.expectedMove) * 100) / 100);
  });

  it('a higher volatility lowers the P&L before expiry (the short call is worth more) and not at expiry', () => {
    const calm = whatIfGrid({ position, market, now });
    const stormy = whatIfGrid({ position, market: { ...market, volatility: 0.6 }, now });
    const calmSpot = calm.rows[5];
    const stormySpot = stormy.rows[5];
    expect(stormySpot?.cells[0]).toBeLessThan(calmSpot?.cells[0] ?? 0);
    expect(positionPnl(position, { ...market, volatility: 0.6 }, 52, expiresAt)).toBe(
      positionPnl(position, market, 52, expiresAt),
    );
  });

  it("a roll's legs: the realised buy-back plus the new call equal the rolled payoff at its expiry", () => {
    // The held $50 call sold for $2.00 is bought back at $3.10; a $52 call is sold for $3.40 (net credit $0.30).
    const rolled: WhatIfPosition = {
      shares: 100,
      costBasis: 45,
      realised: (2 - 3.1) * 100,
      shortCalls: [{ strike: 52, expiresAt, contracts: 1, premium: 3.4 }],
    };
    const at = positionPnl(rolled, market, 60, expiresAt);
    // 100 × (min(60, 52) − 45 + 2.00 − 3.10 + 3.40)
    expect(at).toBeCloseTo(100 * (52 - 45 + 2 - 3.1 + 3.4), 9);
  });
});
