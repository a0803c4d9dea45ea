import { describe, expect, it } from 'vitest';
import { TEST_AS_OF } from '../calculator/testing/calculator-request';
import { createFixedMarket, flatCloses } from '../calculator/testing/fixed-market';
import { GOAL_LADDER, solveGoalMix, type HoldingGoalScenarios } from './goal-mix';
import { solverOptions, type HoldingScenarios } from './income-goal-forecast';

/**
 * The goal solver's per-holding mix (issue 32 item 4, decision 354): named scenarios over hand-made backtests (five
 * scenarios a holding, premium and upside a year per goal), then the real backtest, where a mix with every holding
 * at one goal must be the one-goal row.
 */

/** A holding whose goal `i` up the ladder earns `premium[i]` and gives up `upside[i]` a year in every scenario. */
const createHolding = (premium: number[], upside: number[] = premium.map(() => 0)) =>
  new Map<string, HoldingGoalScenarios>(
    GOAL_LADDER.map((rung, index) => [
      `${rung.risk}_${rung.duration}`,
      {
        premium: Float64Array.from([0.8, 0.9, 1, 1.1, 1.2], (spread) => premium[index]! * spread),
        upside: Float64Array.from({ length: 5 }, () => upside[index]!),
        assignments: Float64Array.from({ length: 5 }, () => index / 2),
      },
    ]),
  );

const solve = (monthlyGoal: number | null, holdings: Record<string, Map<string, HoldingGoalScenarios>>) =>
  solveGoalMix({
    monthlyGoal,
    dividendsAMonth: 100,
    holdings: new Map(Object.entries(holdings)),
    expirationOf: (_ticker, duration) => (duration === 'weekly' ? '2026-12-04' : '2026-12-18'),
  });

describe('solveGoalMix: named scenarios', () => {
  const LADDER_PREMIUM = [12_000, 15_600, 18_000, 24_000, 30_000, 36_000];

  it('keeps every holding Conservative Monthly when that already reaches the goal', () => {
    // 2 × 12,000 a year = 2,000 a month at the median, + 100 dividends.
    const mix = solve(2_100, { AAA: createHolding(LADDER_PREMIUM), BBB: createHolding(LADDER_PREMIUM) })!;
    expect(mix.holdings.map((holding) => `${holding.ticker} ${holding.risk} ${holding.duration}`)).toEqual([
      'AAA conservative monthly',
      'BBB conservative monthly',
    ]);
    expect(mix.holdings[0]).toMatchObject({ targetDelta: 0.15, expiration: '2026-12-18' });
    expect(mix.monthlyIncome).toEqual({ low: expect.any(Number), median: 2_100, high: expect.any(Number) });
    expect(mix.reachesGoal).toBe(true);
  });

  it('raises the holding whose next goal costs the least upside per dollar of premium first', () => {
    // AAA gives up 10,000 for its extra premium; BBB gives up nothing, so BBB climbs and AAA stays.
    const mix = solve(2_400, {
      AAA: createHolding(LADDER_PREMIUM, [0, 10_000, 10_000, 10_000, 10_000, 10_000]),
      BBB: createHolding(LADDER_PREMIUM),
    })!;
    const byTicker = Object.fromEntries(mix.holdings.map((holding) => [holding.ticker, holding]));
    expect(byTicker.AAA).toMatchObject({ risk: 'conservative', duration: 'monthly' });
    // 12,000 + BBB's next goal, 15,600 = 12 × (2,400 − 100) = 27,600 a year at the median: one step is enough.
    expect(byTicker.BBB).toMatchObject({
      risk: 'conservative',
      duration: 'weekly',
      expiration: '2026-12-04',
    });
    expect(mix.monthlyIncome.median).toBeGreaterThanOrEqual(2_400);
    expect(mix.yearlyUpsideGivenUp.median).toBe(0);
    expect(mix.reachesGoal).toBe(true);
  });

  it('says how many of the backtest’s scenarios reach the goal', () => {
    // One holding at 24,000 a year median: the scenarios earn 0.8×…1.2× of it, 1,600 to 2,400 a month + 100.
    const mix = solve(2_100, { AAA: createHolding([24_000, 24_000, 24_000, 24_000, 24_000, 24_000]) })!;
    expect(mix.monthlyIncome).toEqual({ low: expect.any(Number), median: 2_100, high: expect.any(Number) });
    expect(mix.chanceOfReaching).toBe(3 / 5);
  });

  it('climbs as far as premium grows and marks a goal out of reach', () => {
    const mix = solve(10_000, { AAA: createHolding(LADDER_PREMIUM) })!;
    expect(mix.holdings[0]).toMatchObject({ risk: 'aggressive', duration: 'weekly', targetDelta: 0.4 });
    expect(mix.reachesGoal).toBe(false);
    expect(mix.chanceOfReaching).toBe(0);
  });

  it('solves nothing without a goal or without holdings', () => {
    expect(solve(null, { AAA: createHolding(LADDER_PREMIUM) })).toBeNull();
    expect(solve(2_000, {})).toBeNull();
  });
});

describe('solveGoalMix on the calculator’s backtest', () => {
  const market = createFixedMarket({
    through: TEST_AS_OF,
    tickers: { FLAT: { closes: flatCloses(300, 100) }, RISE: { closes: (index) => 80 + (40 * index) / 299 } },
  });

  it('adds holdings scenario by scenario: every holding at one goal is that goal’s one-goal row', () => {
    // Prepare
    const perHolding: HoldingScenarios = new Map();
    const options = solverOptions({
      holdings: [
        { ticker: 'FLAT', dollars: 100_000, risk: 'balanced', duration: 'weekly' },
        { ticker: 'RISE', dollars: 100_000, risk: 'balanced', duration: 'weekly' },
      ],
      asOf: TEST_AS_OF,
      market,
      perHolding,
    });
    const row = options.find((option) => option.risk === 'conservative' && option.duration === 'monthly')!;

    // Act: a goal the least risky goal reaches keeps every holding there
    const mix = solveGoalMix({
      monthlyGoal: Math.floor(row.yearlyPremium.median / 12),
      dividendsAMonth: 0,
      holdings: perHolding,
      expirationOf: () => null,
    })!;

    // Assess
    expect(mix.holdings.every((holding) => holding.risk === 'conservative')).toBe(true);
    expect(mix.monthlyIncome.median).toBeCloseTo(row.yearlyPremium.median / 12, 2);
    expect(mix.yearlyUpsideGivenUp.median).toBeCloseTo(row.yearlyUpsideGivenUp.median, 2);
    expect(mix.reachesGoal).toBe(true);
  });

  it('reaches a goal between the one-goal rows with less upside given up than the row that reaches it', () => {
    const perHolding: HoldingScenarios = new Map();
    const options = solverOptions({
      holdings: [
        { ticker: 'FLAT', dollars: 100_000, risk: 'balanced', duration: 'weekly' },
        { ticker: 'RISE', dollars: 100_000, risk: 'balanced', duration: 'weekly' },
      ],
      asOf: TEST_AS_OF,
      market,
      perHolding,
    });
    const monthly = (risk: string, duration: string) =>
      options.find((option) => option.risk === risk && option.duration === duration)!.yearlyPremium.median /
      12;
    const goal = Math.round((monthly('conservative', 'monthly') + monthly('aggressive', 'weekly')) / 2);
    const mix = solveGoalMix({
      monthlyGoal: goal,
      dividendsAMonth: 0,
      holdings: perHolding,
      expirationOf: () => null,
    })!;
    expect(mix.reachesGoal).toBe(true);
    expect(mix.monthlyIncome.median).toBeGreaterThanOrEqual(goal);
    const reachingRows = options.filter((option) => option.yearlyPremium.median / 12 >= goal);
    expect(reachingRows.length).toBeGreaterThan(0);
    expect(mix.yearlyUpsideGivenUp.median).toBeLessThanOrEqual(
      Math.max(...reachingRows.map((option) => option.yearlyUpsideGivenUp.median)) + 0.01,
    );
  });
});
