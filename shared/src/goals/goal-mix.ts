import { RISK_TARGET_DELTA } from '../calculator/covered-call-rules';
import { percentileRange } from '../calculator/percentile-range';
import type { CalendarDate } from '../calendar/calendar-date';
import type { Duration, Range, RiskLevel } from '../contracts/calculator';

/**
 * The goal solver's per-holding mix (issue 32 item 4): a goal for each holding (its call delta and expiration) that
 * together reach the monthly goal at the median, with the upside given up and the band. From the same backtest runs
 * as the one-goal-for-all rows (income-goal-forecast.ts `solverOptions`), holding by holding: the scenarios are
 * seeded by the as-of day alone, so scenario i is the same market path for every holding and goal, and a mix's
 * year is the sum of its holdings' years scenario by scenario.
 *
 * The search is greedy: every holding starts at the least risky goal (Conservative Monthly); while the mix's median
 * month is short of the goal, the one move up the risk ladder that adds the most median premium per dollar of
 * median upside given up is made (a move that adds premium and gives up nothing goes first). It stops when the
 * median reaches the goal, or when no move adds premium: the mix is then the one that came closest, marked as not
 * reaching it. Greedy is not exhaustive (6^n mixes), but each move is the cheapest premium the holdings offer next.
 */

export interface HoldingGoalScenarios {
  /** Premium a year, dollars, per scenario. */
  readonly premium: Float64Array;
  readonly upside: Float64Array;
  readonly assignments: Float64Array;
}

/** From least to most risky: the order the solver climbs and the one-goal rows are ranked in. */
export const GOAL_LADDER: readonly { readonly risk: RiskLevel; readonly duration: Duration }[] = [
  { risk: 'conservative', duration: 'monthly' },
  { risk: 'conservative', duration: 'weekly' },
  { risk: 'balanced', duration: 'monthly' },
  { risk: 'balanced', duration: 'weekly' },
  { risk: 'aggressive', duration: 'monthly' },
  { risk: 'aggressive', duration: 'weekly' },
];

export interface GoalMixHolding {
  readonly ticker: string;
  readonly risk: RiskLevel;
  readonly duration: Duration;
  /** The delta the goal sells its calls at (the engine's target). */
  readonly targetDelta: number;
  /** The next expiration the goal's cadence would sell; null when the market lists none. */
  readonly expiration: CalendarDate | null;
  /** Premium a month, dollars, 10th/50th/90th percentile. */
  readonly monthlyPremium: Range;
  readonly yearlyUpsideGivenUp: Range;
}

export interface GoalMix {
  readonly holdings: readonly GoalMixHolding[];
  /** Premium a month plus the dividends a month, the band of the mix. */
  readonly monthlyIncome: Range;
  readonly yearlyUpsideGivenUp: Range;
  readonly assignments: Range;
  /** Share of the backtest's scenarios whose month reaches the goal. */
  readonly chanceOfReaching: number;
  readonly reachesGoal: boolean;
}

const key = (rung: (typeof GOAL_LADDER)[number]) => `${rung.risk}_${rung.duration}`;
const cents = (value: number) => Math.round(value * 100) / 100;
const rangeOf = (values: ArrayLike<number>, scale = 1, plus = 0): Range => {
  const range = percentileRange(values);
  return {
    low: cents(range.low * scale + plus),
    median: cents(range.median * scale + plus),
    high: cents(range.high * scale + plus),
  };
};
const median = (values: Float64Array) => percentileRange(values).median;

const sumOf = (arrays: readonly Float64Array[]): Float64Array => {
  const length = Math.min(...arrays.map((values) => values.length));
  const total = new Float64Array(length);
  for (const values of arrays) for (let index = 0; index < length; index++) total[index]! += values[index]!;
  return total;
};

export function solveGoalMix(input: {
  readonly monthlyGoal: number | null;
  /** Dividends the holdings pay a month (the same figure the one-goal rows add). */
  readonly dividendsAMonth: number;
  /** Per ticker, per goal id (`balanced_weekly`): the backtest's scenarios. */
  readonly holdings: ReadonlyMap<string, ReadonlyMap<string, HoldingGoalScenarios>>;
  /** The next expiration a cadence sells on a ticker. */
  readonly expirationOf: (ticker: string, duration: Duration) => CalendarDate | null;
}): GoalMix | null {
  const { monthlyGoal, dividendsAMonth } = input;
  const tickers = [...input.holdings.keys()]
    .filter((ticker) => GOAL_LADDER.every((rung) => input.holdings.get(ticker)!.has(key(rung))))
    .sort();
  if (monthlyGoal === null || tickers.length === 0) return null;
  const at = (ticker: string, rung: number) => input.holdings.get(ticker)!.get(key(GOAL_LADDER[rung]!))!;
  const rungs = new Map(tickers.map((ticker) => [ticker, 0]));
  const yearlyTarget = (monthlyGoal - dividendsAMonth) * 12;
  const total = (field: keyof HoldingGoalScenarios, except?: string, instead?: number) =>
    sumOf(tickers.map((ticker) => at(ticker, ticker === except ? instead! : rungs.get(ticker)!)[field]));

  for (;;) {
    const premium = median(total('premium'));
    if (premium >= yearlyTarget) break;
    const upside = median(total('upside'));
    let best: { ticker: string; rung: number; value: number } | undefined;
    for (const ticker of tickers)
      for (let rung = rungs.get(ticker)! + 1; rung < GOAL_LADDER.length; rung++) {
        const gain = median(total('premium', ticker, rung)) - premium;
        if (gain <= 0) continue;
        const cost = median(total('upside', ticker, rung)) - upside;
        const value = cost <= 0 ? Number.POSITIVE_INFINITY : gain / cost;
        if (!best || value > best.value) best = { ticker, rung, value };
      }
    if (!best) break;
    rungs.set(best.ticker, best.rung);
  }

  const premium = total('premium');
  const reaching = premium.filter((year) => year / 12 + dividendsAMonth >= monthlyGoal).length;
  const monthlyIncome = rangeOf(premium, 1 / 12, dividendsAMonth);
  return {
    holdings: tickers.map((ticker) => {
      const rung = GOAL_LADDER[rungs.get(ticker)!]!;
      const scenarios = at(ticker, rungs.get(ticker)!);
      return {
        ticker,
        risk: rung.risk,
        duration: rung.duration,
        targetDelta: RISK_TARGET_DELTA[rung.risk],
        expiration: input.expirationOf(ticker, rung.duration),
        monthlyPremium: rangeOf(scenarios.premium, 1 / 12),
        yearlyUpsideGivenUp: rangeOf(scenarios.upside),
      };
    }),
    monthlyIncome,
    yearlyUpsideGivenUp: rangeOf(total('upside')),
    assignments: rangeOf(total('assignments')),
    chanceOfReaching: premium.length > 0 ? reaching / premium.length : 0,
    reachesGoal: median(premium) / 12 + dividendsAMonth >= monthlyGoal,
  };
}
