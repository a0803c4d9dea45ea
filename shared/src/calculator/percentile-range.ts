import type { Range } from '../contracts/calculator';

/**
 * The p-th percentile (0-100) of values sorted ascending, interpolating linearly between order statistics:
 * Hyndman & Fan's definition 7 ("Sample Quantiles in Statistical Packages", The American Statistician 50
 * (1996) 361-365), the default of R's `quantile`, NumPy's `percentile` and Excel's PERCENTILE.INC. The
 * position is h = (n - 1) p / 100 and the value x[⌊h⌋] + (h - ⌊h⌋)(x[⌊h⌋ + 1] - x[⌊h⌋]).
 */
export const percentileOfSorted = (sorted: ArrayLike<number>, p: number): number => {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0-100, got ${p}`);
  const position = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(position);
  const lower = sorted[below] ?? Number.NaN;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? Number.NaN;
  return lower + (position - below) * (upper - lower);
};

/** The calculator's outcome spread: 10th percentile as low, median, 90th percentile as high. */
export const LOW_PERCENTILE = 10;
export const HIGH_PERCENTILE = 90;

/** Low, median and high of a set of scenario outcomes (the input is not modified). */
export const percentileRange = (values: ArrayLike<number>): Range => {
  const sorted = Float64Array.from(values).sort();
  return {
    low: percentileOfSorted(sorted, LOW_PERCENTILE),
    median: percentileOfSorted(sorted, 50),
    high: percentileOfSorted(sorted, HIGH_PERCENTILE),
  };
};
