import { normalCdf, SQRT_2PI } from '../options/normal-distribution';

/**
 * Φ⁻¹(p), the standard normal quantile, for the strike search's first guess. Peter J. Acklam's rational
 * approximation ("An algorithm for computing the inverse normal cumulative distribution function", 2003;
 * relative error below 1.15e-9), polished by one Halley step on the project's own Φ
 * (options/normal-distribution.ts), which brings it to the last few bits of a double. Candidate for
 * options/normal-distribution.ts once another caller needs it.
 */

const A1 = -3.969683028665376e1;
const A2 = 2.209460984245205e2;
const A3 = -2.759285104469687e2;
const A4 = 1.38357751867269e2;
const A5 = -3.066479806614716e1;
const A6 = 2.506628277459239;
const B1 = -5.447609879822406e1;
const B2 = 1.615858368580409e2;
const B3 = -1.556989798598866e2;
const B4 = 6.680131188771972e1;
const B5 = -1.328068155288572e1;
const C1 = -7.784894002430293e-3;
const C2 = -3.223964580411365e-1;
const C3 = -2.400758277161838;
const C4 = -2.549732539343734;
const C5 = 4.374664141464968;
const C6 = 2.938163982698783;
const D1 = 7.784695709041462e-3;
const D2 = 3.224671290700398e-1;
const D3 = 2.445134137142996;
const D4 = 3.754408661907416;
/** Below this (and above 1 - this) Acklam switches from the central rational function to the tail one. */
const P_LOW = 0.02425;

const tail = (q: number): number =>
  (((((C1 * q + C2) * q + C3) * q + C4) * q + C5) * q + C6) / ((((D1 * q + D2) * q + D3) * q + D4) * q + 1);

/** Φ⁻¹(p) for 0 < p < 1; -Infinity at 0, Infinity at 1, NaN outside [0, 1]. */
export const inverseNormalCdf = (p: number): number => {
  if (!(p >= 0 && p <= 1)) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  let x: number;
  if (p < P_LOW) {
    x = tail(Math.sqrt(-2 * Math.log(p)));
  } else if (p > 1 - P_LOW) {
    x = -tail(Math.sqrt(-2 * Math.log(1 - p)));
  } else {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((A1 * r + A2) * r + A3) * r + A4) * r + A5) * r + A6) * q) /
      (((((B1 * r + B2) * r + B3) * r + B4) * r + B5) * r + 1);
  }
  // Halley's step (Acklam's own refinement): e = Φ(x) - p, u = e / φ(x).
  const u = (normalCdf(x) - p) * SQRT_2PI * Math.exp(0.5 * x * x);
  return x - u / (1 + 0.5 * x * u);
};
