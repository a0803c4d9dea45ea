import { describe, expect, it } from 'vitest';
import type { EmbeddedMetric, MetricEmitter } from '../platform/metrics';
import { buildMarketCounters, buildMarketMetricsPublisher } from './market-counters';

function recordingEmitter() {
  const lines: { values: Record<string, number>; dimensions?: Readonly<Record<string, string>> }[] = [];
  const emit: MetricEmitter = (list, options) => {
    const all = (Array.isArray(list) ? list : [list]) as EmbeddedMetric[];
    lines.push({
      values: Object.fromEntries(all.map((metric) => [metric.name, metric.value])),
      dimensions: options?.dimensions,
    });
  };
  return { lines, emit };
}

describe('publishing the market read-through counters', () => {
  it('publishes per kind what was counted since the last call: hits, vendor refreshes, stale and unavailable answers', () => {
    // Prepare
    const counters = buildMarketCounters();
    const { lines, emit } = recordingEmitter();
    const publish = buildMarketMetricsPublisher(counters, emit);
    counters.record('quote', 'fresh');
    counters.record('quote', 'coalesced');
    counters.record('quote', 'refreshed', 800);
    counters.record('chain', 'stale');

    // Act
    publish();
    counters.record('quote', 'fresh');
    counters.record('chain', 'unavailable');
    publish();

    // Assess
    expect(lines).toEqual([
      {
        values: { MarketCacheHits: 2, MarketVendorRefreshes: 1, MarketStaleAnswers: 0, MarketUnavailable: 0 },
        dimensions: { Kind: 'quote' },
      },
      {
        values: { MarketCacheHits: 0, MarketVendorRefreshes: 0, MarketStaleAnswers: 1, MarketUnavailable: 0 },
        dimensions: { Kind: 'chain' },
      },
      {
        values: { MarketCacheHits: 1, MarketVendorRefreshes: 0, MarketStaleAnswers: 0, MarketUnavailable: 0 },
        dimensions: { Kind: 'quote' },
      },
      {
        values: { MarketCacheHits: 0, MarketVendorRefreshes: 0, MarketStaleAnswers: 0, MarketUnavailable: 1 },
        dimensions: { Kind: 'chain' },
      },
    ]);
  });

  it('writes nothing when nothing was read through the cache, as with the simulator', () => {
    // Prepare
    const { lines, emit } = recordingEmitter();
    const publish = buildMarketMetricsPublisher(buildMarketCounters(), emit);

    // Act
    publish();

    // Assess
    expect(lines).toEqual([]);
  });
});
