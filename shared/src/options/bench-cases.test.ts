import { describe, expect, it } from 'vitest';
import { buildBenchGrid, runImpliedVolLoop, runPricingLoop } from './bench-cases';
import { bsmPrice } from './black-scholes';

describe('bench grid', () => {
  it('is the same for the same seed and different for another', () => {
    // Act
    const first = buildBenchGrid(64, 7);
    const again = buildBenchGrid(64, 7);
    const other = buildBenchGrid(64, 8);

    // Assess
    expect(again).toEqual(first);
    expect(other.strike).not.toEqual(first.strike);
  });

  it('spans the documented inputs, alternating calls and puts', () => {
    const grid = buildBenchGrid(1000);
    expect(grid.type.slice(0, 4)).toEqual(['call', 'put', 'call', 'put']);
    expect(Math.min(...grid.strike)).toBeGreaterThanOrEqual(70);
    expect(Math.max(...grid.strike)).toBeLessThanOrEqual(130);
    expect(Math.min(...grid.years)).toBeGreaterThanOrEqual(3 / 365);
    expect(Math.max(...grid.years)).toBeLessThanOrEqual(1);
    expect(Math.min(...grid.volatility)).toBeGreaterThanOrEqual(0.1);
    expect(Math.max(...grid.volatility)).toBeLessThanOrEqual(1);
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => buildBenchGrid(0)).toThrow(RangeError);
    expect(() => buildBenchGrid(2.5)).toThrow(/^size must/);
  });
});

describe('bench loops', () => {
  it('the pricing loop sums the grid prices, cycling through the grid', () => {
    // Prepare
    const grid = buildBenchGrid(10);
    const once = Array.from({ length: 10 }, (_, index) =>
      bsmPrice(
        grid.type[index] ?? 'call',
        grid.spot[index] ?? 0,
        grid.strike[index] ?? 0,
        grid.years[index] ?? 0,
        grid.rate,
        grid.dividendYield,
        grid.volatility[index] ?? 0,
      ),
    ).reduce((sum, price) => sum + price, 0);

    // Act
    const checksum = runPricingLoop(25, grid);

    // Assess: two full passes and the first five again.
    const firstFive = [...grid.price.slice(0, 5)].reduce((sum, price) => sum + price, 0);
    expect(checksum).toBeCloseTo(2 * once + firstFive, 9);
  });

  it('the implied-volatility loop recovers every grid volatility', () => {
    // Prepare
    const grid = buildBenchGrid(200);
    const volatilities = [...grid.volatility].reduce((sum, volatility) => sum + volatility, 0);

    // Act
    const checksum = runImpliedVolLoop(200, grid);

    // Assess
    expect(checksum).toBeCloseTo(volatilities, 8);
  });
});
