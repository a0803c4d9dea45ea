import { describe, expect, it } from 'vitest';
import { strikeLadder } from './strike-ladder';

describe('the strike ladder', () => {
  it('steps $2.50 near a $270 price and $5 beyond 15 %, out to 35 % each side', () => {
    // Act
    const strikes = strikeLadder(267.02);
    // Assess
    expect(strikes).toContain(267.5);
    expect(strikes).toContain(265);
    expect(
      strikes.filter((strike) => strike >= 230 && strike <= 305).every((strike) => strike % 2.5 === 0),
    ).toBe(true);
    expect(strikes.filter((strike) => strike < 225 || strike > 310).every((strike) => strike % 5 === 0)).toBe(
      true,
    );
    expect(strikes[0]).toBeLessThanOrEqual(267.02 * 0.65);
    expect(strikes.at(-1)).toBeGreaterThanOrEqual(267.02 * 1.35);
  });

  it('keeps at least ten strikes a side for a cheap stock, stopping above $0', () => {
    // Act
    const strikes = strikeLadder(5.2);
    // Assess
    expect(strikes.filter((strike) => strike > 5.2).length).toBeGreaterThanOrEqual(10);
    expect(strikes[0]).toBeGreaterThan(0);
    expect(strikes.filter((strike) => strike < 5.2).length).toBeGreaterThanOrEqual(5);
  });

  it('is in whole cents, ascending, without repeats', () => {
    for (const price of [8.01, 24.99, 25, 99.5, 480, 1050]) {
      const strikes = strikeLadder(price);
      for (let index = 1; index < strikes.length; index++)
        expect(strikes[index]).toBeGreaterThan(strikes[index - 1] ?? Infinity);
      for (const strike of strikes) expect(Math.round(strike * 100) / 100).toBe(strike);
    }
  });
});
