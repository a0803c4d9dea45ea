import { describe, expect, it } from 'vitest';
import { shareCoverage } from './share-coverage';

describe('shareCoverage', () => {
  it.each([
    // shares, allocation, open, coverable, tradeable, needed
    [300, 1, 0, 3, 3, 0],
    [350, 1, 2, 3, 1, 0],
    [300, 1, 3, 3, 0, 100],
    // The spec's 100 − (shares mod 100) once every coverable contract is sold.
    [250, 1, 2, 2, 0, 50],
    [60, 1, 0, 0, 0, 40],
    [500, 0.5, 0, 2, 2, 0],
    [150, 0.5, 0, 0, 0, 50],
    [250, 0.3, 0, 0, 0, 84],
    // 11 000 × 0.7 / 100 is 76.99999999999999 in binary floating point.
    [11_000, 0.7, 0, 77, 77, 0],
    [99.5, 1, 0, 0, 0, 1],
  ])(
    '%d shares at %d with %d sold: %d coverable, %d tradeable, %d more needed',
    (shares, allocation, open, coverable, tradeable, needed) => {
      // Act
      const coverage = shareCoverage({ shares, allocation, openContracts: open });

      // Assess
      expect(coverage).toEqual({
        coverableContracts: coverable,
        tradeableContracts: tradeable,
        sharesNeeded: needed,
      });
    },
  );

  it('needs infinitely many shares at a 0 allocation', () => {
    // Act and Assess
    expect(shareCoverage({ shares: 500, allocation: 0, openContracts: 0 }).sharesNeeded).toBe(Infinity);
  });

  it('refuses nonsense', () => {
    // Act and Assess
    expect(() => shareCoverage({ shares: -1, allocation: 1, openContracts: 0 })).toThrow(RangeError);
    expect(() => shareCoverage({ shares: 100, allocation: 1.5, openContracts: 0 })).toThrow(RangeError);
    expect(() => shareCoverage({ shares: 100, allocation: 1, openContracts: 0.5 })).toThrow(RangeError);
  });
});
