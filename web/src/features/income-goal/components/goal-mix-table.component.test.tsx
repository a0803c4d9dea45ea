import { screen, within } from '@testing-library/react';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { GoalMixTable } from './goal-mix-table';

type Mix = NonNullable<IncomeGoalResponse['goalMix']>;

const createMix = (overrides: Partial<Mix> = {}): Mix => ({
  holdings: [
    {
      ticker: 'AAPL',
      risk: 'balanced',
      duration: 'weekly',
      targetDelta: 0.275,
      expiration: '2026-12-04',
      monthlyPremium: { low: 1_800, median: 2_400, high: 3_100 },
      yearlyUpsideGivenUp: { low: 0, median: 6_200, high: 19_000 },
    },
    {
      ticker: 'KO',
      risk: 'conservative',
      duration: 'monthly',
      targetDelta: 0.15,
      expiration: '2026-12-18',
      monthlyPremium: { low: 200, median: 260, high: 330 },
      yearlyUpsideGivenUp: { low: 0, median: 0, high: 900 },
    },
  ],
  monthlyIncome: { low: 2_100, median: 2_760, high: 3_530 },
  yearlyUpsideGivenUp: { low: 0, median: 6_200, high: 19_900 },
  assignments: { low: 0, median: 1.4, high: 4 },
  chanceOfReaching: 0.62,
  reachesGoal: true,
  ...overrides,
});

describe('GoalMixTable', () => {
  it('lists each holding’s goal, call delta and next expiration, and the mix’s band and chance', () => {
    renderInDom(<GoalMixTable mix={createMix()} monthlyGoal={2_500} />);
    const plan = screen.getByRole('region', { name: 'Per-holding plan' });
    const rows = within(plan).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('AAPLBalanced Weekly0.28Dec 4$2,400 ($1,800–$3,100)$6,200');
    expect(rows[2]!.textContent).toBe('KOConservative Monthly0.15Dec 18$260 ($200–$330)$0');
    expect(plan.textContent).toContain(
      "Together: $2,760 ($2,100–$3,530) a month with dividends; 62% of the backtest's years reach $2,500 a month. Upside given up: $6,200 a year (median), about 1.4 assignments a year.",
    );
  });

  it('says when no mix reaches the goal', () => {
    renderInDom(<GoalMixTable mix={createMix({ reachesGoal: false })} monthlyGoal={9_000} />);
    expect(screen.getByRole('region', { name: 'Per-holding plan' }).textContent).toContain(
      'No mix of goals on your holdings reaches $9,000 a month at the median; the closest, $2,760 ($2,100–$3,530) a month, is shown.',
    );
  });
});
