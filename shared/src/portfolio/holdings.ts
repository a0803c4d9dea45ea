import type { OpenShortCall, PositionInput } from '../opportunities/opportunity-inputs';
import { type LedgerLine, sortLines } from './ledger';
import { LedgerBook, type OpenOption, type TickerBook } from './ledger-book';
import { isOptionOpen } from './performance';

/** What is held of one ticker, summed over the accounts folded. */
export interface Holding {
  readonly ticker: string;
  readonly shares: number;
  /** Total cost of the shares held. */
  readonly cost: number;
  /** Options still trading at `now`, across accounts. */
  readonly openOptions: readonly OpenOption[];
  /** Open contracts, short and long, as a positive count. */
  readonly openContracts: number;
}

/** Books of every (account, ticker) after the lines dated up to `now`. */
export const booksAt = (lines: readonly LedgerLine[], now: Date): TickerBook[] => {
  const iso = now.toISOString();
  const book = new LedgerBook().applyAll(sortLines(lines).filter((line) => line.timestamp <= iso));
  return [...book.books.values()];
};

/**
 * Holdings per ticker, alphabetical, for every ticker the lines name: a ticker sold out stays listed with 0 shares
 * (the sidebar can show inactive positions, spec part 2 §4).
 */
export function holdingsAt(lines: readonly LedgerLine[], now: Date): Holding[] {
  return holdingsOfBooks(booksAt(lines, now), now);
}

/** Holdings per ticker from books (folded now, or stored snapshots: ledger-aggregates.ts), options open at `now`. */
export function holdingsOfBooks(books: readonly TickerBook[], now: Date): Holding[] {
  const byTicker = new Map<string, { shares: number; cost: number; openOptions: OpenOption[] }>();
  for (const book of books) {
    const holding = byTicker.get(book.ticker) ?? { shares: 0, cost: 0, openOptions: [] };
    holding.shares += book.shares;
    holding.cost += book.cost;
    holding.openOptions.push(...[...book.options.values()].filter((option) => isOptionOpen(option, now)));
    byTicker.set(book.ticker, holding);
  }
  return [...byTicker.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([ticker, holding]) => ({
      ticker,
      ...holding,
      openContracts: holding.openOptions.reduce((sum, option) => sum + Math.abs(option.contracts), 0),
    }));
}

/** The opportunity engine's view of one account (shared/src/opportunities): shares, cost, open short calls and puts. */
export function positionInputsAt(lines: readonly LedgerLine[], now: Date): PositionInput[] {
  return positionInputsOf(holdingsAt(lines, now));
}

/** The engine's view of holdings (e.g. {@link holdingsOfBooks} of an account's stored snapshots). */
export function positionInputsOf(holdings: readonly Holding[]): PositionInput[] {
  return holdings.map((holding) => {
    const openShortPuts = shortOptionsOf(holding, 'put');
    return {
      ticker: holding.ticker,
      shares: holding.shares,
      costBasisPerShare: holding.shares > 0 ? holding.cost / holding.shares : 0,
      openShortCalls: shortOptionsOf(holding, 'call'),
      // Issue 31: short puts, listed only where there are some.
      ...(openShortPuts.length > 0 ? { openShortPuts } : {}),
    };
  });
}

const shortOptionsOf = (holding: Holding, type: 'call' | 'put'): OpenShortCall[] =>
  holding.openOptions
    .filter((option) => option.type === type && option.contracts < 0)
    .map((option): OpenShortCall => ({
      optionSymbol: option.symbol,
      strike: option.strike,
      expiration: option.expiration,
      contracts: -option.contracts,
      averagePremium: option.averagePrice,
    }));
