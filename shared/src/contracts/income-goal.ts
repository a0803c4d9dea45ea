import * as z from 'zod';
import { durationSchema, rangeSchema, riskLevelSchema } from './calculator';

/**
 * GET and PUT /api/portfolio/income-goal (issue 32 item 4): the user's monthly income goal in dollars, this year's
 * realised income month by month against it, the rest of the year forecast with a band, and the goal solver.
 */

export const MAX_MONTHLY_INCOME_GOAL = 10_000_000;

export const incomeGoalBodySchema = z.strictObject({
  /** Dollars a month; null clears the goal. */
  monthlyAmount: z
    .number({ error: 'monthlyAmount must be a number of dollars or null' })
    .positive('monthlyAmount must be greater than 0')
    .max(MAX_MONTHLY_INCOME_GOAL, `monthlyAmount must be at most ${MAX_MONTHLY_INCOME_GOAL}`)
    .refine((value) => Math.round(value * 100) === value * 100, 'monthlyAmount must have at most 2 decimals')
    .nullable(),
});
export type IncomeGoalBody = z.infer<typeof incomeGoalBodySchema>;

export const incomeMonthSchema = z.object({
  month: z.string(),
  status: z.enum(['past', 'current', 'forecast']),
  options: z.number(),
  dividends: z.number(),
  actual: z.number(),
  expected: rangeSchema,
  goal: z.number().nullable(),
});

export const incomeGoalResponseSchema = z.object({
  monthlyGoal: z.number().nullable(),
  year: z.number().int(),
  months: z.array(incomeMonthSchema),
  yearToDate: z.object({ actual: z.number(), goal: z.number().nullable() }),
  yearTotal: rangeSchema,
  currentMonth: z.object({
    month: z.string(),
    actual: z.number(),
    goalToDate: z.number().nullable(),
    expected: rangeSchema,
    behind: z.boolean(),
    shortfall: z.number(),
    /** Realised this month plus open calls expiring and dividends paid later this month. */
    secured: z.number(),
    /** The month falls behind (shared/src/goals/income-goal.ts `monthFallsBehind`): the alert's state. */
    alert: z.boolean(),
  }),
  proposedGoal: z.number(),
  solver: z.array(
    z.object({
      risk: riskLevelSchema,
      duration: durationSchema,
      yearlyPremium: rangeSchema,
      yearlyUpsideGivenUp: rangeSchema,
      assignments: rangeSchema,
      monthlyIncome: rangeSchema,
      reachesGoal: z.boolean(),
    }),
  ),
  pick: z.number().int().nullable(),
  /**
   * The per-holding mix (shared/src/goals/goal-mix.ts): a goal per holding, its call delta and next expiration,
   * that together reach the goal at the median; null without a goal.
   */
  goalMix: z
    .object({
      holdings: z.array(
        z.object({
          ticker: z.string(),
          risk: riskLevelSchema,
          duration: durationSchema,
          targetDelta: z.number(),
          expiration: z.string().nullable(),
          monthlyPremium: rangeSchema,
          yearlyUpsideGivenUp: rangeSchema,
        }),
      ),
      monthlyIncome: rangeSchema,
      yearlyUpsideGivenUp: rangeSchema,
      assignments: rangeSchema,
      chanceOfReaching: z.number().min(0).max(1),
      reachesGoal: z.boolean(),
    })
    .nullable(),
  /** Holdings left out of the forecast: no goal set and no default goal. */
  withoutGoal: z.array(z.string()),
  asOf: z.string(),
  dataSource: z.enum(['simulated', 'live']),
});
export type IncomeGoalResponse = z.infer<typeof incomeGoalResponseSchema>;
