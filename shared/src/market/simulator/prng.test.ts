import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../options/normal-distribution';
import {
  coarseNormal,
  hashKey,
  hashString,
  MAX_SHOCK,
  normalAt,
  normalQuantile,
  Stream,
  studentTAt,
  studentTQuantile,
  unitInterval,
} from './prng';

const moments = (draws: readonly number[]) => {
  const mean = draws.reduce((sum, draw) => sum + draw, 0) / draws.length;
  const variance = draws.reduce((sum, draw) => sum + (draw - mean) ** 2, 0) / draws.length;
  const kurtosis = draws.reduce((sum, draw) => sum + (draw - mean) ** 4, 0) / draws.length / variance ** 2;
  return { mean, variance, kurtosis };
};

describe('counter-based hashing', () => {
  it('gives the same hash for the same coordinates and a different one when any coordinate changes', () => {
    // Act
    const base = hashKey(1, 2, 3, 4, 5);
    const variants = [
      hashKey(0, 2, 3, 4, 5),
      hashKey(1, 3, 3, 4, 5),
      hashKey(1, 2, 4, 4, 5),
      hashKey(1, 2, 3, 5, 5),
    ];
    // Assess
    expect(hashKey(1, 2, 3, 4, 5)).toBe(base);
    expect(new Set([base, ...variants, hashKey(1, 2, 3, 4, 6)]).size).toBe(6);
  });

  it('tells coordinate order apart', () => {
    expect(hashKey(7, 1, 2, 3)).not.toBe(hashKey(7, 1, 3, 2));
  });

  it('maps names to stable keys (a change here changes every simulated number)', () => {
    expect(hashString('AAPL')).toBe(hashString('AAPL'));
    expect(hashString('AAPL')).not.toBe(hashString('AAPM'));
  });

  it('turns hashes into uniforms strictly inside (0, 1), evenly spread', () => {
    // Prepare
    const counts = new Array<number>(10).fill(0);
    let lowest = 1;
    let highest = 0;
    // Act
    for (let index = 0; index < 100_000; index++) {
      const uniform = unitInterval(hashKey(42, Stream.tickerTraits, index));
      lowest = Math.min(lowest, uniform);
      highest = Math.max(highest, uniform);
      const decile = Math.floor(uniform * 10);
      counts[decile] = (counts[decile] ?? 0) + 1;
    }
    // Assess: each decile within 5 standard errors of 10 000.
    expect(lowest).toBeGreaterThan(0);
    expect(highest).toBeLessThan(1);
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(5 * Math.sqrt(9_000));
    expect(unitInterval(0)).toBeGreaterThan(0);
    expect(unitInterval(-1)).toBeLessThan(1);
  });
});

describe('normal draws', () => {
  it("invert the normal CDF to within Acklam's stated accuracy", () => {
    for (let step = 1; step < 1000; step++) {
      const probability = step / 1000;
      expect(normalCdf(normalQuantile(probability))).toBeCloseTo(probability, 8);
    }
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(1e-9)).toBeCloseTo(-5.997807, 4);
  });

  it('have mean 0, variance 1 and kurtosis 3', () => {
    // Act
    const draws = Array.from({ length: 200_000 }, (_, index) => normalAt(9, Stream.volume, index));
    // Assess
    const { mean, variance, kurtosis } = moments(draws);
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(variance).toBeCloseTo(1, 1);
    expect(kurtosis).toBeGreaterThan(2.9);
    expect(kurtosis).toBeLessThan(3.1);
  });
});

describe('coarse normal draws', () => {
  it('spread over 1 024 equally likely values with mean 0 and variance close to 1, from the low 10 bits', () => {
    // Act
    const draws = Array.from({ length: 1024 }, (_, bits) => coarseNormal(bits));
    // Assess
    const { mean, variance } = moments(draws);
    expect(Math.abs(mean)).toBeLessThan(1e-12);
    expect(variance).toBeGreaterThan(0.98);
    expect(variance).toBeLessThan(1);
    expect(coarseNormal(1024 + 5)).toBe(coarseNormal(5));
  });
});

describe('Student-t draws', () => {
  it('match published t(5) quantiles (two-sided 95 % and 99 % critical values 2.5706 and 4.0321)', () => {
    expect(studentTQuantile(0.975)).toBeCloseTo(2.570582, 4);
    expect(studentTQuantile(0.995)).toBeCloseTo(4.032143, 4);
    expect(studentTQuantile(0.5)).toBeCloseTo(0, 12);
    expect(studentTQuantile(0.01)).toBeCloseTo(-studentTQuantile(0.99), 12);
  });

  it('have unit variance and fat tails (t(5) has kurtosis 9; cut at 8 σ it stays far above 3)', () => {
    // Act
    const draws = Array.from({ length: 200_000 }, (_, index) =>
      studentTAt(5, Stream.idiosyncraticShock, index),
    );
    // Assess
    const { mean, variance, kurtosis } = moments(draws);
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(variance).toBeGreaterThan(0.95);
    expect(variance).toBeLessThan(1.05);
    expect(kurtosis).toBeGreaterThan(5);
    expect(draws.reduce((largest, draw) => Math.max(largest, Math.abs(draw)), 0)).toBeLessThanOrEqual(
      MAX_SHOCK,
    );
  });
});
