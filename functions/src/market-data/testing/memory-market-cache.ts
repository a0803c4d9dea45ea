import { freshUntil, type MarketCacheKind } from '@thetix/shared/market/market-cache-policy';
import type { CachedMarketAnswer } from '../market-cache-entity';
import type { MarketCacheStore } from '../market-read-through';

/** The cache item's rules (market-cache-entity.ts) in memory: freshness from the policy, one lease per key. */
export function createMemoryCache(clock: { now: () => Date }): MarketCacheStore & {
  leases: Map<string, { owner: string; until: number }>;
} {
  const values = new Map<string, CachedMarketAnswer>();
  const leases = new Map<string, { owner: string; until: number }>();
  const id = (source: string, kind: MarketCacheKind, key: string) => `${source}#${kind}#${key}`;
  return {
    leases,
    read: async (source, kind, key) => values.get(id(source, kind, key)),
    write: async (source, kind, key, valueJson) => {
      const now = clock.now();
      const answer = { valueJson, fetchedAt: now, freshUntil: freshUntil(kind, now) };
      values.set(id(source, kind, key), answer);
      leases.delete(id(source, kind, key));
      return answer;
    },
    takeLease: async (source, kind, key, owner, forMs) => {
      const now = clock.now().getTime();
      const held = leases.get(id(source, kind, key));
      if (held && held.until > now) return false;
      leases.set(id(source, kind, key), { owner, until: now + forMs });
      return true;
    },
  };
}
