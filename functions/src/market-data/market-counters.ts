import type { MarketCacheKind } from '@thetix/shared/market/market-cache-policy';
import { emitMetrics, type EmbeddedMetric, type MetricEmitter } from '../platform/metrics';

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

/**
 * The metrics of what was counted between two snapshots, one list per kind: cache hits (`fresh` answers and reads
 * `coalesced` onto one in flight), vendor refreshes (a vendor call whose answer was written), stale answers and
 * unavailable ones. A kind with nothing new has no list.
 */
export function marketCounterMetrics(
  before: Readonly<Record<string, KindCounts>>,
  now: Readonly<Record<string, KindCounts>>,
): { kind: string; metrics: EmbeddedMetric[] }[] {
  return Object.entries(now).flatMap(([kind, counts]) => {
    const earlier = before[kind];
    const delta = (outcome: ReadOutcome) => counts[outcome] - (earlier?.[outcome] ?? 0);
    const metrics: EmbeddedMetric[] = [
      { name: 'MarketCacheHits', value: delta('fresh') + delta('coalesced'), unit: 'Count' },
      { name: 'MarketVendorRefreshes', value: delta('refreshed'), unit: 'Count' },
      { name: 'MarketStaleAnswers', value: delta('stale'), unit: 'Count' },
      { name: 'MarketUnavailable', value: delta('unavailable'), unit: 'Count' },
    ];
    return metrics.some((metric) => metric.value > 0) ? [{ kind, metrics }] : [];
  });
}

/**
 * Publishes what the process's counters gained since the last call (per kind, dimension `Kind`), at the end of a
 * request or a batch of jobs. Nothing is written while market data is simulated: the simulator counts nothing.
 */
export function buildMarketMetricsPublisher(counters: Pick<MarketCounters, 'snapshot'>, emit: MetricEmitter) {
  // The counters start at zero with the process, so the first call publishes everything counted so far.
  let published: Record<string, KindCounts> = {};
  return () => {
    const now = counters.snapshot();
    for (const { kind, metrics } of marketCounterMetrics(published, now))
      emit(metrics, { dimensions: { Kind: kind } });
    published = now;
  };
}

let processPublisher: (() => void) | undefined;

/** The process-wide publisher over `marketCounters`, for the Lambda entries. */
export function publishMarketMetrics(): void {
  processPublisher ??= buildMarketMetricsPublisher(marketCounters, emitMetrics);
  processPublisher();
}
