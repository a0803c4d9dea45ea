import type { CalendarDate } from '../calendar/calendar-date';
import { addsShares, type LedgerLine, type LineOptionType } from './ledger';
import { applyOptionLine } from './realised-option-income';

/**
 * The running state of a ledger: holdings and realised results, built by applying lines in ledger order.
 *
 * Method (the average cost method, as brokers report US cost basis by default, IRS Pub. 550 "Average basis"):
 * - Shares: a buy adds quantity × price + fees to the cost; a sale realises quantity × (price − average cost) − fees
 *   and removes quantity × average cost. A call assignment sells the shares at the strike, a put assignment buys
 *   them there.
 * - Options: realised option income follows the one definition of realised-option-income.ts (premium received
 *   minus cost to close, booked when a position closes; opening fees net against the premium).
 * - Selling more shares than held realises only the shares held (short stock is not modelled).
 */

export interface OpenOption {
  readonly symbol: string;
  readonly ticker: string;
  readonly type: LineOptionType;
  readonly strike: number;
  readonly expiration: CalendarDate;
  /** Signed contracts: negative = short (sold), positive = long. */
  readonly contracts: number;
  /** Average premium per share. */
  readonly averagePrice: number;
}

export interface TickerBook {
  readonly accountId: string;
  readonly ticker: string;
  shares: number;
  /** Total cost of the shares held. */
  cost: number;
  realizedEquity: number;
  realizedOptions: number;
  /** The part of `realizedOptions` realised by puts (the rest is calls'). */
  realizedPutOptions: number;
  dividends: number;
  assignedCount: number;
  expiredCount: number;
  manuallyClosedCount: number;
  readonly options: Map<string, OpenOption>;
}

const EPSILON = 1e-9;

export const emptyTickerBook = (accountId: string, ticker: string): TickerBook => ({
  accountId,
  ticker,
  shares: 0,
  cost: 0,
  realizedEquity: 0,
  realizedOptions: 0,
  realizedPutOptions: 0,
  dividends: 0,
  assignedCount: 0,
  expiredCount: 0,
  manuallyClosedCount: 0,
  options: new Map(),
});

/** Income one line realised, by source (unrounded dollars). */
export interface LineIncome {
  readonly options: number;
  /** The part of `options` realised by a put (0 for a call's line). */
  readonly putOptions: number;
  readonly dividends: number;
  readonly equity: number;
}

/** Per (account, ticker) books; apply lines in ledger order (`sortLines`). */
export class LedgerBook {
  readonly books = new Map<string, TickerBook>();

  /** Applies one line; answers the income it realised, by source (what the income aggregates add up per day). */
  apply(line: LedgerLine): LineIncome {
    const key = `${line.accountId}#${line.ticker}`;
    let book = this.books.get(key);
    if (!book) {
      book = emptyTickerBook(line.accountId, line.ticker);
      this.books.set(key, book);
    }
    if (line.tickerType === 'dividend') {
      const cash = line.quantity * line.price - line.fees;
      book.dividends += cash;
      return { options: 0, putOptions: 0, dividends: cash, equity: 0 };
    }
    if (line.tickerType === 'equity')
      return { options: 0, putOptions: 0, dividends: 0, equity: applyEquity(book, line) };
    const { realised, put } = applyOption(book, line);
    return { options: realised, putOptions: put ? realised : 0, dividends: 0, equity: 0 };
  }

  applyAll(lines: Iterable<LedgerLine>): this {
    for (const line of lines) this.apply(line);
    return this;
  }
}

function applyEquity(book: TickerBook, line: LedgerLine): number {
  if (addsShares(line)) {
    book.cost += line.quantity * line.price + line.fees;
    book.shares += line.quantity;
    return 0;
  }
  const sold = Math.min(line.quantity, book.shares);
  const averageCost = book.shares > EPSILON ? book.cost / book.shares : 0;
  const realised = sold * (line.price - averageCost) - line.fees;
  book.realizedEquity += realised;
  book.shares -= sold;
  book.cost -= sold * averageCost;
  if (book.shares <= EPSILON) {
    book.shares = 0;
    book.cost = 0;
  }
  return realised;
}

/** Applies an option line; answers what it realised and whether the option is a put (the held one's type first). */
function applyOption(book: TickerBook, line: LedgerLine): { realised: number; put: boolean } {
  const held = book.options.get(line.symbol);
  const effect = applyOptionLine(held, line);
  const put = (held?.type ?? line.optionType ?? 'call') === 'put';
  book.realizedOptions += effect.realised;
  if (put) book.realizedPutOptions += effect.realised;
  if (effect.closeKind === 'expiry') book.expiredCount += 1;
  else if (effect.closeKind === 'assignment') book.assignedCount += 1;
  else if (effect.closeKind === 'closed') book.manuallyClosedCount += 1;
  if (!effect.holding) book.options.delete(line.symbol);
  else book.options.set(line.symbol, { ...(held ?? optionOf(line)), ...effect.holding });
  return { realised: effect.realised, put };
}

const optionOf = (line: LedgerLine): OpenOption => ({
  symbol: line.symbol,
  ticker: line.ticker,
  type: line.optionType ?? 'call',
  strike: line.strike ?? 0,
  expiration: line.expiration ?? '',
  contracts: 0,
  averagePrice: 0,
});
