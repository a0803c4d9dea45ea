import type { CalendarDate } from '../calendar/calendar-date';
import type { OptionType } from '../options/black-scholes';

/**
 * What the product needs to know about a market, as pure synchronous functions of (ticker, date or instant).
 * The deterministic simulator implements it (`./simulator`); a licensed vendor adapter in functions/ would fill a
 * cache with the same shapes. The calculator backtest and the opportunity engine depend on this interface only.
 *
 * Conventions: dates are New York trading days `YYYY-MM-DD`; instants are `Date`; money is USD per share; rates,
 * yields and volatilities are annual decimals. A ticker the model does not cover gives `undefined` or an empty list,
 * except from `closeOn` and `priceOption`, which answer a number and so throw a RangeError rather than return NaN
 * (check `covers` first); a date outside the model's range is a RangeError too (callers validate input first, with
 * `dataRange`).
 */

export interface DailyBar {
  readonly date: CalendarDate;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** Daily closes of consecutive trading days, as parallel arrays (the backtest's hot input). */
export interface CloseSeries {
  readonly dates: readonly CalendarDate[];
  readonly closes: Float64Array;
}

export interface MarketQuote {
  /** The last price at `asOf`. */
  readonly price: number;
  /** The close of the trading day before the session `price` belongs to. */
  readonly previousClose: number;
  /** The instant the price is for: the request instant while the market is open, else the last session's close. */
  readonly asOf: Date;
  readonly marketOpen: boolean;
  /** The session (trading day) the price belongs to. */
  readonly sessionDate: CalendarDate;
}

export interface OptionQuote {
  readonly type: OptionType;
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly bid: number;
  readonly ask: number;
  /** (bid + ask) / 2, spec part 2 §9. */
  readonly mid: number;
  readonly lastTradePrice: number;
  readonly impliedVolatility: number;
  readonly delta: number;
  readonly gamma: number;
  /** Per calendar day. */
  readonly theta: number;
  /** Per volatility point. */
  readonly vega: number;
  readonly openInterest: number;
  readonly volume: number;
}

/** What a backtest needs of a quote: the fill prices, the model's volatility and delta, nothing cosmetic. */
export type OptionCoreQuote = Pick<
  OptionQuote,
  'type' | 'strike' | 'expiration' | 'bid' | 'ask' | 'mid' | 'impliedVolatility' | 'delta'
>;

export interface OptionChainSnapshot {
  readonly ticker: string;
  readonly expiration: CalendarDate;
  readonly underlyingPrice: number;
  readonly asOf: Date;
  /** Calls then puts, each by ascending strike. */
  readonly options: readonly OptionQuote[];
}

export interface ExpirationEntry {
  readonly date: CalendarDate;
  /** `monthly` for the third-Friday (or holiday-moved) expiration, else `weekly`. */
  readonly kind: 'weekly' | 'monthly';
}

export interface DividendEvent {
  readonly exDate: CalendarDate;
  readonly payDate: CalendarDate;
  /** Cash per share. */
  readonly amount: number;
}

export interface EarningsEvent {
  readonly date: CalendarDate;
  readonly time: 'before-open' | 'after-close';
}

/** Inputs to price one option on a given day for any spot (the backtest prices along resampled paths too). */
export interface OptionPricingInput {
  readonly ticker: string;
  /** The trading day the option is quoted on (drives the volatility state and the earnings calendar). */
  readonly date: CalendarDate;
  /** The instant of the quote; time to expiry runs from here to the expiration's session close. */
  readonly instant: Date;
  readonly spot: number;
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly type: OptionType;
}

/**
 * Where one request's market figures came from, for the badge beside them (issue 29 item 4, decision 218): who
 * answered, how far behind real time the answers are, and when the oldest of them was fetched.
 */
export interface MarketProvenance {
  /** `simulator`, or the vendor's name (`massive`). */
  readonly source: string;
  /** How many minutes the vendor's quotes lag the market on the plan in use (0 for real time and the simulator). */
  readonly delayedMinutes: number;
  /** When the oldest answer the request used was fetched from the vendor (the request's instant for the simulator). */
  readonly asOf: Date;
  /** True when some answer was served past its freshness because the vendor could not be asked. */
  readonly stale: boolean;
}

export interface MarketModel {
  /** `simulated` for the simulator; shown to users as a badge. */
  readonly dataSource: 'simulated' | 'live';
  /** A live model's provenance; the simulator has none (`provenanceOf` fills it in). */
  readonly provenance?: MarketProvenance;
  /** First and last trading day with daily data (the last one may lie in the future for a simulator). */
  readonly dataRange: { readonly first: CalendarDate; readonly last: CalendarDate };
  /** Whether the model can price the ticker (listed and optionable). */
  covers(ticker: string): boolean;
  /** Listed options: weekly series or monthly only; undefined for an uncovered ticker. */
  hasWeeklyOptions(ticker: string): boolean | undefined;
  /** The continuous dividend yield used for option pricing. */
  dividendYield(ticker: string): number;
  /** The continuously compounded risk-free rate on a date. */
  riskFreeRate(date: CalendarDate): number;
  /** The listed strike spacing near a price. */
  strikeIncrement(ticker: string, price: number): number;

  /** Completed and in-progress daily bars from `from` to `to` (inclusive) as seen at `now`: never a bar from the future, today's bar only up to `now`. */
  dailyBars(ticker: string, from: CalendarDate, to: CalendarDate, now: Date): DailyBar[];
  /** Closes of every trading day from `from` to `to` inclusive (no `now` cut: callers ask for the past). */
  closes(ticker: string, from: CalendarDate, to: CalendarDate): CloseSeries;
  /** The close of one trading day. */
  closeOn(ticker: string, date: CalendarDate): number;
  /** The live quote at an instant: moves during the session, stands still while the market is closed. */
  quote(ticker: string, now: Date): MarketQuote | undefined;

  /** Listed expirations after `now` up to `through` (inclusive), weekly ones only for tickers with weeklies. */
  expirations(ticker: string, now: Date, through: CalendarDate): ExpirationEntry[];
  /** One expiration's chain at an instant, around the live price. */
  optionChain(ticker: string, expiration: CalendarDate, now: Date): OptionChainSnapshot | undefined;
  /** One option's quote for any spot on a date: the model the chain uses, exposed for backtests and what-ifs. */
  priceOption(input: OptionPricingInput): OptionQuote;
  /**
   * The same quote without open interest, volume, last trade and the higher greeks: the same bid, ask, volatility
   * and delta as `priceOption`, for backtests that quote tens of thousands of times a request.
   */
  priceOptionCore(input: OptionPricingInput): OptionCoreQuote;

  dividends(ticker: string, from: CalendarDate, to: CalendarDate): DividendEvent[];
  earnings(ticker: string, from: CalendarDate, to: CalendarDate): EarningsEvent[];
}

/** The provenance to show beside figures read from `market` at `now`. */
export const provenanceOf = (market: MarketModel, now: Date): MarketProvenance =>
  market.provenance ?? { source: 'simulator', delayedMinutes: 0, asOf: now, stale: false };
