import { describe, expect, it } from 'vitest';
import { normalCdf } from '../options/normal-distribution';
import { inverseNormalCdf } from './inverse-normal-cdf';

describe('inverse normal CDF (Acklam 2003, one Halley step)', () => {
  // Reference quantiles: Python's statistics.NormalDist().inv_cdf (Wichura's algorithm AS 241, 1988, ~1e-16).
  it.each([
    [0.5, 0],
    [0.975, 1.9599639845400536],
    [0.9, 1.2815515655446008],
    [0.15, -1.0364333894937894],
    [0.275, -0.5977601260424784],
    [0.4, -0.2533471031357998],
    [0.01, -2.3263478740408408],
  ])('Φ⁻¹(%f) = %f', (p, expected) => {
    expect(inverseNormalCdf(p)).toBeCloseTo(expected, 11);
  });

  it('is as close in the far tail as the project Φ allows (relative error ~1e-9 beyond x = -3)', () => {
    expect(inverseNormalCdf(1e-10)).toBeCloseTo(-6.361340902404056, 8);
  });

  it('undoes Φ across both tails and the centre', () => {
    for (const p of [1e-12, 1e-6, 0.001, 0.02425, 0.1, 0.3, 0.5, 0.7, 0.97575, 0.999, 1 - 1e-9]) {
      // Act
      const x = inverseNormalCdf(p);
      // Assess
      expect(Math.abs(normalCdf(x) - p) / Math.min(p, 1 - p)).toBeLessThan(1e-9);
    }
  });

  it('is infinite at 0 and 1 and NaN outside', () => {
    expect(inverseNormalCdf(0)).toBe(-Infinity);
    expect(inverseNormalCdf(1)).toBe(Infinity);
    expect(inverseNormalCdf(-0.1)).toBeNaN();
    expect(inverseNormalCdf(Number.NaN)).toBeNaN();
  });
});
