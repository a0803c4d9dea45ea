import type { CalendarDate } from '../calendar/calendar-date';
import type { CalculatorResponse, KeptBreakdown, Duration, RiskLevel } from '../contracts/calculator';
import type { MarketModel } from '../market/market-model';
import {
  addInto,
  backtestEndDate,
  type BacktestRequest,
  buildScenarioSet,
  cadenceFor,
  checkPosition,
  DEFAULT_SCENARIOS,
  forEachScenarioPath,
  percentOf,
  rangeOf,
  roundTo,
  type ScenarioSet,
  type ScenarioSettings,
  toCents,
  type ValidPosition,
} from './backtest-scenarios';
import { backtestCoveredCalls } from './covered-call-backtest';
import { CADENCES, SHARES_PER_CONTRACT } from './covered-call-rules';
import { createStrikeSelector } from './strike-selection';

export {
  backtestEndDate,
  CalculatorInputError,
  DEFAULT_SCENARIOS,
  type ScenarioSettings,
} from './backtest-scenarios';

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

export interface CalculatorInput {
  /** A parsed request (`calculatorRequestSchema`); the strategy is the caller's choice of engine. */
  readonly request: BacktestRequest;
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

/** Every scenario of one position: yearly income in dollars and assignments per year. */
const runScenarios = (
  position: ValidPosition,
  set: ScenarioSet,
  market: MarketModel,
  risk: RiskLevel,
  duration: Duration,
): TickerScenarios => {
  const { ticker, closes, contracts } = position;
  const durationUsed = cadenceFor(market, ticker, duration);
  const { tradesPerYear } = CADENCES[durationUsed];
  const selectStrike = createStrikeSelector(market, ticker, risk);
  const yearlyIncome = new Float64Array(set.count);
  const upsideGivenUp = new Float64Array(set.count);
  const netYearlyIncome = new Float64Array(set.count);
  const assignments = new Float64Array(set.count);
  const volatilityByDay = new Float64Array(closes.length).fill(Number.NaN);
  let volatilityGuess = Number.NaN;
  forEachScenarioPath(closes, set, (path, scenario) => {
    const outcome = backtestCoveredCalls({
      dates: set.dates,
      path,
      schedule: set.schedule(durationUsed, scenario),
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
  });
  return { durationUsed, yearlyIncome, upsideGivenUp, netYearlyIncome, assignments };
};

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
    addInto(portfolioIncome, outcome.yearlyIncome);
    addInto(portfolioUpside, outcome.upsideGivenUp);
    addInto(portfolioNet, outcome.netYearlyIncome);
    addInto(portfolioAssignments, outcome.assignments);
    tickers[ticker] = {
      current_price: roundTo(position.price, 2),
      shares: position.shares,
      contracts: position.contracts,
      duration_used: outcome.durationUsed,
      yearly_income: rangeOf(outcome.yearlyIncome),
      percent_return: rangeOf(percentOf(outcome.yearlyIncome, position.dollars)),
      average_assignments: rangeOf(outcome.assignments, 1),
      net_yearly_income: rangeOf(outcome.netYearlyIncome),
      net_percent_return: rangeOf(percentOf(outcome.netYearlyIncome, position.dollars)),
      upside_given_up: rangeOf(outcome.upsideGivenUp),
    };
  }

  const response: CalculatorResponse = {
    portfolio: {
      yearly_income: rangeOf(portfolioIncome),
      monthly_income: rangeOf(portfolioIncome.map((value) => value / 12)),
      percent_return: rangeOf(percentOf(portfolioIncome, investedDollars)),
      average_assignments: rangeOf(portfolioAssignments, 1),
      net_yearly_income: rangeOf(portfolioNet),
      net_monthly_income: rangeOf(portfolioNet.map((value) => value / 12)),
      net_percent_return: rangeOf(percentOf(portfolioNet, investedDollars)),
      upside_given_up: rangeOf(portfolioUpside),
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
