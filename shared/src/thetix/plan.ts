import * as z from 'zod';
import { durationSchema, riskLevelSchema } from '../contracts/calculator';
import { isoDateSchema, tickerSchema } from '../contracts/market-data';
import { glossaryTopics } from './glossary';

/**
 * The plan language of Thetix (spec part 3 §3, a card's `dsl_template`): a question becomes a list of plan items,
 * each naming a query of the catalogue below with typed parameters and the widget kind it should become. The
 * materializer (functions/src/thetix/materializer) runs the queries in the caller's context and turns the results
 * into widgets (./widgets.ts). A refresh re-runs the stored plan without planning again, so every parameter that
 * depends on "now" (ranges, expirations) is stored relative ("year to date", "next monthly") and resolved at each
 * materialization.
 *
 * The schema is versioned: a stored card carries `dsl_version`; a plan of another version is re-planned from the
 * card's query instead of being run.
 */
export const PLAN_VERSION = 1;

/** A plan never holds more items than this: each item is one step of the card job ("step N of M"). */
export const MAX_PLAN_ITEMS = 8;
const MAX_TICKERS = 6;
const TITLE_MAX = 120;

const tickers = z.array(tickerSchema).min(1).max(MAX_TICKERS);

/** A date range stored relative to the instant it is materialized at, or as fixed dates. */
export const dateRangeSchema = z.discriminatedUnion('kind', [
  /** The last `days` calendar days up to now ("last 90 days", "3 months" = 91). */
  z.object({ kind: z.literal('last_days'), days: z.number().int().min(1).max(3660) }),
  z.object({ kind: z.literal('year_to_date') }),
  z.object({ kind: z.literal('this_month') }),
  z.object({ kind: z.literal('this_week') }),
  z.object({ kind: z.literal('last_month') }),
  z.object({ kind: z.literal('last_year') }),
  z
    .object({ kind: z.literal('between'), from: isoDateSchema, to: isoDateSchema })
    .refine((range) => range.from <= range.to, 'from must not be after to'),
]);
export type DateRange = z.infer<typeof dateRangeSchema>;

/** Which listed expiration an option query means, resolved against the chain's listed dates at each run. */
export const expirationSelectorSchema = z.discriminatedUnion('kind', [
  /** The first listed expiration (weekly where the ticker has weeklies). */
  z.object({ kind: z.literal('next_weekly') }),
  /** The first third-Friday (standard monthly) expiration. */
  z.object({ kind: z.literal('next_monthly') }),
  /** The first listed expiration on or after the next Friday (a holiday Friday moves to the Thursday). */
  z.object({ kind: z.literal('next_friday') }),
  /** The listed expiration closest to `days` calendar days out. */
  z.object({ kind: z.literal('in_days'), days: z.number().int().min(1).max(730) }),
  /** A given date: the listed expiration on it, else the next one after it. */
  z.object({ kind: z.literal('date'), date: isoDateSchema }),
]);
export type ExpirationSelector = z.infer<typeof expirationSelectorSchema>;

/** How to pick one contract of an expiration. */
export const strikeSelectorSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('delta'), delta: z.number().min(0.01).max(0.99) }),
  z.object({ by: z.literal('strike'), strike: z.number().positive().max(1_000_000) }),
  /** Percent out of the money: above spot for a call, below for a put. */
  z.object({ by: z.literal('otm_percent'), percent: z.number().min(0).max(100) }),
]);
export type StrikeSelector = z.infer<typeof strikeSelectorSchema>;

const holdingsOrTickers = z.union([z.literal('holdings'), tickers]);
const limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);

/**
 * The query catalogue: each entry's parameters. Every query runs in the caller's context: portfolio queries read
 * the caller's accounts only, market queries the market model.
 */
export const queryParamSchemas = {
  quote: z.object({ tickers }),
  price_history: z.object({ tickers, range: dateRangeSchema }),
  option_chain: z.object({
    ticker: tickerSchema,
    expiration: expirationSelectorSchema,
    type: z.enum(['call', 'put', 'both']).default('call'),
  }),
  option_contract: z.object({
    ticker: tickerSchema,
    expiration: expirationSelectorSchema,
    type: z.enum(['call', 'put']).default('call'),
    select: strikeSelectorSchema,
  }),
  covered_call_candidates: z.object({
    source: holdingsOrTickers,
    /** Absent: each holding's own goal (as the dashboard's opportunities), Balanced for a ticker without one. */
    risk: riskLevelSchema.optional(),
    /** Absent: each holding's own goal's cadence, weekly for a ticker without one. */
    duration: durationSchema.optional(),
    limit: limit(20, 5),
    sort: z.enum(['premium', 'yield', 'if_called_return']).default('yield'),
  }),
  opportunities: z.object({
    type: z.enum(['covered_call', 'option_roll', 'option_close']).optional(),
    ticker: tickerSchema.optional(),
    limit: limit(50, 10),
  }),
  positions: z.object({
    ticker: tickerSchema.optional(),
    /** `short_of_100`: holdings that cannot back a contract yet; `uncovered`: shares with no call sold on them. */
    only: z.enum(['all', 'short_of_100', 'uncovered']).default('all'),
  }),
  open_calls: z.object({ ticker: tickerSchema.optional() }),
  portfolio_value_history: z.object({ range: dateRangeSchema }),
  income_summary: z.object({
    range: dateRangeSchema,
    group_by: z.enum(['month', 'total']).default('month'),
    sources: z
      .array(z.enum(['options', 'dividends', 'equity']))
      .min(1)
      .default(['options', 'dividends']),
  }),
  transactions: z.object({
    range: dateRangeSchema.optional(),
    ticker: tickerSchema.optional(),
    type: z.enum(['option', 'equity', 'dividend']).optional(),
    limit: limit(200, 50),
  }),
  dividend_calendar: z.object({
    source: holdingsOrTickers,
    days: z.number().int().min(1).max(365).default(60),
  }),
  earnings_calendar: z.object({
    source: holdingsOrTickers,
    days: z.number().int().min(1).max(365).default(60),
  }),
  payoff: z.object({
    ticker: tickerSchema,
    shares: z.number().int().min(0).max(1_000_000).default(100),
    calls: z
      .array(
        z.object({
          /** Negative: sold (a covered call is -1 per 100 shares). */
          quantity: z.number().int().min(-1000).max(1000),
          expiration: expirationSelectorSchema,
          select: strikeSelectorSchema,
        }),
      )
      .max(4)
      .default([]),
  }),
  yield_estimate: z.object({
    tickers,
    delta: z.number().min(0.01).max(0.99).default(0.3),
    duration: durationSchema.default('weekly'),
  }),
  /**
   * One of the caller's opportunities seen from one side: its risk (assignment odds, distance to strike, events
   * before expiry), returns, what-if prices at expiry, what assignment means, or other strikes and expiries.
   */
  opportunity_analysis: z.object({
    opportunity_id: z.string().trim().min(1).max(128),
    aspect: z.enum(['overview', 'risk', 'returns', 'what_if', 'assignment', 'alternatives']),
  }),
  /**
   * Whether the caller's open calls (one ticker's, or all) are qualified covered calls and what an assignment
   * would sell and realise, lot by lot (the position page's Taxes tab, shared/src/tax).
   */
  tax_status: z.object({ ticker: tickerSchema.optional() }),
  /**
   * The caller's position in one ticker (shares and the calls sold on them) if the stock moved by `move_percent`:
   * its change in value today, halfway and at the last call's expiry (shared/src/options/what-if-grid.ts).
   */
  position_what_if: z.object({ ticker: tickerSchema, move_percent: z.number().min(-90).max(200) }),
  /**
   * Roll, close now or let it be assigned for the caller's open call on one ticker, side by side: the roll decision
   * the roll or close drawer shows (shared/src/opportunities/roll-decision.ts), the suggestion and its reason.
   */
  roll_decision: z.object({ ticker: tickerSchema }),
  /** This year's realised income month by month against the caller's monthly goal, with the forecast. */
  income_goal: z.object({}),
  /**
   * The cash-secured put to sell on one ticker (issue 31), from the put engine with the inputs a generation run
   * reads (the watchlist entry and its account's cash; else the default risk and the account's cash), its strike
   * at or under `max_strike` when given (shared/src/opportunities/put-sell.ts).
   */
  wheel_puts: z.object({ ticker: tickerSchema, max_strike: z.number().positive().max(1_000_000).optional() }),
  /** The caller's wheel campaign on one ticker, from the campaign service the Wheel page reads. */
  wheel_campaign: z.object({ ticker: tickerSchema }),
  /** The caller's watchlist and each visible account's cash set aside for puts (the Wheel page's read). */
  wheel_watchlist: z.object({}),
  /** A price alert: stored with the card, evaluated on every refresh, shown as an alarm. */
  alert: z.object({
    ticker: tickerSchema,
    direction: z.enum(['above', 'below']),
    price: z.number().positive().max(1_000_000),
  }),
  explain: z.object({ topic: z.enum(glossaryTopics) }),
  /**
   * A fixed answer in the product's own words when a question gets no data: it cannot be answered yet (with up to
   * three questions that can), asks to place a trade, asks for someone else's data, or names an unknown ticker.
   */
  notice: z.object({
    code: z.enum(['cannot_answer', 'no_trading', 'own_data_only', 'unknown_ticker']),
    subject: z.string().trim().max(40).optional(),
    suggestions: z.array(z.string().trim().min(1).max(200)).max(3).default([]),
  }),
  /**
   * Prose over the results of other items (referenced by their index in the plan). `template` names a summary the
   * rule engine fills from materialized values; with a language model the model writes the prose from the same
   * materialized data, and every number in it is checked against that data.
   */
  llm: z.object({
    instruction: z.string().trim().min(1).max(1000),
    refs: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(MAX_PLAN_ITEMS - 1),
      )
      .max(MAX_PLAN_ITEMS),
    template: z
      .enum(['quote', 'candidates', 'income', 'positions', 'open_calls', 'comparison', 'generic'])
      .optional(),
  }),
} as const;

export type QueryName = keyof typeof queryParamSchemas;
export const queryNames = Object.keys(queryParamSchemas) as QueryName[];
export type QueryParams<Q extends QueryName> = z.output<(typeof queryParamSchemas)[Q]>;

/** The widget kinds a plan item may ask for; which query can feed which kind is fixed by {@link queryWidgetKinds}. */
export const planWidgetKindSchema = z.enum([
  'chart',
  'table',
  'price',
  'optionsChain',
  'optionContract',
  'payoff',
  'alarm',
  'markdown',
  'message',
]);
export type PlanWidgetKind = z.infer<typeof planWidgetKindSchema>;

/** The widget kinds each query can produce; the first is its default. */
export const queryWidgetKinds: Readonly<Record<QueryName, readonly PlanWidgetKind[]>> = {
  quote: ['price', 'table'],
  price_history: ['chart', 'table'],
  option_chain: ['optionsChain', 'table'],
  option_contract: ['optionContract', 'table'],
  covered_call_candidates: ['table'],
  opportunities: ['table'],
  opportunity_analysis: ['table', 'markdown'],
  positions: ['table'],
  open_calls: ['table'],
  portfolio_value_history: ['chart', 'table'],
  income_summary: ['chart', 'table'],
  transactions: ['table'],
  dividend_calendar: ['table'],
  earnings_calendar: ['table'],
  payoff: ['payoff'],
  yield_estimate: ['table'],
  tax_status: ['table'],
  position_what_if: ['table'],
  roll_decision: ['table'],
  income_goal: ['chart', 'table'],
  wheel_puts: ['table'],
  wheel_campaign: ['chart', 'table'],
  wheel_watchlist: ['table'],
  alert: ['alarm'],
  explain: ['markdown'],
  notice: ['message', 'markdown'],
  llm: ['markdown'],
};

/**
 * What the question asked of an item, so the answer can say it first (issue 28 item 2): the materializer turns each
 * item's `answer` into one to three sentences filled from that item's own materialized values
 * (functions/src/thetix/materializer/answers.ts) and shows the sentences of every item, in plan order, above the
 * widgets. `unanswered` names a part of the question no query could answer.
 */
export const answerKinds = [
  'quote',
  'comparison',
  'price_move',
  'implied_volatility',
  'option_contract',
  'chain',
  'candidates',
  'premium_for_all',
  'opportunities',
  'positions',
  'position',
  'writable_contracts',
  'coverage',
  'average_cost',
  'losing_money',
  'open_calls',
  'open_call_decision',
  'expiring',
  'assignment_risk',
  'portfolio_value',
  'income',
  'transactions',
  'dividends_calendar',
  'earnings_calendar',
  'ex_dividend_risk',
  'earnings_before_expiry',
  'payoff',
  'yield_estimate',
  'tax_status',
  'position_what_if',
  'roll_decision',
  'income_goal',
  'wheel_puts',
  'wheel_campaign',
  'wheel_basis',
  'wheel_watchlist',
  'alert',
  'brief',
  'unanswered',
] as const;
export const answerKindSchema = z.enum(answerKinds);
export type AnswerKind = z.infer<typeof answerKindSchema>;

export const answerSpecSchema = z.object({
  kind: answerKindSchema,
  /** An income goal stated in the question ("$4,000 a month"): the answer sets the income against it. */
  goal: z
    .object({ amount: z.number().positive().max(100_000_000), period: z.enum(['week', 'month', 'year']) })
    .optional(),
  /** The words of the part, for `unanswered`. */
  subject: z.string().trim().max(200).optional(),
});
export type AnswerSpec = z.infer<typeof answerSpecSchema>;

const itemBase = {
  kind: planWidgetKindSchema,
  title: z.string().trim().min(1).max(TITLE_MAX),
  visible: z.boolean().optional(),
  answer: answerSpecSchema.optional(),
};

const planItemVariants = queryNames.map((query) =>
  z.object({
    ...itemBase,
    data: z.object({ query: z.literal(query), params: queryParamSchemas[query] }),
  }),
);

/** One widget spec of a plan: `{ kind, title, visible?, data: { query, params } }`. */
export const planItemSchema = z
  .union(planItemVariants as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]])
  .superRefine((item, context) => {
    const typed = item as { kind: PlanWidgetKind; data: { query: QueryName } };
    if (!queryWidgetKinds[typed.data.query].includes(typed.kind))
      context.addIssue({
        code: 'custom',
        path: ['kind'],
        message: `${typed.data.query} can become ${queryWidgetKinds[typed.data.query].join(' or ')}, not ${typed.kind}`,
      });
  }) as unknown as z.ZodType<PlanItem, unknown>;

export type PlanItem = {
  [Q in QueryName]: {
    kind: PlanWidgetKind;
    title: string;
    visible?: boolean;
    answer?: AnswerSpec;
    data: { query: Q; params: QueryParams<Q> };
  };
}[QueryName];

/** A card's plan (`dsl_template`): at least one item, `llm` items referring only to earlier non-llm items. */
export const planSchema = z
  .array(planItemSchema)
  .min(1)
  .max(MAX_PLAN_ITEMS)
  .superRefine((items, context) => {
    items.forEach((item, index) => {
      if (item.data.query !== 'llm') return;
      for (const ref of item.data.params.refs) {
        const target = items[ref];
        if (ref >= index || !target || target.data.query === 'llm')
          context.addIssue({
            code: 'custom',
            path: [index, 'data', 'params', 'refs'],
            message: `refers to item ${ref}, which is not an earlier data item`,
          });
      }
    });
  });
export type Plan = PlanItem[];

/** Whether a plan holds generated prose: such a card refreshes at most once per {@link LLM_REFRESH_COOLDOWN_SECONDS}. */
export const planHasLlm = (plan: readonly PlanItem[]): boolean =>
  plan.some((item) => item.data.query === 'llm');

/** Spec part 3 §4 and §9: a card answered by a language model refreshes at most once per 10 minutes. */
export const LLM_REFRESH_COOLDOWN_SECONDS = 600;

/** A plan item of one query, typed: `planItem('quote', 'price', 'Apple', { tickers: ['AAPL'] })`. */
export const planItem = <Q extends QueryName>(
  query: Q,
  kind: PlanWidgetKind,
  title: string,
  params: z.input<(typeof queryParamSchemas)[Q]>,
): PlanItem => ({ kind, title, data: { query, params: queryParamSchemas[query].parse(params) } }) as PlanItem;
