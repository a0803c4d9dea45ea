import type { CalendarDate } from '../calendar/calendar-date';

/**
 * The ledger: every trade, expiry, assignment and dividend of an account, one line each. It is the one source of
 * truth of holdings, history and performance (docs/decisions.md), so the three always agree. A line is what was
 * stored; the derived figures (total cost, status, profit) are computed from lines, never stored.
 *
 * Conventions: `quantity` is positive (shares, or contracts for options); `price` is per share (trade price,
 * option premium or dividend); an option contract is 100 shares; `fees` are dollars for the whole line.
 */

export const CONTRACT_SIZE = 100;

export type TickerType = 'option' | 'equity' | 'dividend';
export type OrderType = 'buy' | 'sell' | 'assignment' | 'expiry';
export type LineOptionType = 'call' | 'put';
export type LineSource = 'manual' | 'synced';

export interface LedgerLine {
  readonly id: string;
  readonly accountId: string;
  /** Lines of one group are shown together: an option series from opening to close, or a single line. */
  readonly groupId: string;
  readonly ticker: string;
  /** OCC symbol for options, else the ticker. */
  readonly symbol: string;
  /** ISO instant; lines apply in timestamp order, ties by id. */
  readonly timestamp: string;
  readonly tickerType: TickerType;
  /** Absent on dividends. */
  readonly orderType?: OrderType;
  /**
   * Options: the option's type. On an equity `assignment` line: the type of the option assigned, which says the
   * direction: `call` delivers the shares (sold at the strike), `put` receives them (bought at the strike).
   */
  readonly optionType?: LineOptionType;
  readonly expiration?: CalendarDate;
  readonly strike?: number;
  readonly quantity: number;
  readonly price: number;
  readonly fees: number;
  readonly source: LineSource;
  /** Written by the example portfolio; DELETE /api/test-data removes exactly these. */
  readonly testData: boolean;
  /** The aggregator's id of a synced line; the line id is derived from it so a re-sync writes the same item. */
  readonly externalId?: string;
}

/** Ledger order: by time, then id (a sale and the expiry of the call before it can share a session). */
export const compareLines = (a: LedgerLine, b: LedgerLine): number =>
  a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export const sortLines = (lines: readonly LedgerLine[]): LedgerLine[] => [...lines].sort(compareLines);

/** quantity × price (× 100 for options) + fees: what the spec calls a line's total cost. */
export const lineTotalCost = (line: LedgerLine): number =>
  line.quantity * line.price * (line.tickerType === 'option' ? CONTRACT_SIZE : 1) + line.fees;

/** Whether the line is an equity movement that adds shares. */
export const addsShares = (line: LedgerLine): boolean =>
  line.tickerType === 'equity' &&
  (line.orderType === 'buy' || (line.orderType === 'assignment' && line.optionType === 'put'));
