import type { CalendarDate } from '../calendar/calendar-date';
import { estimateCoveredCallIncome } from '../calculator/income-calculator';
import { percentileRange } from '../calculator/percentile-range';
import { MAX_CALCULATOR_POSITIONS, type Duration, type Range, type RiskLevel } from '../contracts/calculator';
import type { MarketModel } from '../market/market-model';
import type { HoldingGoalScenarios } from './goal-mix';
import type { SolverOption } from './income-goal';

/**
 * The premium a year that goals earn on the user's holdings, from the calculator's backtest (the machinery the public
 * calculator and onboarding use, so the proposed goal is the onboarding figure): per scenario, summed over
 * holdings, then the 10th/50th/90th percentiles. The scenarios are seeded by the as-of day alone, so scenario i
 * is the same market path in every run and runs add up scenario by scenario.
 */

export interface GoalHolding {
  readonly ticker: string;
  /** Dollars held: shares × price. */
  readonly dollars: number;
  readonly risk: RiskLevel;
  readonly duration: Duration;
}

const RISKS: readonly RiskLevel[] = ['conservative', 'balanced', 'aggressive'];
const DURATIONS: readonly Duration[] = ['monthly', 'weekly'];

interface Totals {
  premium?: Float64Array;
  upside?: Float64Array;
  assignments?: Float64Array;
}

const add = (into: Float64Array | undefined, values: Float64Array): Float64Array => {
  if (!into) return Float64Array.from(values);
  for (let index = 0; index < Math.min(into.length, values.length); index++) into[index]! += values[index]!;
  return into;
};

/** Per holding and goal (`balanced_weekly`), every scenario's premium, upside given up and assignments a year. */
export type HoldingScenarios = Map<string, Map<string, HoldingGoalScenarios>>;

function backtest(
  holdings: readonly GoalHolding[],
  risk: RiskLevel,
  duration: Duration,
  asOf: CalendarDate,
  market: MarketModel,
  totals: Totals,
  perHolding?: HoldingScenarios,
): void {
  for (let start = 0; start < holdings.length; start += MAX_CALCULATOR_POSITIONS) {
    const chunk = holdings.slice(start, start + MAX_CALCULATOR_POSITIONS);
    const positions = Object.fromEntries(chunk.map((holding) => [holding.ticker, holding.dollars]));
    const estimate = estimateCoveredCallIncome({
      request: { positions, risk_level: risk, duration, allocation: 1 },
      asOf,
      market,
    });
    if (perHolding)
      for (const [ticker, outcome] of Object.entries(estimate.scenarios)) {
        const byGoal = perHolding.get(ticker) ?? new Map<string, HoldingGoalScenarios>();
        byGoal.set(`${risk}_${duration}`, {
          premium: outcome.yearlyIncome,
          upside: outcome.upsideGivenUp,
          assignments: outcome.assignments,
        });
        perHolding.set(ticker, byGoal);
      }
    totals.premium = add(totals.premium, estimate.portfolio.yearlyIncome);
    totals.upside = add(totals.upside, estimate.portfolio.upsideGivenUp);
    totals.assignments = add(totals.assignments, estimate.portfolio.assignments);
  }
}

const rangeOf = (values: Float64Array | undefined): Range =>
  values ? percentileRange(values) : { low: 0, median: 0, high: 0 };

/** Each holding at its own goal: what the user's settings earn. */
export function currentGoalsPremium(params: {
  readonly holdings: readonly GoalHolding[];
  readonly asOf: CalendarDate;
  readonly market: MarketModel;
}): { yearlyPremium: Range } {
  const totals: Totals = {};
  const groups = new Map<string, GoalHolding[]>();
  for (const holding of params.holdings) {
    const key = `${holding.risk}|${holding.duration}`;
    groups.set(key, [...(groups.get(key) ?? []), holding]);
  }
  for (const group of groups.values())
    backtest(group, group[0]!.risk, group[0]!.duration, params.asOf, params.market, totals);
  return { yearlyPremium: rangeOf(totals.premium) };
}

/** Every risk level and cadence applied to all holdings: the goal solver's choices. */
export function solverOptions(params: {
  readonly holdings: readonly GoalHolding[];
  readonly asOf: CalendarDate;
  readonly market: MarketModel;
  /** Filled with each holding's scenarios per goal, for the per-holding mix (goal-mix.ts); the same runs. */
  readonly perHolding?: HoldingScenarios;
}): SolverOption[] {
  if (params.holdings.length === 0) return [];
  return RISKS.flatMap((risk) =>
    DURATIONS.map((duration) => {
      const totals: Totals = {};
      backtest(params.holdings, risk, duration, params.asOf, params.market, totals, params.perHolding);
      return {
        risk,
        duration,
        yearlyPremium: rangeOf(totals.premium),
        yearlyUpsideGivenUp: rangeOf(totals.upside),
        assignments: rangeOf(totals.assignments),
      };
    }),
  );
}
