import { describe, expect, it } from 'vitest';
import {
  breakeven,
  type CoveredCall,
  coveredCallPayoffDiagram,
  coveredCallPnlAtExpiry,
  coveredCallPnlCurve,
  defaultPriceRange,
  maxProfitAtStrike,
  premiumMid,
  upsideBreakeven,
} from './covered-call-payoff';

// The worked example: 100 shares bought at $50, one $55 call sold for $1.20 a share.
const createPosition = (overrides: Partial<CoveredCall> = {}): CoveredCall => ({
  entryPrice: 50,
  strike: 55,
  premium: 1.2,
  contracts: 1,
  ...overrides,
});

describe('covered-call figures (spec part 2 §9)', () => {
  it('breakeven is the entry price minus the premium: $48.80', () => {
    expect(breakeven({ basisPrice: 50, premium: 1.2 })).toBeCloseTo(48.8, 12);
  });

  it('upside breakeven is the strike plus the premium: $56.20', () => {
    expect(upsideBreakeven({ strike: 55, premium: 1.2 })).toBeCloseTo(56.2, 12);
  });

  it('max profit at the strike is premium + strike - entry: $6.20 a share, $620 a contract', () => {
    // Act
    const perShare = maxProfitAtStrike({ entryPrice: 50, strike: 55, premium: 1.2 });
    const atStrike = coveredCallPnlAtExpiry(createPosition(), 55);

    // Assess
    expect(perShare).toBeCloseTo(6.2, 12);
    expect(atStrike.perShare).toBeCloseTo(6.2, 12);
    expect(atStrike.total).toBeCloseTo(620, 10);
  });

  it('a strike below the breakeven has a negative max profit', () => {
    expect(maxProfitAtStrike({ entryPrice: 50, strike: 45, premium: 1.2 })).toBeCloseTo(-3.8, 12);
  });

  it('premium mid is the average of bid and ask', () => {
    expect(premiumMid({ bid: 1.15, ask: 1.25 })).toBeCloseTo(1.2, 12);
    expect(premiumMid({ bid: 0, ask: 0.05 })).toBeCloseTo(0.025, 12);
  });

  it('refuses a crossed quote and negative or non-finite amounts, naming them', () => {
    expect(() => premiumMid({ bid: 1.3, ask: 1.2 })).toThrow(/crossed quote/);
    expect(() => premiumMid({ bid: -0.1, ask: 1 })).toThrow(/^bid must/);
    expect(() => breakeven({ basisPrice: Number.NaN, premium: 1 })).toThrow(/^basisPrice must/);
    expect(() => coveredCallPnlAtExpiry(createPosition({ contracts: 1.5 }), 50)).toThrow(/^contracts must/);
    expect(() => coveredCallPnlAtExpiry(createPosition({ premium: -1 }), 50)).toThrow(/^premium must/);
  });
});

describe('coveredCallPnlAtExpiry', () => {
  it.each([
    [0, -48.8],
    [40, -8.8],
    [48.8, 0],
    [52, 3.2],
    [55, 6.2],
    [70, 6.2],
  ])('at $%d the P&L is %d a share and 100 times that for one contract', (price, perShare) => {
    // Act
    const point = coveredCallPnlAtExpiry(createPosition(), price);

    // Assess
    expect(point.price).toBe(price);
    expect(point.perShare).toBeCloseTo(perShare, 12);
    expect(point.total).toBeCloseTo(perShare * 100, 10);
  });

  it('scales the total with the number of contracts (×100 shares each)', () => {
    const point = coveredCallPnlAtExpiry(createPosition({ contracts: 3 }), 52);
    expect(point.total).toBeCloseTo(3.2 * 300, 10);
  });
});

describe('P&L curve and payoff diagram', () => {
  it('default range is ±40 % of the entry price, widened to keep strike and breakeven 10 % inside', () => {
    expect(defaultPriceRange(createPosition())).toEqual({ low: 30, high: 70 });
    // A strike 45 % above: the range grows to 1.1 × 72.5.
    expect(defaultPriceRange(createPosition({ strike: 72.5 })).high).toBeCloseTo(79.75, 12);
    // Around a current price of 40 the breakeven (48.80) and strike (55) still fit.
    const aroundCurrent = defaultPriceRange(createPosition(), 40);
    expect(aroundCurrent.low).toBeCloseTo(24, 12);
    expect(aroundCurrent.high).toBeCloseTo(60.5, 12);
  });

  it('has 200 steps (201 points) from the low to exactly the high end', () => {
    // Act
    const curve = coveredCallPnlCurve(createPosition());

    // Assess
    expect(curve).toHaveLength(201);
    expect(curve[0]?.price).toBe(30);
    expect(curve[200]?.price).toBe(70);
    expect(curve[100]?.price).toBeCloseTo(50, 12);
  });

  it('has 100 steps (101 points) in the payoff diagram', () => {
    const diagram = coveredCallPayoffDiagram(createPosition(), { low: 40, high: 60 });
    expect(diagram).toHaveLength(101);
    expect(diagram[0]).toEqual(coveredCallPnlAtExpiry(createPosition(), 40));
    expect(diagram[50]?.perShare).toBeCloseTo(1.2, 12);
    expect(diagram[100]?.perShare).toBeCloseTo(6.2, 12);
  });

  it('rises until the strike, is flat at the max profit above it, and crosses zero at the breakeven', () => {
    // Act
    const curve = coveredCallPnlCurve(createPosition({ contracts: 2 }));

    // Assess
    for (let index = 1; index < curve.length; index++)
      expect(curve[index]?.perShare).toBeGreaterThanOrEqual(curve[index - 1]?.perShare ?? Infinity);
    for (const point of curve) {
      expect(point.perShare).toBeCloseTo(Math.min(point.price, 55) - 48.8, 12);
      expect(point.total).toBeCloseTo(point.perShare * 200, 9);
    }
    const crossing = curve.findIndex((point) => point.perShare > -1e-9);
    expect(curve[crossing - 1]?.price).toBeLessThan(48.8);
    expect(curve[crossing]?.price).toBeCloseTo(48.8, 12);
  });

  it('refuses an empty or inverted range', () => {
    expect(() => coveredCallPnlCurve(createPosition(), { low: 60, high: 40 })).toThrow(/must be above/);
    expect(() => coveredCallPayoffDiagram(createPosition(), { low: 50, high: 50 })).toThrow(RangeError);
  });
});
