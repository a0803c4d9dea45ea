import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { MarketModel } from '@thetix/shared/market/market-model';
import {
  chainKey,
  type CompanyFacts,
  type Loaded,
  type MarketSnapshot,
  type MarketSnapshotRequest,
} from '@thetix/shared/market/market-snapshot';
import { snapshotMarketModel } from '@thetix/shared/market/snapshot-market-model';
import { systemClock, type Clock } from '../platform/clock';
import { buildMarketSnapshotLoader, NOT_FOUND, type MarketVendor } from './market-snapshot-loader';
import { cachedVendor, type MarketReadThrough } from './market-read-through';

/**
 * What one request will read from the market, by ticker (decision 218). A handler or job names it before it runs
 * its pure code; the simulator ignores it, a vendor loads exactly this into the request's snapshot.
 */
export interface MarketNeeds {
  readonly tickers: readonly string[];
  /**
   * The option chains of every listed expiration up to this many days ahead, with what pricing and the engine read
   * beside them (listed expirations, the risk-free rate, the trailing year's dividends, the next quarter's dividends
   * and earnings, the last two weeks' bars). The opportunity engine reads 60 days.
   */
  readonly optionDays?: number;
  /** Chains of these expirations (a drawer, the chain route), with the same companions as `optionDays`. */
  readonly chains?: readonly { readonly ticker: string; readonly expiration: CalendarDate }[];
  /** Daily bars from this day through today (charts, performance marks). */
  readonly barsFrom?: CalendarDate;
  /** Dividends from a year back and dividends and earnings this many days ahead. */
  readonly eventDays?: number;
  /** Dividends and earnings over exactly this range (the corporate-events route). */
  readonly events?: { readonly from: CalendarDate; readonly to: CalendarDate };
  /** The listed expirations (400 days ahead) without their chains. */
  readonly listExpirations?: boolean;
  /** A backtest: no chains; options priced from the closes' realised volatility (snapshot-market-model.ts). */
  readonly backtest?: boolean;
  /**
   * Chains only known once the expirations are listed (a Thetix plan's "next monthly"): called with a model over
   * the first round's answers; what it throws is ignored (the pure code then says what is missing).
   */
  readonly chainsFor?: (
    listed: MarketModel,
  ) => readonly { readonly ticker: string; readonly expiration: CalendarDate }[];
}

/** The market port handlers and jobs use: the simulator, or a vendor through the cache. */
export interface MarketAccess {
  /** `simulator`, `massive`, or `massive-stand-in` (the vendor's shapes over the simulator, offline). */
  readonly source: string;
  /** True when the figures are the simulator's, through the stand-in included: the product labels them simulated. */
  readonly simulated: boolean;
  /** How far the quotes lag the market. */
  readonly delayedMinutes: number;
  /** The model one request runs its pure code over. */
  load(needs: MarketNeeds, now: Date): Promise<MarketModel>;
  /**
   * A symbol's reference data from the vendor, with whether it lists weekly options; undefined when the vendor does
   * not know it. Absent on the simulator, whose company directory answers instead.
   */
  company?(ticker: string, now: Date): Promise<(CompanyFacts & { weeklyOptions: boolean }) | undefined>;
}

/** The simulator needs no loading: every ticker and date is there, computed on demand. */
export const simulatorAccess = (model: () => MarketModel): MarketAccess => ({
  source: 'simulator',
  simulated: true,
  delayedMinutes: 0,
  load: async () => model(),
});

/** How far ahead the listed expirations are loaded: the farthest any reader lists (a Thetix plan reads 400 days). */
export const LISTED_EXPIRATIONS_DAYS = 400;
/** What the engine's companions read: the market context's dividend horizon and the week-ago close. */
const COMPANION_EVENT_DAYS = 91;
const COMPANION_BARS_DAYS = 14;
/** The trailing year of dividends the yield reads, from the quote's session (days behind today on a holiday). */
const TRAILING_DIVIDEND_DAYS = 400;

const unique = <T>(items: readonly T[], key: (item: T) => string): T[] => [
  ...new Map(items.map((item) => [key(item), item])).values(),
];

/** The first load: everything keyed by ticker alone, and the expirations the second load picks chains from. */
export function firstRequest(needs: MarketNeeds, today: CalendarDate): MarketSnapshotRequest {
  const tickers = [...new Set(needs.tickers)];
  const options = needs.optionDays !== undefined || (needs.chains ?? []).length > 0;
  const optionTickers = [...new Set([...tickers, ...(needs.chains ?? []).map((chain) => chain.ticker)])];
  const eventDays = Math.max(needs.eventDays ?? -1, options ? COMPANION_EVENT_DAYS : -1);
  const barsFrom = needs.barsFrom ?? (options ? addDays(today, -COMPANION_BARS_DAYS) : undefined);
  const allTickers = options ? optionTickers : tickers;
  const events =
    needs.events ??
    (eventDays >= 0
      ? { from: addDays(today, -TRAILING_DIVIDEND_DAYS), to: addDays(today, eventDays) }
      : undefined);
  return {
    quotes: allTickers,
    ...(options || needs.listExpirations
      ? {
          expirations: allTickers.map((ticker) => ({
            ticker,
            through: addDays(today, LISTED_EXPIRATIONS_DAYS),
          })),
        }
      : {}),
    ...(options || needs.backtest ? { rate: true } : {}),
    ...(barsFrom ? { bars: allTickers.map((ticker) => ({ ticker, from: barsFrom, to: today })) } : {}),
    ...(events
      ? {
          dividends: allTickers.map((ticker) => ({ ticker, ...events })),
          earnings: allTickers.map((ticker) => ({
            ticker,
            from: needs.events ? events.from : today,
            to: events.to,
          })),
        }
      : {}),
  };
}

/** The second load: the chains of the listed expirations in the window, and the ones asked by name. */
export function chainRequest(
  needs: MarketNeeds,
  first: MarketSnapshot,
  today: CalendarDate,
): MarketSnapshotRequest {
  const through = needs.optionDays === undefined ? undefined : addDays(today, needs.optionDays);
  const windowed = through
    ? needs.tickers.flatMap((ticker) => {
        const listed = first.expirations[ticker];
        return listed?.status === 'ok'
          ? listed.value.entries
              .filter((entry) => entry.date <= through)
              .map((entry) => ({ ticker, expiration: entry.date }))
          : [];
      })
    : [];
  const all = unique([...windowed, ...(needs.chains ?? [])], (chain) =>
    chainKey(chain.ticker, chain.expiration),
  );
  const byTicker = new Map<string, CalendarDate[]>();
  for (const { ticker, expiration } of all)
    byTicker.set(ticker, [...(byTicker.get(ticker) ?? []), expiration]);
  return { chains: [...byTicker].map(([ticker, expirations]) => ({ ticker, expirations })) };
}

const merge = (first: MarketSnapshot, second: MarketSnapshot): MarketSnapshot => ({
  ...first,
  chains: { ...first.chains, ...second.chains },
});

export interface LiveMarketAccessOptions {
  readonly vendor: MarketVendor;
  readonly readThrough: MarketReadThrough;
  /** The earnings source, behind its own read-through (Finnhub beside Massive). */
  readonly earnings?: { readonly vendor: MarketVendor; readonly readThrough: MarketReadThrough };
  readonly delayedMinutes: number;
  /** The vendor stand-in over the simulator: live code path, simulated figures. */
  readonly simulated?: boolean;
  readonly clock?: Clock;
}

/**
 * A vendor behind the cache as the market port. Each request loads in two rounds (what is keyed by ticker, then the
 * chains of the expirations the first round listed), every answer through the read-through (fresh from the table,
 * or one caller refreshing, or the last good one marked stale), and records which answers were stale and how old
 * the oldest was: that is the request's provenance badge.
 */
export function buildLiveMarketAccess(options: LiveMarketAccessOptions): MarketAccess {
  const clock = options.clock ?? systemClock;
  const reference = cachedVendor(options.vendor, options.readThrough);
  return {
    async company(ticker, now) {
      if (!reference.company) return undefined;
      const facts = await reference.company(ticker);
      if (facts === NOT_FOUND) return undefined;
      if (!facts.active) return { ...facts, weeklyOptions: false };
      const listed = await reference.expirations(ticker, addDays(newYorkDate(now), LISTED_EXPIRATIONS_DAYS));
      const weeklyOptions = listed !== NOT_FOUND && listed.some((entry) => entry.kind === 'weekly');
      return { ...facts, weeklyOptions };
    },
    source: options.vendor.source,
    simulated: options.simulated ?? false,
    delayedMinutes: options.delayedMinutes,
    async load(needs, now) {
      const staleItems: string[] = [];
      let oldest: Date | undefined;
      const observe = (item: string, reading: { fetchedAt: Date; stale: boolean }) => {
        if (reading.stale) staleItems.push(item);
        if (!oldest || reading.fetchedAt < oldest) oldest = reading.fetchedAt;
      };
      const vendor = cachedVendor(options.vendor, options.readThrough, observe);
      const earningsVendor = options.earnings
        ? cachedVendor(options.earnings.vendor, options.earnings.readThrough, observe)
        : vendor;
      const load = buildMarketSnapshotLoader(vendor, { clock, earningsVendor });
      const today = newYorkDate(now);
      const first = await load(firstRequest(needs, today));
      const chains = chainRequest(needs, first, today);
      const snapshot = (chains.chains ?? []).length > 0 ? merge(first, await load(chains)) : first;
      return snapshotMarketModel({
        ...snapshot,
        ...(needs.backtest ? { modelledOptions: true } : {}),
        ...(options.simulated ? { simulated: true } : {}),
        delayedMinutes: options.delayedMinutes,
        ...(oldest ? { oldestFetchedAt: oldest } : {}),
        staleItems,
      });
    },
  };
}

/** Whether a loaded item is usable, for callers that skip a ticker the vendor could not answer. */
export const isLoaded = <T>(item: Loaded<T> | undefined): boolean => item?.status === 'ok';
