import { describe, expect, it } from 'vitest';
import { bsm, bsmPrice, type OptionType } from './black-scholes';
import { impliedVolatility, type ImpliedVolatilityInput, solveImpliedVolatility } from './implied-volatility';

const quote = (overrides: Partial<ImpliedVolatilityInput> = {}): ImpliedVolatilityInput => ({
  type: 'call',
  price: 5,
  spot: 100,
  strike: 100,
  years: 0.25,
  rate: 0.05,
  dividendYield: 0.02,
  ...overrides,
});

describe('impliedVolatility: round trip price -> volatility -> price', () => {
  const spot = 100;
  const rate = 0.05;
  const dividendYield = 0.02;
  const strikes = [50, 60, 70, 80, 90, 95, 100, 105, 110, 120, 130, 140, 150];
  const days = [1, 2, 7, 30, 91, 182, 365, 730];
  const volatilities = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 2];

  it('recovers the price to 1e-8 relative and the volatility to 1e-6 relative wherever vega is not negligible', () => {
    let checked = 0;
    for (const type of ['call', 'put'] as OptionType[])
      for (const strike of strikes)
        for (const day of days)
          for (const volatility of volatilities) {
            // Prepare: "not negligible" is a vega of at least a millionth of the spot per volatility point, i.e. a
            // one-point volatility change moves the price by at least $0.0001 on a $100 stock.
            const years = day / 365;
            const input = { type, spot, strike, years, rate, dividendYield, volatility };
            if (bsm(input).vega < 1e-6 * spot) continue;
            const price = bsmPrice(type, spot, strike, years, rate, dividendYield, volatility);

            // Act
            const result = solveImpliedVolatility(type, price, spot, strike, years, rate, dividendYield);

            // Assess
            if (!result.ok) throw new Error(`${type} K=${strike} ${day}d σ=${volatility}: ${result.message}`);
            const repriced = bsmPrice(type, spot, strike, years, rate, dividendYield, result.volatility);
            expect(Math.abs(repriced - price) / price).toBeLessThanOrEqual(1e-8);
            expect(Math.abs(result.volatility - volatility) / volatility).toBeLessThanOrEqual(1e-6);
            checked++;
          }
    // 1116 of the 1664 cases qualify; the rest are deep in or out of the money close to expiry.
    expect(checked).toBeGreaterThan(1100);
  });

  it('converges in a few iterations for typical quotes', () => {
    for (const strike of [90, 100, 110])
      for (const volatility of [0.15, 0.3, 0.6]) {
        const price = bsmPrice('call', 100, strike, 30 / 365, 0.05, 0.02, volatility);
        const result = impliedVolatility(quote({ price, strike, years: 30 / 365 }));
        expect(result.ok && result.iterations).toBeLessThanOrEqual(5);
      }
  });

  it("finds Hull's implied volatility: a call at 1.875 with S=21, K=20, r=10 %, T=0.25 is about 23.5 %", () => {
    // Hull, Options, Futures, and Other Derivatives, section "Implied volatilities"; 0.2345129140 by mpmath.
    const result = impliedVolatility(
      quote({ price: 1.875, spot: 21, strike: 20, years: 0.25, rate: 0.1, dividendYield: 0 }),
    );
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.volatility).toBeCloseTo(0.234512914, 9);
  });
});

describe('impliedVolatility: prices with no implied volatility', () => {
  // Spot 100, strike 80, r 5 %, q 2 %, a quarter: the call's lower bound is 100 e^(-0.005) - 80 e^(-0.0125) ≈ 20.49.
  const lowerBound = 100 * Math.exp(-0.02 * 0.25) - 80 * Math.exp(-0.05 * 0.25);

  it.each([
    ['below the discounted intrinsic value', 20],
    ['exactly at the discounted intrinsic value', lowerBound],
    ['negative', -1],
  ])('a call price %s is below-intrinsic, with no volatility', (_, price) => {
    // Act
    const result = impliedVolatility(quote({ price, strike: 80 }));

    // Assess
    expect(result).toMatchObject({ ok: false, reason: 'below-intrinsic' });
    expect(result).not.toHaveProperty('volatility');
    expect(!result.ok && result.message).toMatch(/lower bound/);
  });

  it('an out-of-the-money call quoted at 0 is below-intrinsic, not a volatility of 0', () => {
    expect(impliedVolatility(quote({ price: 0, strike: 120 }))).toMatchObject({
      ok: false,
      reason: 'below-intrinsic',
    });
  });

  it('a put below K e^(-rT) - S e^(-qT) is below-intrinsic', () => {
    expect(impliedVolatility(quote({ type: 'put', price: 19, strike: 120 }))).toMatchObject({
      ok: false,
      reason: 'below-intrinsic',
    });
  });

  it.each([
    ['call', 100 * Math.exp(-0.02 * 0.25)],
    ['call', 150],
    ['put', 100 * Math.exp(-0.05 * 0.25)],
  ] as const)('a %s price of %d at or above its upper bound is above-upper-bound', (type, price) => {
    // Act
    const result = impliedVolatility(quote({ type, price }));

    // Assess
    expect(result).toMatchObject({ ok: false, reason: 'above-upper-bound' });
    expect(result).not.toHaveProperty('volatility');
  });

  it.each([
    ['years', { years: 0 }],
    ['years', { years: -1 }],
    ['price', { price: Number.NaN }],
    ['spot', { spot: -5 }],
    ['strike', { strike: 0 }],
    ['rate', { rate: Infinity }],
    ['type', { type: 'future' as OptionType }],
  ] as const)('an invalid %s is invalid-input, with a message naming it', (name, overrides) => {
    const result = impliedVolatility(quote(overrides));
    expect(result).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(!result.ok && result.message).toMatch(new RegExp(`^${name} must`));
  });

  it('solves just inside either bound instead of refusing', () => {
    // Prepare
    const upper = 100 * Math.exp(-0.02 * 0.25);

    // Act
    const nearLower = impliedVolatility(quote({ price: lowerBound + 0.01, strike: 80 }));
    const nearUpper = impliedVolatility(quote({ price: upper * 0.999 }));

    // Assess
    expect(nearLower).toMatchObject({ ok: true });
    expect(nearUpper).toMatchObject({ ok: true });
    expect(nearUpper.ok && nearUpper.volatility).toBeGreaterThan(10);
  });
});
