import type { MarketCacheKind } from '@thetix/shared/market/market-cache-policy';
import { MarketDataUnavailableError, type DateRange } from '@thetix/shared/market/market-snapshot';
import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../platform/clock';
import type { MarketCache } from './market-cache-entity';
import type { MarketCounters } from './market-counters';
import { NOT_FOUND, type MarketVendor } from './market-snapshot-loader';
import { VendorHttpError } from './vendor-errors';

/**
 * One key's answer as the read-through serves it. `stale` is true when the vendor could not be asked (another
 * container holds the refresh, the breaker is open, the vendor failed) and the last good answer stands in; `reason`
 * then says why, for logs and (later) the provenance badge. Never a made-up value: with no good answer on record the
 * read throws `MarketDataUnavailableError`.
 */
export interface MarketReading<T> {
  readonly value: T | typeof NOT_FOUND;
  readonly fetchedAt: Date;
  readonly stale: boolean;
  readonly reason?: string;
}

/** What the read-through needs of the cache item (market-cache-entity.ts); an in-memory double in unit tests. */
export type MarketCacheStore = Pick<MarketCache, 'read' | 'write' | 'takeLease'>;

export interface MarketReadThroughOptions {
  readonly cache: MarketCacheStore;
  /** Keys the cache (`MARKET#<source>#...`) so one vendor's answers are never served for another's. */
  readonly source: string;
  readonly clock?: Clock;
  readonly sleep?: (ms: number) => Promise<void>;
  /** This container's name on the lease. */
  readonly owner?: string;
  /** How long a refresh may hold a key's lease; past it another container may take over (the holder died). */
  readonly leaseMs?: number;
  /** With nothing cached and another container refreshing, how long to wait for its answer before giving up. */
  readonly peerWaitMs?: number;
  readonly pollMs?: number;
  /** Told how each read ended (market-counters.ts). */
  readonly counters?: Pick<MarketCounters, 'record'>;
}

/** The cached JSON: the vendor's "no such item" is an answer worth keeping too (an unknown symbol stays unknown). */
type Envelope = { readonly found: true; readonly value: unknown } | { readonly found: false };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Instants come back as `Date`, the way `JSON.stringify` wrote them; trading days (`YYYY-MM-DD`, market-model.ts)
 * have no time part and stay strings.
 */
const reviveInstants = (_key: string, value: unknown): unknown =>
  typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : value;

const describeFailure = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : 'unknown failure';

/** Also after our own refresh failed: its lease stands until it lapses, keeping this container off the vendor too. */
const LEASE_HELD = 'the refresh lease is held (a refresh is running, or one failed moments ago)';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The cache in front of the vendor (issue 29 item 3, decision 217). For one key: a fresh cached answer is served from
 * the table; a stale or missing one is refreshed by ONE caller at a time: concurrent reads in this process share one
 * promise, and across containers the refresh lease on the cache item decides who asks the vendor while the others
 * serve the stale answer (stale-while-revalidate). When the vendor fails (its guard's retries spent, the breaker
 * open) the last good answer is served marked stale; with none, "Market data unavailable".
 */
export function buildMarketReadThrough(options: MarketReadThroughOptions) {
  const { cache, source } = options;
  const clock = options.clock ?? systemClock;
  const sleep = options.sleep ?? realSleep;
  const owner = options.owner ?? randomUUID();
  const leaseMs = options.leaseMs ?? 15_000;
  const peerWaitMs = options.peerWaitMs ?? 3_000;
  const pollMs = options.pollMs ?? 200;
  const inFlight = new Map<string, Promise<MarketReading<unknown>>>();
  const count = options.counters ?? { record: () => undefined };

  const decode = <T>(valueJson: string): T | typeof NOT_FOUND => {
    const envelope = JSON.parse(valueJson, reviveInstants) as Envelope;
    return envelope.found ? (envelope.value as T) : NOT_FOUND;
  };

  const cached = <T>(
    answer: { valueJson: string; fetchedAt: Date },
    stale: boolean,
    reason?: string,
  ): MarketReading<T> => ({
    value: decode<T>(answer.valueJson),
    fetchedAt: answer.fetchedAt,
    stale,
    ...(reason ? { reason } : {}),
  });

  /** Asks the vendor under our lease and stores a good answer; a failure falls back on `lastGood`. */
  const refresh = async <T>(
    kind: MarketCacheKind,
    key: string,
    ask: () => Promise<T | typeof NOT_FOUND>,
    lastGood: { valueJson: string; fetchedAt: Date } | undefined,
  ): Promise<MarketReading<T>> => {
    let value: T | typeof NOT_FOUND;
    try {
      value = await ask();
    } catch (error) {
      if (error instanceof VendorHttpError && error.status === 404) value = NOT_FOUND;
      else {
        // The lease is left to lapse: until then other containers serve the stale answer instead of piling on.
        const reason = describeFailure(error);
        if (lastGood) {
          count.record(kind, 'stale');
          return cached<T>(lastGood, true, reason);
        }
        count.record(kind, 'unavailable');
        throw new MarketDataUnavailableError(`${kind} ${key}`, reason);
      }
    }
    const envelope: Envelope = value === NOT_FOUND ? { found: false } : { found: true, value };
    const json = JSON.stringify(envelope);
    const written = await cache.write(source, kind, key, json);
    count.record(kind, 'refreshed', Buffer.byteLength(json));
    return { value, fetchedAt: written.fetchedAt, stale: false };
  };

  const resolve = async <T>(
    kind: MarketCacheKind,
    key: string,
    ask: () => Promise<T | typeof NOT_FOUND>,
  ): Promise<MarketReading<T>> => {
    const deadline = clock.now().getTime() + peerWaitMs;
    // Bounded by count as well as by time: a clock that stands still (a test's) must not poll forever.
    const maxPolls = Math.max(1, Math.ceil(peerWaitMs / pollMs));
    for (let poll = 0; ; poll += 1) {
      const answer = await cache.read(source, kind, key);
      const now = clock.now().getTime();
      if (answer && answer.freshUntil.getTime() > now) {
        count.record(kind, 'fresh');
        return cached<T>(answer, false);
      }
      if (await cache.takeLease(source, kind, key, owner, leaseMs)) return refresh(kind, key, ask, answer);
      if (answer) {
        count.record(kind, 'stale');
        return cached<T>(answer, true, LEASE_HELD);
      }
      if (now >= deadline || poll >= maxPolls) {
        count.record(kind, 'unavailable');
        throw new MarketDataUnavailableError(`${kind} ${key}`, LEASE_HELD);
      }
      await sleep(pollMs);
    }
  };

  /** One key's answer; `ask` is the vendor call, made only when the key is stale or missing and we hold its lease. */
  const read = <T>(
    kind: MarketCacheKind,
    key: string,
    ask: () => Promise<T | typeof NOT_FOUND>,
  ): Promise<MarketReading<T>> => {
    const id = `${kind}#${key}`;
    const running = inFlight.get(id);
    if (running) {
      count.record(kind, 'coalesced');
      return running as Promise<MarketReading<T>>;
    }
    const reading = resolve(kind, key, ask).finally(() => inFlight.delete(id));
    inFlight.set(id, reading);
    return reading;
  };

  return { read };
}

export type MarketReadThrough = ReturnType<typeof buildMarketReadThrough>;

/** Told of every answer a cached vendor serves: the request's provenance is built from them. */
export type ReadingObserver = (item: string, reading: MarketReading<unknown>) => void;

/**
 * The vendor behind the read-through, as a `MarketVendor` again, so the snapshot loader runs unchanged over cached
 * answers. Keys as market-cache-entity.ts documents (`AAPL`, `AAPL|2026-11-20`, `AAPL|<from>|<to>`, `<from>|<to>`).
 * `observe` hears each answer with its fetch time and staleness.
 */
export function cachedVendor(
  vendor: MarketVendor,
  readThrough: MarketReadThrough,
  observe: ReadingObserver = () => undefined,
): MarketVendor {
  const through = async <T>(
    kind: MarketCacheKind,
    key: string,
    ask: () => Promise<T | typeof NOT_FOUND>,
  ): Promise<T | typeof NOT_FOUND> => {
    const reading = await readThrough.read(kind, key, ask);
    observe(`${kind} ${key}`, reading);
    return reading.value;
  };
  const { earnings, riskFreeRate, company } = vendor;
  return {
    source: vendor.source,
    quote: (ticker) => through('quote', ticker, () => vendor.quote(ticker)),
    expirations: (ticker, until) =>
      through('expirations', `${ticker}|${until}`, () => vendor.expirations(ticker, until)),
    optionChain: (ticker, expiration) =>
      through('chain', `${ticker}|${expiration}`, () => vendor.optionChain(ticker, expiration)),
    dailyBars: (ticker, range) =>
      through('bars', `${ticker}|${range.from}|${range.to}`, () => vendor.dailyBars(ticker, range)),
    dividends: (ticker, range) =>
      through('dividends', `${ticker}|${range.from}|${range.to}`, () => vendor.dividends(ticker, range)),
    calendar: (range) => through('calendar', `${range.from}|${range.to}`, () => vendor.calendar(range)),
    ...(earnings
      ? {
          earnings: (ticker: string, range: DateRange) =>
            through('earnings', `${ticker}|${range.from}|${range.to}`, () =>
              earnings.call(vendor, ticker, range),
            ),
        }
      : {}),
    ...(riskFreeRate
      ? { riskFreeRate: () => through('rate', 'latest', () => riskFreeRate.call(vendor)) }
      : {}),
    ...(company
      ? { company: (ticker: string) => through('company', ticker, () => company.call(vendor, ticker)) }
      : {}),
  };
}
