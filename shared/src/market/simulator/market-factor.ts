import { hashKey, Stream, studentTAt } from './prng';
import { DAY_COUNT } from './simulation-days';

/**
 * The common market factor (think S&P 500), one log return per trading day: a GARCH(1,1) process with Student-t
 * shocks (Bollerslev 1986, "Generalized autoregressive conditional heteroskedasticity"; t shocks as in Bollerslev
 * 1987):
 *
 *   r_t = μ + √h_t z_t,   z_t ~ t(5) scaled to unit variance
 *   h_{t+1} = ω + α (r_t - μ)² + β h_t,   ω = V (1 - α - β)
 *
 * V is the long-run daily variance (16 % a year, the directory's SPY volatility, so SPY needs almost no
 * stock-specific noise), α + β = 0.975 gives volatility shocks a half-life of about 27 trading days, the range
 * estimated on the S&P 500 since the 1990s. α is held at 0.07 so that the variance of h stays finite with t(5)
 * shocks (β² + 2αβ + 3α²·(ν-2)/(ν-4) < 1); with a larger α the process produces occasional runaway volatility.
 * h is capped at 16 V (a 64 % annual volatility, the 2008 and 2020 peaks) and floored at V / 9.
 */
export interface GarchParameters {
  /** Long-run daily variance. */
  readonly longRunVariance: number;
  readonly alpha: number;
  readonly beta: number;
}

export const TRADING_DAYS_PER_YEAR = 252;

export const MARKET_ANNUAL_VOLATILITY = 0.16;
/** The annual equity risk premium over the risk-free rate, for drifts (CAPM). */
export const EQUITY_RISK_PREMIUM = 0.05;

export const MARKET_GARCH: GarchParameters = {
  longRunVariance: MARKET_ANNUAL_VOLATILITY ** 2 / TRADING_DAYS_PER_YEAR,
  alpha: 0.07,
  beta: 0.905,
};

/** Bounds of any GARCH variance in this model, as multiples of its long-run level. */
export const VARIANCE_CAP = 16;
export const VARIANCE_FLOOR = 1 / 9;

/** One GARCH step: tomorrow's variance from today's variance and today's shock (demeaned return). */
export const nextVariance = (parameters: GarchParameters, variance: number, shock: number): number => {
  const { longRunVariance, alpha, beta } = parameters;
  const next = longRunVariance * (1 - alpha - beta) + alpha * shock * shock + beta * variance;
  return Math.min(VARIANCE_CAP * longRunVariance, Math.max(VARIANCE_FLOOR * longRunVariance, next));
};

/**
 * The average daily variance expected over the next `days` trading days given today's variance: GARCH forecasts
 * revert to V geometrically at rate α + β, so the average is V + (h - V)(1 - p^n) / (n (1 - p)). This is what makes
 * short-dated implied volatility swing with the market while long-dated stays near the long-run level.
 */
export const averageForecastVariance = (
  parameters: GarchParameters,
  variance: number,
  days: number,
): number => {
  const { longRunVariance, alpha, beta } = parameters;
  const persistence = alpha + beta;
  // Below a day the average is today's variance (the limit of the formula as n → 0 is -ln p / (1 - p) ≈ 1).
  const horizon = Math.max(days, 1);
  const weight = (1 - Math.pow(persistence, horizon)) / (horizon * (1 - persistence));
  return longRunVariance + (variance - longRunVariance) * weight;
};

export interface MarketFactor {
  /** Daily log returns, one per trading day of the axis. */
  readonly returns: Float64Array;
  /** The conditional variance of each day's return, known at the previous close (h_t). */
  readonly variances: Float64Array;
  /** The mean daily log return μ. */
  readonly drift: number;
}

/** μ: a 4 % risk-free rate plus the premium, as a log return (minus half the variance). */
const marketDailyDrift = (riskFreeRate: number): number =>
  (riskFreeRate + EQUITY_RISK_PREMIUM - 0.5 * MARKET_ANNUAL_VOLATILITY ** 2) / TRADING_DAYS_PER_YEAR;

/** Runs the factor over the whole axis from the long-run variance: about 4 000 steps, well under a millisecond. */
export const buildMarketFactor = (seed: number, riskFreeRate: number): MarketFactor => {
  const returns = new Float64Array(DAY_COUNT);
  const variances = new Float64Array(DAY_COUNT);
  const drift = marketDailyDrift(riskFreeRate);
  // The market is one series shared by all tickers: its stream key has no ticker coordinate.
  const marketKey = hashKey(seed, Stream.marketShock);
  let variance = MARKET_GARCH.longRunVariance;
  for (let day = 0; day < DAY_COUNT; day++) {
    const shock = Math.sqrt(variance) * studentTAt(marketKey, Stream.marketShock, day);
    variances[day] = variance;
    returns[day] = drift + shock;
    variance = nextVariance(MARKET_GARCH, variance, shock);
  }
  return { returns, variances, drift };
};
