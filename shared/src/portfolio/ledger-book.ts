import type { CalendarDate } from '../calendar/calendar-date';
import { addsShares, CONTRACT_SIZE, type LedgerLine, type LineOptionType } from './ledger';

/**
 * The running state of a ledger: holdings and realised results, built by applying lines in ledger order.
 *
 * Method (the average cost method, as brokers report US cost basis by default, IRS Pub. 550 "Average basis"):
 * - Shares: a buy adds quantity × price + fees to the cost; a sale realises quantity × (price − average cost) − fees
 *   and removes quantity × average cost. A call assignment sells the shares at the strike, a put assignment buys
 *   them there.
 * - Options: each OCC symbol keeps a signed quantity (negative = short) and an average premium. A trade in the
 *   direction of the position (or from flat) re-averages; a trade against it realises (average − price) × 100 per
 *   contract for a short, (price − average) × 100 for a long, and any excess opens the other way. Expiry and
 *   assignment close at 0: a short keeps its premium, and the assignment's cash moves through the share leg.
 * - Fees of option lines and dividends count against realised income at once.
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
  dividends: 0,
  assignedCount: 0,
  expiredCount: 0,
  manuallyClosedCount: 0,
  options: new Map(),
});

/** Per (account, ticker) books; apply lines in ledger order (`sortLines`). */
export class LedgerBook {
  readonly books = new Map<string, TickerBook>();

  apply(line: LedgerLine): void {
    const key = `${line.accountId}#${line.ticker}`;
    let book = this.books.get(key);
    if (!book) {
      book = emptyTickerBook(line.accountId, line.ticker);
      this.books.set(key, book);
    }
    if (line.tickerType === 'dividend') book.dividends += line.quantity * line.price - line.fees;
    else if (line.tickerType === 'equity') applyEquity(book, line);
    else applyOption(book, line);
  }

  applyAll(lines: Iterable<LedgerLine>): this {
    for (const line of lines) this.apply(line);
    return this;
  }
}

function applyEquity(book: TickerBook, line: LedgerLine): void {
  if (addsShares(line)) {
    book.cost += line.quantity * line.price + line.fees;
    book.shares += line.quantity;
    return;
  }
  const sold = Math.min(line.quantity, book.shares);
  const averageCost = book.shares > EPSILON ? book.cost / book.shares : 0;
  book.realizedEquity += sold * (line.price - averageCost) - line.fees;
  book.shares -= sold;
  book.cost -= sold * averageCost;
  if (book.shares <= EPSILON) {
    book.shares = 0;
    book.cost = 0;
  }
}

function applyOption(book: TickerBook, line: LedgerLine): void {
  const held = book.options.get(line.symbol);
  const position = held?.contracts ?? 0;
  book.realizedOptions -= line.fees;

  if (line.orderType === 'expiry' || line.orderType === 'assignment') {
    const closed = Math.min(line.quantity, Math.abs(position));
    if (!held || closed === 0) return;
    const sign = position < 0 ? 1 : -1;
    book.realizedOptions += sign * closed * held.averagePrice * CONTRACT_SIZE;
    if (line.orderType === 'expiry') book.expiredCount += 1;
    else book.assignedCount += 1;
    setContracts(book, held, position + sign * closed, held.averagePrice);
    return;
  }

  const delta = line.orderType === 'sell' ? -line.quantity : line.quantity;
  if (!held || position === 0 || Math.sign(delta) === Math.sign(position)) {
    const total = Math.abs(position) + line.quantity;
    const average =
      ((held ? Math.abs(position) * held.averagePrice : 0) + line.quantity * line.price) / total;
    setContracts(book, held ?? optionOf(line), position + delta, average);
    return;
  }
  const closed = Math.min(line.quantity, Math.abs(position));
  const perShare = position < 0 ? held.averagePrice - line.price : line.price - held.averagePrice;
  book.realizedOptions += closed * perShare * CONTRACT_SIZE;
  book.manuallyClosedCount += 1;
  const remaining = position + Math.sign(delta) * closed;
  const excess = line.quantity - closed;
  if (excess > 0) setContracts(book, held, Math.sign(delta) * excess, line.price);
  else setContracts(book, held, remaining, held.averagePrice);
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

function setContracts(book: TickerBook, option: OpenOption, contracts: number, averagePrice: number): void {
  if (Math.abs(contracts) < EPSILON) book.options.delete(option.symbol);
  else book.options.set(option.symbol, { ...option, contracts, averagePrice });
}
