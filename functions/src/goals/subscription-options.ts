import type {
  ChannelId,
  NotificationTypeId,
  SubscriptionConfig,
  Subscriptions,
  UpdateSubscriptionsRequest,
} from '@thetix/shared/contracts/goals';

/**
 * The notification options (spec part 1 §1-§3: daily action plan report, weekly report, onboarding report; alerts
 * for opportunities and for calls at risk of assignment). Required options cannot be turned off, disabled ones
 * cannot be turned on (part 1 §5); both are enforced here, not only in the UI.
 */
export const subscriptionConfig: SubscriptionConfig = {
  channels: {
    email: {
      label: 'Email',
      description: 'Reports and alerts sent to your sign-in e-mail address.',
      required: false,
      disabled: false,
    },
    push: {
      label: 'Push notifications',
      description: 'Alerts shown by your browser, even when the app is closed.',
      required: false,
      disabled: false,
    },
  },
  notificationTypes: {
    daily_report: {
      label: 'Daily action plan',
      description: 'Each trading morning: the covered calls, rolls and closes worth a look today.',
      required: false,
      disabled: false,
    },
    weekly_report: {
      label: 'Weekly report',
      description: 'Your income, open calls and upcoming expirations, once a week.',
      required: false,
      disabled: false,
    },
    onboarding_report: {
      label: 'Onboarding report',
      description: 'The one-time report on your portfolio and goals after setup.',
      required: true,
      disabled: false,
    },
    opportunity_alerts: {
      label: 'Opportunity alerts',
      description: 'When a new covered-call opportunity matches your goals.',
      required: false,
      disabled: false,
    },
    roll_alerts: {
      label: 'Roll and close alerts',
      description: 'When a call you sold is at risk of being assigned and should be rolled or closed.',
      required: false,
      disabled: false,
    },
    cash_secured_put_alerts: {
      label: 'Cash-secured put alerts',
      description: 'Thetix does not propose cash-secured puts, so this alert is off and cannot be turned on.',
      required: false,
      disabled: true,
    },
    income_goal_alerts: {
      label: 'Income goal alerts',
      description: 'When a month falls behind your monthly income goal; at most once a month.',
      required: false,
      disabled: false,
    },
  },
};

/**
 * Before the first save: channels off (the user opts in on the onboarding alerts step, whose button reads 'Skip
 * for Now' while none is on), every available report and alert on, required ones on, disabled ones off.
 */
export const defaultSubscriptions: Subscriptions = {
  channels: { email: false, push: false },
  notificationTypes: {
    daily_report: true,
    weekly_report: true,
    onboarding_report: true,
    opportunity_alerts: true,
    roll_alerts: true,
    cash_secured_put_alerts: false,
    income_goal_alerts: true,
  },
};

type Group = 'channels' | 'notificationTypes';

/** Forces required options on and disabled ones off, e.g. for an item stored before an option changed. */
function enforce<K extends string>(
  values: Record<K, boolean>,
  config: Record<K, { required: boolean; disabled: boolean }>,
): Record<K, boolean> {
  const result = { ...values };
  for (const key of Object.keys(config) as K[]) {
    if (config[key].required) result[key] = true;
    if (config[key].disabled) result[key] = false;
  }
  return result;
}

/** What a user gets from a stored item (maybe partial or stale) laid over the defaults. */
export function currentSubscriptions(
  stored: Partial<Record<Group, Record<string, boolean>>> | undefined,
): Subscriptions {
  const pick = <K extends string>(
    defaults: Record<K, boolean>,
    saved: Record<string, boolean> | undefined,
  ) => {
    const result = { ...defaults };
    for (const key of Object.keys(defaults) as K[]) {
      if (typeof saved?.[key] === 'boolean') result[key] = saved[key];
    }
    return result;
  };
  return {
    channels: enforce(
      pick<ChannelId>(defaultSubscriptions.channels, stored?.channels),
      subscriptionConfig.channels,
    ),
    notificationTypes: enforce(
      pick<NotificationTypeId>(defaultSubscriptions.notificationTypes, stored?.notificationTypes),
      subscriptionConfig.notificationTypes,
    ),
  };
}

export interface SubscriptionViolation {
  path: string;
  message: string;
}

/**
 * Applies an update, or lists why not: turning a required option off or a disabled option on is refused (setting
 * them to the value they must have is accepted).
 */
export function applySubscriptionUpdate(
  current: Subscriptions,
  update: UpdateSubscriptionsRequest,
): { subscriptions: Subscriptions; violations: SubscriptionViolation[] } {
  const violations: SubscriptionViolation[] = [];
  const check = (group: Group, key: string, value: boolean) => {
    const option = (
      subscriptionConfig[group] as Record<string, { label: string; required: boolean; disabled: boolean }>
    )[key];
    if (!option) return;
    if (option.required && !value) {
      violations.push({
        path: `body.${group}.${key}`,
        message: `${option.label} (${key}) is required and cannot be turned off`,
      });
    }
    if (option.disabled && value) {
      violations.push({
        path: `body.${group}.${key}`,
        message: `${option.label} (${key}) is not available and cannot be turned on`,
      });
    }
  };
  for (const [key, value] of Object.entries(update.channels ?? {}))
    if (value !== undefined) check('channels', key, value);
  for (const [key, value] of Object.entries(update.notificationTypes ?? {}))
    if (value !== undefined) check('notificationTypes', key, value);
  const subscriptions: Subscriptions = {
    channels: { ...current.channels, ...definedEntries(update.channels) },
    notificationTypes: { ...current.notificationTypes, ...definedEntries(update.notificationTypes) },
  };
  return { subscriptions, violations };
}

const definedEntries = <K extends string>(values: Partial<Record<K, boolean>> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<
    Record<K, boolean>
  >;
