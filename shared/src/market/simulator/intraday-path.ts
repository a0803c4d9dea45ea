import { hashKey, Stream } from './prng';

/**
 * The price within one session, one value per minute: a Brownian bridge in log price from the day's open to its
 * close, so the live price wanders and still lands exactly on the daily close. Minute k of n (0 = the open,
 * n = the close) is
 *
 *   ln S_k = ln O + (τ_k / τ_n) ln(C / O) + s (W_k - (τ_k / τ_n) W_n)
 *
 * where W sums per-minute steps whose variances follow the U-shaped intraday pattern (busier after the open and
 * before the close: weight 1 + 0.5 cos(2π u) at session fraction u), τ_k is the summed weight so far, and s = 0.8 ×
 * the day's conditional σ spreads the bridge (a bridge with about the day's own variance gives high-low ranges
 * like real ones). Each step is uniform with unit variance, from half of a counter-based hash keyed by (ticker, day,
 * minute pair): over a few minutes the sum is Gaussian all the same, and a year of bars needs 100 000 steps, so a
 * step must cost nanoseconds.
 */

const BRIDGE_SCALE = 0.8;
/** A uniform on (-√3, √3) has unit variance; this maps a 16-bit integer onto it. */
const UNIFORM_STEP_SCALE = (2 * Math.sqrt(3)) / 65_536;
const UNIFORM_STEP_OFFSET = Math.sqrt(3) - UNIFORM_STEP_SCALE / 2;

interface MinuteWeights {
  readonly sqrtWeights: Float64Array;
  /** Cumulative weight after each minute, as a share of the day's total (0 at the open, 1 at the close). */
  readonly elapsedShare: Float64Array;
}

const weightsByLength = new Map<number, MinuteWeights>();

/** Per-minute variance weights, mean 1, for a session of `minutes` minutes. */
const minuteWeights = (minutes: number): MinuteWeights => {
  let weights = weightsByLength.get(minutes);
  if (!weights) {
    const sqrtWeights = new Float64Array(minutes);
    const elapsedShare = new Float64Array(minutes + 1);
    let total = 0;
    for (let minute = 0; minute < minutes; minute++) {
      const weight = 1 + 0.5 * Math.cos((2 * Math.PI * (minute + 0.5)) / minutes);
      sqrtWeights[minute] = Math.sqrt(weight);
      total += weight;
      elapsedShare[minute + 1] = total;
    }
    for (let minute = 1; minute <= minutes; minute++)
      elapsedShare[minute] = (elapsedShare[minute] ?? 0) / total;
    weights = { sqrtWeights, elapsedShare };
    weightsByLength.set(minutes, weights);
  }
  return weights;
};

export interface IntradayInput {
  /** The ticker's stream key. */
  readonly key: number;
  /** Axis index of the day. */
  readonly day: number;
  readonly open: number;
  readonly close: number;
  /** The day's conditional standard deviation of log returns. */
  readonly dailyVolatility: number;
  /** Session length: 390, or 210 on an early close. */
  readonly minutes: number;
}

/** The bridge in log terms: element k is ln S_k - ln O, from 0 at the open to ln(C / O) at the close. */
const logBridge = ({ key, day, open, close, dailyVolatility, minutes }: IntradayInput): Float64Array => {
  const { sqrtWeights, elapsedShare } = minuteWeights(minutes);
  const walk = new Float64Array(minutes + 1);
  const stepScale = (BRIDGE_SCALE * dailyVolatility) / Math.sqrt(minutes);
  let position = 0;
  let hash = 0;
  for (let minute = 0; minute < minutes; minute++) {
    // One hash serves two minutes: its low 16 bits the even minute, its high 16 bits the odd one.
    const bits = minute & 1 ? hash >>> 16 : (hash = hashKey(key, Stream.intraday, day, minute >> 1)) & 0xffff;
    position += stepScale * (sqrtWeights[minute] ?? 1) * (bits * UNIFORM_STEP_SCALE - UNIFORM_STEP_OFFSET);
    walk[minute + 1] = position;
  }
  const logMove = Math.log(close / open);
  for (let minute = 1; minute < minutes; minute++) {
    const share = elapsedShare[minute] ?? 0;
    walk[minute] = share * logMove + (walk[minute] ?? 0) - share * position;
  }
  walk[minutes] = logMove;
  return walk;
};

/** Prices at minutes 0..n: element 0 is the open and element n the close, both exactly. */
export const buildIntradayPath = (input: IntradayInput): Float64Array => {
  const bridge = logBridge(input);
  const minutes = input.minutes;
  const path = new Float64Array(minutes + 1);
  path[0] = input.open;
  for (let minute = 1; minute < minutes; minute++) path[minute] = input.open * Math.exp(bridge[minute] ?? 0);
  path[minutes] = input.close;
  return path;
};

export interface PathExtremes {
  readonly high: number;
  readonly low: number;
}

/** A completed session's high and low, without building its prices: one exponential per extreme, not per minute. */
export const sessionExtremes = (input: IntradayInput): PathExtremes => {
  const bridge = logBridge(input);
  let high = 0;
  let low = 0;
  for (let minute = 1; minute < bridge.length - 1; minute++) {
    const value = bridge[minute] ?? 0;
    if (value > high) high = value;
    if (value < low) low = value;
  }
  return {
    high: Math.max(input.open * Math.exp(high), input.open, input.close),
    low: Math.min(input.open * Math.exp(low), input.open, input.close),
  };
};

/** The highest and lowest price from the open through minute `through` (inclusive). */
export const pathExtremes = (path: Float64Array, through: number): PathExtremes => {
  let high = -Infinity;
  let low = Infinity;
  const last = Math.min(through, path.length - 1);
  for (let minute = 0; minute <= last; minute++) {
    const price = path[minute] ?? 0;
    if (price > high) high = price;
    if (price < low) low = price;
  }
  return { high, low };
};

/**
 * The share of a day's volume traded by session fraction u (0-1): u + 0.35 sin(2πu) / (2π), whose rate
 * 1 + 0.35 cos(2πu) is highest at the open and the close, like real volume.
 */
export const cumulativeVolumeShare = (fraction: number): number => {
  const u = Math.min(1, Math.max(0, fraction));
  return u + (0.35 * Math.sin(2 * Math.PI * u)) / (2 * Math.PI);
};
