import { coveredCallPnlAtExpiry } from '@thetix/shared/options/covered-call-payoff';
import { PAYOFF_STEPS, sanitizeWidget, type PayoffWidget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import {
  breakevens,
  describeLeg,
  payoffCurve,
  positionPnlAtExpiry,
  profitLossExtremes,
} from './payoff-model';

const payoff = (fields: Record<string, unknown>): PayoffWidget => {
  const widget = sanitizeWidget({ widget: 'payoff', ...fields });
  if (widget?.widget !== 'payoff') throw new Error('test payoff is invalid');
  return widget;
};

// A covered call: 100 shares bought at $180, one $190 call sold for $3.50 a share.
const coveredCall = payoff({
  legs: [
    { type: 'stock', premium: 180, quantity: 100 },
    { type: 'call', strike: 190, premium: 3.5, quantity: -1 },
  ],
  underlying_range: [140, 220],
  current_price: 180,
  show_breakeven: true,
  show_max_profit_loss: true,
});

describe('payoff at expiration', () => {
  it('matches the shared covered-call maths at every step', () => {
    // Act
    const curve = payoffCurve(coveredCall);

    // Assess: 100 steps, 101 points, both ends exact (spec §9)
    expect(curve).toHaveLength(PAYOFF_STEPS + 1);
    expect(curve[0]?.x).toBe(140);
    expect(curve.at(-1)?.x).toBe(220);
    for (const point of curve) {
      const shared = coveredCallPnlAtExpiry(
        { entryPrice: 180, strike: 190, premium: 3.5, contracts: 1 },
        point.x,
      );
      expect(point.y).toBeCloseTo(shared.total, 9);
    }
  });

  it('finds the covered call breakeven (price minus premium) and its capped profit and open loss', () => {
    expect(breakevens(coveredCall.legs)).toEqual([176.5]);
    // Max profit: (190 - 180 + 3.5) x 100; max loss at a price of 0: (0 - 180 + 3.5) x 100.
    expect(profitLossExtremes(coveredCall.legs)).toEqual({ maxProfit: 1350, maxLoss: -17650 });
  });

  it('treats a long call as unlimited profit and a short call as unlimited loss', () => {
    // Prepare
    const long = [{ type: 'call' as const, strike: 100, premium: 5, quantity: 2 }];
    const short = [{ type: 'call' as const, strike: 100, premium: 5, quantity: -1 }];

    // Assess
    expect(breakevens(long)).toEqual([105]);
    expect(profitLossExtremes(long)).toEqual({ maxProfit: Infinity, maxLoss: -1000 });
    expect(profitLossExtremes(short)).toEqual({ maxProfit: 500, maxLoss: -Infinity });
    expect(positionPnlAtExpiry(long, 120)).toBe(3000);
  });

  it('finds both breakevens of a long straddle', () => {
    const straddle = [
      { type: 'call' as const, strike: 50, premium: 2, quantity: 1 },
      { type: 'put' as const, strike: 50, premium: 3, quantity: 1 },
    ];
    expect(breakevens(straddle)).toEqual([45, 55]);
  });

  it('describes legs as long or short by the sign of the quantity', () => {
    expect(coveredCall.legs.map(describeLeg)).toEqual([
      'Long 100 shares at $180.00',
      'Short 1 call $190.00 for $3.50',
    ]);
  });
});
