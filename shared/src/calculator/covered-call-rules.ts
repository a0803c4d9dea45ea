import type { Duration, RiskLevel } from '../contracts/calculator';

/**
 * The strategy the calculator backtests, in numbers. Spec part 1 §9 fixes the contract size and the trades
 * per year; the delta targets sit in the middle of the goal bands the risk tooltip names (`goalRiskBand` in
 * options/risk-labels.ts: conservative under 0.20, balanced 0.20-0.35, aggressive above 0.35).
 */

/** Spec part 1 §9: 1 contract = 100 shares. */
export const SHARES_PER_CONTRACT = 100;

/**
 * The call delta each goal aims for; the chosen strike must also fall inside the goal's band when one can.
 */
export const RISK_TARGET_DELTA: Readonly<Record<RiskLevel, number>> = {
  conservative: 0.15,
  balanced: 0.275,
  aggressive: 0.4,
};

export interface Cadence {
  /** Spec part 1 §9: weekly = 52 trades per year, monthly = 12; used to annualise the completed trades. */
  readonly tradesPerYear: number;
  /**
   * The sold call expires at least this many calendar days after entry. Weekly: 4, so an entry on Monday
   * sells that Friday and one on Tuesday or later the next Friday (a 3-day option is mostly gamma, not
   * income). Monthly: 14, so a first entry in the last fortnight before a third Friday sells the month after.
   */
  readonly minCalendarDays: number;
  /** Whether weekly expirations are eligible (monthly cadence: third Fridays only). */
  readonly weeklyExpirations: boolean;
}

export const CADENCES: Readonly<Record<Duration, Cadence>> = {
  weekly: { tradesPerYear: 52, minCalendarDays: 4, weeklyExpirations: true },
  monthly: { tradesPerYear: 12, minCalendarDays: 14, weeklyExpirations: false },
};
