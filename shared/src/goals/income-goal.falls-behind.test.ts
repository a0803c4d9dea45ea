import { describe, expect, it } from 'vitest';
import { BEHIND_FROM_DAY, BEHIND_MARGIN, incomeGoalPlan, monthFallsBehind } from './income-goal';

/**
 * The income-goal alert's rule (issue 32 item 4, decision 350) at its edges: from the 10th, the expected median
 * under the goal and the secured income more than 10% of the goal under the goal pro-rated to today.
 */
const createMonth = (overrides: Partial<Parameters<typeof monthFallsBehind>[0]> = {}) => ({
  monthlyGoal: 3_000,
  day: 15,
  daysInMonth: 30,
  secured: 1_000,
  expectedMedian: 2_500,
  ...overrides,
});

describe('monthFallsBehind: the day of the month', () => {
  it('never counts a month as behind before the 10th', () => {
    expect(BEHIND_FROM_DAY).toBe(10);
    expect(monthFallsBehind(createMonth({ day: 9, secured: 0, expectedMedian: 0 }))).toBe(false);
  });

  it('counts it from the 10th on', () => {
    // Nov 10: 3,000 × 10 / 30 = 1,000 due; 0 secured is 1,000 short, over the 300 margin.
    expect(monthFallsBehind(createMonth({ day: 10, secured: 0, expectedMedian: 0 }))).toBe(true);
  });
});

describe('monthFallsBehind: the margin under the pro-rated goal', () => {
  // Nov 15 of 30: 1,500 due by today; the margin is 10% of 3,000 = 300.
  it('is not behind when the secured income is exactly the margin short', () => {
    expect(BEHIND_MARGIN).toBe(0.1);
    expect(monthFallsBehind(createMonth({ secured: 1_200 }))).toBe(false);
  });

  it('is behind a cent past the margin', () => {
    expect(monthFallsBehind(createMonth({ secured: 1_199.99 }))).toBe(true);
  });

  it('is not behind when the secured income covers the pro-rated goal', () => {
    expect(monthFallsBehind(createMonth({ secured: 1_500 }))).toBe(false);
  });
});

describe('monthFallsBehind: the forecast must agree', () => {
  it('is not behind when the month is still expected to reach the goal, however slow its pace', () => {
    expect(monthFallsBehind(createMonth({ secured: 0, expectedMedian: 3_000 }))).toBe(false);
  });

  it('is behind a cent under the goal', () => {
    expect(monthFallsBehind(createMonth({ secured: 0, expectedMedian: 2_999.99 }))).toBe(true);
  });

  it('is never behind without a goal', () => {
    expect(monthFallsBehind(createMonth({ monthlyGoal: null, secured: 0, expectedMedian: 0 }))).toBe(false);
  });
});

describe('the plan’s current month carries the alert from the same figures as the card', () => {
  const input = {
    today: '2026-11-15',
    monthlyGoal: 1_000,
    actualDays: [{ date: '2026-11-06', options: 200, dividends: 50 }],
    openCallPremium: { '2026-11': 40, '2026-12': 400 },
    expectedDividends: { '2026-11': 10, '2026-12': 60 },
    currentGoals: { yearlyPremium: { low: 0, median: 2_400, high: 4_800 } },
    solverOptions: [],
  };

  it('secures what is realised plus the open calls and dividends of this month only', () => {
    const plan = incomeGoalPlan(input);
    // 250 realised + 40 open calls + 10 dividends; December's are not this month's.
    expect(plan.currentMonth.secured).toBe(300);
    // 500 due by the 15th; 300 is 200 short, over the 100 margin; expected 250 + 10 + 40 + 0.5 × 200 = 400 < 1,000.
    expect(plan.currentMonth.expected.median).toBe(400);
    expect(plan.currentMonth.behind).toBe(true);
    expect(plan.currentMonth.alert).toBe(true);
  });

  it('does not alert with the same figures on the 9th', () => {
    const plan = incomeGoalPlan({ ...input, today: '2026-11-09' });
    expect(plan.currentMonth.behind).toBe(true);
    expect(plan.currentMonth.alert).toBe(false);
  });

  it('does not alert when the goal is met by what is secured', () => {
    const plan = incomeGoalPlan({ ...input, monthlyGoal: 300 });
    expect(plan.currentMonth.alert).toBe(false);
  });
});
