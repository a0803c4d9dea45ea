import { daysInMonth, parseCalendarDate, type CalendarDate } from '../calendar/calendar-date';
import type { Duration, Range, RiskLevel } from '../contracts/calculator';

/**
 * Income against the user's monthly goal (issue 32 item 4), as pure arithmetic over figures made elsewhere:
 *
 * - actual income is realised options income plus dividends, per day, from the income aggregates the pages read
 *   (the one definition of realised income; equity gains are not income here, as on the Income YTD card);
 * - the rest of the year is forecast month by month from two parts: the premium of open calls, booked in the
 *   month they expire (kept in full if they expire; the band's low end assumes none of it), and the premium the
 *   user's goals have earned, from the calculator's backtest of the same holdings at the same risk level and
 *   cadence (its 10th/50th/90th percentile year, a twelfth a month), plus the dividends the holdings will be paid;
 * - the solver runs the backtest for every risk level and cadence and picks the least risky one whose median
 *   month reaches the goal.
 */

export type MonthKey = string; // YYYY-MM

export interface SolverOption {
  readonly risk: RiskLevel;
  readonly duration: Duration;
  /** Premium a year, dollars, 10th/50th/90th percentile. */
  readonly yearlyPremium: Range;
  /** Upside given up a year, dollars. */
  readonly yearlyUpsideGivenUp: Range;
  /** Assignments a year. */
  readonly assignments: Range;
}

export interface IncomeGoalInput {
  readonly today: CalendarDate;
  readonly monthlyGoal: number | null;
  readonly actualDays: readonly {
    readonly date: CalendarDate;
    readonly options: number;
    readonly dividends: number;
  }[];
  /** Premium of open calls, by the month they expire. */
  readonly openCallPremium: Readonly<Record<MonthKey, number>>;
  /** Dividends the holdings are expected to be paid after today, by the month they are paid. */
  readonly expectedDividends: Readonly<Record<MonthKey, number>>;
  /** The backtest of the user's own goals (each holding at its goal). */
  readonly currentGoals: Pick<SolverOption, 'yearlyPremium'>;
  readonly solverOptions: readonly SolverOption[];
}

export interface IncomeMonth {
  readonly month: MonthKey;
  readonly status: 'past' | 'current' | 'forecast';
  readonly options: number;
  readonly dividends: number;
  readonly actual: number;
  /** Expected for the whole month: actual so far plus what the rest of it should bring (band). */
  readonly expected: Range;
  readonly goal: number | null;
}

export interface SolverRow extends SolverOption {
  /** Premium and dividends a month, dollars. */
  readonly monthlyIncome: Range;
  readonly reachesGoal: boolean;
}

export interface IncomeGoalPlan {
  readonly year: number;
  readonly months: readonly IncomeMonth[];
  readonly yearToDate: { readonly actual: number; readonly goal: number | null };
  /** The whole year: actual to date plus the forecast of the rest. */
  readonly yearTotal: Range;
  readonly currentMonth: {
    readonly month: MonthKey;
    readonly actual: number;
    /** The goal pro-rated to today (the month's elapsed days). */
    readonly goalToDate: number | null;
    readonly expected: Range;
    /** Expected median below the goal: the month is falling behind. */
    readonly behind: boolean;
    readonly shortfall: number;
    /**
     * What the month has secured: realised so far, plus the premium of open calls that expire later this month
     * (kept if they expire) and the dividends due to be paid this month. No backtest premium.
     */
    readonly secured: number;
    /** The alert's state ({@link monthFallsBehind}): behind, and secured short of the pro-rated goal by a margin. */
    readonly alert: boolean;
  };
  /** What the user's goals have earned a month (median), proposed as the goal when none is set. */
  readonly proposedGoal: number;
  readonly solver: readonly SolverRow[];
  /** Index in `solver` of the least risky option whose median reaches the goal; null when none does or no goal. */
  readonly pick: number | null;
}

/** From this day of the month a month can count as falling behind: before it, most of its calls are yet to be sold. */
export const BEHIND_FROM_DAY = 10;
/** How far (a share of the monthly goal) the secured income may sit under the pro-rated goal before it alerts. */
export const BEHIND_MARGIN = 0.1;

/**
 * Whether the month falls behind the goal, the state the income-goal alert is sent on and the card shows: from
 * day {@link BEHIND_FROM_DAY}, the month's expected median is under the goal (the card's "Behind") and what it has
 * secured is under the goal pro-rated to today by more than {@link BEHIND_MARGIN} of the goal. Both must hold: the
 * forecast alone leans on premium not yet sold, and the pace alone ignores calls still to expire.
 */
export function monthFallsBehind(input: {
  readonly monthlyGoal: number | null;
  readonly day: number;
  readonly daysInMonth: number;
  readonly secured: number;
  readonly expectedMedian: number;
}): boolean {
  const { monthlyGoal, day } = input;
  if (monthlyGoal === null || monthlyGoal <= 0 || day < BEHIND_FROM_DAY) return false;
  const goalToDate = (monthlyGoal * day) / input.daysInMonth;
  return (
    input.expectedMedian < monthlyGoal &&
    Math.round((goalToDate - input.secured) * 100) > Math.round(BEHIND_MARGIN * monthlyGoal * 100)
  );
}

/** The dividends due in the months after this one, a month: what the solver adds to each goal's premium. */
export const dividendsAMonthOf = (
  expectedDividends: Readonly<Record<MonthKey, number>>,
  today: CalendarDate,
): number =>
  Object.entries(expectedDividends)
    .filter(([key]) => key > monthOf(today))
    .reduce((total, [, amount]) => total + amount, 0) / Math.max(1, 12 - parseCalendarDate(today).month);

const RISK_ORDER: readonly RiskLevel[] = ['conservative', 'balanced', 'aggressive'];
const DURATION_ORDER: readonly Duration[] = ['monthly', 'weekly'];

const monthOf = (date: CalendarDate): MonthKey => date.slice(0, 7);
const cents = (value: number): number => Math.round(value * 100) / 100;
const range = (low: number, median: number, high: number): Range => ({
  low: cents(low),
  median: cents(median),
  high: cents(high),
});

export function incomeGoalPlan(input: IncomeGoalInput): IncomeGoalPlan {
  const { year, month: thisMonth, day } = parseCalendarDate(input.today);
  const monthly = input.currentGoals.yearlyPremium;
  const actual = new Map<MonthKey, { options: number; dividends: number }>();
  for (const day of input.actualDays) {
    if (!day.date.startsWith(`${year}-`) || day.date > input.today) continue;
    const seen = actual.get(monthOf(day.date)) ?? { options: 0, dividends: 0 };
    seen.options += day.options;
    seen.dividends += day.dividends;
    actual.set(monthOf(day.date), seen);
  }
  const months: IncomeMonth[] = [];
  for (let month = 1; month <= 12; month++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const got = actual.get(key) ?? { options: 0, dividends: 0 };
    const done = got.options + got.dividends;
    const status = month < thisMonth ? 'past' : month === thisMonth ? 'current' : 'forecast';
    const share = status === 'past' ? 0 : status === 'current' ? 1 - day / daysInMonth(year, month) : 1;
    const calls = status === 'past' ? 0 : (input.openCallPremium[key] ?? 0);
    const dividends = status === 'past' ? 0 : (input.expectedDividends[key] ?? 0);
    const rest = (fraction: number) => (fraction * share) / 12;
    months.push({
      month: key,
      status,
      options: cents(got.options),
      dividends: cents(got.dividends),
      actual: cents(done),
      expected:
        status === 'past'
          ? range(done, done, done)
          : range(
              done + dividends + rest(monthly.low),
              done + dividends + calls + rest(monthly.median),
              done + dividends + calls + rest(monthly.high),
            ),
      goal: input.monthlyGoal,
    });
  }
  const current = months[thisMonth - 1]!;
  const secured = cents(
    current.actual +
      (input.openCallPremium[current.month] ?? 0) +
      (input.expectedDividends[current.month] ?? 0),
  );
  const behind = input.monthlyGoal !== null && current.expected.median < input.monthlyGoal;
  const goalToDate =
    input.monthlyGoal === null ? null : cents((input.monthlyGoal * day) / daysInMonth(year, thisMonth));
  const yearToDateActual = cents(months.reduce((sum, month) => sum + month.actual, 0));
  const sum = (pick: (value: Range) => number) =>
    months.reduce((total, month) => total + pick(month.expected), 0);

  const dividendsAMonth = dividendsAMonthOf(input.expectedDividends, input.today);
  const solver = input.solverOptions.map((option) => {
    const monthlyIncome = range(
      option.yearlyPremium.low / 12 + dividendsAMonth,
      option.yearlyPremium.median / 12 + dividendsAMonth,
      option.yearlyPremium.high / 12 + dividendsAMonth,
    );
    return {
      ...option,
      monthlyIncome,
      reachesGoal: input.monthlyGoal !== null && monthlyIncome.median >= input.monthlyGoal,
    };
  });
  const order = (row: SolverRow) => RISK_ORDER.indexOf(row.risk) * 2 + DURATION_ORDER.indexOf(row.duration);
  const reaching = solver
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.reachesGoal)
    .sort((a, b) => order(a.row) - order(b.row));

  return {
    year,
    months,
    yearToDate: {
      actual: yearToDateActual,
      goal:
        input.monthlyGoal === null ? null : cents(input.monthlyGoal * (thisMonth - 1) + (goalToDate ?? 0)),
    },
    yearTotal: range(
      sum((value) => value.low),
      sum((value) => value.median),
      sum((value) => value.high),
    ),
    currentMonth: {
      month: current.month,
      actual: current.actual,
      goalToDate,
      expected: current.expected,
      behind,
      shortfall:
        input.monthlyGoal === null ? 0 : cents(Math.max(0, input.monthlyGoal - current.expected.median)),
      secured,
      alert: monthFallsBehind({
        monthlyGoal: input.monthlyGoal,
        day,
        daysInMonth: daysInMonth(year, thisMonth),
        secured,
        expectedMedian: current.expected.median,
      }),
    },
    proposedGoal: cents(monthly.median / 12 + dividendsAMonth),
    solver,
    pick: reaching[0]?.index ?? null,
  };
}
