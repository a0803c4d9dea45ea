import bs from 'black-scholes';
import greeks from 'greeks';
import registryImpliedVolatility from 'implied-volatility';
import { describe, expect, it } from 'vitest';
import { bsm, bsmPrice, type OptionType } from './black-scholes';
import { solveImpliedVolatility } from './implied-volatility';

/**
 * Independent implementations from the npm registry (dev dependencies of shared): `black-scholes` 1.1.0 (its normal
 * CDF is a 100-term series, not a rational approximation), `greeks` 1.0.0 and `implied-volatility` 1.0.0. None has
 * a dividend yield, so q = 0 here. Their units: theta per day (÷365), vega and rho per 1 % (÷100), the same as
 * this module's; their arguments put volatility before the rate.
 */

const SPOT = 100;
const RATE = 0.04;
const CASES: { type: OptionType; strike: number; years: number; volatility: number }[] = [];
for (const type of ['call', 'put'] as const)
  for (const strike of [50, 70, 90, 100, 110, 130, 150])
    for (const years of [7 / 365, 0.1, 0.5, 1, 2])
      for (const volatility of [0.1, 0.3, 0.6, 1.2]) CASES.push({ type, strike, years, volatility });

describe('cross-check against the black-scholes and greeks packages (q = 0)', () => {
  it('agrees on the price to 1e-11 on a $100 stock', () => {
    for (const { type, strike, years, volatility } of CASES) {
      // Act
      const ours = bsmPrice(type, SPOT, strike, years, RATE, 0, volatility);
      const theirs = bs.blackScholes(SPOT, strike, years, volatility, RATE, type);

      // Assess
      expect(Math.abs(ours - theirs)).toBeLessThan(1e-11);
    }
  });

  it('agrees on delta, gamma, theta per day, vega and rho per point to 1e-12', () => {
    for (const { type, strike, years, volatility } of CASES) {
      // Act
      const ours = bsm({ type, spot: SPOT, strike, years, rate: RATE, dividendYield: 0, volatility });

      // Assess
      expect(
        Math.abs(ours.delta - greeks.getDelta(SPOT, strike, years, volatility, RATE, type)),
      ).toBeLessThan(1e-12);
      expect(Math.abs(ours.gamma - greeks.getGamma(SPOT, strike, years, volatility, RATE))).toBeLessThan(
        1e-12,
      );
      expect(
        Math.abs(ours.theta - greeks.getTheta(SPOT, strike, years, volatility, RATE, type)),
      ).toBeLessThan(1e-12);
      expect(Math.abs(ours.vega - greeks.getVega(SPOT, strike, years, volatility, RATE))).toBeLessThan(1e-12);
      expect(Math.abs(ours.rho - greeks.getRho(SPOT, strike, years, volatility, RATE, type))).toBeLessThan(
        1e-12,
      );
    }
  });
});

describe('cross-check against the implied-volatility package (q = 0)', () => {
  // The package bisects until the price matches "down to the cent" (its price lands in [quote, quote + 0.01)), so
  // its volatility is compared through the price it implies, with a cent of slack, on quotes rounded to the cent.
  const quotes = CASES.filter(({ strike, years }) => strike >= 80 && strike <= 120 && years >= 0.05)
    .map((option) => ({
      ...option,
      price:
        Math.round(
          bsmPrice(option.type, SPOT, option.strike, option.years, RATE, 0, option.volatility) * 100,
        ) / 100,
    }))
    .filter(({ price }) => price >= 0.05);

  it('finds the volatility whose price the package lands within a cent of', () => {
    let solved = 0;
    for (const { type, strike, years, price } of quotes) {
      // Act
      const ours = solveImpliedVolatility(type, price, SPOT, strike, years, RATE, 0);
      const theirs = registryImpliedVolatility.getImpliedVolatility(price, SPOT, strike, years, RATE, type);
      if (!ours.ok) continue;
      solved++;

      // Assess
      expect(bsmPrice(type, SPOT, strike, years, RATE, 0, ours.volatility)).toBeCloseTo(price, 10);
      const priceAtTheirs = bsmPrice(type, SPOT, strike, years, RATE, 0, theirs);
      expect(priceAtTheirs).toBeGreaterThanOrEqual(price - 1e-9);
      expect(priceAtTheirs).toBeLessThanOrEqual(price + 0.01 + 1e-9);
      expect(theirs).toBeGreaterThanOrEqual(ours.volatility - 1e-9);
    }
    expect(solved).toBeGreaterThan(20);
  });

  it('reports below-intrinsic where a cent-rounded quote left no volatility; the package returns a number', () => {
    // Prepare: the call's discounted intrinsic value is 100 - 80 e^(-0.04 × 30/365) ≈ 20.2629; the cent-rounded
    // quote 20.26 is below it.
    const years = 30 / 365;

    // Act
    const ours = solveImpliedVolatility('call', 20.26, SPOT, 80, years, RATE, 0);
    const theirs = registryImpliedVolatility.getImpliedVolatility(20.26, SPOT, 80, years, RATE, 'call');

    // Assess
    expect(ours).toMatchObject({ ok: false, reason: 'below-intrinsic' });
    expect(typeof theirs).toBe('number');
  });
});
