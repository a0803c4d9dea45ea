import { describe, expect, it } from 'vitest';
import { goalIds, goalNames } from '../contracts/goals';
import { findGoal, findGoalByName, goalCatalogue, goalsForTicker, strategyFor } from './goal-catalogue';

describe('goal catalogue', () => {
  it('holds the six income goals, three profiles by two durations (spec part 1 §9)', () => {
    expect(goalCatalogue.map((goal) => goal.id)).toEqual([...goalIds]);
    expect(goalCatalogue.map((goal) => goal.name)).toEqual([...goalNames]);
    expect(new Set(goalCatalogue.map((goal) => goal.goal_type))).toEqual(new Set(['income']));
  });

  it("names the onboarding default 'Balanced Weekly' with id balanced_weekly (defaultGoals format)", () => {
    const goal = findGoalByName('Balanced Weekly');
    expect(goal).toMatchObject({
      id: 'balanced_weekly',
      approach: 'balanced',
      frequency: 'weekly',
      profile: 'Balanced Income',
      strategy_name: 'Covered Call (Balanced, Weekly)',
    });
  });

  it('recommends Conservative Income only', () => {
    expect(goalCatalogue.filter((goal) => goal.recommended).map((goal) => goal.approach)).toEqual([
      'conservative',
      'conservative',
    ]);
  });

  it('offers weekly goals only to tickers with weekly options', () => {
    expect(goalsForTicker({ weeklyOptions: true })).toHaveLength(6);
    expect(goalsForTicker({ weeklyOptions: false }).map((goal) => goal.id)).toEqual([
      'conservative_monthly',
      'balanced_monthly',
      'aggressive_monthly',
    ]);
  });

  it('maps a goal to its covered-call strategy, aiming inside the goal delta band', () => {
    const strategy = strategyFor(findGoal('aggressive_monthly')!, 'AAPL');
    expect(strategy).toMatchObject({
      id: 'covered_call_aggressive_monthly',
      goalId: 'aggressive_monthly',
      name: 'Covered Call (Aggressive, Monthly)',
      default_allocation: 1,
    });
    expect(strategy.target_delta).toBeGreaterThan(0.35);
  });

  it('knows no other goal', () => {
    expect(findGoal('balanced_daily')).toBeUndefined();
    expect(findGoalByName('balanced weekly')).toBeUndefined();
  });
});
