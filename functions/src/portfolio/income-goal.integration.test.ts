import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, writeAs } from '../testing/stack-client';

interface Tracking {
  monthlyGoal: number | null;
  months: {
    month: string;
    status: string;
    actual: number;
    options: number;
    dividends: number;
    expected: { median: number };
  }[];
  yearToDate: { actual: number; goal: number | null };
  currentMonth: { behind: boolean; shortfall: number; expected: { median: number } };
  proposedGoal: number;
  solver: { risk: string; duration: string; reachesGoal: boolean; monthlyIncome: { median: number } }[];
  pick: number | null;
  goalMix: {
    holdings: { ticker: string; targetDelta: number; expiration: string | null }[];
    monthlyIncome: { low: number; median: number; high: number };
    chanceOfReaching: number;
    reachesGoal: boolean;
  } | null;
  dataSource: string;
}

describe('the income goal against the local stack (issue 32 item 4)', () => {
  it('tracks the example portfolio’s income by month to the cent of Gains, and solves for a goal', async () => {
    // Prepare
    const user = await createUserWithProfile();
    expect((await writeAs(user, '/api/test-data', 'POST')).status).toBe(201);
    await writeAs(user, '/api/complete-onboarding', 'POST', { starting_goal: 'Balanced Weekly' });
    // Act
    const unset = (await callApi('/api/portfolio/income-goal', { token: user.token }))
      .body as unknown as Tracking;
    const goal = Math.round(unset.proposedGoal * 1.5);
    const set = await writeAs(user, '/api/portfolio/income-goal', 'PUT', { monthlyAmount: goal });
    const performance = (await callApi('/api/portfolio/performance', { token: user.token })).body as {
      incomeSince: { yearToDate: { options: number; dividends: number; totalIncome: number } };
    };
    // Assess
    expect(unset.monthlyGoal).toBeNull();
    expect(unset.pick).toBeNull();
    expect(unset.proposedGoal).toBeGreaterThan(0);
    expect(set.status).toBe(200);
    const tracking = set.body as unknown as Tracking;
    expect(tracking.monthlyGoal).toBe(goal);
    expect(tracking.dataSource).toBe('simulated');
    // The months add up to the Income YTD card: options + dividends, the one definition of realised income.
    const ytd = performance.incomeSince.yearToDate;
    expect(tracking.yearToDate.actual).toBeCloseTo(ytd.options + ytd.dividends, 2);
    expect(tracking.months).toHaveLength(12);
    expect(tracking.solver).toHaveLength(6);
    const picked = tracking.pick === null ? undefined : tracking.solver[tracking.pick];
    if (picked) expect(picked.monthlyIncome.median).toBeGreaterThanOrEqual(goal);
    else expect(tracking.solver.every((row) => !row.reachesGoal)).toBe(true);
    // The per-holding mix: a goal per holding, at the engine's deltas, reaching the goal when a mix does.
    expect(unset.goalMix).toBeNull();
    const mix = tracking.goalMix!;
    expect(mix.holdings.map((holding) => holding.ticker).sort()).toEqual(['AAPL', 'KO', 'MSFT']);
    for (const holding of mix.holdings) expect([0.15, 0.275, 0.4]).toContain(holding.targetDelta);
    if (mix.reachesGoal) expect(mix.monthlyIncome.median).toBeGreaterThanOrEqual(goal);
    expect(mix.chanceOfReaching).toBeGreaterThanOrEqual(0);
  });

  it('clears the goal with null and refuses a bad amount or unknown field with the field named', async () => {
    const user = await createUserWithProfile();
    await writeAs(user, '/api/portfolio/income-goal', 'PUT', { monthlyAmount: 500 });
    const cleared = await writeAs(user, '/api/portfolio/income-goal', 'PUT', { monthlyAmount: null });
    const negative = await writeAs(user, '/api/portfolio/income-goal', 'PUT', { monthlyAmount: -5 });
    const unknown = await writeAs(user, '/api/portfolio/income-goal', 'PUT', { monthlyAmount: 5, goal: 1 });
    expect(cleared.status).toBe(200);
    expect((cleared.body as unknown as Tracking).monthlyGoal).toBeNull();
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('monthlyAmount must be greater than 0');
    expect(unknown.status).toBe(400);
  });
});
