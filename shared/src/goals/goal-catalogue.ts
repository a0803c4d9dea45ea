import { RISK_TARGET_DELTA } from '../calculator/covered-call-rules';
import type { Duration, RiskLevel } from '../contracts/calculator';
import { goalIds, type Goal, type GoalId, type GoalName, type Strategy } from '../contracts/goals';

/**
 * The six income goals: three profiles (spec part 1 §9: Conservative Income, Balanced Income, Aggressive Income)
 * times two durations (weekly, monthly). Each is pursued by one covered-call strategy.
 */
const PROFILES: Readonly<
  Record<RiskLevel, { profile: string; description: string; riskLabel: string; recommended: boolean }>
> = {
  conservative: {
    profile: 'Conservative Income',
    description: 'Stable income, minimal risk',
    riskLabel: 'Lower risk',
    recommended: true,
  },
  balanced: {
    profile: 'Balanced Income',
    description: 'Mix of income and growth, ideal for most',
    riskLabel: 'Moderate risk',
    recommended: false,
  },
  aggressive: {
    profile: 'Aggressive Income',
    description: 'Higher returns, more volatility',
    riskLabel: 'Higher risk',
    recommended: false,
  },
};

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** The whole position is offered to the strategy unless the user allocates less (spec part 2 §3: default 1). */
export const DEFAULT_ALLOCATION = 1;

const toGoal = (id: GoalId): Goal => {
  const [approach, frequency] = id.split('_') as [RiskLevel, Duration];
  const profile = PROFILES[approach];
  return {
    id,
    goalId: id,
    name: `${capitalised(approach)} ${capitalised(frequency)}` as GoalName,
    goal_type: 'income',
    approach,
    frequency,
    profile: profile.profile,
    description: `${profile.description}; calls sold ${frequency === 'weekly' ? 'every week' : 'every month'}.`,
    risk_label: profile.riskLabel,
    recommended: profile.recommended,
    strategy_id: `covered_call_${id}`,
    strategy_name: `Covered Call (${capitalised(approach)}, ${capitalised(frequency)})`,
  };
};

export const goalCatalogue: readonly Goal[] = goalIds.map(toGoal);

const goalsById: ReadonlyMap<string, Goal> = new Map(goalCatalogue.map((goal) => [goal.id, goal]));
const goalsByName: ReadonlyMap<string, Goal> = new Map(goalCatalogue.map((goal) => [goal.name, goal]));

export const findGoal = (id: string): Goal | undefined => goalsById.get(id);
export const findGoalByName = (name: string): Goal | undefined => goalsByName.get(name);

/** Weekly goals need weekly expirations: a ticker without weekly options can only pursue monthly goals. */
export const goalsForTicker = (options: { weeklyOptions: boolean }): Goal[] =>
  goalCatalogue.filter((goal) => goal.frequency === 'monthly' || options.weeklyOptions);

export const isGoalAvailable = (goal: Goal, options: { weeklyOptions: boolean }): boolean =>
  goal.frequency === 'monthly' || options.weeklyOptions;

export const strategyFor = (goal: Goal, ticker: string): Strategy => ({
  id: goal.strategy_id,
  goalId: goal.id,
  ticker,
  name: goal.strategy_name,
  strategy_type: 'covered_call',
  approach: goal.approach,
  frequency: goal.frequency,
  target_delta: RISK_TARGET_DELTA[goal.approach],
  default_allocation: DEFAULT_ALLOCATION,
});
