import { describe, expect, it } from 'vitest';
import {
  grossReturns,
  MEAN_BLOCK_LENGTH,
  mix32,
  resamplePath,
  scenarioSeed,
  seedFromText,
  stationaryBootstrapIndices,
  uniformAt,
} from './scenario-paths';

describe('counter-based randomness', () => {
  it('FNV-1a of "a" is 0xe40c292c (the published test vector)', () => {
    expect(seedFromText('a')).toBe(0xe40c292c);
    expect(seedFromText('')).toBe(0x811c9dc5);
  });

  it('mixes to unsigned 32-bit integers, zero to zero (lowbias32 has no constant term)', () => {
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).toBeGreaterThan(0);
    expect(mix32(-1)).toBeLessThan(2 ** 32);
  });

  it('draws uniformly on [0, 1): mean 1/2 and variance 1/12 over 100 000 draws', () => {
    // Act
    let sum = 0;
    let squares = 0;
    let outside = 0;
    const count = 100_000;
    for (let counter = 0; counter < count; counter++) {
      const u = uniformAt(12345, counter);
      if (!(u >= 0 && u < 1)) outside += 1;
      sum += u;
      squares += u * u;
    }
    // Assess: 5 standard errors of each estimate.
    const mean = sum / count;
    expect(outside).toBe(0);
    expect(Math.abs(mean - 0.5)).toBeLessThan(5 * Math.sqrt(1 / 12 / count));
    expect(Math.abs(squares / count - mean * mean - 1 / 12)).toBeLessThan(0.002);
  });
});

describe('stationary bootstrap of the year (Politis & Romano 1994)', () => {
  const seed = scenarioSeed('2025-06-30');

  it('gives the same days for the same seed and scenario, whatever else was drawn before', () => {
    // Act
    const first = stationaryBootstrapIndices({ seed, scenario: 7, returns: 249 });
    stationaryBootstrapIndices({ seed, scenario: 3, returns: 249 });
    const again = stationaryBootstrapIndices({ seed, scenario: 7, returns: 249 });
    // Assess
    expect(Array.from(again)).toEqual(Array.from(first));
  });

  it('gives other days for another scenario or another as-of date', () => {
    const base = Array.from(stationaryBootstrapIndices({ seed, scenario: 0, returns: 249 }));
    expect(Array.from(stationaryBootstrapIndices({ seed, scenario: 1, returns: 249 }))).not.toEqual(base);
    const otherSeed = scenarioSeed('2025-06-27');
    expect(
      Array.from(stationaryBootstrapIndices({ seed: otherSeed, scenario: 0, returns: 249 })),
    ).not.toEqual(base);
  });

  it('draws blocks of consecutive days, circularly, with a mean length near 7', () => {
    // Prepare
    let blocks = 0;
    let days = 0;
    let outside = 0;
    // Act
    for (let scenario = 0; scenario < 200; scenario++) {
      const indices = stationaryBootstrapIndices({ seed, scenario, returns: 249 });
      for (let day = 0; day < indices.length; day++) {
        const index = indices[day] ?? -1;
        if (!(index >= 0 && index < 249)) outside += 1;
        if (day === 0 || index !== ((indices[day - 1] ?? 0) + 1) % 249) blocks += 1;
        days += 1;
      }
    }
    // Assess: a restart onto the very next day is counted as a continuation, so the mean is a shade above L.
    expect(outside).toBe(0);
    expect(days / blocks).toBeGreaterThan(MEAN_BLOCK_LENGTH - 0.5);
    expect(days / blocks).toBeLessThan(MEAN_BLOCK_LENGTH + 0.5);
  });

  it('with mean block length 1 every day is its own block', () => {
    const indices = stationaryBootstrapIndices({ seed, scenario: 0, returns: 1000, meanBlockLength: 1 });
    let continuations = 0;
    for (let day = 1; day < indices.length; day++)
      if (indices[day] === ((indices[day - 1] ?? 0) + 1) % 1000) continuations += 1;
    // Only chance continuations, about 1 in 1000.
    expect(continuations).toBeLessThan(6);
  });

  it('refuses an empty year and a block shorter than a day', () => {
    expect(() => stationaryBootstrapIndices({ seed, scenario: 0, returns: 0 })).toThrow(RangeError);
    expect(() =>
      stationaryBootstrapIndices({ seed, scenario: 0, returns: 10, meanBlockLength: 0.5 }),
    ).toThrow(RangeError);
  });
});

describe('resampled paths', () => {
  const closes = Float64Array.from([100, 110, 99, 108.9]);
  const returns = grossReturns(closes);

  it('day-over-day returns are close ratios', () => {
    expect(Array.from(returns)).toEqual([1.1, 0.9, 1.1]);
  });

  it('taking the days in order rebuilds the historical path', () => {
    // Act
    const path = resamplePath(100, returns, Int32Array.from([0, 1, 2]), new Float64Array(4));
    // Assess
    expect(path[0]).toBe(100);
    expect(path[1]).toBeCloseTo(110, 12);
    expect(path[2]).toBeCloseTo(99, 12);
    expect(path[3]).toBeCloseTo(108.9, 12);
  });

  it('starts at the first close and compounds the chosen days', () => {
    // Act: day 0 twice, then day 1.
    const path = resamplePath(100, returns, Int32Array.from([0, 0, 1]), new Float64Array(4));
    // Assess
    expect(Array.from(path).map((price) => Math.round(price * 1e9) / 1e9)).toEqual([100, 110, 121, 108.9]);
  });
});
