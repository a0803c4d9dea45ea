import { describe, expect, it } from 'vitest';
import {
  assignmentProbability,
  type InTheMoneyInput,
  probabilityInTheMoney,
  realWorldProbabilityInTheMoney,
} from './probability';

const hull156 = (overrides: Partial<InTheMoneyInput> = {}): InTheMoneyInput => ({
  type: 'call',
  spot: 42,
  strike: 40,
  years: 0.5,
  rate: 0.1,
  dividendYield: 0,
  volatility: 0.2,
  ...overrides,
});

describe('probabilityInTheMoney', () => {
  it("is N(d2) for Hull's Example 15.6 call and N(-d2) for the put (d2 = 0.6278)", () => {
    // Prepare: N(0.627841271869) from mpmath.
    const expected = 0.734946036845908;

    // Act
    const call = probabilityInTheMoney(hull156());
    const put = probabilityInTheMoney(hull156({ type: 'put' }));

    // Assess
    expect(call).toBeCloseTo(expected, 14);
    expect(put).toBeCloseTo(1 - expected, 14);
  });

  it('uses the dividend yield: N(d2) of Hull Example 17.1 is 0.6783', () => {
    const input = hull156({ spot: 930, strike: 900, years: 2 / 12, rate: 0.08, dividendYield: 0.03 });
    expect(probabilityInTheMoney(input)).toBeCloseTo(0.678256498917624, 14);
  });

  it('gives a call and a put of the same strike probabilities that add up to 1', () => {
    for (const strike of [30, 40, 42, 50, 60]) {
      const call = probabilityInTheMoney(hull156({ strike }));
      const put = probabilityInTheMoney(hull156({ strike, type: 'put' }));
      expect(call + put).toBeCloseTo(1, 15);
    }
  });

  it('falls as the strike rises', () => {
    const probabilities = [38, 40, 42, 44, 46].map((strike) => probabilityInTheMoney(hull156({ strike })));
    for (let index = 1; index < probabilities.length; index++)
      expect(probabilities[index]).toBeLessThan(probabilities[index - 1] ?? 0);
  });

  it('is the certain outcome at expiry and without volatility; at the money is not in the money', () => {
    expect(probabilityInTheMoney(hull156({ years: 0 }))).toBe(1);
    expect(probabilityInTheMoney(hull156({ years: 0, type: 'put' }))).toBe(0);
    expect(probabilityInTheMoney(hull156({ years: 0, strike: 42 }))).toBe(0);
    expect(probabilityInTheMoney(hull156({ years: 0, strike: 42, type: 'put' }))).toBe(0);
    // Forward 42 e^(0.1 × 0.5) ≈ 44.15: a 44 call finishes in the money for sure, a 45 call never.
    expect(probabilityInTheMoney(hull156({ volatility: 0, strike: 44 }))).toBe(1);
    expect(probabilityInTheMoney(hull156({ volatility: 0, strike: 45 }))).toBe(0);
  });

  it('refuses invalid inputs with a RangeError naming them', () => {
    expect(() => probabilityInTheMoney(hull156({ spot: -1 }))).toThrow(/^spot must/);
    expect(() => probabilityInTheMoney(hull156({ volatility: Number.NaN }))).toThrow(/^volatility must/);
    expect(() => probabilityInTheMoney(hull156({ rate: Number.NaN }))).toThrow(/^rate must/);
  });
});

describe('realWorldProbabilityInTheMoney', () => {
  it('equals the risk-neutral probability when the drift is the risk-free rate', () => {
    const { rate, ...rest } = hull156();
    expect(realWorldProbabilityInTheMoney({ ...rest, drift: rate })).toBe(probabilityInTheMoney(hull156()));
  });

  it('makes a call more likely to finish in the money the higher the expected return', () => {
    const { rate: _rate, ...rest } = hull156({ strike: 45 });
    const low = realWorldProbabilityInTheMoney({ ...rest, drift: 0.02 });
    const high = realWorldProbabilityInTheMoney({ ...rest, drift: 0.15 });
    expect(high).toBeGreaterThan(low);
  });

  it('names the drift when it is invalid', () => {
    const { rate: _rate, ...rest } = hull156();
    expect(() => realWorldProbabilityInTheMoney({ ...rest, drift: Infinity })).toThrow(/^drift must/);
  });
});

describe('assignmentProbability', () => {
  it("is the short call's probability of finishing in the money", () => {
    const { type: _type, ...call } = hull156({ strike: 45 });
    expect(assignmentProbability(call)).toBe(probabilityInTheMoney(hull156({ strike: 45 })));
  });
});
