import { describe, expect, it } from 'vitest';
import { applySubscriptionUpdate, currentSubscriptions, defaultSubscriptions } from './subscription-options';

describe('subscription options', () => {
  it('lays a stored item over the defaults and forces required on, disabled off', () => {
    const current = currentSubscriptions({
      channels: { email: true, fax: true },
      notificationTypes: { onboarding_report: false, cash_secured_put_alerts: true, weekly_report: false },
    });
    expect(current).toEqual({
      channels: { email: true, push: false },
      notificationTypes: { ...defaultSubscriptions.notificationTypes, weekly_report: false },
    });
  });

  it('accepts setting a required option on and a disabled one off (no change)', () => {
    const { violations, subscriptions } = applySubscriptionUpdate(defaultSubscriptions, {
      notificationTypes: { onboarding_report: true, cash_secured_put_alerts: false },
    });
    expect(violations).toEqual([]);
    expect(subscriptions).toEqual(defaultSubscriptions);
  });
});
