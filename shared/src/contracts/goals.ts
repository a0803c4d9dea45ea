import * as z from 'zod';
import { durationSchema, riskLevelSchema } from './calculator';
import { landingPageSchema } from './profile';
import { tickerSchema } from './market-data';

/**
 * Goals, allocations, preferences, subscriptions and onboarding completion (spec part 1 §2-§3, §7; part 2 §3, §7).
 * Wire names follow the spec's calls: snake_case for goal selections and allocations, camelCase for
 * `defaultGoals`, `channels` and `notificationTypes`.
 */

/**
 * Goal types the spec names (part 1 §3: INCOME, PROTECTION, GROWTH, HEDGING). On the wire they are lower case
 * because `defaultGoals` is keyed by them (`defaultGoals.income`); only income goals exist so far.
 */
export const goalTypeSchema = z.enum(['income', 'protection', 'growth', 'hedging']);
export type GoalType = z.infer<typeof goalTypeSchema>;

/** `{approach}_{weekly|monthly}`, the format of `defaultGoals.income` (spec part 1 §3), e.g. `conservative_weekly`. */
export const goalIds = [
  'conservative_weekly',
  'conservative_monthly',
  'balanced_weekly',
  'balanced_monthly',
  'aggressive_weekly',
  'aggressive_monthly',
] as const;
export const goalIdSchema = z.enum(goalIds);
export type GoalId = z.infer<typeof goalIdSchema>;

/** The display names, e.g. 'Balanced Weekly' (the onboarding `starting_goal` value, spec part 1 §7). */
export const goalNames = [
  'Conservative Weekly',
  'Conservative Monthly',
  'Balanced Weekly',
  'Balanced Monthly',
  'Aggressive Weekly',
  'Aggressive Monthly',
] as const;
export const goalNameSchema = z.enum(goalNames);
export type GoalName = z.infer<typeof goalNameSchema>;

/** A goal of the catalogue (spec part 2 §3 Goal; part 1 §9 goal profiles). */
export const goalSchema = z.object({
  id: goalIdSchema,
  /** Kept beside `id` because the spec's strategy items carry `goalId`. */
  goalId: goalIdSchema,
  name: goalNameSchema,
  goal_type: goalTypeSchema,
  approach: riskLevelSchema,
  frequency: durationSchema,
  /** 'Balanced Income' and friends (spec part 1 §9). */
  profile: z.string(),
  description: z.string(),
  /** 'Lower risk', 'Moderate risk', 'Higher risk' (spec part 1 §9 risk labels). */
  risk_label: z.string(),
  /** The spec marks Conservative Income as recommended. */
  recommended: z.boolean(),
  strategy_id: z.string(),
  strategy_name: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

/** A strategy that pursues a goal: items of GET /api/tickers/{ticker}/strategies "have goalId" (spec part 2 §7). */
export const strategySchema = z.object({
  id: z.string(),
  goalId: goalIdSchema,
  ticker: z.string(),
  /** 'Covered Call (Balanced, Weekly)'. */
  name: z.string(),
  strategy_type: z.literal('covered_call'),
  approach: riskLevelSchema,
  frequency: durationSchema,
  /** The call delta the strategy aims for (inside the goal's band: under 0.20, 0.20-0.35, above 0.35). */
  target_delta: z.number(),
  /** The allocation a ticker gets unless the user sets one: the whole position. */
  default_allocation: z.number(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const tickerGoalsSchema = z.object({
  ticker: z.string(),
  weeklyOptions: z.boolean(),
  goals: z.array(goalSchema),
});
export const tickerStrategiesSchema = z.object({ ticker: z.string(), strategies: z.array(strategySchema) });

/**
 * `accountId` in the query of every goal and allocation call (spec part 2 §7). Absent, empty or `all` means
 * "All accounts": the user's selection for a ticker wherever they hold it, which an account's own selection
 * overrides (docs/decisions.md).
 */
export const ALL_ACCOUNTS = 'all';
export const accountScopeQuerySchema = z.object({
  accountId: z
    .string()
    .trim()
    .max(64, 'must be at most 64 characters')
    .regex(/^[A-Za-z0-9_-]*$/, 'must be an account id (letters, digits, - and _)')
    .optional()
    .transform((value) => (value === undefined || value === '' ? ALL_ACCOUNTS : value)),
});
export type AccountScopeQuery = z.infer<typeof accountScopeQuerySchema>;

/** Goal selection (spec part 2 §3): `{user_id, ticker, goal_id, selected_at, goal{id, name, goal_type}}`. */
export const goalSelectionSchema = z.object({
  user_id: z.string(),
  ticker: z.string(),
  goal_id: goalIdSchema,
  selected_at: z.string(),
  /** The scope the selection was made in: an account id, or `null` for All accounts (inherited by every account). */
  account_id: z.string().nullable(),
  goal: goalSchema,
});
export type GoalSelection = z.infer<typeof goalSelectionSchema>;

export const goalSelectionListSchema = z.object({ goals: z.array(goalSelectionSchema) });

export const selectGoalRequestSchema = z.strictObject({
  ticker: tickerSchema,
  goal_id: z.string().trim().min(1).max(64, 'must be at most 64 characters'),
});
export const clearGoalsRequestSchema = z.strictObject({
  tickers: z
    .array(tickerSchema)
    .min(1, 'must list at least one ticker')
    .max(100, 'must list at most 100 tickers'),
});
export const clearGoalsResponseSchema = z.object({ removed: z.array(z.string()) });

/** Allocation (spec part 2 §3): the fraction of a position the strategy may cover with calls. */
export const ALLOCATION_STEP = 0.05;
export const allocationSchema = z.object({
  ticker: z.string(),
  effective_allocation: z.number().min(0).max(1),
  is_custom: z.boolean(),
  strategy_default: z.number(),
  /** The scope of a custom allocation (an account id, `null` for All accounts); `null` too for the default. */
  account_id: z.string().nullable(),
});
export type Allocation = z.infer<typeof allocationSchema>;
export const allocationListSchema = z.object({ allocations: z.array(allocationSchema) });

/**
 * POST /api/user/allocation/{ticker} `{allocation}`: the same unit as `effective_allocation`, a fraction 0-1 in
 * steps of 0.05 (the UI's 0-100 slider divided by 100). A percentage such as 75 is refused, not guessed at.
 */
export const setAllocationRequestSchema = z.strictObject({
  allocation: z
    .number({ error: 'must be a number' })
    .min(0, 'must be a fraction from 0 to 1')
    .max(1, 'must be a fraction from 0 to 1 (0.75 for 75%), not a percentage')
    .refine((value) => Math.abs(value / ALLOCATION_STEP - Math.round(value / ALLOCATION_STEP)) < 1e-6, {
      message: 'must be a multiple of 0.05',
    })
    .transform((value) => Math.round(value / ALLOCATION_STEP) / (1 / ALLOCATION_STEP)),
});

/** `defaultGoals` keyed by goal type (spec part 1 §3): `{ income: 'conservative_weekly' }`. */
export const defaultGoalsSchema = z.strictObject({ income: goalIdSchema.optional() });
export type DefaultGoals = z.infer<typeof defaultGoalsSchema>;

export const preferencesResponseSchema = z.object({
  defaultGoals: z.object({ income: goalIdSchema.optional() }),
  preferences: z.object({ landing_page: landingPageSchema.optional() }),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** POST /api/user/preferences: `default_goals` and/or `preferences` (spec part 2 §7); unknown keys are refused. */
export const updatePreferencesRequestSchema = z
  .strictObject({
    default_goals: defaultGoalsSchema.optional(),
    preferences: z.strictObject({ landing_page: landingPageSchema.optional() }).optional(),
  })
  .refine((body) => body.default_goals !== undefined || body.preferences !== undefined, {
    message: 'must contain default_goals and/or preferences',
  });
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequestSchema>;

/** POST /api/complete-onboarding (spec part 1 §7): `starting_goal` defaults to the onboarding default. */
export const completeOnboardingRequestSchema = z.strictObject({
  starting_goal: goalNameSchema.default('Balanced Weekly'),
});
export const completeOnboardingResponseSchema = z.object({
  hasCompletedOnboarding: z.literal(true),
  /** False when onboarding had already been completed: nothing was applied again. */
  completedNow: z.boolean(),
  startingGoal: goalIdSchema,
  goalsAppliedToTickers: z.array(z.string()),
});
export type CompleteOnboardingResponse = z.infer<typeof completeOnboardingResponseSchema>;

/** Notification channels and types (spec part 1 §3 Subscriptions). */
export const channelIds = ['email', 'push'] as const;
export const notificationTypeIds = [
  'daily_report',
  'weekly_report',
  'onboarding_report',
  'opportunity_alerts',
  'roll_alerts',
  'cash_secured_put_alerts',
  'income_goal_alerts',
] as const;
export type ChannelId = (typeof channelIds)[number];
export type NotificationTypeId = (typeof notificationTypeIds)[number];

export const subscriptionOptionConfigSchema = z.object({
  label: z.string(),
  description: z.string(),
  /** Cannot be turned off. */
  required: z.boolean(),
  /** Cannot be turned on. */
  disabled: z.boolean(),
});
export type SubscriptionOptionConfig = z.infer<typeof subscriptionOptionConfigSchema>;

export const subscriptionConfigSchema = z.object({
  channels: z.record(z.enum(channelIds), subscriptionOptionConfigSchema),
  notificationTypes: z.record(z.enum(notificationTypeIds), subscriptionOptionConfigSchema),
});
export type SubscriptionConfig = z.infer<typeof subscriptionConfigSchema>;

export const subscriptionsSchema = z.object({
  channels: z.record(z.enum(channelIds), z.boolean()),
  notificationTypes: z.record(z.enum(notificationTypeIds), z.boolean()),
});
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

/** POST /api/subscriptions: any subset of the options; the others keep their stored value. */
export const updateSubscriptionsRequestSchema = z
  .strictObject({
    channels: z.partialRecord(z.enum(channelIds), z.boolean()).optional(),
    notificationTypes: z.partialRecord(z.enum(notificationTypeIds), z.boolean()).optional(),
  })
  .refine((body) => body.channels !== undefined || body.notificationTypes !== undefined, {
    message: 'must contain channels and/or notificationTypes',
  });
export type UpdateSubscriptionsRequest = z.infer<typeof updateSubscriptionsRequestSchema>;
