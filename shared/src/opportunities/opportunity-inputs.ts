import type { CalendarDate } from '../calendar/calendar-date';
import type { Duration, RiskLevel } from '../contracts/calculator';

/** What the engine is told about one account; the service reads it from the store and the broker sync. */

/** A call the user has sold and not yet bought back or seen expire. */
export interface OpenShortCall {
  /** OCC symbol as the broker reports it. */
  readonly optionSymbol: string;
  readonly strike: number;
  readonly expiration: CalendarDate;
  /** Contracts sold, a positive whole number. */
  readonly contracts: number;
  /** Average premium received, per share. */
  readonly averagePremium: number;
}

export interface PositionInput {
  readonly ticker: string;
  /** Shares held (brokers may report fractions). */
  readonly shares: number;
  /** Average cost per share; 0 when unknown (the current price then stands in). */
  readonly costBasisPerShare: number;
  readonly openShortCalls: readonly OpenShortCall[];
  /**
   * Puts sold and still open on the ticker (issue 31), reviewed like the calls; the same fields, the symbol a put's.
   * Absent when there are none.
   */
  readonly openShortPuts?: readonly OpenShortCall[];
}

/**
 * A ticker of the user's watchlist with the cash set aside for it (issue 31 item 2): what a cash-secured put is
 * sold on. A plain input: the watchlist's storage is read by the service.
 */
export interface WatchlistPutInput {
  readonly ticker: string;
  /** The price the user would like to buy at; the put's strike is at or under it. */
  readonly targetPrice?: number;
  readonly riskLevel: RiskLevel;
  /** Default weekly. */
  readonly cadence?: Duration;
  /** Cash set aside for this ticker, USD: the puts' collateral (strike × 100 × contracts) stays within it. */
  readonly cash: number;
}

/** The goal chosen for a ticker (spec part 2 §3: its name carries the risk level and the cadence). */
export interface TickerGoal {
  readonly riskLevel: RiskLevel;
  readonly cadence: Duration;
}
