import { describe, expect, it } from 'vitest';
import { normalCdf, normalCdfFromGaussian, normalPdf } from './normal-distribution';

// Φ(x) from mpmath 1.3 at 40 significant digits (mp.ncdf), written as the nearest double.
const REFERENCE: readonly (readonly [number, number])[] = [
  [-37, 5.725571222524577e-300],
  [-30, 4.906713927148187e-198],
  [-20, 2.7536241186062337e-89],
  [-10, 7.619853024160525e-24],
  [-8, 6.220960574271784e-16],
  [-7.5, 3.1908916729108963e-14],
  [-7, 1.279812543885835e-12],
  [-6, 9.86587645037698e-10],
  [-5, 2.866515718791939e-7],
  [-4, 0.000031671241833119924],
  [-3, 0.0013498980316300946],
  [-2, 0.02275013194817921],
  [-1.5, 0.06680720126885807],
  [-1, 0.15865525393145705],
  [-0.5, 0.3085375387259869],
  [-0.1, 0.460172162722971],
  [0, 0.5],
  [0.1, 0.539827837277029],
  [0.5, 0.6914624612740131],
  [1, 0.8413447460685429],
  [2, 0.9772498680518208],
  [3, 0.9986501019683699],
  [5, 0.9999997133484281],
  [8, 0.9999999999999993],
];

describe('normalCdf', () => {
  it.each(REFERENCE)('matches the 40-digit value at %d to 2e-16 absolute', (x, expected) => {
    // Act
    const value = normalCdf(x);

    // Assess
    expect(Math.abs(value - expected)).toBeLessThanOrEqual(2e-16);
  });

  it('keeps the lower tail accurate relative to its size, not only absolutely', () => {
    // Prepare
    const lowerTail = REFERENCE.filter(([x]) => x < 0);

    // Act
    const relativeErrors = lowerTail.map(
      ([x, expected]) => [x, Math.abs(normalCdf(x) / expected - 1)] as const,
    );

    // Assess: near machine precision down to -3, and under 1e-8 in the far tail (Hart's continued fraction).
    for (const [x, error] of relativeErrors) expect(error).toBeLessThan(x >= -3 ? 5e-14 : 1e-8);
  });

  it('is symmetric: Φ(x) + Φ(-x) = 1', () => {
    for (let x = 0; x <= 9; x += 0.0625) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
  });

  it('saturates to exactly 0 and 1 far out, and passes NaN through', () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });

  it('is increasing', () => {
    let previous = 0;
    for (let x = -12; x <= 12; x += 0.01) {
      const value = normalCdf(x);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('normalCdfFromGaussian', () => {
  it('gives normalCdf exactly when handed exp(-x²/2)', () => {
    for (let x = -10; x <= 10; x += 0.37)
      expect(normalCdfFromGaussian(x, Math.exp(-0.5 * x * x))).toBe(normalCdf(x));
  });
});

describe('normalPdf', () => {
  it('is 1/√(2π) at 0 and e^(-1/2)/√(2π) at ±1', () => {
    expect(normalPdf(0)).toBeCloseTo(0.3989422804014327, 16);
    expect(normalPdf(1)).toBeCloseTo(0.24197072451914337, 16);
    expect(normalPdf(-1)).toBe(normalPdf(1));
  });
});
