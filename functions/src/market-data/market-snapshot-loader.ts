import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import type {
  DailyBar,
  DividendEvent,
  EarningsEvent,
  ExpirationEntry,
  MarketQuote,
  OptionChainSnapshot,
} from '@thetix/shared/market/market-model';
import {
  chainKey,
  type DateRange,
  type Loaded,
  type LoadedRange,
  type MarketCalendarDay,
  type MarketSnapshot,
  type MarketSnapshotLoader,
  type MarketSnapshotRequest,
  type CompanyFacts,
  type RiskFreeRate,
} from '@thetix/shared/market/market-snapshot';
import { systemClock, type Clock } from '../platform/clock';
import { VendorHttpError } from './vendor-errors';

/** A vendor's answer that the item does not exist, told apart from a failure to answer. */
export const NOT_FOUND = Symbol('not-found');
type Answer<T> = Promise<T | typeof NOT_FOUND>;

/**
 * One market-data vendor, one function per kind the snapshot holds. Adapters (./massive) map the vendor's documented
 * shapes into the shared types and throw the errors of ./vendor-errors.ts; a kind the vendor does not serve
 * (Massive's earnings) is left out and comes from a second source's adapter.
 */
export interface MarketVendor {
  readonly source: string;
  quote(ticker: string): Answer<MarketQuote>;
  expirations(ticker: string, through: CalendarDate): Answer<readonly ExpirationEntry[]>;
  optionChain(ticker: string, expiration: CalendarDate): Answer<OptionChainSnapshot>;
  dailyBars(ticker: string, range: DateRange): Answer<LoadedRange<DailyBar>>;
  dividends(ticker: string, range: DateRange): Answer<LoadedRange<DividendEvent>>;
  earnings?(ticker: string, range: DateRange): Answer<LoadedRange<EarningsEvent>>;
  calendar(range: DateRange): Answer<LoadedRange<MarketCalendarDay>>;
  /** The latest published risk-free rate; a vendor without one is paired with a second source, like earnings. */
  riskFreeRate?(): Answer<RiskFreeRate>;
  /** Reference data of a symbol: its name, type, exchange, and whether it still trades. */
  company?(ticker: string): Answer<CompanyFacts>;
}

const describeFailure = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : 'unknown failure';

/** One item's outcome; a 404 is the vendor's answer too. Any other failure is recorded, never replaced. */
async function settle<T>(answer: () => Answer<T>): Promise<Loaded<T>> {
  try {
    const value = await answer();
    return value === NOT_FOUND ? { status: 'not-found' } : { status: 'ok', value };
  } catch (error) {
    if (error instanceof VendorHttpError && error.status === 404) return { status: 'not-found' };
    return { status: 'unavailable', reason: describeFailure(error) };
  }
}

const settleAll = async <K extends string, T>(
  entries: readonly (readonly [K, () => Answer<T>])[],
): Promise<Record<K, Loaded<T>>> =>
  Object.fromEntries(
    await Promise.all(entries.map(async ([key, answer]) => [key, await settle(answer)] as const)),
  ) as Record<K, Loaded<T>>;

/**
 * Loads what a request names, each item on its own: one failed chain leaves the others usable, and the pure code
 * that reads the failed one says "Market data unavailable". Items are asked in parallel; the guard and (next
 * increment) the cache decide how many reach the vendor.
 */
export function buildMarketSnapshotLoader(
  vendor: MarketVendor,
  { clock = systemClock, earningsVendor = vendor }: { clock?: Clock; earningsVendor?: MarketVendor } = {},
): MarketSnapshotLoader {
  return async (request: MarketSnapshotRequest): Promise<MarketSnapshot> => {
    const loadedAt = clock.now();
    const [quotes, expirations, chains, bars, dividends, earnings, calendar, rate] = await Promise.all([
      settleAll((request.quotes ?? []).map((ticker) => [ticker, () => vendor.quote(ticker)] as const)),
      settleAll(
        (request.expirations ?? []).map(
          ({ ticker, through }) =>
            [
              ticker,
              async () => {
                const entries = await vendor.expirations(ticker, through);
                return entries === NOT_FOUND ? NOT_FOUND : { through, entries };
              },
            ] as const,
        ),
      ),
      settleAll(
        (request.chains ?? []).flatMap(({ ticker, expirations: dates }) =>
          dates.map((date) => [chainKey(ticker, date), () => vendor.optionChain(ticker, date)] as const),
        ),
      ),
      settleAll(
        (request.bars ?? []).map((item) => [item.ticker, () => vendor.dailyBars(item.ticker, item)] as const),
      ),
      settleAll(
        (request.dividends ?? []).map(
          (item) => [item.ticker, () => vendor.dividends(item.ticker, item)] as const,
        ),
      ),
      settleAll(
        (request.earnings ?? []).map(
          (item) =>
            [
              item.ticker,
              () => {
                if (!earningsVendor.earnings)
                  throw new Error(`${earningsVendor.source} serves no earnings dates`);
                return earningsVendor.earnings(item.ticker, item);
              },
            ] as const,
        ),
      ),
      request.calendar ? settle(() => vendor.calendar(request.calendar as DateRange)) : undefined,
      request.rate
        ? settle(() => {
            if (!vendor.riskFreeRate) throw new Error(`${vendor.source} serves no risk-free rate`);
            return vendor.riskFreeRate();
          })
        : undefined,
    ]);
    return {
      source: vendor.source,
      loadedAt,
      quotes,
      expirations,
      chains,
      bars,
      dividends,
      earnings,
      ...(calendar ? { calendar } : {}),
      ...(rate ? { rate } : {}),
    };
  };
}
