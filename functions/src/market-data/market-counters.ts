import type { MarketCacheKind } from '@thetix/shared/market/market-cache-policy';

/**
 * How one cached read ended: served `fresh` from the table, `refreshed` from the vendor (and written), served
 * `stale` (the vendor failed or another container holds the refresh), `unavailable` (nothing to serve), or
 * `coalesced` onto a read already in flight in this process.
 */
export type ReadOutcome = 'fresh' | 'refreshed' | 'stale' | 'unavailable' | 'coalesced';

export interface KindCounts {
  fresh: number;
  refreshed: number;
  stale: number;
  unavailable: number;
  coalesced: number;
  /** Bytes of the answers written to the table (each refresh is one write of this size). */
  bytesWritten: number;
}

/**
 * The process's counts of cached market reads by kind, for the bench (hit ratio, vendor calls, write sizes) and,
 * with issue 33, the metrics a deployed stage publishes. Plain counters: a container adds, a reader snapshots.
 */
export function buildMarketCounters() {
  const byKind = new Map<MarketCacheKind, KindCounts>();
  const countsOf = (kind: MarketCacheKind): KindCounts => {
    let counts = byKind.get(kind);
    if (!counts) {
      counts = { fresh: 0, refreshed: 0, stale: 0, unavailable: 0, coalesced: 0, bytesWritten: 0 };
      byKind.set(kind, counts);
    }
    return counts;
  };
  return {
    record(kind: MarketCacheKind, outcome: ReadOutcome, bytesWritten = 0) {
      const counts = countsOf(kind);
      counts[outcome] += 1;
      counts.bytesWritten += bytesWritten;
    },
    snapshot(): Record<string, KindCounts> {
      return Object.fromEntries([...byKind].map(([kind, counts]) => [kind, { ...counts }]));
    },
    reset() {
      byKind.clear();
    },
  };
}

export type MarketCounters = ReturnType<typeof buildMarketCounters>;

/** The process-wide counters the configured read-throughs report to (market-source.ts). */
export const marketCounters: MarketCounters = buildMarketCounters();
