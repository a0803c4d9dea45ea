import { describe, expect, it } from 'vitest';
import { calculateCoveredCallIncome } from '../calculator/income-calculator';
import { createCalculatorRequest, TEST_AS_OF } from '../calculator/testing/calculator-request';
import { createFixedMarket, flatCloses } from '../calculator/testing/fixed-market';
import { incomeGoalPlan } from './income-goal';
import { currentGoalsPremium, solverOptions } from './income-goal-forecast';

/**
 * The income-goal forecast on a flat and on a falling market. The forecast is the calculator's backtest of the same
 * holdings (income-calculator.ts: premium at the bid, a twelfth of the year a month), so on the flat stock it is
 * exactly the calculator's answer. On a stock that fell 40% over the year the calls are never assigned and give
 * up no upside, so the forecast's premium is all kept; the shares are bought at today's lower price, so the same
 * dollars hold more shares and the year's premium, earned on higher prices, is larger (the backtest's known lean,
 * a lean of any backtest that holds today's share count).
 */
const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: {
    FLAT: { closes: flatCloses(300, 100) },
    FALL: { closes: (index) => 100 - (40 * index) / 299 },
  },
});

describe('income goal forecast from the backtest', () => {
  it('forecasts on a flat stock exactly what the calculator answers for the same goal', () => {
    // Act
    const forecast = currentGoalsPremium({
      holdings: [{ ticker: 'FLAT', dollars: 100_000, risk: 'balanced', duration: 'weekly' }],
      asOf: TEST_AS_OF,
      market,
    });
    const calculator = calculateCoveredCallIncome({
      request: createCalculatorRequest(),
      asOf: TEST_AS_OF,
      market,
    });
    // Assess
    expect(forecast.yearlyPremium.median).toBeCloseTo(calculator.portfolio.yearly_income.median, 2);
    expect(forecast.yearlyPremium.low).toBeCloseTo(calculator.portfolio.yearly_income.low, 2);
  });

  it('forecasts premium that is all kept on a falling stock: no assignment, no upside given up', () => {
    const flat = solverOptions({
      holdings: [{ ticker: 'FLAT', dollars: 100_000, risk: 'aggressive', duration: 'weekly' }],
      asOf: TEST_AS_OF,
      market,
    }).find((option) => option.risk === 'aggressive' && option.duration === 'weekly')!;
    const falling = solverOptions({
      holdings: [{ ticker: 'FALL', dollars: 100_000, risk: 'aggressive', duration: 'weekly' }],
      asOf: TEST_AS_OF,
      market,
    }).find((option) => option.risk === 'aggressive' && option.duration === 'weekly')!;
    expect(falling.yearlyPremium.low).toBeGreaterThan(0);
    expect(falling.assignments).toEqual({ low: 0, median: 0, high: 0 });
    expect(falling.yearlyUpsideGivenUp).toEqual({ low: 0, median: 0, high: 0 });
    expect(flat.yearlyPremium.median).toBeGreaterThan(0);
  });

  it('offers six choices whose premium rises with risk, and picks the least risky that reaches the goal', () => {
    const options = solverOptions({
      holdings: [{ ticker: 'FLAT', dollars: 100_000, risk: 'balanced', duration: 'weekly' }],
      asOf: TEST_AS_OF,
      market,
    });
    const weekly = (risk: string) =>
      options.find((option) => option.risk === risk && option.duration === 'weekly')!;
    expect(options).toHaveLength(6);
    expect(weekly('conservative').yearlyPremium.median).toBeLessThan(weekly('balanced').yearlyPremium.median);
    expect(weekly('balanced').yearlyPremium.median).toBeLessThan(weekly('aggressive').yearlyPremium.median);
    // A goal between the balanced and aggressive weekly medians: the solver picks the first choice that reaches it.
    const goal = (weekly('balanced').yearlyPremium.median + weekly('aggressive').yearlyPremium.median) / 24;
    const plan = incomeGoalPlan({
      today: '2025-06-30',
      monthlyGoal: goal,
      actualDays: [],
      openCallPremium: {},
      expectedDividends: {},
      currentGoals: { yearlyPremium: weekly('balanced').yearlyPremium },
      solverOptions: options,
    });
    const picked = plan.solver[plan.pick!]!;
    expect(picked.monthlyIncome.median).toBeGreaterThanOrEqual(goal);
    const lessRisky = plan.solver.filter((row) => row.reachesGoal && row !== picked);
    expect(lessRisky.every((row) => row.risk !== 'conservative')).toBe(true);
    expect(
      picked.risk === 'aggressive' || (picked.risk === 'balanced' && picked.duration === 'monthly'),
    ).toBe(true);
  });
});

describe('income goal plan: months, the current month and the year', () => {
  const input = {
    today: '2026-11-15',
    monthlyGoal: 1_000,
    actualDays: [
      { date: '2026-01-09', options: 700, dividends: 100 },
      { date: '2026-10-02', options: 1_200, dividends: 0 },
      { date: '2026-11-06', options: 300, dividends: 50 },
      { date: '2025-12-20', options: 999, dividends: 0 },
    ],
    openCallPremium: { '2026-11': 200, '2026-12': 400 },
    expectedDividends: { '2026-12': 60 },
    currentGoals: { yearlyPremium: { low: 6_000, median: 9_600, high: 12_000 } },
    solverOptions: [],
  };

  it('adds realised options income and dividends by month, this year only', () => {
    const plan = incomeGoalPlan(input);
    expect(plan.months[0]).toMatchObject({
      month: '2026-01',
      status: 'past',
      actual: 800,
      options: 700,
      dividends: 100,
    });
    expect(plan.months[9]!.actual).toBe(1_200);
    expect(plan.yearToDate.actual).toBe(2_350);
  });

  it('expects the current month to end at what it has plus open calls plus half a month of the goals’ premium', () => {
    const plan = incomeGoalPlan(input);
    // Nov 15 of 30 days: half the month left. 350 done + 200 open calls + 0.5 × 9,600 / 12 = 950.
    expect(plan.currentMonth.expected).toEqual({ low: 350 + 250, median: 950, high: 350 + 200 + 500 });
    expect(plan.currentMonth.goalToDate).toBe(500);
    expect(plan.currentMonth.behind).toBe(true);
    expect(plan.currentMonth.shortfall).toBe(50);
  });

  it('forecasts December from its open calls, its dividends and a month of premium, with the band', () => {
    const plan = incomeGoalPlan(input);
    expect(plan.months[11]!.expected).toEqual({
      low: 60 + 500,
      median: 60 + 400 + 800,
      high: 60 + 400 + 1_000,
    });
    expect(plan.yearTotal.median).toBeCloseTo(2_000 + 950 + 1_260 + 0 + 0, 2);
    expect(plan.proposedGoal).toBe(800 + 60);
  });

  it('proposes, and picks nothing, when no goal is set', () => {
    const plan = incomeGoalPlan({ ...input, monthlyGoal: null });
    expect(plan.currentMonth.behind).toBe(false);
    expect(plan.pick).toBeNull();
    expect(plan.yearToDate.goal).toBeNull();
  });
});
