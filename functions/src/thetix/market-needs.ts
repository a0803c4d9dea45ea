import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { PositionInput } from '@thetix/shared/opportunities/opportunity-inputs';
import type { MarketModel } from '@thetix/shared/market/market-model';
import type { DateRange, ExpirationSelector, Plan } from '@thetix/shared/thetix/plan';
import type { MarketNeeds } from '../market-data/market-access';
import { needsOfPositions } from '../market-data/market-needs';
import { resolveRange } from './materializer/date-range';
import { resolveExpiration } from './materializer/market-queries';
import type { QueryContext } from './materializer/materializer-types';

/**
 * Charts and performance read a year and a fortnight back when a plan names no longer range, and five weeks more
 * for the realised volatility past open options are marked with (snapshot-market-model.ts).
 */
const DEFAULT_HISTORY_DAYS = 415;
/** What the market context and the calendars read ahead. */
const EVENT_DAYS = 91;

const isSelector = (value: unknown): value is ExpirationSelector =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

const isRange = (value: unknown): value is DateRange =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

/**
 * What one Thetix run (a card, a chat turn, a report) reads from the market (decision 218): the user's holdings as
 * the opportunity engine reads them, every ticker the plan names (`ticker`, `tickers`), the chain of any expiration
 * it names, bars back to the earliest range it asks for, and the calendars ahead.
 */
export function thetixNeeds(plan: Plan, positions: readonly PositionInput[], now: Date): MarketNeeds {
  const today = newYorkDate(now);
  const tickers = new Set<string>();
  const chains: { ticker: string; expiration: CalendarDate }[] = [];
  let barsFrom = addDays(today, -DEFAULT_HISTORY_DAYS);
  for (const item of plan) {
    const params = item.data.params as Record<string, unknown>;
    const named = [
      ...(typeof params.ticker === 'string' ? [params.ticker] : []),
      ...(Array.isArray(params.tickers)
        ? params.tickers.filter((t): t is string => typeof t === 'string')
        : []),
    ];
    for (const ticker of named) tickers.add(ticker);
    if (typeof params.expiration === 'string')
      for (const ticker of named) chains.push({ ticker, expiration: params.expiration });
    if (isRange(params.range)) {
      const from = resolveRange(params.range, now)?.from;
      if (from && from < barsFrom) barsFrom = from;
    }
  }
  const held = needsOfPositions(positions);
  // Expirations named by a selector ("next monthly") resolve once the expirations are listed.
  const selected = plan.flatMap((item) => {
    const params = item.data.params as Record<string, unknown>;
    return typeof params.ticker === 'string' && isSelector(params.expiration)
      ? [{ ticker: params.ticker, selector: params.expiration }]
      : [];
  });
  // The income goal's forecast backtests the holdings (a year of closes, options modelled where no chain is
  // loaded) and counts the dividends still due this year.
  const goal = plan.some((item) => item.data.query === 'income_goal');
  return {
    ...held,
    tickers: [...new Set([...held.tickers, ...tickers])],
    chains: [...(held.chains ?? []), ...chains],
    barsFrom,
    eventDays: EVENT_DAYS,
    ...(goal ? { backtest: true, events: { from: today, to: `${today.slice(0, 4)}-12-31` } } : {}),
    ...(selected.length > 0
      ? {
          chainsFor: (listed: MarketModel) =>
            selected.flatMap(({ ticker, selector }) => {
              try {
                const context = { market: listed, now, userId: '', question: '' } as unknown as QueryContext;
                return [{ ticker, expiration: resolveExpiration(context, ticker, selector) }];
              } catch {
                return [];
              }
            }),
        }
      : {}),
  };
}
