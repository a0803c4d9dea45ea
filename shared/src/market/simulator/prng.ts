import { acklamNormalQuantile } from '../../options/normal-distribution';

/**
 * Counter-based randomness for the simulator: every draw is a pure function of its coordinates (seed, stream,
 * ticker, day, minute ...), so a number never depends on what was asked before it, in this process or another.
 * The mixer is the "lowbias32" integer hash (Chris Wellons, hash-prospector, 2018: bias 0.17, better than
 * MurmurHash3's fmix32), applied once per coordinate; `Math.imul` keeps it in exact 32-bit integer arithmetic on
 * every engine. The floating-point steps after that (log, exp, tan) are V8's fdlibm ports, the same on every
 * platform Node runs on; another engine could differ in a last bit, which cent rounding almost always hides.
 */

/** Streams keep unrelated draws of the same (ticker, day) apart. */
export const Stream = {
  marketShock: 1,
  idiosyncraticShock: 2,
  openingGap: 3,
  earningsJump: 4,
  volume: 5,
  intraday: 6,
  eventDay: 7,
  tickerTraits: 8,
  openInterest: 9,
  optionVolume: 10,
} as const;

const TWO_POW_32 = 4_294_967_296;

/**
 * lowbias32: a bijection on 32-bit integers with strong avalanche. Kept in signed 32-bit range throughout (`^` and
 * `Math.imul` return int32): V8 stores those unboxed, while `>>> 0` results above 2³¹ would be heap-allocated doubles.
 */
export const mix32 = (value: number): number => {
  let x = value | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x21f0aaad);
  x ^= x >>> 15;
  x = Math.imul(x, 0x735a2d97);
  return x ^ (x >>> 15);
};

/** Folds one more coordinate into a running hash; the odd constant keeps a coordinate of 0 from being a no-op. */
const fold = (hash: number, coordinate: number): number => mix32(hash ^ (coordinate + 0x61c88647));

/**
 * One 32-bit hash (as a signed int32) of up to five integer coordinates, folded in order, so (1, 2) and (2, 1)
 * differ. Absent coordinates are 0, which is also a valid coordinate, so callers always pass the same arity for a
 * given stream.
 */
export const hashKey = (seed: number, stream: number, a = 0, b = 0, c = 0): number =>
  fold(fold(fold(fold(mix32(seed ^ 0x3c6ef372), stream), a), b), c);

/** A uniform number strictly inside (0, 1) from a 32-bit hash: never 0, so its logarithm is finite. */
export const unitInterval = (hash: number): number => ((hash >>> 0) + 0.5) / TWO_POW_32;

/** FNV-1a over UTF-16 code units, finished with the mixer: names (tickers, seeds) to 32-bit keys. */
export const hashString = (text: string): number => {
  let h = 0x811c9dc5 | 0;
  for (let index = 0; index < text.length; index++) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
};

/**
 * The standard normal quantile of p in (0, 1): Acklam's approximation without refinement, one hash per draw and no
 * transcendental call in the central 95 %, several times cheaper than Box-Muller's log, sqrt and cosine.
 */
export const normalQuantile = acklamNormalQuantile;

const COARSE_NORMAL_BITS = 10;
let coarseNormals: Float64Array | undefined;

/**
 * A standard normal draw from the low 10 bits of a number: the normal quantile at the middle of one of 1 024
 * equally likely slices (|z| ≤ 3.3). For cosmetic noise (open interest, option volume), where one hash can then
 * feed three draws.
 */
export const coarseNormal = (bits: number): number => {
  coarseNormals ??= Float64Array.from({ length: 1 << COARSE_NORMAL_BITS }, (_, slice) =>
    normalQuantile((slice + 0.5) / (1 << COARSE_NORMAL_BITS)),
  );
  return coarseNormals[bits & ((1 << COARSE_NORMAL_BITS) - 1)] ?? 0;
};

/** A standard normal draw at the given coordinates. */
export const normalAt = (seed: number, stream: number, a = 0, b = 0, c = 0): number =>
  normalQuantile(unitInterval(hashKey(seed, stream, a, b, c)));

/** Degrees of freedom of the shocks: tails like daily equity returns (kurtosis 9 before any clustering). */
export const STUDENT_T_DEGREES = 5;
const UNIT_VARIANCE_SCALE = Math.sqrt((STUDENT_T_DEGREES - 2) / STUDENT_T_DEGREES);

/**
 * The t(5) quantile by table: for the lower tail p = e^(-y), t is a smooth function of y (about -(c/p)^(1/5) far
 * out, linear near the centre), so a table in steps of 0.02 in y with linear interpolation is accurate to a few parts
 * in 10⁵ from the centre out to the smallest 32-bit uniform. The table is filled from the closed-form t(5) distribution in
 * θ = atan(t / √5): F = 1/2 + (θ + sin θ cos θ (1 + 2/3 cos² θ)) / π, with density dF/dθ = 8 cos⁴ θ / (3π), by Newton
 * steps from the previous entry, on first use (a fraction of a millisecond once compiled).
 */
const Y_START = Math.LN2;
const Y_STEP = 0.02;
const Y_END = 23.5;
const buildStudentTTable = (): Float64Array => {
  const size = Math.ceil((Y_END - Y_START) / Y_STEP) + 2;
  const table = new Float64Array(size);
  let theta = 0;
  for (let index = 0; index < size; index++) {
    const target = Math.exp(-(Y_START + index * Y_STEP));
    // From the previous entry, 2 % away in probability, Newton is done in three steps. A tolerance rather
    // than a fixed count would never be met far out, where rounding in F outweighs the tiny density.
    for (let step = 0; step < 3; step++) {
      const sin = Math.sin(theta);
      const cos = Math.cos(theta);
      const cdf = 0.5 + (theta + sin * cos * (1 + (2 / 3) * cos * cos)) / Math.PI;
      const density = (8 * cos * cos * cos * cos) / (3 * Math.PI);
      theta = Math.max(-Math.PI / 2 + 1e-15, theta - (cdf - target) / density);
    }
    table[index] = Math.sqrt(STUDENT_T_DEGREES) * Math.tan(theta);
  }
  return table;
};
let studentTTable: Float64Array | undefined;

/** The t(5) quantile of p in (0, 1), not yet scaled to unit variance. */
export const studentTQuantile = (p: number): number => {
  const table = (studentTTable ??= buildStudentTTable());
  const upper = p > 0.5;
  const y = -Math.log(upper ? 1 - p : p);
  const position = (y - Y_START) / Y_STEP;
  const index = Math.min(Math.floor(position), table.length - 2);
  const weight = position - index;
  const low = table[index] ?? 0;
  const value = low + weight * ((table[index + 1] ?? 0) - low);
  return upper ? -value : value;
};

/**
 * Shocks are cut at 8 standard deviations. Uncut, t(5) reaches 120 σ at the smallest 32-bit uniform and passes
 * 30 σ about once in five million draws, and a simulator with 250 tickers draws a million a run: now and then a
 * blue chip would lose most of its value in a day. The cut touches one draw in 7 000 and costs about 3 % of the
 * variance; it leaves the tails up to 8 σ as they are.
 */
export const MAX_SHOCK = 8;

/** A {@link STUDENT_T_DEGREES}-degree Student-t draw scaled to unit variance, at the given coordinates. */
export const studentTAt = (seed: number, stream: number, a = 0, b = 0): number => {
  const draw = UNIT_VARIANCE_SCALE * studentTQuantile(unitInterval(hashKey(seed, stream, a, b)));
  return draw > MAX_SHOCK ? MAX_SHOCK : draw < -MAX_SHOCK ? -MAX_SHOCK : draw;
};
