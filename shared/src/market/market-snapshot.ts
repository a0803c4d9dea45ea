import type { CalendarDate } from '../calendar/calendar-date';
import type {
  DailyBar,
  DividendEvent,
  EarningsEvent,
  ExpirationEntry,
  MarketQuote,
  OptionChainSnapshot,
} from './market-model';

/**
 * A live vendor answers over the network, but the engine, the backtest and the materializer are synchronous pure code
 * over `MarketModel`. So a handler or job first LOADS everything one request will read into a `MarketSnapshot`
 * (async, I/O in functions/src/market-data), then runs the same pure code over `snapshotMarketModel(snapshot)`
 * (synchronous, ./snapshot-market-model.ts). The pure code never learns about HTTP; what was not loaded cannot be
 * read, and reads as "Market data unavailable" rather than anything made up (docs/decisions.md 217).
 */

/** A range of trading days, both ends included. */
export interface DateRange {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** What one request will read. Every list may be empty; a snapshot holds exactly these items and nothing else. */
export interface MarketSnapshotRequest {
  readonly quotes?: readonly string[];
  /** Listed expirations of a ticker up to `through`, so a request can pick the ones it then loads chains of. */
  readonly expirations?: readonly { readonly ticker: string; readonly through: CalendarDate }[];
  readonly chains?: readonly { readonly ticker: string; readonly expirations: readonly CalendarDate[] }[];
  readonly bars?: readonly ({ readonly ticker: string } & DateRange)[];
  readonly dividends?: readonly ({ readonly ticker: string } & DateRange)[];
  readonly earnings?: readonly ({ readonly ticker: string } & DateRange)[];
  /** The exchange calendar (holidays, early closes) the vendor publishes for a range. */
  readonly calendar?: DateRange;
  /** The risk-free rate option prices are modelled with (what-ifs, strikes the chain does not list). */
  readonly rate?: boolean;
}

/**
 * One loaded item. `not-found` is the vendor's own answer that the thing does not exist (an unknown symbol, an
 * expiration with no contracts) and is a fact the model may state; `unavailable` means we could not get an answer
 * (outage, 429 past our budget, bad key, a page missing) and the model must say so instead of answering.
 */
export type Loaded<T> =
  | { readonly status: 'ok'; readonly value: T }
  | { readonly status: 'not-found' }
  | { readonly status: 'unavailable'; readonly reason: string };

export interface LoadedRange<T> extends DateRange {
  readonly items: readonly T[];
}

export interface MarketCalendarDay {
  readonly date: CalendarDate;
  readonly status: 'closed' | 'early-close';
  readonly name: string;
  /** The session's close for an early close. */
  readonly closesAt?: Date;
}

/** What a vendor's reference data says of a symbol (names and listing, not prices). */
export interface CompanyFacts {
  readonly ticker: string;
  readonly name: string;
  readonly type: 'stock' | 'etf';
  /** The primary listing exchange as users know it (NASDAQ, NYSE, NYSE Arca, Cboe BZX), or the vendor's code. */
  readonly exchange: string;
  /** False once the symbol stopped trading; `delistedOn` then says when, if the vendor knows. */
  readonly active: boolean;
  readonly delistedOn?: CalendarDate;
  /** The vendor's industry wording, for symbols the directory does not classify. */
  readonly industry?: string;
}

/** A published risk-free rate: the 3-month Treasury yield of `date`, as a continuously compounded decimal. */
export interface RiskFreeRate {
  readonly date: CalendarDate;
  readonly rate: number;
}

export interface MarketSnapshot {
  /** Who answered (`massive`, ...), for the provenance badge. */
  readonly source: string;
  /** When the snapshot was loaded; items carry their own instants where the vendor gives one. */
  readonly loadedAt: Date;
  /** The vendor's quote delay on the plan in use, in minutes (0 for real time). */
  readonly delayedMinutes?: number;
  /** When the oldest item was fetched from the vendor (a cached item's fetch time, not `loadedAt`). */
  readonly oldestFetchedAt?: Date;
  /** Items served past their freshness because the vendor could not be asked (`quote AAPL`, ...). */
  readonly staleItems?: readonly string[];
  /**
   * A backtest's snapshot: every contract whose chain was not loaded is priced by the realised-volatility model,
   * today's included (snapshot-market-model.ts), and strikes follow the listing convention.
   */
  readonly modelledOptions?: boolean;
  /** The vendor's shapes over the simulator (the offline stand-in): its figures are simulated. */
  readonly simulated?: boolean;
  /** Keyed by ticker. */
  readonly quotes: Readonly<Record<string, Loaded<MarketQuote>>>;
  /** Keyed by ticker: the listed expirations up to `through`. */
  readonly expirations: Readonly<
    Record<string, Loaded<{ readonly through: CalendarDate; readonly entries: readonly ExpirationEntry[] }>>
  >;
  /** Keyed by `chainKey(ticker, expiration)`. */
  readonly chains: Readonly<Record<string, Loaded<OptionChainSnapshot>>>;
  readonly bars: Readonly<Record<string, Loaded<LoadedRange<DailyBar>>>>;
  readonly dividends: Readonly<Record<string, Loaded<LoadedRange<DividendEvent>>>>;
  readonly earnings: Readonly<Record<string, Loaded<LoadedRange<EarningsEvent>>>>;
  readonly calendar?: Loaded<LoadedRange<MarketCalendarDay>>;
  readonly rate?: Loaded<RiskFreeRate>;
}

/** The async port: a vendor-backed loader in functions/, a fake in tests. */
export type MarketSnapshotLoader = (request: MarketSnapshotRequest) => Promise<MarketSnapshot>;

export const chainKey = (ticker: string, expiration: CalendarDate): string => `${ticker}|${expiration}`;

/**
 * What the product shows when a figure could not be loaded. A pure-code read of something missing throws this, and
 * the HTTP layer maps it to one message (never a simulated stand-in in live mode).
 */
export class MarketDataUnavailableError extends Error {
  constructor(
    readonly item: string,
    readonly reason: string,
  ) {
    super('Market data unavailable');
    this.name = 'MarketDataUnavailableError';
  }
}
