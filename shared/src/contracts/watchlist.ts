import * as z from 'zod';
import { riskLevelSchema } from './calculator';
import { cashDollarsSchema, hasAtMostDecimals, MAX_WATCHLIST_ENTRIES, sharePriceSchema } from './limits';
import { tickerSchema } from './market-data';
import { accountIdSchema, accountSourceSchema } from './portfolio';

/**
 * The wheel's watchlist and cash (issue 31 item 1; docs/api.md "Wheel: watchlist and cash"). A user lists tickers
 * they would like to own, each with the price or the share of the portfolio they would buy at, a risk level (the
 * goal catalogue's), and the account whose cash secures puts sold on it. Each account has a cash balance (synced
 * from the brokerage when the aggregator reports one, else entered by hand) and the part of it set aside for puts.
 * Dollars throughout, rounded to cents.
 */

export { MAX_WATCHLIST_ENTRIES };

/** `{ticker}` of PUT and DELETE /api/watchlist/{ticker}: the ticker contract (BRK.B; brk-b is normalised). */
export const watchlistTickerParamsSchema = z.object({ ticker: tickerSchema });

/** A share of the portfolio in percent: above 0, at most 100, 2 decimals. */
export const targetAllocationPercentSchema = z
  .number('must be a percentage')
  .gt(0, { error: 'must be greater than 0', abort: true })
  .max(100, { error: 'must be at most 100', abort: true })
  .refine(hasAtMostDecimals(2), 'must have at most 2 decimals');

/**
 * PUT /api/watchlist/{ticker}: the entry whole (a field left out is cleared). `riskLevel` defaults to conservative,
 * the catalogue's recommended profile; `accountId` null (or absent) means no account secures puts on it yet.
 */
export const watchlistEntryBodySchema = z.strictObject({
  targetPrice: sharePriceSchema.nullable().optional(),
  targetAllocationPercent: targetAllocationPercentSchema.nullable().optional(),
  riskLevel: riskLevelSchema.optional(),
  accountId: accountIdSchema.nullable().optional(),
});
export type WatchlistEntryBody = z.infer<typeof watchlistEntryBodySchema>;

export const watchlistEntrySchema = z.object({
  ticker: z.string(),
  /** The company directory's name. */
  name: z.string(),
  targetPrice: z.number().nullable(),
  targetAllocationPercent: z.number().nullable(),
  riskLevel: riskLevelSchema,
  /** The account whose cash secures puts on this ticker; null when none is chosen or it was deleted. */
  accountId: z.string().nullable(),
  /** Part of the example portfolio: DELETE /api/test-data removes it; editing it makes it the user's own. */
  testData: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

/** GET /api/watchlist: every entry, by ticker, and the per-user limit. */
export const watchlistSchema = z.object({
  entries: z.array(watchlistEntrySchema),
  limit: z.number().int(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/**
 * Where an account's cash balance comes from: `synced` (the last brokerage sync that reported one), `manual`
 * (entered by hand; a sync leaves it alone), `example` (the example portfolio's; DELETE /api/test-data resets it),
 * null (none yet: 0).
 */
export const cashSourceSchema = z.enum(['synced', 'manual', 'example']);
export type CashSource = z.infer<typeof cashSourceSchema>;

/** One account's cash, as GET /api/cash lists it and PUT /api/accounts/{id}/cash answers. */
export const accountCashSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  source: accountSourceSchema,
  hidden: z.boolean(),
  cashBalance: z.number(),
  cashSource: cashSourceSchema.nullable(),
  /** When the balance was last set (by a sync, by hand or by the example); null when never. */
  cashUpdatedAt: z.string().nullable(),
  /** The last balance a sync reported, even while a hand-entered one is shown; null when no sync reported one. */
  syncedCashBalance: z.number().nullable(),
  /** The part the user set aside for cash-secured puts. */
  cashSetAside: z.number(),
  /** What puts may use: the set-aside part, at most the balance (a sync may lower the balance below it). */
  cashForPuts: z.number(),
});
export type AccountCash = z.infer<typeof accountCashSchema>;

/** GET /api/cash: each account's cash, oldest account first, hidden ones included (the UI leaves them out). */
export const cashListSchema = z.object({ accounts: z.array(accountCashSchema) });

/**
 * PUT /api/accounts/{id}/cash: at least one field. `cashBalance` a number is entered by hand (kept across syncs);
 * null goes back to the synced balance (0 for a manual account). `cashSetAside` is at most the balance.
 */
export const accountCashBodySchema = z
  .strictObject({
    cashBalance: cashDollarsSchema.nullable().optional(),
    cashSetAside: cashDollarsSchema.optional(),
  })
  .refine((body) => body.cashBalance !== undefined || body.cashSetAside !== undefined, {
    message: 'send cashBalance, cashSetAside or both',
  });
export type AccountCashBody = z.infer<typeof accountCashBodySchema>;

/** What the put opportunity engine reads (functions/src/wheel/watchlist-for-puts.ts). */
export interface WatchlistForPuts {
  readonly ticker: string;
  readonly targetPrice: number | null;
  readonly targetAllocationPercent: number | null;
  readonly riskLevel: z.infer<typeof riskLevelSchema>;
  readonly accountId: string | null;
  /**
   * The securing account's cash for puts (set aside, at most the balance): shared by every ticker that account
   * secures, so the engine must not spend it once per ticker. 0 without an account.
   */
  readonly cashForPuts: number;
}
