import type { EventSchedule } from './corporate-events';
import { type MarketFactor, VARIANCE_CAP, VARIANCE_FLOOR } from './market-factor';
import { normalAt, Stream, studentTAt } from './prng';
import { ANCHOR_DATE, DAY_COUNT, indexOfTradingDay } from './simulation-days';
import type { TickerParameters } from './ticker-parameters';

/**
 * A ticker's daily path over the whole axis. The log return of day t, dividend aside, is
 *
 *   r_t = μ + β (m_t - μ_m) + √g_t ε_t + J η_t·[t is an earnings reaction day]
 *
 * with m_t the market factor, g_t the ticker's own GARCH(1,1) variance (α 0.07, β 0.91) driven by ε_t ~ t(5) at unit
 * variance, and η_t ~ N(0, 1) the earnings surprise (normal: the jump is already 2.5 daily σ's, and t(5) tails on
 * top of that would give a blue chip a 40 % earnings day every few years). On an ex-dividend day the price also drops by the dividend D_t:
 *
 *   P_t = P_{t-1} e^{r_t} - D_t,   D_t = δ P_{t-1} in whole cents (at least 1 cent)
 *
 * with δ = yield / payments a year: dividends scale with the price at the time, so a yield stays a yield over a
 * ten-year backtest. The path is pinned at the anchor: P = referencePrice on {@link ANCHOR_DATE}, and the recursion
 * runs forward from there and backward before it, so both the anchor and every dividend drop are exact.
 *
 * Opens and volumes are only needed for bars, so they are computed per day on demand ({@link openOn},
 * {@link volumeOn}) and the series a backtest needs costs one t draw per day.
 */
export interface DailyPath {
  /** Unrounded closes. */
  readonly closes: Float64Array;
  /** Dividend paid to holders of the previous close, on ex-dates; 0 on other days. Whole cents. */
  readonly dividends: Float64Array;
  /** The day's log return without the dividend: the drift, the market and own moves and any earnings jump. */
  readonly logReturns: Float64Array;
  /** The earnings jump inside each day's log return (0 on most days). */
  readonly jumps: Float64Array;
  /** The conditional standard deviation of each day's ordinary log return (market and own parts). */
  readonly dailyVolatility: Float64Array;
  /** The ticker's own GARCH variance of each day. */
  readonly idiosyncraticVariances: Float64Array;
}

const ANCHOR_INDEX = indexOfTradingDay(ANCHOR_DATE);

/** Rounds a money amount to whole cents: the one rounding rule for prices the simulator publishes. */
export const roundToCents = (amount: number): number => Math.round(amount * 100) / 100;

const dividendOn = (fraction: number, previousClose: number): number =>
  Math.max(0.01, roundToCents(fraction * previousClose));

export const buildDailyPath = (
  parameters: TickerParameters,
  market: MarketFactor,
  events: EventSchedule,
): DailyPath => {
  const { key, beta, idiosyncraticGarch, earningsJump, dailyDrift, dividendFraction, profile } = parameters;
  const { alpha: ownAlpha, beta: ownBeta, longRunVariance: ownLongRun } = idiosyncraticGarch;
  const logReturns = new Float64Array(DAY_COUNT);
  const jumps = new Float64Array(DAY_COUNT);
  const dailyVolatility = new Float64Array(DAY_COUNT);
  const idiosyncraticVariances = new Float64Array(DAY_COUNT);
  for (const day of events.earningsReactionDays)
    jumps[day] = earningsJump * normalAt(key, Stream.earningsJump, day);

  const ownConstant = ownLongRun * (1 - ownAlpha - ownBeta);
  const ownCap = VARIANCE_CAP * ownLongRun;
  const ownFloor = VARIANCE_FLOOR * ownLongRun;
  const betaSquared = beta * beta;
  let variance = ownLongRun;
  for (let day = 0; day < DAY_COUNT; day++) {
    const ownMove = Math.sqrt(variance) * studentTAt(key, Stream.idiosyncraticShock, day);
    logReturns[day] =
      dailyDrift + beta * ((market.returns[day] ?? 0) - market.drift) + ownMove + (jumps[day] ?? 0);
    dailyVolatility[day] = Math.sqrt(betaSquared * (market.variances[day] ?? 0) + variance);
    idiosyncraticVariances[day] = variance;
    // nextVariance of market-factor.ts, inlined: this loop is the cost of a ticker's first use.
    variance = Math.min(
      ownCap,
      Math.max(ownFloor, ownConstant + ownAlpha * ownMove * ownMove + ownBeta * variance),
    );
  }

  const isExDate = new Uint8Array(DAY_COUNT);
  for (const day of events.exDividendDays) isExDate[day] = 1;
  const closes = new Float64Array(DAY_COUNT);
  const dividends = new Float64Array(DAY_COUNT);
  closes[ANCHOR_INDEX] = profile.referencePrice;
  for (let day = ANCHOR_INDEX + 1; day < DAY_COUNT; day++) {
    const previous = closes[day - 1] ?? 0;
    const dividend = isExDate[day] ? dividendOn(dividendFraction, previous) : 0;
    dividends[day] = dividend;
    closes[day] = previous * Math.exp(logReturns[day] ?? 0) - dividend;
  }
  for (let day = ANCHOR_INDEX; day > 0; day--) {
    const growth = Math.exp(logReturns[day] ?? 0);
    const close = closes[day] ?? 0;
    // D depends on the close being solved for: estimate that with the unrounded fraction, then solve exactly.
    const dividend = isExDate[day] ? dividendOn(dividendFraction, close / (growth - dividendFraction)) : 0;
    dividends[day] = dividend;
    closes[day - 1] = (close + dividend) / growth;
  }
  return { closes, dividends, logReturns, jumps, dailyVolatility, idiosyncraticVariances };
};

const GAP_SHARE_OF_MOVE = 0.25;
const GAP_NOISE_IN_SIGMAS = 0.3;

/**
 * The open: the previous close moved by an overnight gap of a quarter of the day's ordinary move, all of any
 * earnings jump (reports come outside the session) and noise of its own (0.3 σ), less the dividend on an ex-date.
 * The first day of the axis (inside the unpublished burn-in year) opens half-way back along its move.
 */
export const openOn = (parameters: TickerParameters, path: DailyPath, day: number): number => {
  const logReturn = path.logReturns[day] ?? 0;
  const jump = path.jumps[day] ?? 0;
  const ordinaryMove = logReturn - parameters.dailyDrift - jump;
  const gap =
    GAP_SHARE_OF_MOVE * ordinaryMove +
    jump +
    GAP_NOISE_IN_SIGMAS * (path.dailyVolatility[day] ?? 0) * normalAt(parameters.key, Stream.openingGap, day);
  const close = path.closes[day] ?? 0;
  const previous = day > 0 ? (path.closes[day - 1] ?? 0) : close * Math.exp(-0.5 * logReturn);
  return Math.max(0.01, previous * Math.exp(gap) - (path.dividends[day] ?? 0));
};

const REACTION_VOLUME_MULTIPLIER = 2.5;

/**
 * Shares traded over the whole session, a whole number: the ticker's base volume × √(P_ref / P) (a stock at a tenth
 * of today's price traded about three times the shares) × (0.6 + 0.4 × the move in daily σ's, capped at 6) × 2.5 on
 * earnings reaction days × a lognormal day factor (σ 0.3, mean 1).
 */
export const volumeOn = (parameters: TickerParameters, path: DailyPath, day: number): number => {
  const sigma = path.dailyVolatility[day] ?? 1;
  const surprise = Math.abs((path.logReturns[day] ?? 0) - parameters.dailyDrift) / sigma;
  return Math.round(
    parameters.baseVolume *
      Math.sqrt(parameters.profile.referencePrice / (path.closes[day] ?? 1)) *
      (0.6 + 0.4 * Math.min(surprise, 6)) *
      ((path.jumps[day] ?? 0) !== 0 ? REACTION_VOLUME_MULTIPLIER : 1) *
      Math.exp(0.3 * normalAt(parameters.key, Stream.volume, day) - 0.045),
  );
};
