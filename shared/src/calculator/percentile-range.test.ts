import { describe, expect, it } from 'vitest';
import { percentileOfSorted, percentileRange } from './percentile-range';

/**
 * Expected values from NumPy's default `np.percentile` (Hyndman & Fan definition 7), e.g.
 * np.percentile(range(1, 11), 10).
 */
describe('percentiles (Hyndman & Fan definition 7)', () => {
  it('of 1..10: 10th 1.9, median 5.5, 90th 9.1', () => {
    // Prepare: shuffled, to show the input order does not matter.
    const values = [7, 3, 10, 1, 5, 9, 2, 8, 4, 6];
    // Act
    const range = percentileRange(values);
    // Assess
    expect(range.low).toBeCloseTo(1.9, 12);
    expect(range.median).toBeCloseTo(5.5, 12);
    expect(range.high).toBeCloseTo(9.1, 12);
    expect(values).toEqual([7, 3, 10, 1, 5, 9, 2, 8, 4, 6]);
  });

  it('of 50 outcomes 0..49: 10th 4.9, median 24.5, 90th 44.1', () => {
    const range = percentileRange(Float64Array.from({ length: 50 }, (_, index) => index));
    expect(range.low).toBeCloseTo(4.9, 12);
    expect(range.median).toBeCloseTo(24.5, 12);
    expect(range.high).toBeCloseTo(44.1, 12);
  });

  it('of one value is that value', () => {
    expect(percentileRange([42])).toEqual({ low: 42, median: 42, high: 42 });
  });

  it('at 0 and 100 are the minimum and maximum', () => {
    const sorted = [1, 2, 4, 8];
    expect(percentileOfSorted(sorted, 0)).toBe(1);
    expect(percentileOfSorted(sorted, 100)).toBe(8);
    expect(percentileOfSorted(sorted, 50)).toBe(3);
  });

  it('refuses no values and a percentile outside 0-100', () => {
    expect(() => percentileOfSorted([], 50)).toThrow(RangeError);
    expect(() => percentileOfSorted([1], 101)).toThrow(/0-100/);
  });
});
