import {
  addDays,
  type CalendarDate,
  daysInMonth,
  formatCalendarDate,
  parseCalendarDate,
} from '../calendar/calendar-date';
import {
  FIRST_SUPPORTED_YEAR,
  isTradingDay,
  LAST_SUPPORTED_YEAR,
  nextTradingDay,
  previousTradingDay,
} from '../calendar/nyse-calendar';
import type { CalculatorRequest, Duration, Range } from '../contracts/calculator';
import type { MarketModel } from '../market/market-model';
import { SHARES_PER_CONTRACT } from './covered-call-rules';
import { percentileRange } from './percentile-range';
import {
  grossReturns,
  HISTORICAL_SCENARIOS,
  MEAN_BLOCK_LENGTH,
  RESAMPLED_SCENARIOS,
  resamplePath,
  scenarioSeed,
  stationaryBootstrapIndices,
} from './scenario-paths';
import { backtestWindow, buildTradeSchedule, oneYearBefore, type TradeSchedule } from './trade-schedule';

/**
 * What every strategy the calculator backtests shares (the covered calls of income-calculator.ts and the wheel of
 * wheel-calculator.ts): the session the year ends on, the scenario set (the historical path shifted by 0-4
 * sessions and the stationary-bootstrap paths, scenario-paths.ts), each scenario's trade schedule, the per-ticker
 * checks of spec part 1 §8, and the rounding of the response. A strategy supplies only what it does on one path.
 */

/** What a strategy engine reads of a parsed request (`calculatorRequestSchema`); the strategy picks the engine. */
export type BacktestRequest = Omit<CalculatorRequest, 'strategy'>;

/** A request the engine cannot answer as asked (a start date outside the data); the handler's 400. */
export class CalculatorInputError extends Error {
  override readonly name = 'CalculatorInputError';
  constructor(
    readonly field: 'start_date',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The session the backtest ends on: `asOf` itself, or the last trading day before it when it is a weekend or
 * a holiday. The caller has already refused today and the future
 * (functions/src/calculator/calculator-service.ts); a day whose year of history the market does not hold is a
 * CalculatorInputError.
 */
export const backtestEndDate = (asOf: CalendarDate, market: MarketModel): CalendarDate => {
  const { first, last } = market.dataRange;
  const year = Number(asOf.slice(0, 4));
  // The window reaches a year back, and the calendar knows only its supported years.
  const session =
    year > FIRST_SUPPORTED_YEAR && year <= LAST_SUPPORTED_YEAR
      ? isTradingDay(asOf)
        ? asOf
        : previousTradingDay(asOf)
      : undefined;
  if (session === undefined || oneYearBefore(session) < first || session > last)
    throw new CalculatorInputError(
      'start_date',
      `start_date must be from ${earliestEndDate(first)} to ${last}: the backtest needs the year before it`,
    );
  return session;
};

/** The first trading day whose year of history starts on or after `first`. */
const earliestEndDate = (first: CalendarDate): CalendarDate => {
  const { year, month, day } = parseCalendarDate(first);
  let earliest = formatCalendarDate(year + 1, month, Math.min(day, daysInMonth(year + 1, month)));
  // 29 February: a year after is 28 February, whose year before starts on the 28th.
  if (oneYearBefore(earliest) < first) earliest = addDays(earliest, 1);
  return isTradingDay(earliest) ? earliest : nextTradingDay(earliest);
};

export interface ScenarioSettings {
  /** Historical scenarios: the real path with the first entry shifted by 0, 1, ... sessions; at least 1. */
  readonly historical: number;
  /** Stationary-bootstrap paths. */
  readonly resampled: number;
  readonly meanBlockLength: number;
}

export const DEFAULT_SCENARIOS: ScenarioSettings = {
  historical: HISTORICAL_SCENARIOS,
  resampled: RESAMPLED_SCENARIOS,
  meanBlockLength: MEAN_BLOCK_LENGTH,
};

/** The scenario set of one request: the window, its trade schedules and the resampled day choices. */
export interface ScenarioSet {
  readonly dates: readonly CalendarDate[];
  readonly historical: number;
  readonly count: number;
  readonly resampledIndices: readonly Int32Array[];
  readonly schedule: (cadence: Duration, scenario: number) => TradeSchedule;
}

export const buildScenarioSet = (
  asOf: CalendarDate,
  market: MarketModel,
  settings: ScenarioSettings,
): ScenarioSet => {
  const { historical, resampled, meanBlockLength } = settings;
  if (!(Number.isInteger(historical) && historical >= 1 && Number.isInteger(resampled) && resampled >= 0))
    throw new RangeError(`scenarios need at least 1 historical path, got ${historical} and ${resampled}`);
  const dates = backtestWindow(asOf);
  const seed = scenarioSeed(asOf);
  const resampledIndices = Array.from({ length: resampled }, (_, index) =>
    stationaryBootstrapIndices({ seed, scenario: index, returns: dates.length - 1, meanBlockLength }),
  );
  const schedules = new Map<string, TradeSchedule>();
  const riskFreeRate = (date: CalendarDate) => market.riskFreeRate(date);
  const schedule = (cadence: Duration, scenario: number): TradeSchedule => {
    // Resampled paths trade the unshifted schedule; historical scenario k shifts the first entry by k
    // sessions.
    const firstEntryIndex = scenario < historical ? scenario : 0;
    const key = `${cadence}:${firstEntryIndex}`;
    let found = schedules.get(key);
    if (!found) {
      found = buildTradeSchedule({ dates, cadence, firstEntryIndex, riskFreeRate });
      schedules.set(key, found);
    }
    return found;
  };
  return { dates, historical, count: historical + resampled, resampledIndices, schedule };
};

/**
 * Runs `visit` on every scenario's price path, in scenario order: the historical closes for the historical
 * scenarios, a resampled path (written into one reused buffer: read it during the visit only) for the others.
 */
export const forEachScenarioPath = (
  closes: Float64Array,
  set: ScenarioSet,
  visit: (path: Float64Array, scenario: number) => void,
): void => {
  const returns = grossReturns(closes);
  const buffer = new Float64Array(closes.length);
  for (let scenario = 0; scenario < set.count; scenario++) {
    const indices = set.resampledIndices[scenario - set.historical];
    visit(indices === undefined ? closes : resamplePath(closes[0] ?? 0, returns, indices, buffer), scenario);
  }
};

/** The cadence a ticker is backtested at: `monthly` when weekly is asked for a ticker with monthly options only. */
export const cadenceFor = (market: MarketModel, ticker: string, duration: Duration): Duration =>
  duration === 'weekly' && !market.hasWeeklyOptions(ticker) ? 'monthly' : duration;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const toCents = (value: number) => Math.round(value * 100) / 100;
/** Up to the next cent: the investment must buy the 100 shares. The small allowance absorbs binary noise. */
const ceilToCents = (dollars: number): number => Math.ceil(dollars * 100 - 1e-6) / 100;
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
export const roundRange = (range: Range, decimals: number): Range => ({
  low: roundTo(range.low, decimals),
  median: roundTo(range.median, decimals),
  high: roundTo(range.high, decimals),
});
/** Low, median and high of scenario values, rounded (money to cents with 2, counts with 1). */
export const rangeOf = (values: ArrayLike<number>, decimals = 2): Range =>
  roundRange(percentileRange(values), decimals);

/** Percent of `base` dollars, per scenario. */
export const percentOf = (values: Float64Array, base: number): Float64Array =>
  values.map((value) => (base > 0 ? (100 * value) / base : 0));

/** Adds `values` into `total`, scenario by scenario (the portfolio's sums). */
export const addInto = (total: Float64Array, values: ArrayLike<number>): void => {
  for (let scenario = 0; scenario < total.length; scenario++)
    total[scenario] = (total[scenario] ?? 0) + (values[scenario] ?? 0);
};

export interface ValidPosition {
  readonly ticker: string;
  readonly dollars: number;
  /** The close on the backtest's last session. */
  readonly price: number;
  readonly shares: number;
  readonly contracts: number;
  /** The window's closes. */
  readonly closes: Float64Array;
}

/** A ticker's error result, as the response carries it. */
export interface PositionError {
  readonly error: string;
  readonly min_investment_needed?: number;
  readonly current_price?: number;
}

/**
 * The per-ticker checks of spec §8; returns the error result, or the position to backtest. `needs` ends the
 * "Not enough shares" message: what the strategy needs 100 shares for (the web matches on the message's start).
 */
export const checkPosition = (
  ticker: string,
  dollars: number,
  asOf: CalendarDate,
  set: ScenarioSet,
  market: MarketModel,
  needs = `covered calls need at least ${SHARES_PER_CONTRACT} shares (1 contract)`,
): { error: PositionError } | { position: ValidPosition } => {
  if (!market.covers(ticker) || market.hasWeeklyOptions(ticker) === undefined)
    return { error: { error: `${ticker} is not supported: no listed options` } };
  const price = market.closeOn(ticker, asOf);
  // The allowance keeps 100 × $123.45 = $12,345 at 100 shares despite binary fractions.
  const shares = Math.floor(dollars / price + 1e-9);
  if (shares < SHARES_PER_CONTRACT)
    return {
      error: {
        error:
          `Not enough shares: ${usd.format(dollars)} buys ${shares} shares of ${ticker} at ${usd.format(price)}; ` +
          needs,
        min_investment_needed: ceilToCents(SHARES_PER_CONTRACT * price),
        current_price: roundTo(price, 2),
      },
    };
  const first = set.dates[0] ?? asOf;
  const series = market.closes(ticker, first, asOf);
  if (series.closes.length !== set.dates.length || series.dates[0] !== first)
    return {
      error: { error: `No strategy found for ${ticker}: it has less than a year of prices before ${asOf}` },
    };
  return {
    position: {
      ticker,
      dollars,
      price,
      shares,
      contracts: Math.floor(shares / SHARES_PER_CONTRACT),
      closes: series.closes,
    },
  };
};
