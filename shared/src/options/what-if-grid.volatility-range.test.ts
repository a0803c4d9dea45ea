import { describe, expect, it } from 'vitest';
import { realisedVolatilityRange } from './what-if-grid';

/**
 * The slider's low, average and high markers: 20-session realised volatility, sample standard deviation of log
 * returns annualised by √252 (Hull, "Options, Futures, and Other Derivatives", §15.4).
 */
describe('realised volatility range', () => {
  it('a steady 1 % daily rise has no volatility', () => {
    const closes = Array.from({ length: 40 }, (_, index) => 100 * 1.01 ** index);
    const range = realisedVolatilityRange(closes);
    expect(range?.high).toBeCloseTo(0, 10);
    expect(range?.low).toBeCloseTo(0, 10);
  });

  it('alternating ±1 % moves: σ = stdev of the log returns × √252, the same in every window', () => {
    const closes = [100];
    for (let index = 1; index <= 41; index++)
      closes.push((closes[index - 1] as number) * (index % 2 ? 1.01 : 0.99));
    const range = realisedVolatilityRange(closes);
    expect(range).toBeDefined();
    expect(range?.low).toBeGreaterThan(0.15);
    expect(range?.high).toBeLessThan(0.17);
    expect(range?.average).toBeGreaterThanOrEqual(range?.low ?? 0);
    expect(range?.average).toBeLessThanOrEqual(range?.high ?? 0);
  });

  it('a calm month then a wild one: low from the calm, high from the wild', () => {
    const closes = [100];
    for (let index = 1; index <= 60; index++) {
      const swing = index <= 30 ? 0.002 : 0.03;
      closes.push((closes[index - 1] as number) * (index % 2 ? 1 + swing : 1 - swing));
    }
    const range = realisedVolatilityRange(closes);
    expect(range?.low).toBeLessThan(0.05);
    expect(range?.high).toBeGreaterThan(0.4);
  });

  it('too few closes give no range', () => {
    expect(realisedVolatilityRange([100, 101, 102])).toBeUndefined();
  });
});
