import * as z from 'zod';
import { isoDateSchema, tickerSchema } from './market-data';

export const riskLevelSchema = z.enum(['conservative', 'balanced', 'aggressive']);
export type RiskLevel = z.infer<typeof riskLevelSchema>;
export const durationSchema = z.enum(['weekly', 'monthly']);
export type Duration = z.infer<typeof durationSchema>;

/** Spec part 1 §9: up to 10 positions; default total 100000 when none is given. */
export const MAX_CALCULATOR_POSITIONS = 10;
export const DEFAULT_CALCULATOR_TOTAL = 100_000;
/** A dollar amount beyond this is not a portfolio anyone holds: refused rather than computed. */
export const MAX_POSITION_DOLLARS = 1_000_000_000;

/** POST /api/public/covered-call-calculator (spec part 1 §3, calculator request). */
export const calculatorRequestSchema = z.object({
  positions: z
    .record(
      z.string(),
      z
        .number('must be a dollar amount')
        .finite()
        .nonnegative('must not be negative')
        .max(MAX_POSITION_DOLLARS, 'is too large')
        .refine((dollars) => dollars === 0 || dollars >= 0.01, 'must be 0 or at least 0.01'),
    )
    .refine((positions) => Object.keys(positions).length >= 1, { message: 'must hold at least one position' })
    .refine((positions) => Object.keys(positions).length <= MAX_CALCULATOR_POSITIONS, {
      message: `must hold at most ${MAX_CALCULATOR_POSITIONS} positions`,
    })
    .refine((positions) => Object.keys(positions).every((ticker) => tickerSchema.safeParse(ticker).success), {
      message: 'keys must be tickers of 1-5 letters, optionally with a share class such as BRK.B',
    })
    // Tickers as typed (`brk-b`) become the directory's form (`BRK.B`); two spellings of one ticker add up.
    .transform((positions) => {
      const normalised: Record<string, number> = {};
      for (const [ticker, dollars] of Object.entries(positions)) {
        const key = tickerSchema.parse(ticker);
        normalised[key] = (normalised[key] ?? 0) + dollars;
      }
      return normalised;
    }),
  start_date: isoDateSchema.optional(),
  risk_level: riskLevelSchema,
  duration: durationSchema,
  allocation: z.literal(1).default(1),
});
export type CalculatorRequest = z.infer<typeof calculatorRequestSchema>;

export const rangeSchema = z.object({ low: z.number(), median: z.number(), high: z.number() });
export type Range = z.infer<typeof rangeSchema>;

export const calculatorTickerResultSchema = z.object({
  error: z.string().optional(),
  min_investment_needed: z.number().optional(),
  current_price: z.number().optional(),
  shares: z.number().int().optional(),
  contracts: z.number().int().optional(),
  /** The cadence backtested: `monthly` when weekly was asked for a ticker that lists monthly options only. */
  duration_used: durationSchema.optional(),
  yearly_income: rangeSchema.optional(),
  percent_return: rangeSchema.optional(),
  average_assignments: rangeSchema.optional(),
  /** What the calls kept: premium minus the upside given up (see `portfolio`), dollars a year. */
  net_yearly_income: rangeSchema.optional(),
  net_percent_return: rangeSchema.optional(),
  upside_given_up: rangeSchema.optional(),
});

/**
 * Spec part 1 §3, calculator response. The spec's four ranges are the gross premium collected. Beside them, the
 * net result of the backtest (docs/decisions.md, covered-call-backtest.ts): upside_given_up is max(0, close at
 * expiration - strike) summed over the trades, a year, in dollars; net_yearly_income is premium minus that, which
 * is the covered calls' profit minus buy-and-hold's on the same shares. Each range is the 10th/50th/90th
 * percentile of its own per-scenario values, so net low/median/high never exceed the premium's.
 */
/** One period's kept figure and the parts that make it: `premium - upside_given_up === kept`, in cents. */
export const keptBreakdownSchema = z.object({
  premium: z.number(),
  upside_given_up: z.number(),
  kept: z.number(),
});
export type KeptBreakdown = z.infer<typeof keptBreakdownSchema>;

export const calculatorResponseSchema = z.object({
  portfolio: z.object({
    yearly_income: rangeSchema,
    monthly_income: rangeSchema,
    percent_return: rangeSchema,
    average_assignments: rangeSchema,
    net_yearly_income: rangeSchema,
    net_monthly_income: rangeSchema,
    net_percent_return: rangeSchema,
    upside_given_up: rangeSchema,
    /**
     * The median kept figure taken apart (issue 34 item 1): the premium and the gains given up of the scenario (or
     * the two interpolated) whose kept figure is the median, so premium − gains given up = kept on screen to the
     * cent. Medians of the three series taken separately do not subtract.
     */
    kept_breakdown: z.object({ yearly: keptBreakdownSchema, monthly: keptBreakdownSchema }),
  }),
  tickers: z.record(z.string(), calculatorTickerResultSchema),
  start_date: z.string(),
  dataSource: z.enum(['simulated', 'live']),
  /** On a live vendor: how the backtest priced its options (historical option quotes are another licence). */
  pricingNote: z.string().optional(),
});
export type CalculatorResponse = z.infer<typeof calculatorResponseSchema>;
