import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  freshUntil,
  LAST_GOOD_KEEP_MS,
  type MarketCacheKind,
} from '@thetix/shared/market/market-cache-policy';
import type { Clock } from '../platform/clock';
import { isConditionFailure, type Table } from '../platform/table';

export const MARKET_CACHE_ENTITY = 'market-cache';

/**
 * One vendor answer per item: pk `MARKET#<source>#<kind>#<key>` (key: `AAPL`, `AAPL|2026-11-20`, `AAPL|<from>|<to>`),
 * sk `CACHE`. The same item carries the refresh lease, so the container that refreshes a key and the value it
 * refreshes are one item and one conditional write apart. Keyed by source so a vendor switch never serves the other
 * vendor's answers.
 */
export const marketCacheKey = (source: string, kind: MarketCacheKind, key: string) => ({
  pk: `MARKET#${source}#${kind}#${key}`,
  sk: 'CACHE',
});

export interface CachedMarketAnswer {
  /** The answer as the adapter mapped it, JSON (the reader revives it with the kind's decoder). */
  readonly valueJson: string;
  readonly fetchedAt: Date;
  /** Past this the answer is stale: served while one caller refreshes it, or while the vendor is down. */
  readonly freshUntil: Date;
}

const epochSeconds = (ms: number) => Math.floor(ms / 1000);

/** Answers above one write unit are stored gzipped (`value_gz`, binary); smaller ones as they are (`value_json`). */
const COMPRESS_ABOVE_BYTES = 1024;

/** Reading, writing and leasing cached vendor answers; one GetItem, PutItem or UpdateItem each. */
export function buildMarketCache(table: Table, clock: Clock) {
  return {
    /**
     * The last good answer, fresh or stale, until TTL time (TTL deletes late, so the time is checked here too).
     * Undefined when there is none, or only a lease.
     */
    async read(source: string, kind: MarketCacheKind, key: string): Promise<CachedMarketAnswer | undefined> {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: marketCacheKey(source, kind, key) }),
      );
      const valueJson =
        typeof Item?.value_json === 'string'
          ? Item.value_json
          : Item?.value_gz instanceof Uint8Array
            ? gunzipSync(Item.value_gz).toString('utf8')
            : undefined;
      if (!Item || valueJson === undefined) return undefined;
      if (Number(Item.expiresAt) * 1000 <= clock.now().getTime()) return undefined;
      return {
        valueJson,
        fetchedAt: new Date(String(Item.fetched_at)),
        freshUntil: new Date(Number(Item.fresh_until)),
      };
    },

    /**
     * Stores a good answer with its kind's freshness (market-cache-policy.ts) and keeps it a week past that, to serve
     * while the breaker is open. A put replaces the whole item, so it also ends the writer's lease.
     */
    async write(
      source: string,
      kind: MarketCacheKind,
      key: string,
      valueJson: string,
    ): Promise<CachedMarketAnswer> {
      const now = clock.now();
      const fresh = freshUntil(kind, now);
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...marketCacheKey(source, kind, key),
            entity: MARKET_CACHE_ENTITY,
            // A chain is 20-30 KB of repetitive JSON: gzipped it is a few write units instead of 25 (decision 218).
            ...(Buffer.byteLength(valueJson) > COMPRESS_ABOVE_BYTES
              ? { value_gz: gzipSync(valueJson) }
              : { value_json: valueJson }),
            fetched_at: now.toISOString(),
            fresh_until: fresh.getTime(),
            expiresAt: epochSeconds(fresh.getTime() + LAST_GOOD_KEEP_MS),
          },
        }),
      );
      return { valueJson, fetchedAt: now, freshUntil: fresh };
    },

    /**
     * Takes the right to refresh a key for `forMs`, across containers: only when no lease is held or the last one
     * lapsed (its holder died or is slow). False when another holder has it; that caller then serves the stale value
     * or waits for the fresh one. A lease on a key with no value yet expires by TTL with it.
     */
    async takeLease(
      source: string,
      kind: MarketCacheKind,
      key: string,
      owner: string,
      forMs: number,
    ): Promise<boolean> {
      const now = clock.now().getTime();
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: marketCacheKey(source, kind, key),
            UpdateExpression:
              'SET lease_until = :until, lease_owner = :owner, entity = :entity, ' +
              'expiresAt = if_not_exists(expiresAt, :leaseExpiry)',
            ConditionExpression: 'attribute_not_exists(lease_until) OR lease_until <= :now',
            ExpressionAttributeValues: {
              ':until': now + forMs,
              ':owner': owner,
              ':entity': MARKET_CACHE_ENTITY,
              ':leaseExpiry': epochSeconds(now + forMs) + 60,
              ':now': now,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type MarketCache = ReturnType<typeof buildMarketCache>;
