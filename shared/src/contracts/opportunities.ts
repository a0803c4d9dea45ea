import * as z from 'zod';
import { durationSchema } from './calculator';
import { contractsSchema, idSchema, sharePriceSchema } from './limits';
import { isoDateSchema, optionTypeSchema, tickerListSchema, tickerSchema } from './market-data';
import { rollDecisionSchema, whatIfInputsSchema } from './what-if';

/**
 * Opportunities (spec part 2 §3, §4, §7): the entity the engine in `shared/src/opportunities/` generates, the list
 * query, the act/dismiss and feedback bodies, and the fine-tune recalculation. Field names are snake_case as the
 * spec shows them, except the list query's `accountId`, which the spec spells that way.
 *
 * Units: money is USD, per share where the name or comment says so, else for the whole trade (× 100 shares per
 * contract × contracts). Nothing is rounded: round to the cent only for display (half away from zero). Ratios
 * (`annualized_yield`, `if_called_return`, `assignment_chance`, `profit_loss_ratio` ...) are fractions: 0.1234 is
 * 12.34 %. Dates are New York `YYYY-MM-DD`; instants are ISO strings in UTC.
 */

/** Spec part 2 §7 and §9: the list request's default and maximum. */
export const OPPORTUNITY_REQUEST_LIMIT = 200;
/** Spec part 2 §5 and §9: feedback comments. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 500;
/** Spec part 2 §4: the reason sent when the user dismisses without a comment. */
export const DEFAULT_DISMISS_REASON = 'Dismissed by user';

/** `put_sell` (issue 31 item 2): a cash-secured put on a watchlist ticker; the spec names the label (part 2 §1). */
export const opportunityTypeSchema = z.enum([
  'covered_call',
  'option_roll',
  'option_close',
  'put_sell',
  'other',
]);
export type OpportunityType = z.infer<typeof opportunityTypeSchema>;

export const opportunityStatusSchema = z.enum(['active', 'expired', 'acted_upon', 'dismissed']);
export type OpportunityStatus = z.infer<typeof opportunityStatusSchema>;

/** Spec part 2 §3, related risk level entry; `custom` is a strike the user picked that matches no goal. */
export const opportunityRiskLevelSchema = z.enum([
  'conservative',
  'balanced',
  'aggressive',
  'growth',
  'market',
  'unknown',
  'custom',
]);
export type OpportunityRiskLevel = z.infer<typeof opportunityRiskLevelSchema>;

const money = z.number();
const perShare = z.number().nonnegative();
const fraction = z.number().min(0).max(1);
const contractCount = z.number().int().nonnegative();
const instant = z.iso.datetime();

/**
 * What the big broker tools do not tell the user. `weekly_options_unavailable` and `outside_risk_band` explain a
 * substitution the engine made; the other two are risks of the trade itself.
 */
export const opportunityWarningCodeSchema = z.enum([
  'earnings_before_expiry',
  'early_assignment_risk',
  'weekly_options_unavailable',
  'outside_risk_band',
  'strike_below_cost_basis',
  'ex_dividend_before_expiry',
]);
export type OpportunityWarningCode = z.infer<typeof opportunityWarningCodeSchema>;

export const opportunityWarningSchema = z.object({ code: opportunityWarningCodeSchema, message: z.string() });
export type OpportunityWarning = z.infer<typeof opportunityWarningSchema>;

/** Another goal's strike for the same expiration, so the fine-tune risk selector can jump to it. */
export const relatedRiskLevelSchema = z.object({
  strike: z.number().positive(),
  expiration: isoDateSchema,
  risk_level: opportunityRiskLevelSchema,
  delta: z.number(),
  /** Mid, per share. */
  premium: perShare,
  strategy_name: z.string(),
});
export type RelatedRiskLevel = z.infer<typeof relatedRiskLevelSchema>;

export const rationaleSchema = z.object({
  reason: z.string(),
  benefit: z.string(),
  strategy_name: z.string(),
  news_summary: z.string().optional(),
});
export type Rationale = z.infer<typeof rationaleSchema>;

/** The option an opportunity sells, as covered-call and cash-secured put details both open with it. */
const soldOptionFields = {
  /** OCC symbol, compact form (`AAPL250321C00190000`, `ACME250314P00098000`). */
  option_symbol: z.string(),
  risk_level: opportunityRiskLevelSchema,
  cadence: durationSchema,
  strike: z.number().positive(),
  /** Mid of bid and ask, per share. */
  premium: perShare,
  expiration: isoDateSchema,
  /** Calendar days from today (New York) to the expiration date. */
  days_to_expiry: z.number().int().nonnegative(),
};

/** Spec part 2 §3, covered-call details, plus the figures the drawer derives from them. */
export const coveredCallDetailsSchema = z.object({
  ...soldOptionFields,
  /** Contracts the opportunity is for: the tradeable ones, or 1 to illustrate the trade when none is. */
  contracts: z.number().int().min(1),
  /** Uncovered contracts the allocation allows: floor(shares × allocation / 100) minus contracts already sold. */
  tradeable_contracts: contractCount,
  /** Spec part 2 §5: shares to buy before one contract becomes tradeable; 0 when one already is. */
  shares_needed: contractCount,
  /** premium × 100 × contracts. */
  total_premium: money,
  delta: z.number(),
  /** Risk-neutral probability of finishing in the money at expiry. */
  assignment_chance: fraction,
  implied_volatility: z.number().nonnegative(),
  open_interest: contractCount,
  volume: contractCount,
  current_price: z.number().positive(),
  current_shares: z.number().nonnegative(),
  /** Cost basis per share; the current price when the cost basis is unknown (spec: "price basis"). */
  entry_price: z.number().positive(),
  last_bid: perShare,
  last_ask: perShare,
  last_trade: perShare,
  /** premium / current price × 365 / days to expiry (at least 1 day). */
  annualized_yield: z.number(),
  /** (strike − entry price + premium) / entry price. */
  if_called_return: z.number(),
  /** Entry price − premium, per share. */
  breakeven: z.number(),
  /** Strike + premium, per share. */
  upside_breakeven: z.number(),
  /** (premium + strike − entry price) per share. */
  max_profit_per_share: z.number(),
  /** max_profit_per_share × 100 × contracts. */
  max_profit: money,
});
export type CoveredCallDetails = z.infer<typeof coveredCallDetailsSchema>;

export const coveredCallOutcomeSchema = z.object({
  total_premium: money,
  annualized_yield: z.number(),
  if_called_return: z.number(),
  max_profit: money,
  assignment_chance: fraction,
  breakeven: z.number(),
});
export type CoveredCallOutcome = z.infer<typeof coveredCallOutcomeSchema>;

/** The short call being rolled or closed. `amount` is signed like a broker position: negative for a short call. */
export const currentPositionSchema = z.object({
  symbol: z.string(),
  strike: z.number().positive(),
  expiration: isoDateSchema,
  option_type: optionTypeSchema,
  amount: z.number().int(),
  /** Average premium received, per share. */
  avg_price: perShare,
});
export type CurrentPosition = z.infer<typeof currentPositionSchema>;

/**
 * Which open-call rule fired (`open-call-rules.ts`): in the money near expiry, or out of the money with a high delta
 * in the last days (`challenged`). `expiring` is the older rule's (any call in its last 3 days), kept so stored
 * opportunities still parse.
 */
export const rollTriggerSchema = z.enum(['expiring', 'challenged', 'in_the_money']);

/**
 * One way to roll a held call: buy it back at its ask, sell this call at its bid. Several are offered (strikes at or
 * above the held one, the next 1-3 expirations), debits included so the user sees why none was proposed.
 */
export const rollCandidateSchema = z.object({
  symbol: z.string(),
  strike: z.number().positive(),
  expiration: isoDateSchema,
  delta: z.number(),
  /** The new call's bid, per share. */
  bid: perShare,
  /** (bid − held call's ask) per share; negative is a debit. */
  net_credit_per_share: z.number(),
  /** net_credit_per_share × 100 × contracts; negative is a debit. */
  net_credit: money,
  /** Calendar days the roll adds. */
  time_extension: z.number().int().positive(),
  /** New strike − held strike: at or above 0 for a call (rolled up), at or below 0 for a put (rolled down). */
  strike_change: z.number(),
  /** Whether the credit reaches the minimum that pays two legs' commissions (5 cents a share). */
  is_credit: z.boolean(),
});
export type RollCandidate = z.infer<typeof rollCandidateSchema>;

/** Spec part 2 §3, roll details; `time_extension` and `strike_change` are the derived figures. */
export const rollDetailsSchema = z.object({
  action: z.literal('roll'),
  reason: z.string(),
  trigger: rollTriggerSchema,
  /** Spec part 2 §9: expiry 3 days away or less. */
  urgent: z.boolean(),
  current_position: currentPositionSchema,
  contracts: z.number().int().min(1),
  current_price: z.number().positive(),
  /** Calendar days to the held call's expiration. */
  days_to_expiry: z.number().int().nonnegative(),
  roll_to: z.object({
    symbol: z.string(),
    strike: z.number().positive(),
    expiration: isoDateSchema,
    delta: z.number(),
    /** The bid the new call is sold at, per share. */
    premium: perShare,
    bid: perShare,
    ask: perShare,
    open_interest: contractCount,
    volume: contractCount,
    assignment_chance: fraction,
  }),
  /** (new call's bid − held call's ask) × 100 × contracts; always above 0. */
  net_credit: money,
  net_credit_per_share: z.number(),
  /** Held call's ask × 100 × contracts: what buying it back costs. */
  closing_cost: money,
  current_bid: perShare,
  current_ask: perShare,
  current_last: perShare,
  /** The held call's mid now, per share. */
  current_premium: perShare,
  /** Calendar days the roll adds. */
  time_extension: z.number().int().positive(),
  /** New strike − held strike: never below 0 for a call (rolled up), never above 0 for a put (rolled down). */
  strike_change: z.number(),
  /** Share of the held call's premium already earned: (avg_price − current_ask) / avg_price. */
  premium_captured: z.number().optional(),
  /** The rolls looked at, by expiration then strike; `roll_to` is one of them. Absent on older opportunities. */
  roll_candidates: z.array(rollCandidateSchema).optional(),
  /** Issue 32 item 2: roll, close now and let it go side by side. Absent on older opportunities. */
  decision: rollDecisionSchema.optional(),
});
export type RollDetails = z.infer<typeof rollDetailsSchema>;

export const rollOutcomeSchema = z.object({
  net_credit: money,
  time_extension: z.number().int().positive(),
  /** New strike − held strike; signed as in the details (below 0 for a put rolled down). */
  strike_change: z.number(),
  /**
   * |strike_change| × 100 × contracts: for a call, the extra gain kept if the shares are called away at the new
   * strike; for a put, what buying the shares costs less if it is assigned at the new strike.
   */
  added_upside: money,
  assignment_chance: fraction,
});
export type RollOutcome = z.infer<typeof rollOutcomeSchema>;

/**
 * Which open-call rule fired (`open-call-rules.ts`): the goal's share of the premium captured, a few cents left in
 * the last days, or a call that needs rolling with no roll for a credit.
 */
export const closeTriggerSchema = z.enum(['premium_captured', 'little_left', 'no_credit_roll']);

/** Spec part 2 §3, close details, with the P&L the close drawer shows (spec part 2 §9). */
export const closeDetailsSchema = z.object({
  action: z.literal('buy_to_close'),
  reason: z.string(),
  trigger: closeTriggerSchema,
  /** Spec part 2 §9: a reason about loss or risk, or expiry 1 day away or less. */
  urgent: z.boolean(),
  current_position: currentPositionSchema,
  contracts: z.number().int().min(1),
  strike: z.number().positive(),
  current_price: z.number().positive(),
  days_to_expiry: z.number().int().nonnegative(),
  last_bid: perShare,
  last_ask: perShare,
  last_trade: perShare,
  /** The price to buy the call back at (its ask), per share. */
  premium: perShare,
  /** avg_price × 100 × contracts. */
  premium_received: money,
  /** premium × 100 × contracts. */
  cost_to_close: money,
  /** premium_received − cost_to_close. */
  profit_loss: money,
  /** profit_loss / premium_received; 0 when no premium was received. */
  profit_loss_ratio: z.number(),
  /** Share of the premium received already earned: (avg_price − premium) / avg_price. */
  premium_captured: z.number(),
  /** For `no_credit_roll`: the rolls looked at, none a credit. Absent otherwise and on older opportunities. */
  roll_candidates: z.array(rollCandidateSchema).optional(),
  /** Issue 32 item 2: for a call rolled for no credit, close now, roll anyway and let it go side by side. */
  decision: rollDecisionSchema.optional(),
});
export type CloseDetails = z.infer<typeof closeDetailsSchema>;

export const closeOutcomeSchema = z.object({
  profit_loss: money,
  profit_loss_ratio: z.number(),
  /** Shares no longer covered once the call is bought back; 0 for a put. */
  shares_freed: contractCount,
  /** For a put: the cash set aside as collateral that buying it back frees (strike × 100 × contracts). */
  collateral_freed: money.optional(),
});
export type CloseOutcome = z.infer<typeof closeOutcomeSchema>;

/**
 * Issue 31 item 2: a cash-secured put on a ticker of the user's watchlist. Sold on the cash set aside for the
 * ticker: if it is assigned, the user buys 100 shares a contract at the strike, having kept the premium.
 */
export const putSellDetailsSchema = z.object({
  ...soldOptionFields,
  /** As many as the cash set aside secures: floor(cash / (strike × 100)), at least 1. */
  contracts: z.number().int().min(1),
  /** premium × 100 × contracts. */
  total_premium: money,
  /** strike × 100 × contracts: the cash the put ties up until it expires or is bought back. */
  collateral: money,
  /** The cash the user set aside for this ticker. */
  cash_set_aside: money,
  /** The price the user would like to buy at, when they gave one: the strike is at or under it. */
  target_price: z.number().positive().nullable(),
  /** The put's delta: below 0. The goal's band is checked on its absolute value. */
  delta: z.number(),
  /** Risk-neutral probability the put finishes in the money at expiry (N(−d2)): the chance of buying the shares. */
  assignment_chance: fraction,
  implied_volatility: z.number().nonnegative(),
  open_interest: contractCount,
  volume: contractCount,
  current_price: z.number().positive(),
  last_bid: perShare,
  last_ask: perShare,
  last_trade: perShare,
  /** strike − premium, per share: what the shares cost if the put is assigned. */
  effective_buy_price: z.number(),
  /** (current price − effective buy price) / current price: how far under today's price that is. */
  discount: z.number(),
  /** premium / strike: the premium on the cash tied up, for this one trade. */
  collateral_yield: z.number(),
  /** collateral_yield × 365 / days to expiry (at least 1 day). */
  annualized_yield: z.number(),
  /** The first earnings report before expiry, or null. */
  earnings_date: isoDateSchema.nullable(),
  /** The first ex-dividend date before expiry, or null. */
  ex_dividend_date: isoDateSchema.nullable(),
});
export type PutSellDetails = z.infer<typeof putSellDetailsSchema>;

export const putSellOutcomeSchema = z.object({
  total_premium: money,
  collateral: money,
  effective_buy_price: z.number(),
  discount: z.number(),
  annualized_yield: z.number(),
  assignment_chance: fraction,
});
export type PutSellOutcome = z.infer<typeof putSellOutcomeSchema>;

/** Spec part 2 §3, trading capabilities keyed per brokerage connection; filled by the service, not the engine. */
export const tradingCapabilitySchema = z.object({
  can_trade: z.boolean(),
  can_trade_options: z.boolean(),
  trading_account: z.object({
    id: z.string(),
    institution_id: z.string(),
    institution_name: z.string(),
    capabilities: z.unknown(),
  }),
  can_execute_opportunity: z.boolean(),
});

const opportunityBase = {
  /** Derived from the content (see opportunities/opportunity-id.ts), so a re-run upserts rather than duplicates. */
  id: z.string().min(1),
  account_id: z.string().min(1),
  /** The tickers the opportunity trades; the first is the primary one. */
  tickers: z.array(z.string()).min(1),
  primary_ticker: z.string(),
  status: opportunityStatusSchema,
  /** The strategy label (spec part 2 §1): covered_call, option_roll, option_close, put_sell. */
  strategy_id: z.string(),
  strategy_name: z.string(),
  rationale: rationaleSchema,
  created_at: instant,
  generated_at: instant,
  /** The next session close, or the option's expiry when that comes first. */
  expires_at: instant,
  acted_at: instant.nullable(),
  viewed_at: instant.nullable(),
  actual_outcome: z.record(z.string(), z.unknown()).nullable(),
  can_execute: z.boolean().optional(),
  trading_capabilities: z.record(z.string(), tradingCapabilitySchema).optional(),
  related_risk_levels: z.array(relatedRiskLevelSchema),
  warnings: z.array(opportunityWarningSchema),
  /** Issue 32: the market inputs of the drawer's what-if grid. Absent on older opportunities. */
  what_if: whatIfInputsSchema.optional(),
};

/** One kind of opportunity: the common fields, its `opportunity_type` tag, and its own details and outcome. */
const opportunityKind = <T extends string, D extends z.ZodType, O extends z.ZodType>(
  type: T,
  details: D,
  expectedOutcome: O,
) =>
  z.object({
    ...opportunityBase,
    opportunity_type: z.literal(type),
    details,
    expected_outcome: expectedOutcome,
  });

export const coveredCallOpportunitySchema = opportunityKind(
  'covered_call',
  coveredCallDetailsSchema,
  coveredCallOutcomeSchema,
);
export type CoveredCallOpportunity = z.infer<typeof coveredCallOpportunitySchema>;

export const rollOpportunitySchema = opportunityKind('option_roll', rollDetailsSchema, rollOutcomeSchema);
export type RollOpportunity = z.infer<typeof rollOpportunitySchema>;

export const closeOpportunitySchema = opportunityKind('option_close', closeDetailsSchema, closeOutcomeSchema);
export type CloseOpportunity = z.infer<typeof closeOpportunitySchema>;

export const putSellOpportunitySchema = opportunityKind(
  'put_sell',
  putSellDetailsSchema,
  putSellOutcomeSchema,
);
export type PutSellOpportunity = z.infer<typeof putSellOpportunitySchema>;

/** Spec part 2 §3 names an `other` type; the engine never makes one, stored ones keep free-form details. */
export const otherOpportunitySchema = opportunityKind(
  'other',
  z.record(z.string(), z.unknown()),
  z.record(z.string(), z.unknown()).nullable(),
);
export type OtherOpportunity = z.infer<typeof otherOpportunitySchema>;

export const opportunitySchema = z.discriminatedUnion('opportunity_type', [
  coveredCallOpportunitySchema,
  rollOpportunitySchema,
  closeOpportunitySchema,
  putSellOpportunitySchema,
  otherOpportunitySchema,
]);
export type Opportunity = z.infer<typeof opportunitySchema>;
/** What the engine generates. */
export type GeneratedOpportunity =
  CoveredCallOpportunity | RollOpportunity | CloseOpportunity | PutSellOpportunity;

export const opportunityListSchema = z.object({ opportunities: z.array(opportunitySchema) });
export type OpportunityList = z.infer<typeof opportunityListSchema>;

/** `status=active,acted_upon` in a query string, duplicates removed. */
export const opportunityStatusListSchema = z
  .string()
  .trim()
  .min(1, 'must list at least one status')
  .transform((value) =>
    value
      .split(',')
      .map((status) => status.trim())
      .filter(Boolean),
  )
  .pipe(z.array(opportunityStatusSchema).min(1, 'must list at least one status'))
  .transform((statuses) => [...new Set(statuses)]);

/** GET /api/opportunities (spec part 2 §7). */
export const opportunityListQuerySchema = z.object({
  accountId: idSchema,
  status: opportunityStatusListSchema.optional(),
  tickers: tickerListSchema.optional(),
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(OPPORTUNITY_REQUEST_LIMIT, `must be at most ${OPPORTUNITY_REQUEST_LIMIT}`)
    .default(OPPORTUNITY_REQUEST_LIMIT),
});
export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

/** `{id}` in a path. */
export const opportunityParamsSchema = z.object({ id: idSchema });

/** The trade the user confirmed: the selected strike, expiration and contracts, and/or a note (spec part 2 §4). */
export const actDetailsSchema = z.union([
  z.string().max(1000, 'must be at most 1000 characters'),
  z.object({
    strike: sharePriceSchema.optional(),
    expiration: isoDateSchema.optional(),
    contracts: contractsSchema.optional(),
    note: z.string().max(1000, 'must be at most 1000 characters').optional(),
  }),
]);
export type ActDetails = z.infer<typeof actDetailsSchema>;

/** POST /api/opportunities/{id}: {action: act, details} or {action: dismiss, reason} (spec part 2 §7). */
export const opportunityActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('act'), details: actDetailsSchema.optional() }),
  z.object({
    action: z.literal('dismiss'),
    reason: z
      .string()
      .trim()
      .max(FEEDBACK_COMMENT_MAX_LENGTH, `must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`)
      .optional()
      .transform((reason) => (reason ? reason : DEFAULT_DISMISS_REASON)),
  }),
]);
export type OpportunityAction = z.infer<typeof opportunityActionSchema>;

/** POST /api/opportunities/{id}/feedback: sent only with a rating or a comment (spec part 2 §5). */
export const opportunityFeedbackSchema = z
  .object({
    rating: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 to 5')
      .max(5, 'must be 1 to 5')
      .optional(),
    comments: z
      .string()
      .max(FEEDBACK_COMMENT_MAX_LENGTH, `must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`)
      .optional(),
  })
  .refine((feedback) => feedback.rating !== undefined || (feedback.comments ?? '').trim() !== '', {
    message: 'needs a rating or a comment',
  });
export type OpportunityFeedback = z.infer<typeof opportunityFeedbackSchema>;

/** POST /api/opportunities/calculator (spec part 2 §4 and §7): the fine-tune recalculation. */
export const recalculationRequestSchema = z.object({
  underlying: tickerSchema,
  strike: sharePriceSchema,
  expiration: isoDateSchema,
  contracts: contractsSchema,
  account_id: idSchema,
  /** The level the fine-tune selector shows; `custom` when the strike matches no goal (the default). */
  risk_level: opportunityRiskLevelSchema.optional(),
});
export type RecalculationRequest = z.infer<typeof recalculationRequestSchema>;

export const recalculationResponseSchema = z.object({
  details: coveredCallDetailsSchema,
  expected_outcome: coveredCallOutcomeSchema,
  warnings: z.array(opportunityWarningSchema),
});
export type RecalculationResponse = z.infer<typeof recalculationResponseSchema>;

/** What to do with a call already sold (`opportunities/open-call-rules.ts`). */
export const openCallActionSchema = z.enum(['close', 'roll', 'let_expire', 'hold']);
export type OpenCallAction = z.infer<typeof openCallActionSchema>;

/** The rule that chose the action, one per line of the rule table in `open-call-rules.ts`. */
export const openCallRuleSchema = z.enum([
  'in_the_money',
  'challenged',
  'let_expire',
  'premium_captured',
  'little_left',
  'hold',
]);
export type OpenCallRule = z.infer<typeof openCallRuleSchema>;

export const moneynessSchema = z.enum(['in_the_money', 'at_the_money', 'out_of_the_money']);
export type Moneyness = z.infer<typeof moneynessSchema>;

/** A call the user has sold and still holds, with the figures a seller checks and the action the rules suggest. */
export const openCallStatusSchema = z.object({
  symbol: z.string(),
  strike: z.number().positive(),
  expiration: isoDateSchema,
  contracts: z.number().int().min(1),
  /** Average premium received, per share. */
  avg_price: perShare,
  /** The price to buy it back now (its ask), per share. */
  current_ask: perShare,
  /** (avg_price − current_ask) / avg_price; below 0 when buying back costs more than it brought in. */
  premium_captured: z.number(),
  days_to_expiry: z.number().int().nonnegative(),
  moneyness: moneynessSchema,
  /** (current price − strike) / strike: above 0 in the money ((strike − current price) / strike for a put). */
  moneyness_ratio: z.number(),
  delta: z.number(),
  action: openCallActionSchema,
  rule: openCallRuleSchema,
  /** The rule's reason in words, as the card and drawer show it. */
  reason: z.string(),
  /** A roll's net credit (negative: debit) when the action is roll or a roll was looked for. */
  roll_net_credit: z.number().nullable(),
  /** Issue 32 item 1: the what-if grid's market inputs for this call. Absent from older answers. */
  what_if: whatIfInputsSchema.optional(),
});
export type OpenCallStatus = z.infer<typeof openCallStatusSchema>;

/**
 * What to do with a put already sold (issue 31): the call's actions, and `let_assign`: challenged with no roll for a
 * credit, so the shares are bought at the strike.
 */
export const openPutActionSchema = z.enum([...openCallActionSchema.options, 'let_assign']);
export type OpenPutAction = z.infer<typeof openPutActionSchema>;

/** A put the user has sold and still holds, reviewed like a call (the figures mirrored: in the money is under). */
export const openPutStatusSchema = openCallStatusSchema.extend({
  action: openPutActionSchema,
  option_type: z.literal('put'),
  /** strike − average premium: what the shares cost, per share, if the put is assigned. */
  effective_buy_price: z.number(),
});
export type OpenPutStatus = z.infer<typeof openPutStatusSchema>;

/** Why a holding has no covered call to sell now. */
export const holdingExplanationCodeSchema = z.enum([
  'no_shares',
  'under_100_shares',
  'no_goal',
  'no_allocation',
  'fully_covered',
  'no_expiration',
  'no_liquid_strike',
  'no_market_data',
]);
export type HoldingExplanationCode = z.infer<typeof holdingExplanationCodeSchema>;

export const holdingExplanationSchema = z.object({
  code: holdingExplanationCodeSchema,
  message: z.string(),
  /** For `under_100_shares` (and an allocation short of a contract): shares to buy for one more contract. */
  shares_needed: z.number().int().nonnegative().nullable(),
});
export type HoldingExplanation = z.infer<typeof holdingExplanationSchema>;

/** One holding as the engine sees it now: its open calls and, when it has no covered call to sell, why. */
export const holdingReviewSchema = z.object({
  ticker: z.string(),
  shares: z.number().nonnegative(),
  current_price: z.number().positive().nullable(),
  /** Whether a tradeable covered call is proposed for the holding. */
  has_covered_call: z.boolean(),
  /** Null when a tradeable covered call is proposed. */
  explanation: holdingExplanationSchema.nullable(),
  open_calls: z.array(openCallStatusSchema),
});
export type HoldingReview = z.infer<typeof holdingReviewSchema>;

/** GET /api/opportunities/holdings?accountId=&tickers=. */
export const holdingsQuerySchema = z.object({
  accountId: idSchema,
  tickers: tickerListSchema.optional(),
});
export type HoldingsQuery = z.infer<typeof holdingsQuerySchema>;

export const holdingsResponseSchema = z.object({
  /** When the review was worked out. */
  generated_at: instant,
  holdings: z.array(holdingReviewSchema),
});
export type HoldingsResponse = z.infer<typeof holdingsResponseSchema>;
