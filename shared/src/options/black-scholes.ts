import { normalCdf, normalCdfFromGaussian, normalPdf } from './normal-distribution';

/**
 * Black-Scholes-Merton for European options on a stock paying a continuous dividend yield q (Merton 1973; Hull,
 * "Options, Futures, and Other Derivatives", ch. 15 and 17; Haug, "The Complete Guide to Option Pricing Formulas",
 * §1.1.6 with cost of carry b = r - q):
 *
 *   d1 = (ln(S/K) + (r - q + σ²/2)T) / (σ√T),  d2 = d1 - σ√T
 *   call = S e^(-qT) N(d1) - K e^(-rT) N(d2),   put = K e^(-rT) N(-d2) - S e^(-qT) N(-d1)
 *
 * Units, chosen to match what brokers and option chains quote:
 * - `years` is calendar time to expiry, days / 365; `rate` and `dividendYield` are continuously compounded annual
 *   rates and `volatility` an annual standard deviation, all as decimals (0.05 = 5 %);
 * - theta is per calendar day: the annual theta divided by 365 (the value lost from one day passing);
 * - vega is per volatility point: the change for σ + 0.01; rho per rate point: the change for r + 0.01.
 *
 * An American call on a stock that pays discrete dividends can be worth more than this European value; covered-call
 * screening uses it as every chain vendor does, as the reference model.
 */

export type OptionType = 'call' | 'put';

export interface BsmInput {
  readonly type: OptionType;
  /** Price of the underlying, > 0. */
  readonly spot: number;
  /** > 0. */
  readonly strike: number;
  /** Calendar time to expiry in years (days / 365); at or below 0 the option has expired (intrinsic value). */
  readonly years: number;
  /** Continuously compounded risk-free rate, 0.05 = 5 %; may be negative. */
  readonly rate: number;
  /** Continuous dividend yield, 0.02 = 2 %. */
  readonly dividendYield: number;
  /** Annual volatility, 0.25 = 25 %; at or below 0 the underlying grows at r - q with certainty. */
  readonly volatility: number;
}

export interface BsmResult {
  readonly price: number;
  /** ∂V/∂S: from 0 to e^(-qT) for calls, from -e^(-qT) to 0 for puts. */
  readonly delta: number;
  /** ∂²V/∂S². */
  readonly gamma: number;
  /** Value change from one calendar day passing: the annual theta (-∂V/∂T) / 365. */
  readonly theta: number;
  /** Value change for volatility + 0.01 (one point): ∂V/∂σ / 100. */
  readonly vega: number;
  /** Value change for rate + 0.01 (one point): ∂V/∂r / 100. */
  readonly rho: number;
}

const DAYS_PER_YEAR = 365;
const PER_POINT = 0.01;

const display = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value);

/**
 * The first market input that makes no sense, described for an error message; undefined when all are usable.
 * Spot and strike must be positive (a zero makes ln(S/K) infinite and no listed option has one); rates, yield and
 * time may have any finite sign.
 */
export const marketInputProblem = (
  type: OptionType,
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
): string | undefined => {
  if (type !== 'call' && type !== 'put') return `type must be 'call' or 'put', got ${display(type)}`;
  if (!(spot > 0 && spot < Infinity)) return `spot must be a positive finite number, got ${display(spot)}`;
  if (!(strike > 0 && strike < Infinity))
    return `strike must be a positive finite number, got ${display(strike)}`;
  if (!Number.isFinite(years)) return `years must be a finite number, got ${display(years)}`;
  if (!Number.isFinite(rate)) return `rate must be a finite number, got ${display(rate)}`;
  if (!Number.isFinite(dividendYield))
    return `dividendYield must be a finite number, got ${display(dividendYield)}`;
  return undefined;
};

/** The message of the first unusable input, volatility included; only called once a check has failed. */
const invalidInput = (
  type: OptionType,
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): RangeError =>
  new RangeError(
    marketInputProblem(type, spot, strike, years, rate, dividendYield) ??
      `volatility must be a finite number, got ${display(volatility)}`,
  );

/**
 * All inputs usable, in one expression: `x - x === 0` is false exactly for NaN and ±Infinity. Kept this small so
 * V8 inlines the pricing function into callers' loops.
 */
const usable = (
  type: OptionType,
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): boolean =>
  (type === 'call' || type === 'put') &&
  spot > 0 &&
  spot < Infinity &&
  strike > 0 &&
  strike < Infinity &&
  years - years === 0 &&
  rate - rate === 0 &&
  dividendYield - dividendYield === 0 &&
  volatility - volatility === 0;

/**
 * exp(-d2²/2) from exp(-d1²/2): d1² - d2² = 2 ln(F/K), so it is exp(-d1²/2) F/K, one exponential fewer per price.
 * Where the first has lost precision to underflow or the product overflows (strikes thousands of times away from
 * spot) it is computed directly.
 */
export const gaussianOfD2 = (gaussian1: number, forwardOverStrike: number, d2: number): number => {
  const gaussian2 = gaussian1 * forwardOverStrike;
  return gaussian1 > 1e-280 && gaussian2 <= 1 ? gaussian2 : Math.exp(-0.5 * d2 * d2);
};

/**
 * The price alone, for loops over chains and solvers: positional arguments and no allocation. Throws a RangeError
 * naming the first invalid input. Rounding can make a far out-of-the-money value a hair below 0; it is returned
 * as 0, never negative.
 */
export const bsmPrice = (
  type: OptionType,
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): number => {
  const totalVol = volatility * Math.sqrt(years);
  if (!(usable(type, spot, strike, years, rate, dividendYield, volatility) && years > 0 && totalVol > 0))
    return degeneratePrice(type, spot, strike, years, rate, dividendYield, volatility);
  const spotPv = spot * Math.exp(-dividendYield * years);
  const strikePv = strike * Math.exp(-rate * years);
  const d1 = (Math.log(spot / strike) + (rate - dividendYield) * years) / totalVol + 0.5 * totalVol;
  const gaussian1 = Math.exp(-0.5 * d1 * d1);
  const d2 = d1 - totalVol;
  const gaussian2 = gaussianOfD2(gaussian1, spotPv / strikePv, d2);
  // A put is the call's formula with d1, d2 and the result negated: N(-d) replaces N(d). Both terms go through one
  // call site so that V8 inlines the CDF once: two copies overflow its inlining budget in a caller's loop, and the
  // price then runs about 20 % slower.
  const sign = type === 'call' ? 1 : -1;
  let price = 0;
  for (let term = 0; term < 2; term++) {
    const first = term === 0;
    price +=
      (first ? spotPv : -strikePv) *
      normalCdfFromGaussian(sign * (first ? d1 : d2), first ? gaussian1 : gaussian2);
  }
  price *= sign;
  return price > 0 ? price : 0;
};

/**
 * Invalid inputs (throws), an expired option (intrinsic value) or no volatility, σ√T = 0 (discounted intrinsic
 * value of the forward): the paths a pricing loop should not pay for.
 */
const degeneratePrice = (
  type: OptionType,
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): number => {
  if (!usable(type, spot, strike, years, rate, dividendYield, volatility))
    throw invalidInput(type, spot, strike, years, rate, dividendYield, volatility);
  const isCall = type === 'call';
  if (years <= 0) return isCall ? Math.max(spot - strike, 0) : Math.max(strike - spot, 0);
  const spotPv = spot * Math.exp(-dividendYield * years);
  const strikePv = strike * Math.exp(-rate * years);
  return isCall ? Math.max(spotPv - strikePv, 0) : Math.max(strikePv - spotPv, 0);
};

const EXPIRED_OTM: BsmResult = { price: 0, delta: 0, gamma: 0, theta: 0, vega: 0, rho: 0 };

/**
 * Price and greeks. Edge cases are limits of the formula rather than errors:
 * - `years` ≤ 0: the option has expired; price is the intrinsic value, delta 1 (call) or -1 (put) when in the money
 *   and 0 otherwise (at the money counts as out: it expires worthless), every other greek 0;
 * - `volatility` ≤ 0: the stock's forward S e^((r-q)T) is certain, so the value is the discounted intrinsic value of
 *   the forward, max(0, S e^(-qT) - K e^(-rT)) for a call; delta is ±e^(-qT) when in the money on the forward and 0
 *   otherwise, gamma and vega 0, theta and rho those of that certain payoff.
 * Throws a RangeError naming the first invalid input (non-finite numbers, spot or strike not positive).
 */
export const bsm = (input: BsmInput): BsmResult => {
  const { type, spot, strike, years, rate, dividendYield, volatility } = input;
  if (!usable(type, spot, strike, years, rate, dividendYield, volatility))
    throw invalidInput(type, spot, strike, years, rate, dividendYield, volatility);
  const isCall = type === 'call';
  if (years <= 0) {
    const intrinsic = isCall ? spot - strike : strike - spot;
    if (intrinsic <= 0) return EXPIRED_OTM;
    return { price: intrinsic, delta: isCall ? 1 : -1, gamma: 0, theta: 0, vega: 0, rho: 0 };
  }
  const dividendDiscount = Math.exp(-dividendYield * years);
  const spotPv = spot * dividendDiscount;
  const strikePv = strike * Math.exp(-rate * years);
  const sqrtYears = Math.sqrt(years);
  const totalVol = volatility * sqrtYears;

  // With no volatility N(d1) and N(d2) become the indicator of finishing in the money and φ(d1) vanishes.
  let nd1: number;
  let nd2: number;
  let density: number;
  if (totalVol > 0) {
    const d1 = (Math.log(spot / strike) + (rate - dividendYield) * years) / totalVol + 0.5 * totalVol;
    const d2 = d1 - totalVol;
    nd1 = normalCdf(isCall ? d1 : -d1);
    nd2 = normalCdf(isCall ? d2 : -d2);
    density = normalPdf(d1);
  } else {
    const inTheMoney = isCall ? spotPv > strikePv : strikePv > spotPv;
    nd1 = inTheMoney ? 1 : 0;
    nd2 = nd1;
    density = 0;
  }
  // For a put nd1 = N(-d1) and nd2 = N(-d2); the sign turns them into the put's terms.
  const sign = isCall ? 1 : -1;
  const decay = density === 0 ? 0 : (-spotPv * density * volatility) / (2 * sqrtYears);
  const annualTheta = decay + sign * (dividendYield * spotPv * nd1 - rate * strikePv * nd2);
  return {
    // The hot-path function, so that both APIs give the same number to the last bit.
    price: bsmPrice(type, spot, strike, years, rate, dividendYield, volatility),
    delta: sign * dividendDiscount * nd1,
    gamma: density === 0 ? 0 : (dividendDiscount * density) / (spot * totalVol),
    theta: annualTheta / DAYS_PER_YEAR,
    vega: spotPv * density * sqrtYears * PER_POINT,
    rho: sign * years * strikePv * nd2 * PER_POINT,
  };
};
