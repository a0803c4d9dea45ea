import * as z from 'zod';

/**
 * The parts of Massive's REST responses the adapter reads, written from Massive's published OpenAPI spec
 * (massive-com/client-js `src/openapi.json`). Unknown fields pass through; fields a plan may leave out (quotes,
 * trades, greeks) are optional, and the mapping decides what a missing one means. Timestamps named `t`,
 * `last_updated`, `sip_timestamp` and `updated` are Unix nanoseconds, except aggregate bars' `t` (milliseconds).
 */

const page = {
  next_url: z.string().optional(),
  request_id: z.string().optional(),
  status: z.string().optional(),
};

/** GET /v2/snapshot/locale/us/markets/stocks/tickers/{stocksTicker} */
export const tickerSnapshotResponse = z.object({
  ...page,
  ticker: z.object({
    ticker: z.string(),
    updated: z.number().optional(),
    day: z
      .object({ o: z.number(), h: z.number(), l: z.number(), c: z.number(), v: z.number() })
      .partial()
      .optional(),
    prevDay: z.object({ c: z.number() }).partial().optional(),
    lastTrade: z.object({ p: z.number(), t: z.number() }).partial().optional(),
    lastQuote: z.object({ p: z.number(), P: z.number(), t: z.number() }).partial().optional(),
  }),
});

/** GET /v2/aggs/ticker/{stocksTicker}/range/1/day/{from}/{to}: `results` is absent when there are none. */
export const aggregatesResponse = z.object({
  ...page,
  results: z
    .array(
      z.object({ o: z.number(), h: z.number(), l: z.number(), c: z.number(), v: z.number(), t: z.number() }),
    )
    .optional(),
});

/** GET /v3/reference/options/contracts */
export const optionContractsResponse = z.object({
  ...page,
  results: z
    .array(z.object({ expiration_date: z.string(), contract_type: z.string().optional() }))
    .optional(),
});

const optionSnapshot = z.object({
  details: z.object({
    contract_type: z.enum(['put', 'call', 'other']),
    expiration_date: z.string(),
    strike_price: z.number(),
    ticker: z.string(),
  }),
  day: z.object({ close: z.number(), volume: z.number() }).partial().optional(),
  greeks: z
    .object({ delta: z.number(), gamma: z.number(), theta: z.number(), vega: z.number() })
    .partial()
    .optional(),
  implied_volatility: z.number().optional(),
  open_interest: z.number().optional(),
  last_quote: z
    .object({ bid: z.number(), ask: z.number(), midpoint: z.number(), last_updated: z.number() })
    .partial()
    .optional(),
  last_trade: z.object({ price: z.number(), sip_timestamp: z.number() }).partial().optional(),
  underlying_asset: z
    .object({ price: z.number(), ticker: z.string(), last_updated: z.number() })
    .partial()
    .optional(),
});
export type MassiveOptionSnapshot = z.infer<typeof optionSnapshot>;

/** GET /v3/snapshot/options/{underlyingAsset} */
export const optionChainResponse = z.object({ ...page, results: z.array(optionSnapshot).optional() });

/** GET /stocks/v1/dividends */
export const dividendsResponse = z.object({
  ...page,
  results: z
    .array(
      z.object({
        ex_dividend_date: z.string(),
        pay_date: z.string().optional(),
        cash_amount: z.number(),
        split_adjusted_cash_amount: z.number().optional(),
        currency: z.string().optional(),
      }),
    )
    .optional(),
});

/** GET /v1/marketstatus/upcoming: a bare array, one row per exchange and day. */
export const upcomingHolidaysResponse = z.array(
  z.object({
    date: z.string(),
    exchange: z.string(),
    name: z.string(),
    status: z.string(),
    close: z.string().optional(),
  }),
);

/** GET /v3/reference/tickers/{ticker}: a symbol's reference data (`type`: CS, ETF, ETN, ADRC, ...). */
export const tickerDetailsResponse = z.object({
  ...page,
  results: z.object({
    ticker: z.string(),
    name: z.string(),
    active: z.boolean().optional(),
    type: z.string().optional(),
    primary_exchange: z.string().optional(),
    delisted_utc: z.string().optional(),
    sic_description: z.string().optional(),
  }),
});

/** GET /fed/v1/treasury-yields: daily Treasury yields in percent, investment basis. */
export const treasuryYieldsResponse = z.object({
  ...page,
  results: z.array(z.object({ date: z.string(), yield_3_month: z.number().optional() })).optional(),
});
