import { describe, expect, it } from 'vitest';
import {
  accountScopeQuerySchema,
  completeOnboardingRequestSchema,
  setAllocationRequestSchema,
  updatePreferencesRequestSchema,
  updateSubscriptionsRequestSchema,
} from '../contracts/goals';

describe('allocation request', () => {
  it.each([0, 0.05, 0.25, 0.5, 0.75, 1])('accepts the fraction %s', (allocation) => {
    expect(setAllocationRequestSchema.parse({ allocation })).toEqual({ allocation });
  });

  it('snaps floating-point noise to the 0.05 step', () => {
    expect(setAllocationRequestSchema.parse({ allocation: 0.1 + 0.2 })).toEqual({ allocation: 0.3 });
  });

  it.each([
    [75, 'not a percentage'],
    [-0.05, 'fraction from 0 to 1'],
    [0.33, 'multiple of 0.05'],
    ['0.5', 'must be a number'],
  ])('refuses %s (%s)', (allocation, message) => {
    const result = setAllocationRequestSchema.safeParse({ allocation });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('refuses unknown keys', () => {
    expect(setAllocationRequestSchema.safeParse({ allocation: 1, ticker: 'AAPL' }).success).toBe(false);
  });
});

describe('accountId query', () => {
  it('reads absent or empty as All accounts', () => {
    expect(accountScopeQuerySchema.parse({})).toEqual({ accountId: 'all' });
    expect(accountScopeQuerySchema.parse({ accountId: '' })).toEqual({ accountId: 'all' });
    expect(accountScopeQuerySchema.parse({ accountId: 'acc_1' })).toEqual({ accountId: 'acc_1' });
  });

  it('refuses characters that could reach into another key', () => {
    expect(accountScopeQuerySchema.safeParse({ accountId: 'a#b' }).success).toBe(false);
  });
});

describe('preferences request', () => {
  it('takes default_goals and/or preferences', () => {
    expect(
      updatePreferencesRequestSchema.parse({
        default_goals: { income: 'conservative_weekly' },
        preferences: { landing_page: 'thetix' },
      }),
    ).toEqual({ default_goals: { income: 'conservative_weekly' }, preferences: { landing_page: 'thetix' } });
  });

  it.each([
    [{}, ''],
    [{ theme: 'dark' }, 'theme'],
    [{ preferences: { landing_page: 'thetix', theme: 'dark' } }, 'theme'],
    [{ default_goals: { growth: 'balanced_weekly' } }, 'growth'],
    [{ default_goals: { income: 'balanced_daily' } }, ''],
  ])('refuses %j', (body, key) => {
    const result = updatePreferencesRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(key);
  });
});

describe('complete-onboarding request', () => {
  it("defaults the starting goal to 'Balanced Weekly' and accepts the six names only", () => {
    expect(completeOnboardingRequestSchema.parse({})).toEqual({ starting_goal: 'Balanced Weekly' });
    expect(completeOnboardingRequestSchema.parse({ starting_goal: 'Aggressive Monthly' })).toEqual({
      starting_goal: 'Aggressive Monthly',
    });
    expect(completeOnboardingRequestSchema.safeParse({ starting_goal: 'Balanced Daily' }).success).toBe(
      false,
    );
  });
});

describe('subscriptions request', () => {
  it('takes a subset of the options', () => {
    expect(updateSubscriptionsRequestSchema.parse({ channels: { email: true } })).toEqual({
      channels: { email: true },
    });
  });

  it('refuses unknown options and non-boolean values', () => {
    expect(updateSubscriptionsRequestSchema.safeParse({ channels: { sms: true } }).success).toBe(false);
    expect(
      updateSubscriptionsRequestSchema.safeParse({ notificationTypes: { daily_report: 'yes' } }).success,
    ).toBe(false);
    expect(updateSubscriptionsRequestSchema.safeParse({}).success).toBe(false);
  });
});
