import * as z from 'zod';
import { dataSourceSchema, isoDateSchema, marketProvenanceSchema, tickerSchema } from './market-data';
import { accountIdSchema } from './portfolio';

/**
 * Campaigns (issue 31 item 3): the wheel as the ledger recorded it, derived on every read from ledger lines by
 * shared/src/campaigns/campaigns.ts (nothing stored). Routes: GET /api/campaigns (summaries across the caller's
 * visible accounts, or one account's), GET /api/campaigns/{id} (one campaign with its timeline) and
 * GET /api/positions/{ticker}/campaigns (the list for one ticker, for the position page).
 *
 * Field names are snake_case. Money is USD rounded to the cent, per share where the name says so (four places);
 * ratios (`return_on_capital`, `annualised_return`, `assignment_rate`) are fractions: 0.1234 is 12.34 %. Dates are
 * New York `YYYY-MM-DD`. Unrealised figures and buy-and-hold use the market data named by `data_source` and
 * `provenance` at `as_of`.
 */

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const campaignStatusSchema = z.enum(['open', 'closed'], { error: 'status must be open or closed' });
export const campaignPhaseSchema = z.enum(['put', 'shares', 'flat']);

/** `<account id>~<id of the campaign's first line>`. */
export const campaignIdSchema = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .regex(/^[A-Za-z0-9_-]{1,64}~[A-Za-z0-9_.:#-]{1,128}$/, 'must be a campaign id');

export const campaignParamsSchema = z.object({ id: campaignIdSchema });

export const campaignsQuerySchema = z.object({
  accountId: z.preprocess(blankIsAbsent, accountIdSchema.optional()),
  ticker: z.preprocess(blankIsAbsent, tickerSchema.optional()),
  status: z.preprocess(blankIsAbsent, campaignStatusSchema.optional()),
});
export type CampaignsQuery = z.infer<typeof campaignsQuerySchema>;

export const positionCampaignsQuerySchema = campaignsQuerySchema.omit({ ticker: true });

const buyAndHoldSchema = z.object({
  money: z.number(),
  start_price: z.number(),
  end_price: z.number(),
  shares: z.number(),
  value: z.number(),
  result: z.number(),
  return_on_capital: z.number(),
});

const figures = {
  put_income: z.number(),
  call_income: z.number(),
  dividends: z.number(),
  realised_equity: z.number(),
  realised: z.number(),
  unrealised: z.number(),
  result: z.number(),
  peak_capital_at_risk: z.number(),
  return_on_capital: z.number().nullable(),
  annualised_return: z.number().nullable(),
  days: z.number().int(),
};

export const campaignSummarySchema = z.object({
  id: z.string(),
  account_id: z.string(),
  account_name: z.string(),
  ticker: z.string(),
  status: campaignStatusSchema,
  started_with: z.enum(['put', 'call_on_shares_held']),
  start: isoDateSchema,
  end: isoDateSchema.nullable(),
  phase: campaignPhaseSchema,
  days_in: z.object({ put: z.number().int(), shares: z.number().int(), flat: z.number().int() }),
  cycle_count: z.number().int(),
  roll_count: z.number().int(),
  shares: z.number(),
  basis_per_share: z.number().nullable(),
  adjusted_basis_per_share: z.number().nullable(),
  capital_at_risk: z.number(),
  ...figures,
  short_contracts_closed: z.number(),
  short_contracts_assigned: z.number(),
  assignment_rate: z.number().nullable(),
  buy_and_hold: buyAndHoldSchema.nullable(),
  /** The history groups of the campaign's lines (the `id` of GET /api/portfolio/transactions groups). */
  group_ids: z.array(z.string()),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

const optionLegSchema = z.object({
  symbol: z.string(),
  strike: z.number(),
  expiration: isoDateSchema,
  contracts: z.number(),
  price: z.number(),
});

export const campaignEventSchema = z.object({
  date: isoDateSchema,
  timestamp: z.string(),
  kind: z.enum([
    'shares_held',
    'put_sold',
    'call_sold',
    'put_rolled',
    'call_rolled',
    'put_bought_back',
    'call_bought_back',
    'put_expired',
    'call_expired',
    'put_assigned',
    'call_assigned',
    'shares_bought',
    'shares_sold',
    'dividend',
    'option_bought',
  ]),
  cycle: z.number().int(),
  line_ids: z.array(z.string()),
  option_type: z.enum(['call', 'put']).nullable(),
  from: optionLegSchema.nullable(),
  to: optionLegSchema.nullable(),
  shares: z.number().nullable(),
  price: z.number().nullable(),
  cash: z.number(),
  implied: z.boolean(),
});

export const campaignCycleSchema = z.object({
  number: z.number().int(),
  start: isoDateSchema,
  end: isoDateSchema.nullable(),
  ended_by: z.enum(['called_away', 'put_expired', 'put_closed', 'shares_sold', 'closed']).nullable(),
  ...figures,
});

export const campaignSchema = campaignSummarySchema.extend({
  phases: z.array(
    z.object({ phase: campaignPhaseSchema, from: isoDateSchema, to: isoDateSchema, days: z.number().int() }),
  ),
  cycles: z.array(campaignCycleSchema),
  events: z.array(campaignEventSchema),
  rolls: z.array(
    z.object({
      date: isoDateSchema,
      option_type: z.enum(['call', 'put']),
      from: optionLegSchema,
      to: optionLegSchema,
      net_credit: z.number(),
    }),
  ),
  /** One point per day with a line (and today for an open campaign): the chart's two basis lines. */
  basis: z.array(
    z.object({
      date: isoDateSchema,
      shares: z.number(),
      basis_per_share: z.number().nullable(),
      adjusted_basis_per_share: z.number().nullable(),
      capital_at_risk: z.number(),
    }),
  ),
  open_options: z.array(
    z.object({
      symbol: z.string(),
      type: z.enum(['call', 'put']),
      strike: z.number(),
      expiration: isoDateSchema,
      contracts: z.number(),
      average_price: z.number(),
    }),
  ),
});
export type CampaignView = z.infer<typeof campaignSchema>;

const stamped = {
  as_of: z.string(),
  data_source: dataSourceSchema,
  provenance: marketProvenanceSchema,
};

export const campaignListSchema = z.object({ campaigns: z.array(campaignSummarySchema), ...stamped });
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignResponseSchema = z.object({ campaign: campaignSchema, ...stamped });
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;
