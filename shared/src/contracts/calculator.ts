import * as z from 'zod';
import { isoDateSchema, tickerSchema } from './market-data';

export const riskLevelSchema = z.enum(['conservative', 'balanced', 'aggressive']);
export type RiskLevel = z.infer<typeof riskLevelSchema>;
export const durationSchema = z.enum(['weekly', 'monthly']);
export type Duration = z.infer<typeof durationSchema>;

/**
 * What the calculator backtests (issue 31 item 4): covered calls on shares held (the spec's calculator, the default)
 * or the wheel, starting from the same dollars in cash.
 */
export const calculatorStrategySchema = z.enum(['covered_call', 'wheel']);
export type CalculatorStrategy = z.infer<typeof calculatorStrategySchema>;

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
  /** Absent: covered calls, so every request written before the wheel means what it meant. */
  strategy: calculatorStrategySchema.default('covered_call'),
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

/** One period's wheel result and its parts: `premium + share_result === kept`, in cents. */
export const wheelKeptBreakdownSchema = z.object({
  premium: z.number(),
  /** What the shares did: bought on assignment, called away or still held at the last close. Can be below 0. */
  share_result: z.number(),
  kept: z.number(),
});
export type WheelKeptBreakdown = z.infer<typeof wheelKeptBreakdownSchema>;

/** The wheel's figures, for the portfolio and each ticker, each the 10th/50th/90th percentile over the scenarios. */
const wheelFigures = {
  /** Premium collected, puts and calls, dollars over the backtest's year (spec's yearly_income, for the wheel). */
  yearly_income: rangeSchema,
  /** The premium over the dollars entered, percent. */
  percent_return: rangeSchema,
  /** Puts assigned in the year (the shares bought). */
  average_assignments: rangeSchema,
  put_income: rangeSchema,
  call_income: rangeSchema,
  /** Calls assigned in the year (the shares called away). */
  call_aways: rangeSchema,
  /**
   * Kept after assignments: the value at the end (cash, and shares still held at the last close) less the dollars
   * entered, i.e. the premium plus what the shares gained or lost. Can be below 0.
   */
  kept_yearly: rangeSchema,
  kept_percent: rangeSchema,
  /** Cash plus shares held at the last close, dollars. */
  ending_value: rangeSchema,
  /** The shares still held at the end at the last close, dollars (part of ending_value). */
  shares_value_at_end: rangeSchema,
  /** The same dollars in the stock for the same dates: its gain or loss, dollars and percent. */
  buy_and_hold_result: rangeSchema,
  buy_and_hold_percent: rangeSchema,
  /** kept_yearly minus buy_and_hold_result, scenario by scenario: above 0 when the wheel did better. */
  vs_buy_and_hold: rangeSchema,
};

export const wheelTickerResultSchema = z
  .object({
    error: z.string(),
    min_investment_needed: z.number(),
    current_price: z.number(),
    /** The dollars entered: the wheel's starting cash. */
    cash: z.number(),
    /** Puts the cash secures at today's price (⌊dollars / (100 × price)⌋); each backtest trade sizes its own. */
    contracts: z.number().int(),
    duration_used: durationSchema,
    ...wheelFigures,
  })
  .partial();

/**
 * POST /api/public/covered-call-calculator with `strategy: "wheel"` (issue 31 item 4): the wheel backtested over the
 * same year and scenarios as the covered calls. The spec's four portfolio ranges keep their meaning for the wheel
 * (premium collected, monthly a twelfth of it, its return on the dollars, assignments); the rest is the wheel's.
 */
export const wheelCalculatorResponseSchema = z.object({
  strategy: z.literal('wheel'),
  portfolio: z.object({
    ...wheelFigures,
    monthly_income: rangeSchema,
    kept_monthly: rangeSchema,
    /** The median kept figure taken apart, like the covered calls' kept_breakdown. */
    kept_breakdown: z.object({ yearly: wheelKeptBreakdownSchema, monthly: wheelKeptBreakdownSchema }),
  }),
  tickers: z.record(z.string(), wheelTickerResultSchema),
  start_date: z.string(),
  dataSource: z.enum(['simulated', 'live']),
  pricingNote: z.string().optional(),
});
export type WheelCalculatorResponse = z.infer<typeof wheelCalculatorResponseSchema>;

/** What the calculator route answers: the covered calls' response (unchanged) or the wheel's. */
export const anyCalculatorResponseSchema = z.union([calculatorResponseSchema, wheelCalculatorResponseSchema]);
export type AnyCalculatorResponse = z.infer<typeof anyCalculatorResponseSchema>;

export const isWheelResponse = (response: AnyCalculatorResponse): response is WheelCalculatorResponse =>
  'strategy' in response && response.strategy === 'wheel';
