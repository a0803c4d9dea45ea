import * as z from 'zod';
import { contractsSchema, idSchema, sharePriceSchema } from './limits';
import { isoDateSchema, optionTypeSchema } from './market-data';
import { FEEDBACK_COMMENT_MAX_LENGTH } from './opportunities';

/**
 * What the user does with an opportunity beyond reading it (spec part 2 §3, §7): the stored feedback, the trade
 * preview, and the refresh job. The opportunity entity itself is in `opportunities.ts`.
 */

/** POST /api/opportunities/{id}/feedback answers the feedback as stored (a second post replaces the first). */
export const opportunityFeedbackRecordSchema = z.object({
  opportunity_id: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  comments: z.string().max(FEEDBACK_COMMENT_MAX_LENGTH).nullable(),
  submitted_at: z.iso.datetime(),
});
export type OpportunityFeedbackRecord = z.infer<typeof opportunityFeedbackRecordSchema>;

/** GET /api/opportunities/{id}/preview: optional fine-tuned strike, expiration and contracts (covered calls only). */
export const tradePreviewQuerySchema = z.object({
  strike: z.coerce.number('must be a number').pipe(sharePriceSchema).optional(),
  expiration: isoDateSchema.optional(),
  contracts: z.coerce.number('must be a number').pipe(contractsSchema).optional(),
});
export type TradePreviewQuery = z.infer<typeof tradePreviewQuerySchema>;

export const orderActionSchema = z.enum(['sell_to_open', 'buy_to_close', 'roll']);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** One leg of an order; `price` is per share. */
export const orderLegSchema = z.object({
  action: z.enum(['sell_to_open', 'buy_to_close']),
  quantity: z.number().int().min(1),
  price: z.number().nonnegative(),
  option_symbol: z.string(),
});
export type OrderLeg = z.infer<typeof orderLegSchema>;

const rollPositionSchema = z.object({
  option_symbol: z.string(),
  strike: z.number().positive(),
  expiration: isoDateSchema,
  quantity: z.number().int().min(1),
  price: z.number().nonnegative(),
});

/**
 * Spec part 2 §3, trade preview. Money: `price` is per share (a roll's is its net credit per share);
 * `estimated_cost` is the order's gross premium (price × 100 × quantity, a roll's two legs added); `net_credit` and
 * `estimated_total` are the order's cash effect, positive when the account receives money, after
 * `estimated_commissions` (0: the product does not know the broker's schedule). Manual accounts place no broker
 * order: acting records the trade only.
 */
export const tradePreviewSchema = z.object({
  opportunity_id: z.string(),
  action: orderActionSchema,
  is_option: z.literal(true),
  is_roll: z.boolean(),
  /** Contracts. */
  quantity: z.number().int().min(1),
  price: z.number(),
  strike: z.number().positive(),
  expiration: isoDateSchema,
  /** The option the order opens (the held one for a close). */
  option_symbol: z.string(),
  /** The underlying ticker. */
  symbol: z.string(),
  /** The brokerage's name; null for a manual account. */
  broker: z.string().nullable(),
  order_type: z.literal('limit'),
  time_in_force: z.literal('day'),
  estimated_cost: z.number(),
  estimated_commissions: z.number(),
  estimated_total: z.number(),
  net_credit: z.number(),
  open_order: orderLegSchema.nullable(),
  close_order: orderLegSchema.nullable(),
  roll_details: z
    .object({ close_position: rollPositionSchema, open_position: rollPositionSchema })
    .nullable(),
  is_manual_account: z.boolean(),
  is_read_only_broker: z.boolean(),
  order_details: z.object({
    account_id: z.string(),
    account_name: z.string(),
    /** What happens on confirm: a tracking record for manual and read-only accounts. */
    note: z.string(),
  }),
  /** Issue 31: `put` for a cash-secured put's order (a sale, a buy-back or a roll); absent for a call's. */
  option_type: optionTypeSchema.optional(),
  /** Issue 31, a put sold: the cash it secures, strike × 100 × contracts. */
  collateral: z.number().optional(),
});
export type TradePreview = z.infer<typeof tradePreviewSchema>;

/** POST /api/opportunities/refresh: `?accountId=` narrows the run to one account; absent means all of them. */
export const opportunityRefreshQuerySchema = z.object({
  accountId: idSchema.optional(),
});

/** 202: the generation job, new or the one already waiting or running for the same scope. */
export const opportunityRefreshResponseSchema = z.object({
  job_id: z.string(),
  job_status: z.enum(['pending', 'processing']),
  account_id: z.string().nullable(),
  requested_at: z.iso.datetime(),
});
export type OpportunityRefreshResponse = z.infer<typeof opportunityRefreshResponseSchema>;
