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
import type {
  CalculatorRequest,
  CalculatorResponse,
  KeptBreakdown,
  Duration,
  Range,
  RiskLevel,
} from '../contracts/calculator';
import type { MarketModel } from '../market/market-model';
import { backtestCoveredCalls } from './covered-call-backtest';
import { CADENCES, SHARES_PER_CONTRACT } from './covered-call-rules';
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
import { createStrikeSelector } from './strike-selection';
import { backtestWindow, buildTradeSchedule, oneYearBefore, type TradeSchedule } from './trade-schedule';

/**
 * POST /api/public/covered-call-calculator's engine (spec part 1 §2, §3, §8, §9): a year's backtest of
 * selling covered calls on each position, over a set of scenarios, summarised as 10th/50th/90th percentiles.
 * Pure: the market and the day come in as arguments. The method, step by step:
 *
 * 1. Each position is checked on its own (spec §8 messages, which the web app matches on): a ticker without
 *    listed options is "not supported"; fewer than 100 shares at the as-of close is "Not enough shares", with
 *    the investment 100 shares would take; under a year of history is "No strategy found". Such tickers
 *    appear in `tickers` and add nothing to the portfolio.
 * 2. shares = ⌊dollars / close⌋ and contracts = ⌊shares / 100⌋; the same contracts are sold every trade (an
 *    assigned lot is bought back), so income neither compounds nor shrinks.
 * 3. Each scenario (scenario-paths.ts) runs the trade schedule (trade-schedule.ts) with the goal's strike
 *    (strike-selection.ts), filled at the bid (covered-call-backtest.ts).
 * 4. A scenario's yearly income is its premiums × 100 × contracts, annualised by the spec's trades per year
 *    (52 weekly, 12 monthly) over the trades completed in the window; assignments are annualised the same
 *    way. percent_return is that income over the dollars entered for the position: uncovered odd shares and
 *    cash earn no premium, and the return says so.
 * 5. The net result sits beside the premium: each scenario's upside given up (max(0, close at expiration -
 *    strike) a share, summed over its trades, covered-call-backtest.ts) is annualised the same way, and
 *    net income = premium - upside given up, which is the covered calls' profit minus buy-and-hold's.
 * 6. The portfolio sums the tickers scenario by scenario (the same resampled days for every ticker) before
 *    taking percentiles, so a market-wide bad week is bad for all of them together. Net and premium are
 *    each summarised over their own scenario values; as net ≤ premium in every scenario, each net
 *    percentile is at most the premium's.
 *
 * Money is rounded to cents, percentages to 2 decimals and assignments to 1, once, when the response is
 * built.
 */

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

const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * The median kept figure with the premium and gains given up that make it: the scenarios at the median's position
 * among the kept figures (two, interpolated as the median itself is, for an even count), so the parts subtract to it
 * exactly; rounding to cents puts any leftover cent on the gains given up. Monthly is a twelfth of each.
 */
export function keptBreakdown(
  premium: ArrayLike<number>,
  upside: ArrayLike<number>,
  kept: ArrayLike<number>,
): { yearly: KeptBreakdown; monthly: KeptBreakdown } {
  const order = Array.from({ length: kept.length }, (_, index) => index).sort(
    (a, b) => (kept[a] ?? 0) - (kept[b] ?? 0),
  );
  const position = (order.length - 1) / 2;
  const lower = order[Math.floor(position)] ?? 0;
  const upper = order[Math.min(Math.floor(position) + 1, order.length - 1)] ?? lower;
  const weight = position - Math.floor(position);
  const lerp = (values: ArrayLike<number>) =>
    (values[lower] ?? 0) + weight * ((values[upper] ?? 0) - (values[lower] ?? 0));
  const part = (divisor: number): KeptBreakdown => {
    const premiumPart = toCents(lerp(premium) / divisor);
    const keptPart = toCents(lerp(kept) / divisor);
    return { premium: premiumPart, upside_given_up: toCents(premiumPart - keptPart), kept: keptPart };
  };
  return { yearly: part(1), monthly: part(12) };
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

export interface CalculatorInput {
  /** A parsed request (`calculatorRequestSchema`). */
  readonly request: CalculatorRequest;
  /**
   * The last session of the backtest: the request's start_date, or the trading day before today (the engine
   * never reads a clock). A weekend or holiday moves back to the trading day before; the response's
   * start_date says which.
   */
  readonly asOf: CalendarDate;
  readonly market: MarketModel;
  readonly scenarios?: ScenarioSettings;
}

/** What the response leaves out, per valid ticker: the cadence actually sold and every scenario's outcome. */
export interface TickerScenarios {
  /** `monthly` when weekly was asked for a ticker with monthly options only. */
  readonly durationUsed: Duration;
  /** Yearly income in dollars, per scenario (unrounded): the premium collected. */
  readonly yearlyIncome: Float64Array;
  /** Yearly upside given up on assignment, in dollars, per scenario (unrounded). */
  readonly upsideGivenUp: Float64Array;
  /** yearlyIncome - upsideGivenUp, per scenario. */
  readonly netYearlyIncome: Float64Array;
  /** Assignments per year, per scenario (unrounded). */
  readonly assignments: Float64Array;
}

export interface CalculatorEstimate {
  readonly response: CalculatorResponse;
  /** Valid tickers only. */
  readonly scenarios: Readonly<Record<string, TickerScenarios>>;
  /** The same for the portfolio, summed scenario by scenario. */
  readonly portfolio: Omit<TickerScenarios, 'durationUsed'>;
}

type TickerResult = CalculatorResponse['tickers'][string];

/** The scenario set of one request: the window, its trade schedules and the resampled day choices. */
interface ScenarioSet {
  readonly dates: readonly CalendarDate[];
  readonly historical: number;
  readonly count: number;
  readonly resampledIndices: readonly Int32Array[];
  readonly schedule: (cadence: Duration, scenario: number) => TradeSchedule;
}

const buildScenarioSet = (
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Up to the next cent: the investment must buy the 100 shares. The small allowance absorbs binary noise. */
const ceilToCents = (dollars: number): number => Math.ceil(dollars * 100 - 1e-6) / 100;
const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
const roundRange = (range: Range, decimals: number): Range => ({
  low: roundTo(range.low, decimals),
  median: roundTo(range.median, decimals),
  high: roundTo(range.high, decimals),
});

interface ValidPosition {
  readonly ticker: string;
  readonly dollars: number;
  readonly price: number;
  readonly shares: number;
  readonly contracts: number;
  readonly closes: Float64Array;
}

/** The per-ticker checks of spec §8; returns the error result, or the position to backtest. */
const checkPosition = (
  ticker: string,
  dollars: number,
  asOf: CalendarDate,
  set: ScenarioSet,
  market: MarketModel,
): { error: TickerResult } | { position: ValidPosition } => {
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
          `covered calls need at least ${SHARES_PER_CONTRACT} shares (1 contract)`,
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

/** Every scenario of one position: yearly income in dollars and assignments per year. */
const runScenarios = (
  position: ValidPosition,
  set: ScenarioSet,
  market: MarketModel,
  risk: RiskLevel,
  duration: Duration,
): TickerScenarios => {
  const { ticker, closes, contracts } = position;
  const durationUsed: Duration =
    duration === 'weekly' && !market.hasWeeklyOptions(ticker) ? 'monthly' : duration;
  const { tradesPerYear } = CADENCES[durationUsed];
  const selectStrike = createStrikeSelector(market, ticker, risk);
  const returns = grossReturns(closes);
  const buffer = new Float64Array(closes.length);
  const yearlyIncome = new Float64Array(set.count);
  const upsideGivenUp = new Float64Array(set.count);
  const netYearlyIncome = new Float64Array(set.count);
  const assignments = new Float64Array(set.count);
  const volatilityByDay = new Float64Array(closes.length).fill(Number.NaN);
  let volatilityGuess = Number.NaN;
  for (let scenario = 0; scenario < set.count; scenario++) {
    const indices = set.resampledIndices[scenario - set.historical];
    const path = indices === undefined ? closes : resamplePath(closes[0] ?? 0, returns, indices, buffer);
    const schedule = set.schedule(durationUsed, scenario);
    const outcome = backtestCoveredCalls({
      dates: set.dates,
      path,
      schedule,
      selectStrike,
      volatilityGuess,
      volatilityByDay,
    });
    volatilityGuess = outcome.lastVolatility;
    const perYear = outcome.trades > 0 ? tradesPerYear / outcome.trades : 0;
    const perShareToYearly = SHARES_PER_CONTRACT * contracts * perYear;
    yearlyIncome[scenario] = outcome.premiumPerShare * perShareToYearly;
    upsideGivenUp[scenario] = outcome.upsideGivenUpPerShare * perShareToYearly;
    netYearlyIncome[scenario] = (outcome.premiumPerShare - outcome.upsideGivenUpPerShare) * perShareToYearly;
    assignments[scenario] = outcome.assignments * perYear;
  }
  return { durationUsed, yearlyIncome, upsideGivenUp, netYearlyIncome, assignments };
};

/** Percent of `base` dollars, per scenario. */
const percentOf = (values: Float64Array, base: number): Float64Array =>
  values.map((value) => (base > 0 ? (100 * value) / base : 0));

/** The response and, beside it, what the response summarises (the scenario outcomes and cadences used). */
export const estimateCoveredCallIncome = ({
  request,
  asOf: requestedAsOf,
  market,
  scenarios = DEFAULT_SCENARIOS,
}: CalculatorInput): CalculatorEstimate => {
  const asOf = backtestEndDate(requestedAsOf, market);
  const set = buildScenarioSet(asOf, market, scenarios);
  const tickers: Record<string, TickerResult> = {};
  const perTicker: Record<string, TickerScenarios> = {};
  const portfolioIncome = new Float64Array(set.count);
  const portfolioUpside = new Float64Array(set.count);
  const portfolioNet = new Float64Array(set.count);
  const portfolioAssignments = new Float64Array(set.count);
  let investedDollars = 0;

  for (const [ticker, dollars] of Object.entries(request.positions)) {
    const checked = checkPosition(ticker, dollars, asOf, set, market);
    if ('error' in checked) {
      tickers[ticker] = checked.error;
      continue;
    }
    const { position } = checked;
    const outcome = runScenarios(position, set, market, request.risk_level, request.duration);
    perTicker[ticker] = outcome;
    investedDollars += position.dollars;
    for (let scenario = 0; scenario < set.count; scenario++) {
      portfolioIncome[scenario] = (portfolioIncome[scenario] ?? 0) + (outcome.yearlyIncome[scenario] ?? 0);
      portfolioUpside[scenario] = (portfolioUpside[scenario] ?? 0) + (outcome.upsideGivenUp[scenario] ?? 0);
      portfolioNet[scenario] = (portfolioNet[scenario] ?? 0) + (outcome.netYearlyIncome[scenario] ?? 0);
      portfolioAssignments[scenario] =
        (portfolioAssignments[scenario] ?? 0) + (outcome.assignments[scenario] ?? 0);
    }
    tickers[ticker] = {
      current_price: roundTo(position.price, 2),
      shares: position.shares,
      contracts: position.contracts,
      duration_used: outcome.durationUsed,
      yearly_income: roundRange(percentileRange(outcome.yearlyIncome), 2),
      percent_return: roundRange(percentileRange(percentOf(outcome.yearlyIncome, position.dollars)), 2),
      average_assignments: roundRange(percentileRange(outcome.assignments), 1),
      net_yearly_income: roundRange(percentileRange(outcome.netYearlyIncome), 2),
      net_percent_return: roundRange(
        percentileRange(percentOf(outcome.netYearlyIncome, position.dollars)),
        2,
      ),
      upside_given_up: roundRange(percentileRange(outcome.upsideGivenUp), 2),
    };
  }

  const response: CalculatorResponse = {
    portfolio: {
      yearly_income: roundRange(percentileRange(portfolioIncome), 2),
      monthly_income: roundRange(percentileRange(portfolioIncome.map((value) => value / 12)), 2),
      percent_return: roundRange(percentileRange(percentOf(portfolioIncome, investedDollars)), 2),
      average_assignments: roundRange(percentileRange(portfolioAssignments), 1),
      net_yearly_income: roundRange(percentileRange(portfolioNet), 2),
      net_monthly_income: roundRange(percentileRange(portfolioNet.map((value) => value / 12)), 2),
      net_percent_return: roundRange(percentileRange(percentOf(portfolioNet, investedDollars)), 2),
      upside_given_up: roundRange(percentileRange(portfolioUpside), 2),
      kept_breakdown: keptBreakdown(portfolioIncome, portfolioUpside, portfolioNet),
    },
    tickers,
    start_date: asOf,
    dataSource: market.dataSource,
  };
  return {
    response,
    scenarios: perTicker,
    portfolio: {
      yearlyIncome: portfolioIncome,
      upsideGivenUp: portfolioUpside,
      netYearlyIncome: portfolioNet,
      assignments: portfolioAssignments,
    },
  };
};

/** The calculator response for a parsed request (spec part 1 §3). */
export const calculateCoveredCallIncome = (input: CalculatorInput): CalculatorResponse =>
  estimateCoveredCallIncome(input).response;
