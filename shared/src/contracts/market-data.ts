import * as z from 'zod';
import { sharePriceSchema } from './limits';

/**
 * Where prices come from. The local runtime always says `simulated`; the UI shows a badge whenever it does
 * (the product must never pass simulated numbers off as market data).
 */
export const dataSourceSchema = z.enum(['simulated', 'live']);
export type DataSource = z.infer<typeof dataSourceSchema>;

/**
 * Where an answer's market figures came from (issue 29 item 4): `simulator`, or the vendor (`massive`, or
 * `massive-stand-in` for its offline stand-in over the simulator); the quote delay of the vendor plan; when the
 * oldest figure used was fetched; and whether some figure was served past its freshness (the vendor could not be
 * asked). The web's badge is made from it.
 */
export const marketProvenanceSchema = z.object({
  source: z.string(),
  asOf: z.string(),
  delayedMinutes: z.number().int(),
  stale: z.boolean(),
});
export type MarketProvenanceView = z.infer<typeof marketProvenanceSchema>;

/** GET /api/market-data/status: the market state and where figures come from, for the badge in every header. */
export const marketStatusSchema = marketProvenanceSchema.extend({
  /** True when the figures are the simulator's (the stand-in included), whatever path they took. */
  simulated: z.boolean(),
  marketOpen: z.boolean(),
  /** The last completed session's date, for "Market closed · last close Nov 26". */
  lastSession: z.string().nullable(),
});
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/**
 * Tickers: 1-5 letters, optionally a share class after a dot (BRK.B). A dash or slash class separator
 * (BRK-B, BRK/B) is accepted on input and normalised to the dot; lower case is upper-cased.
 */
export const TICKER_PATTERN = /^[A-Z]{1,5}(\.[A-Z])?$/;
export const tickerSchema = z
  .string()
  .max(32, 'must be 1-5 letters, optionally with a share class such as BRK.B')
  .trim()
  .transform((value) => value.toUpperCase().replace(/[-/]/, '.'))
  .pipe(z.string().regex(TICKER_PATTERN, 'must be 1-5 letters, optionally with a share class such as BRK.B'));

/** A comma list of tickers in a query string (`tickers=AAPL,MSFT`), at most 50, duplicates removed. */
export const tickerListSchema = z
  .string()
  .max(1000, 'must be at most 1000 characters')
  .trim()
  .min(1, 'must list at least one ticker')
  .transform((value) =>
    value
      .split(',')
      .map((ticker) => ticker.trim())
      .filter(Boolean),
  )
  .pipe(z.array(tickerSchema).min(1, 'must list at least one ticker').max(50, 'must list at most 50 tickers'))
  .transform((tickers) => [...new Set(tickers)]);

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDateSchema = z.iso.date('must be a date as YYYY-MM-DD');

export const priceSchema = z.object({
  ticker: z.string(),
  price: z.number(),
  previousClose: z.number(),
  change: z.number(),
  changePercent: z.number(),
  /** ISO instant the price is for; it stands still while the market is closed. */
  asOf: z.string(),
  marketOpen: z.boolean(),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});
export type Price = z.infer<typeof priceSchema>;

/** GET /api/price?tickers= and GET /api/prev-close?tickers=: "returns list {ticker, price}" (spec part 2 §7). */
export const tickerPriceSchema = z.object({
  ticker: z.string(),
  price: z.number(),
  dataSource: dataSourceSchema,
});
export const tickerPriceListSchema = z.array(tickerPriceSchema);

export const candleSchema = z.object({
  /** The trading day, YYYY-MM-DD (New York). */
  time: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number().int(),
});
export type Candle = z.infer<typeof candleSchema>;

export const candlesResponseSchema = z.object({
  ticker: z.string(),
  candles: z.array(candleSchema),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});

export const optionTypeSchema = z.enum(['call', 'put']);

/** An option chain row (spec part 2 §3) plus the greeks and identifiers the drawers need. */
export const optionChainRowSchema = z.object({
  symbol: z.string(),
  type: optionTypeSchema,
  strike: z.number(),
  expiration: z.string(),
  delta: z.number(),
  gamma: z.number(),
  theta: z.number(),
  vega: z.number(),
  impliedVolatility: z.number(),
  /** Mid of bid and ask (spec part 2 §9: premium mid price = average of bid and ask). */
  premium: z.number(),
  lastBid: z.number(),
  lastAsk: z.number(),
  lastTradePrice: z.number(),
  openInterest: z.number().int(),
  volume: z.number().int(),
});
export type OptionChainRow = z.infer<typeof optionChainRowSchema>;

export const optionChainSchema = z.object({
  ticker: z.string(),
  expiration: z.string(),
  underlyingPrice: z.number(),
  asOf: z.string(),
  options: z.array(optionChainRowSchema),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});
export type OptionChain = z.infer<typeof optionChainSchema>;

export const expirationSchema = z.object({
  date: z.string(),
  kind: z.enum(['weekly', 'monthly']),
  daysToExpiry: z.number().int(),
});
export const expirationsResponseSchema = z.object({
  ticker: z.string(),
  expirations: z.array(expirationSchema),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});

export const companySchema = z.object({
  ticker: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  type: z.enum(['stock', 'etf']),
  sector: z.string(),
  exchange: z.string(),
  weeklyOptions: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;
export const companyListSchema = z.array(companySchema);

export const corporateEventsSchema = z.object({
  ticker: z.string(),
  dividends: z.array(z.object({ exDate: z.string(), payDate: z.string(), amount: z.number() })),
  earnings: z.array(z.object({ date: z.string(), time: z.enum(['before-open', 'after-close']) })),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});
export type CorporateEvents = z.infer<typeof corporateEventsSchema>;

export const priceAtDateSchema = z.object({
  ticker: z.string(),
  /** The trading day whose close is given: the requested date, or the last trading day before it. */
  date: z.string(),
  price: z.number(),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});

export const dateForPriceSchema = z.object({
  ticker: z.string(),
  price: z.number(),
  /** The most recent trading day whose range (low-high) contained the price. */
  date: z.string(),
  close: z.number(),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});

export const validatePriceRequestSchema = z.object({
  ticker: tickerSchema,
  price: sharePriceSchema,
  date: isoDateSchema,
});
export const validatePriceResponseSchema = z.object({
  valid: z.boolean(),
  ticker: z.string(),
  date: z.string(),
  low: z.number(),
  high: z.number(),
  close: z.number(),
  message: z.string(),
  dataSource: dataSourceSchema,
  provenance: marketProvenanceSchema.optional(),
});

/** `{ticker}` in a path. */
export const tickerParamsSchema = z.object({ ticker: tickerSchema });

/** `wait=true` asks for a fresh price rather than a cached one; the simulator's prices are always fresh. */
const waitFlagSchema = z.enum(['true', 'false']).optional();

export const priceQuerySchema = z.object({ wait: waitFlagSchema });
export const tickersQuerySchema = z.object({ tickers: tickerListSchema, wait: waitFlagSchema });

/** Candles: both dates optional; `to` defaults to today and `from` to one year before `to`. */
export const candlesQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });

/** Without `expiration_date`, the nearest listed expiration. */
export const optionChainQuerySchema = z.object({ expiration_date: isoDateSchema.optional() });

export const corporateEventsQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

export const priceAtDateQuerySchema = z.object({ date: isoDateSchema });

/** A price in a query string: a plain positive decimal. */
export const dateForPriceQuerySchema = z.object({
  price: z
    .string()
    .max(32, 'must be a positive number such as 182.5')
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a positive number such as 182.5')
    .transform(Number)
    .pipe(sharePriceSchema),
});
