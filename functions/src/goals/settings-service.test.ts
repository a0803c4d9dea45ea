import { describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { buildSettingsService } from './settings-service';
import { createInMemorySettings } from './testing/in-memory-settings';

const NOW = '2026-11-23T15:00:00.000Z';
const USER = 'user-1';

function createService(options: Parameters<typeof createInMemorySettings>[0] = {}) {
  const memory = createInMemorySettings(options);
  const service = buildSettingsService({
    settings: memory.settingsRepository,
    selections: memory.selectionRepository,
    subscriptions: memory.subscriptionRepository,
    heldTickers: memory.heldTickers,
    clock: fixedClock(NOW),
  });
  return { memory, service };
}

describe('preferences', () => {
  it('merges default goals and preferences over the stored ones', async () => {
    // Prepare
    const { service } = createService({ profile: { preferences: { landing_page: 'thetix' } } });
    // Act
    const updated = await service.updatePreferences(USER, {
      default_goals: { income: 'conservative_monthly' },
    });
    // Assess
    expect(updated).toEqual({
      defaultGoals: { income: 'conservative_monthly' },
      preferences: { landing_page: 'thetix' },
    });
    expect(await service.getPreferences(USER)).toEqual(updated);
  });

  it('answers empty preferences before the profile exists, and refuses to save them', async () => {
    const { service } = createService({ profile: null });
    expect(await service.getPreferences(USER)).toEqual({ defaultGoals: {}, preferences: {} });
    await expect(
      service.updatePreferences(USER, { preferences: { landing_page: 'dashboard' } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('complete onboarding', () => {
  it('applies the starting goal to held tickers without one, once, and seeds the default income goal', async () => {
    // Prepare
    const { memory, service } = createService({
      held: { 'acc-1': ['AAPL', 'MSFT'], 'acc-2': ['HRL', 'BTC'] },
      selections: [{ scope: 'all', ticker: 'MSFT', goalId: 'aggressive_weekly', selectedAt: NOW }],
    });
    // Act
    const first = await service.completeOnboarding(USER, 'Balanced Weekly');
    const second = await service.completeOnboarding(USER, 'Conservative Monthly');
    // Assess
    expect(first).toEqual({
      hasCompletedOnboarding: true,
      completedNow: true,
      startingGoal: 'balanced_weekly',
      goalsAppliedToTickers: ['AAPL', 'HRL'],
    });
    const goals = Object.fromEntries(
      memory.selections().map((selection) => [selection.ticker, selection.goalId]),
    );
    // HRL lists monthly options only: it gets the monthly twin; BTC is not in the directory: left alone.
    expect(goals).toEqual({ AAPL: 'balanced_weekly', MSFT: 'aggressive_weekly', HRL: 'balanced_monthly' });
    expect(second).toMatchObject({
      completedNow: false,
      goalsAppliedToTickers: [],
      startingGoal: 'balanced_weekly',
    });
    expect(memory.profile()).toMatchObject({
      hasCompletedOnboarding: true,
      defaultGoals: { income: 'balanced_weekly' },
    });
  });

  it('keeps a default income goal the user already chose', async () => {
    const { memory, service } = createService({
      profile: { defaultGoals: { income: 'conservative_weekly' } },
    });
    const result = await service.completeOnboarding(USER, 'Balanced Weekly');
    expect(result).toMatchObject({
      completedNow: true,
      startingGoal: 'conservative_weekly',
      goalsAppliedToTickers: [],
    });
    expect(memory.profile()?.defaultGoals).toEqual({ income: 'conservative_weekly' });
  });

  it('retries with fresh data when the user picks a goal while onboarding completes', async () => {
    // Prepare
    const { memory, service } = createService({ held: { 'acc-1': ['AAPL', 'KO'] } });
    const complete = memory.settingsRepository.completeOnboarding;
    let calls = 0;
    memory.settingsRepository.completeOnboarding = async (...args) => {
      calls += 1;
      if (calls === 1) {
        memory.selectBehindTheServicesBack({
          scope: 'all',
          ticker: 'KO',
          goalId: 'conservative_monthly',
          selectedAt: NOW,
        });
      }
      return complete(...args);
    };
    // Act
    const result = await service.completeOnboarding(USER, 'Balanced Weekly');
    // Assess
    expect(calls).toBe(2);
    expect(result.goalsAppliedToTickers).toEqual(['AAPL']);
  });

  it('needs a profile', async () => {
    const { service } = createService({ profile: null });
    await expect(service.completeOnboarding(USER, 'Balanced Weekly')).rejects.toMatchObject({ status: 404 });
  });
});

describe('subscriptions', () => {
  it('starts from the defaults and saves a partial update', async () => {
    // Prepare
    const { service } = createService();
    expect((await service.getSubscriptions(USER)).channels).toEqual({ email: false, push: false });
    // Act
    const saved = await service.updateSubscriptions(USER, {
      channels: { email: true },
      notificationTypes: { weekly_report: false },
    });
    // Assess
    expect(saved.channels).toEqual({ email: true, push: false });
    expect(saved.notificationTypes).toMatchObject({ weekly_report: false, daily_report: true });
    expect(await service.getSubscriptions(USER)).toEqual(saved);
  });

  it('refuses to turn a required option off or a disabled one on, naming each', async () => {
    const { service } = createService();
    await expect(
      service.updateSubscriptions(USER, {
        notificationTypes: { onboarding_report: false, cash_secured_put_alerts: true },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /onboarding_report.*required.*cash_secured_put_alerts.*cannot be turned on/,
      ),
      fieldErrors: [
        expect.objectContaining({ path: 'body.notificationTypes.onboarding_report' }),
        expect.objectContaining({ path: 'body.notificationTypes.cash_secured_put_alerts' }),
      ],
    });
  });
});
