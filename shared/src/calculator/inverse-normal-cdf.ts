import { acklamNormalQuantile, normalCdf, SQRT_2PI } from '../options/normal-distribution';

/**
 * Φ⁻¹(p), the standard normal quantile, for the strike search's first guess. Peter J. Acklam's rational
 * approximation ("An algorithm for computing the inverse normal cumulative distribution function", 2003;
 * relative error below 1.15e-9), polished by one Halley step on the project's own Φ
 * (options/normal-distribution.ts), which brings it to the last few bits of a double.
 */

/** Φ⁻¹(p) for 0 < p < 1; -Infinity at 0, Infinity at 1, NaN outside [0, 1]. */
export const inverseNormalCdf = (p: number): number => {
  if (!(p >= 0 && p <= 1)) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const x = acklamNormalQuantile(p);
  // Halley's step (Acklam's own refinement): e = Φ(x) - p, u = e / φ(x).
  const u = (normalCdf(x) - p) * SQRT_2PI * Math.exp(0.5 * x * x);
  return x - u / (1 + 0.5 * x * u);
};
