import * as z from 'zod';
import { isoDateSchema } from './market-data';
import { accountScopeQuerySchema } from './portfolio';

/**
 * GET /api/positions/{ticker}/tax-lots (issue 32 item 3): the position's tax lots, each open call's qualified
 * covered call status and what its assignment would sell, and the same for a call the user is about to sell when
 * `strike`, `expiration`, `contracts` and `premium` are given. Information, never tax advice (`notice`).
 */

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const positiveNumber = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: `${name} must be a number` })
      .positive(`${name} must be greater than 0`)
      .max(1_000_000, `${name} must be at most 1000000`)
      .optional(),
  );

export const lotMethodKindSchema = z.enum(['fifo', 'lifo', 'highest_cost', 'specific'], {
  error: 'method must be one of fifo, lifo, highest_cost, specific',
});
export type LotMethodKind = z.infer<typeof lotMethodKindSchema>;

/**
 * The methods an account can keep (PATCH /api/accounts/{id}/lot-method): a specific lot is picked per sale, never
 * stored.
 */
export const storedLotMethodSchema = z.enum(['fifo', 'lifo', 'highest_cost'], {
  error: 'method must be one of fifo, lifo, highest_cost',
});
export type StoredLotMethod = z.infer<typeof storedLotMethodSchema>;

/** PATCH /api/accounts/{id}/lot-method: the lots an assignment or sale takes first in this account. */
export const accountLotMethodBodySchema = z.strictObject({ method: storedLotMethodSchema });
export const accountLotMethodResponseSchema = z.object({
  accountId: z.string(),
  method: storedLotMethodSchema,
});

export const taxLotsQuerySchema = accountScopeQuerySchema
  .extend({
    method: z.preprocess(blankIsAbsent, lotMethodKindSchema.optional()),
    /** Lot ids, comma separated, taken first when `method` is `specific`. */
    lots: z.preprocess(
      blankIsAbsent,
      z
        .string()
        .max(2_000, 'lots must be at most 2000 characters')
        .regex(/^[\w#:.-]+(,[\w#:.-]+)*$/, 'lots must be lot ids separated by commas')
        .optional(),
    ),
    strike: positiveNumber('strike'),
    expiration: z.preprocess(blankIsAbsent, isoDateSchema.optional()),
    contracts: z.preprocess(
      blankIsAbsent,
      z.coerce
        .number({ error: 'contracts must be a number' })
        .int('contracts must be a whole number')
        .min(1, 'contracts must be at least 1')
        .max(10_000, 'contracts must be at most 10000')
        .optional(),
    ),
    /** Premium per share the call would bring in. */
    premium: z.preprocess(
      blankIsAbsent,
      z.coerce
        .number({ error: 'premium must be a number' })
        .min(0, 'premium must not be negative')
        .max(100_000, 'premium must be at most 100000')
        .optional(),
    ),
  })
  .superRefine((query, context) => {
    const call = [query.strike, query.expiration, query.contracts, query.premium];
    if (call.some((value) => value !== undefined) && call.some((value) => value === undefined))
      context.addIssue({
        code: 'custom',
        message: 'strike, expiration, contracts and premium must be given together',
      });
    if (query.method === 'specific' && !query.lots)
      context.addIssue({ code: 'custom', message: 'lots must name the lots when method is specific' });
  });
export type TaxLotsQuery = z.infer<typeof taxLotsQuerySchema>;

export const taxLotSchema = z.object({
  id: z.string(),
  acquiredOn: isoDateSchema,
  origin: z.enum(['buy', 'put_assignment']),
  shares: z.number(),
  costPerShare: z.number(),
  cost: z.number(),
  /** The first sale date on which the lot is long-term. */
  longTermFrom: isoDateSchema,
  /** The lot's term if sold today. */
  termToday: z.enum(['short', 'long']),
  /** At today's price; dollars. */
  unrealisedGain: z.number(),
  /**
   * Past calls that moved the lot's holding period (decision 363): an in-the-money qualified call suspended it while
   * open, a call that was not qualified restarted it when it ended. `longTermFrom` and `termToday` include them.
   */
  holdingPeriodAdjustments: z
    .array(
      z.object({
        symbol: z.string(),
        effect: z.enum(['suspended_while_open', 'restarts_when_closed']),
        from: isoDateSchema,
        to: isoDateSchema,
      }),
    )
    .default([]),
});

export const qualifiedCallSchema = z.object({
  status: z.enum(['qualified_out_of_the_money', 'qualified_in_the_money', 'not_qualified']),
  reasons: z.array(z.enum(['term_30_days_or_less', 'term_over_33_months', 'deep_in_the_money'])),
  termDays: z.number().int(),
  applicableStockPrice: z.number(),
  lowestQualifiedBenchmark: z.number().nullable(),
  inTheMoney: z.boolean(),
  holdingPeriodEffect: z.enum(['none', 'suspended_while_open', 'restarts_when_closed']),
  dividendHoldingDaysCount: z.boolean(),
  headline: z.string(),
  details: z.array(z.string()),
  source: z.string(),
});

export const assignmentSliceSchema = z.object({
  lotId: z.string(),
  acquiredOn: isoDateSchema,
  shares: z.number(),
  costPerShare: z.number(),
  gain: z.number(),
  term: z.enum(['short', 'long']),
  madeShortTermByCall: z.boolean(),
  longTermFromAfterCall: isoDateSchema,
});

export const callTaxSchema = z.object({
  accountId: z.string(),
  symbol: z.string().nullable(),
  strike: z.number(),
  expiration: isoDateSchema,
  contracts: z.number().int(),
  grantedOn: isoDateSchema,
  premiumPerShare: z.number(),
  qualified: qualifiedCallSchema,
  assignment: z.object({
    soldOn: isoDateSchema,
    sharesCalled: z.number(),
    sharesCovered: z.number(),
    amountRealisedPerShare: z.number(),
    slices: z.array(assignmentSliceSchema),
    shortTermGain: z.number(),
    longTermGain: z.number(),
    lines: z.array(z.string()),
  }),
});
export type CallTax = z.infer<typeof callTaxSchema>;

export const taxLotsResponseSchema = z.object({
  ticker: z.string(),
  /** The query's `method`, else `fifo`; each account says the method its lots used (its own when none is asked). */
  method: lotMethodKindSchema,
  price: z.number().nullable(),
  accounts: z.array(
    z.object({
      accountId: z.string(),
      accountName: z.string(),
      /** The method the account's lots were matched by: the query's `method` when given, else the account's own. */
      method: lotMethodKindSchema,
      lots: z.array(taxLotSchema),
      /** The pages' cost basis: the average cost of the shares held (it differs from the lots once shares are sold). */
      averageCostPerShare: z.number().nullable(),
    }),
  ),
  openCalls: z.array(callTaxSchema),
  proposedCall: callTaxSchema.nullable(),
  notice: z.string(),
  asOf: z.string(),
  dataSource: z.enum(['simulated', 'live']),
});
export type TaxLotsResponse = z.infer<typeof taxLotsResponseSchema>;
