import type { CalendarDate } from '../calendar/calendar-date';
import type { Duration, RiskLevel, WheelCalculatorResponse } from '../contracts/calculator';
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
import { SHARES_PER_CONTRACT } from './covered-call-rules';
import { keptBreakdown } from './income-calculator';
import { createStrikeSelector } from './strike-selection';
import { backtestWheel } from './wheel-backtest';

/**
 * The calculator's wheel (issue 31 item 4): POST /api/public/covered-call-calculator with `strategy: "wheel"`.
 * Each position's dollars are the wheel's starting cash; wheel-backtest.ts runs it on every scenario of the covered
 * calls' scenario set (backtest-scenarios.ts: the same window, schedules, historical and resampled paths, per-ticker
 * checks and rounding), and the response gives each figure's 10th/50th/90th percentile. The portfolio sums the
 * tickers scenario by scenario before taking percentiles, as the covered calls do.
 *
 * Unlike the covered calls' figures, the wheel's are what the backtest's year produced, not annualised by the
 * trades completed: the shares' result only exists over the dates it covers, and premium and share result must
 * add up to the change in value. "Kept after assignments" is that change: the value at the end (cash, and shares
 * still held at the last close) less the dollars entered.
 */

export interface WheelInput {
  /** A parsed request; its strategy is `wheel`, which is why this engine runs. */
  readonly request: BacktestRequest;
  /** The backtest's last session, as for the covered calls (`CalculatorInput.asOf`). */
  readonly asOf: CalendarDate;
  readonly market: MarketModel;
  readonly scenarios?: ScenarioSettings;
}

/** Every scenario's outcome of one ticker (or the portfolio), dollars over the year, unrounded. */
export interface WheelScenarios {
  readonly putIncome: Float64Array;
  readonly callIncome: Float64Array;
  /** putIncome + callIncome. */
  readonly premium: Float64Array;
  readonly assignments: Float64Array;
  readonly callAways: Float64Array;
  readonly endingValue: Float64Array;
  readonly sharesValueAtEnd: Float64Array;
  /** endingValue - the dollars entered. */
  readonly kept: Float64Array;
  readonly buyAndHoldResult: Float64Array;
}

export interface WheelEstimate {
  readonly response: WheelCalculatorResponse;
  /** Valid tickers only, with the cadence sold. */
  readonly scenarios: Readonly<Record<string, WheelScenarios & { readonly durationUsed: Duration }>>;
  readonly portfolio: WheelScenarios;
}

const emptyScenarios = (count: number): WheelScenarios => ({
  putIncome: new Float64Array(count),
  callIncome: new Float64Array(count),
  premium: new Float64Array(count),
  assignments: new Float64Array(count),
  callAways: new Float64Array(count),
  endingValue: new Float64Array(count),
  sharesValueAtEnd: new Float64Array(count),
  kept: new Float64Array(count),
  buyAndHoldResult: new Float64Array(count),
});

/** Every scenario of one position. */
const runWheelScenarios = (
  position: ValidPosition,
  set: ScenarioSet,
  market: MarketModel,
  risk: RiskLevel,
  duration: Duration,
): WheelScenarios & { durationUsed: Duration } => {
  const { ticker, closes, dollars } = position;
  const durationUsed = cadenceFor(market, ticker, duration);
  const selectPut = createStrikeSelector(market, ticker, risk, 'put');
  const selectCall = createStrikeSelector(market, ticker, risk);
  const outcome = emptyScenarios(set.count);
  const putVolatilityByDay = new Float64Array(closes.length).fill(Number.NaN);
  const callVolatilityByDay = new Float64Array(closes.length).fill(Number.NaN);
  let putVolatilityGuess = Number.NaN;
  let callVolatilityGuess = Number.NaN;
  forEachScenarioPath(closes, set, (path, scenario) => {
    const run = backtestWheel({
      dates: set.dates,
      path,
      schedule: set.schedule(durationUsed, scenario),
      cash: dollars,
      selectPut,
      selectCall,
      putVolatilityGuess,
      callVolatilityGuess,
      putVolatilityByDay,
      callVolatilityByDay,
    });
    putVolatilityGuess = run.lastPutVolatility;
    callVolatilityGuess = run.lastCallVolatility;
    outcome.putIncome[scenario] = run.putPremium;
    outcome.callIncome[scenario] = run.callPremium;
    outcome.premium[scenario] = run.putPremium + run.callPremium;
    outcome.assignments[scenario] = run.assignments;
    outcome.callAways[scenario] = run.callAways;
    outcome.endingValue[scenario] = run.endingValue;
    outcome.sharesValueAtEnd[scenario] = run.sharesAtEnd * run.lastClose;
    outcome.kept[scenario] = run.endingValue - dollars;
    outcome.buyAndHoldResult[scenario] = run.buyAndHoldValue - dollars;
  });
  return { ...outcome, durationUsed };
};

/** The ranges both the portfolio and a ticker carry. */
const figures = (outcome: WheelScenarios, dollars: number) => ({
  yearly_income: rangeOf(outcome.premium),
  percent_return: rangeOf(percentOf(outcome.premium, dollars)),
  average_assignments: rangeOf(outcome.assignments, 1),
  put_income: rangeOf(outcome.putIncome),
  call_income: rangeOf(outcome.callIncome),
  call_aways: rangeOf(outcome.callAways, 1),
  kept_yearly: rangeOf(outcome.kept),
  kept_percent: rangeOf(percentOf(outcome.kept, dollars)),
  ending_value: rangeOf(outcome.endingValue),
  shares_value_at_end: rangeOf(outcome.sharesValueAtEnd),
  buy_and_hold_result: rangeOf(outcome.buyAndHoldResult),
  buy_and_hold_percent: rangeOf(percentOf(outcome.buyAndHoldResult, dollars)),
  vs_buy_and_hold: rangeOf(
    outcome.kept.map((kept, scenario) => kept - (outcome.buyAndHoldResult[scenario] ?? 0)),
  ),
});

/** The median kept figure with its premium and share result (the same scenarios), so the parts add up in cents. */
const wheelKeptBreakdown = (premium: Float64Array, kept: Float64Array) => {
  const { yearly, monthly } = keptBreakdown(
    premium,
    premium.map((value, scenario) => value - (kept[scenario] ?? 0)),
    kept,
  );
  const part = ({ premium: paid, kept: total }: { premium: number; kept: number }) => ({
    premium: paid,
    share_result: toCents(total - paid),
    kept: total,
  });
  return { yearly: part(yearly), monthly: part(monthly) };
};

const NEEDS = `the wheel's cash-secured puts need the cash for at least ${SHARES_PER_CONTRACT} shares (1 contract)`;

/** The wheel's response and, beside it, every scenario's outcome. */
export const estimateWheelIncome = ({
  request,
  asOf: requestedAsOf,
  market,
  scenarios = DEFAULT_SCENARIOS,
}: WheelInput): WheelEstimate => {
  const asOf = backtestEndDate(requestedAsOf, market);
  const set = buildScenarioSet(asOf, market, scenarios);
  const tickers: WheelCalculatorResponse['tickers'] = {};
  const perTicker: Record<string, WheelScenarios & { durationUsed: Duration }> = {};
  const portfolio = emptyScenarios(set.count);
  let investedDollars = 0;

  for (const [ticker, dollars] of Object.entries(request.positions)) {
    const checked = checkPosition(ticker, dollars, asOf, set, market, NEEDS);
    if ('error' in checked) {
      tickers[ticker] = checked.error;
      continue;
    }
    const { position } = checked;
    const outcome = runWheelScenarios(position, set, market, request.risk_level, request.duration);
    perTicker[ticker] = outcome;
    investedDollars += position.dollars;
    for (const key of Object.keys(portfolio) as (keyof WheelScenarios)[])
      addInto(portfolio[key], outcome[key]);
    tickers[ticker] = {
      current_price: roundTo(position.price, 2),
      cash: position.dollars,
      contracts: position.contracts,
      duration_used: outcome.durationUsed,
      ...figures(outcome, position.dollars),
    };
  }

  const response: WheelCalculatorResponse = {
    strategy: 'wheel',
    portfolio: {
      ...figures(portfolio, investedDollars),
      monthly_income: rangeOf(portfolio.premium.map((value) => value / 12)),
      kept_monthly: rangeOf(portfolio.kept.map((value) => value / 12)),
      kept_breakdown: wheelKeptBreakdown(portfolio.premium, portfolio.kept),
    },
    tickers,
    start_date: asOf,
    dataSource: market.dataSource,
  };
  return { response, scenarios: perTicker, portfolio };
};

/** The wheel's response for a parsed request. */
export const calculateWheelIncome = (input: WheelInput): WheelCalculatorResponse =>
  estimateWheelIncome(input).response;
