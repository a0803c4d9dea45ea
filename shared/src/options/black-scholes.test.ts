import { describe, expect, it } from 'vitest';
import { bsm, type BsmInput, bsmPrice, type OptionType } from './black-scholes';

const option = (overrides: Partial<BsmInput> = {}): BsmInput => ({
  type: 'call',
  spot: 100,
  strike: 100,
  years: 0.5,
  rate: 0.05,
  dividendYield: 0.02,
  volatility: 0.25,
  ...overrides,
});

const priceOf = (input: BsmInput): number =>
  bsmPrice(
    input.type,
    input.spot,
    input.strike,
    input.years,
    input.rate,
    input.dividendYield,
    input.volatility,
  );

/**
 * Textbook prices. The books print 2 or 4 decimals; `exact` is the same formula evaluated with mpmath at 40 digits
 * (Hull's and Haug's figures are those values rounded), so the check is both "agrees with the book to its last
 * printed digit" and "agrees with an independent high-precision evaluation to 1e-10".
 */
const TEXTBOOK: readonly {
  readonly source: string;
  readonly input: BsmInput;
  readonly book: number;
  readonly digits: number;
  readonly exact: number;
}[] = [
  {
    source: 'Hull, Options, Futures, and Other Derivatives, Example 15.6 (call)',
    input: option({ spot: 42, strike: 40, years: 0.5, rate: 0.1, dividendYield: 0, volatility: 0.2 }),
    book: 4.76,
    digits: 2,
    exact: 4.75942239287,
  },
  {
    source: 'Hull, Example 15.6 (put)',
    input: option({
      type: 'put',
      spot: 42,
      strike: 40,
      years: 0.5,
      rate: 0.1,
      dividendYield: 0,
      volatility: 0.2,
    }),
    book: 0.81,
    digits: 2,
    exact: 0.8085993729,
  },
  {
    source: 'Hull, Example 17.1: index call, dividend yield 3 %',
    input: option({
      spot: 930,
      strike: 900,
      years: 2 / 12,
      rate: 0.08,
      dividendYield: 0.03,
      volatility: 0.2,
    }),
    book: 51.83,
    digits: 2,
    exact: 51.8329567965,
  },
  {
    source: 'Haug, The Complete Guide to Option Pricing Formulas (2nd ed.), ch. 1: Black-Scholes call',
    input: option({ spot: 60, strike: 65, years: 0.25, rate: 0.08, dividendYield: 0, volatility: 0.3 }),
    book: 2.1334,
    digits: 4,
    exact: 2.13336844492,
  },
  {
    source: 'Haug, ch. 1: Merton (1973) put on an index with yield 5 %',
    input: option({
      type: 'put',
      spot: 100,
      strike: 95,
      years: 0.5,
      rate: 0.1,
      dividendYield: 0.05,
      volatility: 0.2,
    }),
    book: 2.4648,
    digits: 4,
    exact: 2.46478764676,
  },
  {
    source: 'Haug, ch. 1: Black (1976) futures option, cost of carry 0 (q = r)',
    input: option({ spot: 19, strike: 19, years: 0.75, rate: 0.1, dividendYield: 0.1, volatility: 0.28 }),
    book: 1.7011,
    digits: 4,
    exact: 1.70105072524,
  },
  {
    source: 'Haug, ch. 1: Garman-Kohlhagen currency call (foreign rate as q)',
    input: option({ spot: 1.56, strike: 1.6, years: 0.5, rate: 0.06, dividendYield: 0.08, volatility: 0.12 }),
    book: 0.0291,
    digits: 4,
    exact: 0.0290992531494,
  },
  {
    source: 'black-scholes package README (30, 34, 0.25 y, 20 %, 8 %): call',
    input: option({ spot: 30, strike: 34, years: 0.25, rate: 0.08, dividendYield: 0, volatility: 0.2 }),
    book: 0.23834902311961947,
    digits: 12,
    exact: 0.23834902312,
  },
];

describe('bsmPrice and bsm: textbook values', () => {
  it.each(TEXTBOOK)('$source', ({ input, book, digits, exact }) => {
    // Act
    const price = priceOf(input);

    // Assess
    expect(price).toBeCloseTo(book, Math.min(digits, 10));
    expect(Math.abs(price - exact)).toBeLessThan(1e-10);
    expect(bsm(input).price).toBe(price);
  });
});

describe('bsm greeks: textbook values', () => {
  // Haug, ch. 2 (greeks of the generalized BSM). Haug quotes theta per year and vega and rho per 1.00; this module
  // per calendar day and per 0.01, so the book figures are converted: theta × 365, vega and rho × 100.
  it('delta of a call and a put on a future (Haug: 0.5946 and -0.3566)', () => {
    // Prepare
    const input = option({
      spot: 105,
      strike: 100,
      years: 0.5,
      rate: 0.1,
      dividendYield: 0.1,
      volatility: 0.36,
    });

    // Act
    const call = bsm(input);
    const put = bsm({ ...input, type: 'put' });

    // Assess
    expect(call.delta).toBeCloseTo(0.5946, 4);
    expect(put.delta).toBeCloseTo(-0.3566, 4);
  });

  it('gamma (Haug: 0.0278)', () => {
    const greeks = bsm(
      option({ spot: 55, strike: 60, years: 0.75, rate: 0.1, dividendYield: 0, volatility: 0.3 }),
    );
    expect(greeks.gamma).toBeCloseTo(0.0278, 4);
    expect(greeks.gamma).toBeCloseTo(0.0278211604769, 11);
  });

  it('annual theta of a put with carry 2 % (Haug: -31.1924)', () => {
    const input = option({
      type: 'put',
      spot: 430,
      strike: 405,
      years: 0.0833,
      rate: 0.07,
      dividendYield: 0.05,
    });
    const greeks = bsm({ ...input, volatility: 0.2 });
    expect(greeks.theta * 365).toBeCloseTo(-31.1924, 4);
  });

  it('rho of a call (Haug: 38.7325)', () => {
    const greeks = bsm(
      option({ spot: 72, strike: 75, years: 1, rate: 0.09, dividendYield: 0, volatility: 0.19 }),
    );
    expect(greeks.rho * 100).toBeCloseTo(38.7325, 4);
  });

  it("all greeks of Hull's Example 15.6 call against a 40-digit evaluation", () => {
    // Prepare: mpmath values of the closed forms (annual theta, vega and rho per 1.00).
    const input = option({ spot: 42, strike: 40, years: 0.5, rate: 0.1, dividendYield: 0, volatility: 0.2 });

    // Act
    const greeks = bsm(input);

    // Assess
    expect(greeks.delta).toBeCloseTo(0.779131290943, 11);
    expect(greeks.gamma).toBeCloseTo(0.0499626704059, 11);
    expect(greeks.theta).toBeCloseTo(-4.55909219459 / 365, 11);
    expect(greeks.vega).toBeCloseTo(8.8134150596 / 100, 11);
    expect(greeks.rho).toBeCloseTo(13.9820459134 / 100, 11);
  });
});

const GRID: BsmInput[] = [];
for (const type of ['call', 'put'] as const)
  for (const strike of [60, 80, 95, 100, 105, 120, 150])
    for (const years of [0.02, 0.25, 1, 2])
      for (const volatility of [0.1, 0.3, 0.8])
        for (const dividendYield of [0, 0.03])
          GRID.push(option({ type, strike, years, volatility, dividendYield }));

describe('identities', () => {
  it('put-call parity with a dividend yield: C - P = S e^(-qT) - K e^(-rT)', () => {
    for (const input of GRID.filter((candidate) => candidate.type === 'call')) {
      // Act
      const call = priceOf(input);
      const put = priceOf({ ...input, type: 'put' });

      // Assess
      const forwardValue =
        input.spot * Math.exp(-input.dividendYield * input.years) -
        input.strike * Math.exp(-input.rate * input.years);
      expect(Math.abs(call - put - forwardValue)).toBeLessThan(1e-11);
    }
  });

  it('each greek is the central finite difference of the price', () => {
    for (const input of GRID) {
      // Prepare: steps small enough for the O(h²) truncation to be under 1e-6, large enough for rounding to be.
      const at = (overrides: Partial<BsmInput>): number => priceOf({ ...input, ...overrides });
      const h = 1e-3;

      // Act
      const greeks = bsm(input);
      const delta = (at({ spot: input.spot + h }) - at({ spot: input.spot - h })) / (2 * h);
      const gamma = (at({ spot: input.spot + h }) - 2 * at({}) + at({ spot: input.spot - h })) / (h * h);
      const hT = 1e-6;
      const annualTheta = -(at({ years: input.years + hT }) - at({ years: input.years - hT })) / (2 * hT);
      const hV = 1e-5;
      const vega =
        (at({ volatility: input.volatility + hV }) - at({ volatility: input.volatility - hV })) / (2 * hV);
      const rho = (at({ rate: input.rate + hV }) - at({ rate: input.rate - hV })) / (2 * hV);

      // Assess
      expect(greeks.delta).toBeCloseTo(delta, 7);
      expect(greeks.gamma).toBeCloseTo(gamma, 4);
      expect(greeks.theta).toBeCloseTo(annualTheta / 365, 6);
      expect(greeks.vega).toBeCloseTo(vega / 100, 7);
      expect(greeks.rho).toBeCloseTo(rho / 100, 7);
    }
  });

  it('calls are worth more, and puts less, the higher the spot; both rise with volatility', () => {
    for (const type of ['call', 'put'] as const) {
      const cheap = priceOf(option({ type, spot: 95 }));
      const dear = priceOf(option({ type, spot: 105 }));
      expect(type === 'call' ? dear > cheap : dear < cheap).toBe(true);
      expect(priceOf(option({ type, volatility: 0.3 }))).toBeGreaterThan(
        priceOf(option({ type, volatility: 0.2 })),
      );
    }
  });
});

describe('edge cases', () => {
  it.each([
    ['call', 110, 10, 1],
    ['call', 90, 0, 0],
    ['call', 100, 0, 0],
    ['put', 90, 10, -1],
    ['put', 110, 0, 0],
    ['put', 100, 0, 0],
  ] as const)('at expiry a %s with spot %d is worth %d with delta %d', (type, spot, value, delta) => {
    for (const years of [0, -0.1]) {
      // Act
      const greeks = bsm(option({ type, spot, years }));

      // Assess
      expect(priceOf(option({ type, spot, years }))).toBe(value);
      expect(greeks).toEqual({ price: value, delta, gamma: 0, theta: 0, vega: 0, rho: 0 });
    }
  });

  it('without volatility a call is the discounted intrinsic value of the forward', () => {
    // Prepare: forward 100 e^((0.05 - 0.02) 0.5) ≈ 101.51 is above the strike 101.
    const input = option({ strike: 101, volatility: 0 });
    const spotPv = 100 * Math.exp(-0.02 * 0.5);
    const strikePv = 101 * Math.exp(-0.05 * 0.5);

    // Act
    const greeks = bsm(input);

    // Assess
    expect(priceOf(input)).toBeCloseTo(spotPv - strikePv, 14);
    expect(greeks.price).toBeCloseTo(spotPv - strikePv, 14);
    expect(greeks.delta).toBeCloseTo(Math.exp(-0.02 * 0.5), 15);
    expect(greeks.gamma).toBe(0);
    expect(greeks.vega).toBe(0);
    expect(greeks.theta * 365).toBeCloseTo(0.02 * spotPv - 0.05 * strikePv, 12);
    expect(greeks.rho * 100).toBeCloseTo(0.5 * strikePv, 12);
    expect(priceOf({ ...input, type: 'put' })).toBe(0);
    expect(bsm({ ...input, type: 'put' }).delta).toBe(-0);
  });

  it('treats a negative volatility like no volatility', () => {
    expect(priceOf(option({ strike: 80, volatility: -0.2 }))).toBe(
      priceOf(option({ strike: 80, volatility: 0 })),
    );
  });

  it('never returns a negative price for a far out-of-the-money option', () => {
    for (const strike of [300, 1000, 1e6]) {
      const price = priceOf(option({ strike, years: 0.01, volatility: 0.05 }));
      expect(price).toBeGreaterThanOrEqual(0);
      expect(price).toBeLessThan(1e-300);
    }
  });

  it('prices extreme but valid inputs without NaN', () => {
    const extremes: Partial<BsmInput>[] = [
      { spot: 1e-6, strike: 1e6 },
      { spot: 1e6, strike: 1e-6 },
      { years: 1e-12 },
      { years: 50, volatility: 3 },
      { volatility: 1e-300, years: 1e-300 },
    ];
    for (const type of ['call', 'put'] as OptionType[])
      for (const overrides of extremes) {
        expect(priceOf(option({ type, ...overrides }))).not.toBeNaN();
        expect(Object.values(bsm(option({ type, ...overrides }))).some(Number.isNaN)).toBe(false);
      }
  });

  it.each([
    ['spot', { spot: -1 }],
    ['spot', { spot: 0 }],
    ['strike', { strike: Number.NaN }],
    ['years', { years: Infinity }],
    ['rate', { rate: Number.NaN }],
    ['dividendYield', { dividendYield: -Infinity }],
    ['volatility', { volatility: Number.NaN }],
    ['type', { type: 'straddle' as OptionType }],
  ] as const)('refuses an invalid %s with a RangeError naming it', (name, overrides) => {
    expect(() => priceOf(option(overrides))).toThrow(RangeError);
    expect(() => priceOf(option(overrides))).toThrow(new RegExp(`^${name} must`));
    expect(() => bsm(option(overrides))).toThrow(new RegExp(`^${name} must`));
  });
});
