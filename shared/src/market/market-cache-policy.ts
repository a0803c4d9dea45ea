import { isMarketOpen, marketSession, newYorkDate, nextTradingDay } from '../calendar/nyse-calendar';

/** The kinds of vendor answer the cache keeps, each with its own freshness (issue 29 item 3). */
export type MarketCacheKind =
  'quote' | 'chain' | 'expirations' | 'bars' | 'dividends' | 'earnings' | 'calendar' | 'rate' | 'company';

const SECOND_MS = 1000;
const DAY_MS = 86_400_000;

/** How long an answer of each kind stays fresh while the regular session runs. */
const IN_SESSION_MS: Readonly<Record<MarketCacheKind, number>> = {
  quote: 15 * SECOND_MS,
  chain: 60 * SECOND_MS,
  expirations: DAY_MS,
  bars: DAY_MS,
  dividends: DAY_MS,
  earnings: DAY_MS,
  calendar: DAY_MS,
  rate: DAY_MS,
  company: DAY_MS,
};

/** How long past its freshness an answer is kept to serve while the vendor is down (the breaker is open). */
export const LAST_GOOD_KEEP_MS = 7 * DAY_MS;

/** The next regular session's open after `now` (today's, if it has not opened yet). */
export function nextOpen(now: Date): Date {
  const today = marketSession(newYorkDate(now));
  if (today && today.open.getTime() > now.getTime()) return today.open;
  let date = nextTradingDay(newYorkDate(now));
  for (;;) {
    const session = marketSession(date);
    if (session) return session.open;
    date = nextTradingDay(date);
  }
}

/**
 * Until when an answer fetched at `now` is fresh. Quotes and chains stand still while the market is closed, so
 * outside the session they stay fresh until the next open, which is what keeps nights and weekends off the vendor's
 * meter; the slow kinds are fresh for a day whatever the hour.
 */
export function freshUntil(kind: MarketCacheKind, now: Date): Date {
  const slow = kind !== 'quote' && kind !== 'chain';
  if (slow || isMarketOpen(now)) return new Date(now.getTime() + IN_SESSION_MS[kind]);
  return nextOpen(now);
}
