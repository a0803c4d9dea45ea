import { bsmPrice, type OptionType } from './black-scholes';
import { solveImpliedVolatility } from './implied-volatility';

/**
 * Inputs and loops for the options-maths benchmark (`npm run bench` owns the timing). The grid is deterministic
 * (a fixed linear congruential generator, not Math.random) so every run, and any other implementation timed
 * against it, sees the same options: a listed-options-like spread of strikes 0.7-1.3 × spot, 3 days to a year,
 * volatility 10-100 %, calls and puts alternating, r = 4 %, q = 1 %, and each option's price at its volatility.
 * Each loop returns a checksum so the engine cannot drop the work. Twelve of the default 4096 options are so deep in
 * the money, so close to expiry, that their time value is below a double's resolution: their implied volatility
 * is refused as below-intrinsic (and counts -1 in the checksum), as it would be for such a quote in a real chain.
 */

export interface BenchGrid {
  readonly size: number;
  readonly type: readonly OptionType[];
  readonly spot: Float64Array;
  readonly strike: Float64Array;
  readonly years: Float64Array;
  readonly rate: number;
  readonly dividendYield: number;
  readonly volatility: Float64Array;
  /** bsmPrice at `volatility`: the input of the implied-volatility loop. */
  readonly price: Float64Array;
}

export const BENCH_GRID_SIZE = 4096;

/** Park and Miller's minimal standard generator: reproducible across engines, good enough to scatter inputs. */
const uniformSource = (seed: number): (() => number) => {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
};

export const buildBenchGrid = (size: number = BENCH_GRID_SIZE, seed = 1): BenchGrid => {
  if (!(Number.isInteger(size) && size > 0))
    throw new RangeError(`size must be a positive whole number, got ${size}`);
  const next = uniformSource(seed);
  const rate = 0.04;
  const dividendYield = 0.01;
  const type: OptionType[] = [];
  const spot = new Float64Array(size);
  const strike = new Float64Array(size);
  const years = new Float64Array(size);
  const volatility = new Float64Array(size);
  const price = new Float64Array(size);
  for (let index = 0; index < size; index++) {
    const optionType: OptionType = index % 2 === 0 ? 'call' : 'put';
    type.push(optionType);
    const optionStrike = 100 * (0.7 + 0.6 * next());
    const optionYears = (3 + 362 * next()) / 365;
    const optionVolatility = 0.1 + 0.9 * next();
    spot[index] = 100;
    strike[index] = optionStrike;
    years[index] = optionYears;
    volatility[index] = optionVolatility;
    price[index] = bsmPrice(
      optionType,
      100,
      optionStrike,
      optionYears,
      rate,
      dividendYield,
      optionVolatility,
    );
  }
  return { size, type, spot, strike, years, rate, dividendYield, volatility, price };
};

let defaultGrid: BenchGrid | undefined;
const sharedGrid = (): BenchGrid => (defaultGrid ??= buildBenchGrid());

/** Prices `n` options, cycling through the grid; returns the sum of the prices. */
export const runPricingLoop = (n: number, grid: BenchGrid = sharedGrid()): number => {
  const { type, spot, strike, years, rate, dividendYield, volatility, size } = grid;
  let checksum = 0;
  for (let count = 0, index = 0; count < n; count++, index = index + 1 === size ? 0 : index + 1)
    checksum += bsmPrice(
      type[index]!,
      spot[index]!,
      strike[index]!,
      years[index]!,
      rate,
      dividendYield,
      volatility[index]!,
    );
  return checksum;
};

/** Solves `n` implied volatilities, cycling through the grid; returns the sum of the volatilities found. */
export const runImpliedVolLoop = (n: number, grid: BenchGrid = sharedGrid()): number => {
  const { type, price, spot, strike, years, rate, dividendYield, size } = grid;
  let checksum = 0;
  for (let count = 0, index = 0; count < n; count++, index = index + 1 === size ? 0 : index + 1) {
    const result = solveImpliedVolatility(
      type[index]!,
      price[index]!,
      spot[index]!,
      strike[index]!,
      years[index]!,
      rate,
      dividendYield,
    );
    checksum += result.ok ? result.volatility : -1;
  }
  return checksum;
};
