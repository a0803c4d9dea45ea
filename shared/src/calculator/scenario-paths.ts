/**
 * The price paths the backtest runs on. Scenario 0-4 are the historical year with the first entry shifted by
 * 0-4 sessions; the others are the same year's daily returns put in another order by a stationary bootstrap
 * (Politis & Romano, "The Stationary Bootstrap", JASA 89 (1994) 1303-1313): blocks of consecutive days with a
 * geometric length of mean `meanBlockLength`, each starting on a uniformly drawn day, the year read as a
 * circle. Blocks keep a week or two of volatility clustering and short-term momentum together, which matters
 * to a strategy whose outcome is decided over five sessions.
 *
 * The resampled day indices depend only on the seed and the scenario number, never on the ticker: scenario k
 * moves every ticker of a portfolio by its own return of the same historical days, so summing tickers
 * scenario by scenario keeps their correlation. Nor do they depend on the goal or cadence: switching risk
 * level compares the strategies on the same paths.
 *
 * Randomness is counter-based: each draw is a hash of (seed, scenario, counter), so a scenario can be rebuilt
 * on its own, in any order, with the same result on every engine.
 */

/** Scenarios 0-4: the historical path, first entry shifted by that many sessions. */
export const HISTORICAL_SCENARIOS = 5;
/** Resampled paths: with the five historical ones, 50 outcomes for the 10th/50th/90th percentiles. */
export const RESAMPLED_SCENARIOS = 45;
/** Mean block length in sessions: about a week and a half. */
export const MEAN_BLOCK_LENGTH = 7;

/**
 * A 32-bit integer hash with full avalanche: Chris Wellons's "lowbias32" (hash-prospector, 2018), among the
 * least biased two-multiply xorshift-multiply mixers his search found. Returns an unsigned 32-bit integer.
 */
export const mix32 = (value: number): number => {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
};

/** FNV-1a, 32 bits, of a string's UTF-16 code units: a seed from text. */
export const seedFromText = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** The key of one scenario's stream of draws. */
export const scenarioKey = (seed: number, scenario: number): number =>
  mix32(seed ^ mix32(Math.imul(scenario + 1, 0x9e3779b9)));

/** Draw number `counter` of a stream, uniform on [0, 1). */
export const uniformAt = (key: number, counter: number): number => mix32(key ^ mix32(counter)) / 4294967296;

/** The request seed: from the as-of date alone (see the module comment); the prefix versions the method. */
export const scenarioSeed = (asOf: string): number => seedFromText(`thetix-calculator-v1|${asOf}`);

export interface BootstrapInput {
  readonly seed: number;
  readonly scenario: number;
  /** How many daily returns the year holds (sessions - 1). */
  readonly returns: number;
  readonly meanBlockLength?: number;
}

/**
 * The stationary bootstrap's choice of days: element t is the index of the historical return that day t + 1
 * of the resampled path takes. A block continues to the next day (circularly) with probability 1 - 1/L and
 * restarts at a uniformly drawn day with probability 1/L.
 */
export const stationaryBootstrapIndices = ({
  seed,
  scenario,
  returns,
  meanBlockLength = MEAN_BLOCK_LENGTH,
}: BootstrapInput): Int32Array => {
  if (!(Number.isInteger(returns) && returns > 0))
    throw new RangeError(`returns must be a positive whole number, got ${returns}`);
  if (!(meanBlockLength >= 1))
    throw new RangeError(`meanBlockLength must be at least 1, got ${meanBlockLength}`);
  const key = scenarioKey(seed, scenario);
  const restart = 1 / meanBlockLength;
  const indices = new Int32Array(returns);
  let current = 0;
  for (let day = 0; day < returns; day++) {
    if (day === 0 || uniformAt(key, 2 * day) < restart) {
      current = Math.floor(uniformAt(key, 2 * day + 1) * returns);
    } else {
      current = current + 1 === returns ? 0 : current + 1;
    }
    indices[day] = current;
  }
  return indices;
};

/** Day-over-day gross returns close[t + 1] / close[t]: resampling these is resampling log returns. */
export const grossReturns = (closes: Float64Array): Float64Array => {
  const returns = new Float64Array(Math.max(closes.length - 1, 0));
  for (let day = 0; day < returns.length; day++) returns[day] = (closes[day + 1] ?? 0) / (closes[day] ?? 1);
  return returns;
};

/**
 * Writes a resampled path into `out` (length returns + 1): it starts at the historical first close and
 * compounds the chosen days' returns. `out` is reused across scenarios; it is also returned.
 */
export const resamplePath = (
  firstClose: number,
  returns: Float64Array,
  indices: Int32Array,
  out: Float64Array,
): Float64Array => {
  let price = firstClose;
  out[0] = price;
  for (let day = 0; day < indices.length; day++) {
    price *= returns[indices[day] ?? 0] ?? 1;
    out[day + 1] = price;
  }
  return out;
};
