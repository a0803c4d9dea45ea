import { describe, expect, it } from 'vitest';
import { buildSettingsService } from '../goals/settings-service';
import { createInMemorySettings } from '../goals/testing/in-memory-settings';
import { fixedClock } from '../platform/clock';
import { BadRequestError } from '../http/errors';
import { CannotUnsubscribeError, buildUnsubscribeService } from './unsubscribe-service';
import { signUnsubscribeToken } from './unsubscribe-token';

const KEY = 'unsubscribe-key-'.repeat(3);

/** The real subscription rules over in-memory settings, as POST /api/subscriptions applies them. */
function createService() {
  const memory = createInMemorySettings();
  const settings = buildSettingsService({
    settings: memory.settingsRepository,
    selections: memory.selectionRepository,
    subscriptions: memory.subscriptionRepository,
    heldTickers: memory.heldTickers,
    clock: fixedClock('2026-11-25T12:00:00.000Z'),
  });
  const service = buildUnsubscribeService({
    key: async () => KEY,
    updateSubscriptions: (userId, update) => settings.updateSubscriptions(userId, update),
  });
  return { service, settings };
}

describe('one-click unsubscribe', () => {
  it('turns off the notification type the token names, and only that one', async () => {
    // Prepare
    const { service, settings } = createService();
    await settings.updateSubscriptions('user-1', { channels: { email: true } });
    const token = signUnsubscribeToken(KEY, { userId: 'user-1', notificationType: 'daily_report' });

    // Act
    const outcome = await service.unsubscribe(token);

    // Assess
    expect(outcome).toEqual({ notificationType: 'daily_report' });
    expect(await settings.getSubscriptions('user-1')).toMatchObject({
      channels: { email: true },
      notificationTypes: { daily_report: false, weekly_report: true },
    });
  });

  it('changes nothing the second time', async () => {
    // Prepare
    const { service, settings } = createService();
    const token = signUnsubscribeToken(KEY, { userId: 'user-1', notificationType: 'weekly_report' });
    await service.unsubscribe(token);

    // Act
    await service.unsubscribe(token);

    // Assess
    expect((await settings.getSubscriptions('user-1')).notificationTypes.weekly_report).toBe(false);
  });

  it('refuses a forged token with a 400 that says so', async () => {
    // Prepare
    const { service } = createService();
    const token = signUnsubscribeToken('another-key-'.repeat(3), {
      userId: 'user-1',
      notificationType: 'daily_report',
    });

    // Act & Assess
    await expect(service.unsubscribe(token)).rejects.toBeInstanceOf(BadRequestError);
    await expect(service.unsubscribe(token)).rejects.toMatchObject({ status: 400 });
  });

  it('says a required type cannot be turned off, as the subscription rules do', async () => {
    // Prepare
    const { service } = createService();
    const token = signUnsubscribeToken(KEY, { userId: 'user-1', notificationType: 'onboarding_report' });

    // Act
    const failure = await service.unsubscribe(token).catch((error: unknown) => error);

    // Assess
    expect(failure).toBeInstanceOf(CannotUnsubscribeError);
    expect(failure).toMatchObject({
      status: 400,
      notificationType: 'onboarding_report',
      message: 'Onboarding report (onboarding_report) is required and cannot be turned off',
    });
  });
});
