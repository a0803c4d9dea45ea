import type { CalendarDate } from '../calendar/calendar-date';
import { newYorkDate } from '../calendar/nyse-calendar';
import { CONTRACT_SIZE, type LedgerLine, sortLines } from './ledger';

/**
 * THE definition of realised option income (issue 18 item 4), used by performance (gains, dashboard, year to date),
 * the history's group P&L and summary, the CSV and the income aggregates. One rule, one place:
 *
 * - Realised option income is the premium received minus the cost to close, counted when a position closes:
 *   a buy-to-close (or the sale of a long), an expiry or an assignment. An open option contributes nothing until
 *   it closes; its mark-to-market is the separate, clearly named unrealised figure.
 * - It is attributed to the close date: the calendar date of the closing line in the account's time zone
 *   (America/New_York when the account names none). An expiry's line is dated at the expiration's close, so a call
 *   sold in December that expires in January is January's income.
 * - Premiums are averaged per option symbol and account (the average cost method the ledger uses for shares).
 *   Fees: an opening line's fees reduce the premium received (they raise the cost of a long), so they are counted
 *   with the premium at the close; a closing line's fees count at its close. A line that closes nothing and opens
 *   nothing (an expiry of a contract the ledger never saw opened) books only its fees.
 * - An assignment closes the option at 0: a short call keeps its premium; the shares' cash moves through the
 *   equity leg (realised equity, not option income).
 *
 * Nothing here depends on "now" or on market prices, so the figure is the same on every reload until a line is
 * added: the figures that drifted minute to minute mixed the marked value of open calls into "income".
 */

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** A held option of one account and symbol: signed contracts (negative = short) and the average premium, net of fees. */
export interface OptionHolding {
  readonly contracts: number;
  /** Per share; for a short, premium received less opening fees; for a long, premium paid plus opening fees. */
  readonly averagePrice: number;
}

export type OptionCloseKind = 'expiry' | 'assignment' | 'closed';

/** What one option line does to the holding of its symbol. */
export interface OptionLineEffect {
  /** The holding after the line; undefined once flat. */
  readonly holding: OptionHolding | undefined;
  /** Realised option income of this line (dollars, unrounded, may be negative). */
  readonly realised: number;
  /** Whether the line closed contracts, and how; null when it only opened or added. */
  readonly closeKind: OptionCloseKind | null;
}

const EPSILON = 1e-9;

/** Premium per share of an opening line net of its fees: fees lower what a short receives and raise what a long pays. */
const netOpeningPrice = (line: LedgerLine, contracts: number, short: boolean): number => {
  const feesPerShare = contracts > 0 ? line.fees / (contracts * CONTRACT_SIZE) : 0;
  return short ? line.price - feesPerShare : line.price + feesPerShare;
};

const flatOrHolding = (contracts: number, averagePrice: number): OptionHolding | undefined =>
  Math.abs(contracts) < EPSILON ? undefined : { contracts, averagePrice };

/** Applies one option line to the holding of its symbol (lines of a symbol in ledger order). */
export function applyOptionLine(held: OptionHolding | undefined, line: LedgerLine): OptionLineEffect {
  const position = held?.contracts ?? 0;

  if (line.orderType === 'expiry' || line.orderType === 'assignment') {
    const closed = Math.min(line.quantity, Math.abs(position));
    if (!held || closed === 0) return { holding: held, realised: -line.fees, closeKind: null };
    const sign = position < 0 ? 1 : -1;
    return {
      holding: flatOrHolding(position + sign * closed, held.averagePrice),
      realised: sign * closed * held.averagePrice * CONTRACT_SIZE - line.fees,
      closeKind: line.orderType === 'expiry' ? 'expiry' : 'assignment',
    };
  }

  const delta = line.orderType === 'sell' ? -line.quantity : line.quantity;
  if (!held || position === 0 || Math.sign(delta) === Math.sign(position)) {
    const total = Math.abs(position) + line.quantity;
    const opening = netOpeningPrice(line, line.quantity, delta < 0);
    const average = ((held ? Math.abs(position) * held.averagePrice : 0) + line.quantity * opening) / total;
    return { holding: flatOrHolding(position + delta, average), realised: 0, closeKind: null };
  }

  const closed = Math.min(line.quantity, Math.abs(position));
  const excess = line.quantity - closed;
  const closingFees = (line.fees * closed) / line.quantity;
  const perShare = position < 0 ? held.averagePrice - line.price : line.price - held.averagePrice;
  const realised = closed * perShare * CONTRACT_SIZE - closingFees;
  if (excess > 0) {
    const excessLine = { ...line, fees: line.fees - closingFees };
    return {
      holding: flatOrHolding(Math.sign(delta) * excess, netOpeningPrice(excessLine, excess, delta < 0)),
      realised,
      closeKind: 'closed',
    };
  }
  return {
    holding: flatOrHolding(position + Math.sign(delta) * closed, held.averagePrice),
    realised,
    closeKind: 'closed',
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (YYYY-MM-DD). */
export function dateInTimeZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  if (timeZone === DEFAULT_TIME_ZONE) return newYorkDate(instant);
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant) as CalendarDate;
}

/** One option line's realised income, dated on its account's calendar. */
export interface OptionRealisation {
  readonly lineId: string;
  readonly groupId: string;
  readonly accountId: string;
  readonly ticker: string;
  readonly symbol: string;
  readonly date: CalendarDate;
  readonly amount: number;
}

/** The time zone of each account; accounts it does not name use America/New_York. */
export type TimeZoneOf = (accountId: string) => string | undefined;

/**
 * Every option line that realised income (closes, expiries, assignments, stray fees), in ledger order. Lines of
 * other types are ignored, so the whole ledger can be passed.
 */
export function optionRealisations(
  lines: readonly LedgerLine[],
  timeZoneOf: TimeZoneOf = () => undefined,
): OptionRealisation[] {
  const holdings = new Map<string, OptionHolding | undefined>();
  const realisations: OptionRealisation[] = [];
  for (const line of sortLines(lines)) {
    if (line.tickerType !== 'option') continue;
    const key = `${line.accountId}#${line.symbol}`;
    const effect = applyOptionLine(holdings.get(key), line);
    holdings.set(key, effect.holding);
    if (effect.realised === 0 && effect.closeKind === null) continue;
    realisations.push({
      lineId: line.id,
      groupId: line.groupId,
      accountId: line.accountId,
      ticker: line.ticker,
      symbol: line.symbol,
      date: dateInTimeZone(new Date(line.timestamp), timeZoneOf(line.accountId) ?? DEFAULT_TIME_ZONE),
      amount: effect.realised,
    });
  }
  return realisations;
}

/** Realised option income of the lines, closed between `from` and `to` (inclusive, account dates; open-ended when absent). */
export function realisedOptionIncome(
  lines: readonly LedgerLine[],
  range: { from?: CalendarDate; to?: CalendarDate; timeZoneOf?: TimeZoneOf } = {},
): number {
  return optionRealisations(lines, range.timeZoneOf)
    .filter((item) => (!range.from || item.date >= range.from) && (!range.to || item.date <= range.to))
    .reduce((sum, item) => sum + item.amount, 0);
}

/** The first day of the year of `date` (the year-to-date window's start). */
export const startOfYear = (date: CalendarDate): CalendarDate => `${date.slice(0, 4)}-01-01` as CalendarDate;
