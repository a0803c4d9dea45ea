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
}

/** The goal chosen for a ticker (spec part 2 §3: its name carries the risk level and the cadence). */
export interface TickerGoal {
  readonly riskLevel: RiskLevel;
  readonly cadence: Duration;
}
