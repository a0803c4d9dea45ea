import { screen, waitFor } from '@testing-library/react';
import type { GoalId } from '@thetix/shared/contracts/goals';
import { goalCatalogue } from '@thetix/shared/goals/goal-catalogue';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { callsTo, json, stubApi } from '../testing/stub-api';
import { GoalsPage } from './goals-page';

function stubGoalsApi() {
  let income: GoalId = 'conservative_weekly';
  return stubApi({
    'GET /api/user/preferences': () => json({ defaultGoals: { income }, preferences: {} }),
    'POST /api/user/preferences': ({ body }) => {
      income = (body as { default_goals: { income: GoalId } }).default_goals.income;
      return json({ defaultGoals: { income }, preferences: {} });
    },
    'GET /api/user/goals': () => json({ goals: [] }),
    'GET /api/positions': () => json([]),
  });
}

const defaultGoal = () => screen.findByRole('combobox', { name: 'Default income goal' });

describe('goal save (spec part 1 §4)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads 'No Changes' until the choice differs from the stored goal, then 'Save Changes'", async () => {
    // Prepare
    stubGoalsApi();
    const { user } = renderInDom(
      <MemoryRouter>
        <GoalsPage />
      </MemoryRouter>,
    );
    const select = await defaultGoal();

    // Assess
    expect(select).toHaveProperty('value', 'conservative_weekly');
    expect(screen.getByRole('button', { name: 'No Changes' })).toHaveProperty('disabled', true);

    // Act
    await user.selectOptions(select, 'Aggressive Monthly');

    // Assess
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', false);

    // Act: back to what is stored
    await user.selectOptions(select, 'Conservative Weekly');

    // Assess
    expect(screen.getByRole('button', { name: 'No Changes' })).toHaveProperty('disabled', true);
  });

  it("saves the default goal, reads 'Saved!' until the next change", async () => {
    // Prepare
    const fetch = stubGoalsApi();
    const { user } = renderInDom(
      <MemoryRouter>
        <GoalsPage />
      </MemoryRouter>,
    );
    const select = await defaultGoal();

    // Act
    await user.selectOptions(select, 'Balanced Monthly');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // Assess
    expect(await screen.findByRole('button', { name: 'Saved!' })).toHaveProperty('disabled', true);
    expect(callsTo(fetch, 'POST /api/user/preferences')).toEqual([
      { default_goals: { income: 'balanced_monthly' } },
    ]);
    expect(select).toHaveProperty('value', 'balanced_monthly');

    // Act
    await user.selectOptions(select, 'Balanced Weekly');

    // Assess
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy());
  });

  it('shows a holding without a goal as not set, and adopts the proposed default in one click', async () => {
    // Prepare
    const position = (ticker: string) => ({
      ticker,
      name: `${ticker} Inc.`,
      amount: 100,
      totalOpenContracts: 0,
      currentPrice: 50,
      costBasis: 4_000,
      avgCostBasis: 40,
      totalGainPercent: 25,
      dataSource: 'simulated',
    });
    const selection = (ticker: string, goalId: string) => ({
      user_id: 'user-1',
      ticker,
      goal_id: goalId,
      selected_at: '2026-11-27T12:00:00.000Z',
      account_id: null,
      goal: goalCatalogue.find((goal) => goal.id === goalId),
    });
    let goals = [selection('AAPL', 'aggressive_monthly')];
    const fetch = stubApi({
      'GET /api/user/preferences': () =>
        json({ defaultGoals: { income: 'balanced_weekly' }, preferences: {} }),
      'GET /api/user/goals': () => json({ goals }),
      'POST /api/user/goals': ({ body }) => {
        const chosen = body as { ticker: string; goal_id: string };
        goals = [...goals, selection(chosen.ticker, chosen.goal_id)];
        return json(selection(chosen.ticker, chosen.goal_id));
      },
      'GET /api/positions': () => json([position('AAPL'), position('KO')]),
    });
    const { user } = renderInDom(
      <MemoryRouter>
        <GoalsPage />
      </MemoryRouter>,
    );

    // Assess: AAPL shows its own goal; KO shows no goal, not the default as if chosen.
    expect(await screen.findByRole('combobox', { name: 'Goal for AAPL' })).toHaveProperty(
      'value',
      'aggressive_monthly',
    );
    expect(screen.getByRole('combobox', { name: 'Goal for KO' })).toHaveProperty('value', '');
    expect(screen.getByText('No goal yet, so no calls are suggested.')).toBeTruthy();

    // Act
    await user.click(screen.getByRole('button', { name: 'Use Balanced Weekly' }));

    // Assess
    await waitFor(() =>
      expect(callsTo(fetch, 'POST /api/user/goals')).toEqual([{ ticker: 'KO', goal_id: 'balanced_weekly' }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Goal for KO' })).toHaveProperty(
        'value',
        'balanced_weekly',
      ),
    );
  });
});
