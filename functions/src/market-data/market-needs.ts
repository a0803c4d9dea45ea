import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { PositionInput } from '@thetix/shared/opportunities/opportunity-inputs';
import { EXPIRATION_HORIZON_DAYS } from '@thetix/shared/opportunities/opportunity-rules';
import type { TickerBook } from '@thetix/shared/portfolio/ledger-book';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import type { MarketNeeds } from './market-access';

type Chain = { readonly ticker: string; readonly expiration: CalendarDate };

const uniqueChains = (chains: readonly Chain[]): Chain[] => [
  ...new Map(chains.map((chain) => [`${chain.ticker}|${chain.expiration}`, chain])).values(),
];

/**
 * What valuing books reads (decision 218): the quote of every ticker held or with an open option, and the chain of
 * every open option's expiration still ahead (an open call is marked at its mid).
 */
export function needsOfBooks(
  books: readonly Pick<TickerBook, 'ticker' | 'shares' | 'options'>[],
  now: Date,
  extra: Omit<MarketNeeds, 'tickers'> = {},
): MarketNeeds {
  const today = newYorkDate(now);
  const held = books.filter((book) => book.shares > 0 || book.options.size > 0);
  const chains = held.flatMap((book) =>
    [...book.options.values()]
      .filter((option) => option.expiration >= today)
      .map((option) => ({ ticker: option.ticker, expiration: option.expiration })),
  );
  return {
    ...extra,
    tickers: [...new Set(held.map((book) => book.ticker))],
    chains: uniqueChains([...chains, ...(extra.chains ?? [])]),
  };
}

/** The same from ledger lines: every ticker, and the chains of option lines whose expiration is still ahead. */
export function needsOfLines(
  lines: readonly LedgerLine[],
  now: Date,
  extra: Omit<MarketNeeds, 'tickers'> = {},
): MarketNeeds {
  const today = newYorkDate(now);
  const chains = lines.flatMap((line) =>
    line.tickerType === 'option' && line.expiration && line.expiration >= today
      ? [{ ticker: line.ticker, expiration: line.expiration }]
      : [],
  );
  return {
    ...extra,
    tickers: [...new Set(lines.map((line) => line.ticker))],
    chains: uniqueChains([...chains, ...(extra.chains ?? [])]),
  };
}

/**
 * The first day of the closes the decision tools read (issue 32): two years back, for the roll decision's rule
 * history and the what-if slider's past-year volatility range.
 */
export const decisionHistoryFrom = (now: Date): CalendarDate => {
  const today = newYorkDate(now);
  return `${Number(today.slice(0, 4)) - 2}${today.slice(4, 8)}01`;
};

/**
 * What the opportunity engine reads for these positions: each ticker's quote, listed expirations and chains within
 * the engine's horizon with their companions (market-access.ts `optionDays`), and the chain of every open call (and
 * put), whose expiration may lie beyond the horizon.
 */
export function needsOfPositions(
  positions: readonly Pick<PositionInput, 'ticker' | 'openShortCalls' | 'openShortPuts'>[],
  extra: Omit<MarketNeeds, 'tickers'> = {},
): MarketNeeds {
  // Issue 31: an open put's chain too, for its review.
  const chains = positions.flatMap((position) =>
    [...position.openShortCalls, ...(position.openShortPuts ?? [])].map((option) => ({
      ticker: position.ticker,
      expiration: option.expiration,
    })),
  );
  return {
    optionDays: EXPIRATION_HORIZON_DAYS,
    ...extra,
    tickers: [...new Set(positions.map((position) => position.ticker))],
    chains: uniqueChains([...chains, ...(extra.chains ?? [])]),
  };
}
