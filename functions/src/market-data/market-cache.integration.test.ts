import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stackTable } from '../testing/stack-client';
import { buildMarketCache, marketCacheKey } from './market-cache-entity';

/** A clock the test moves. */
const createClock = (iso: string) => {
  let now = Date.parse(iso);
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
};

/** Each test caches under its own made-up source, so runs never share items. */
const freshSource = () => `test-${randomUUID()}`;

describe('market cache in the table', () => {
  it('keeps an in-session quote fresh 15 s, then serves it stale, with a TTL a week past freshness', async () => {
    // Prepare: Tuesday 2026-11-17, 11:00 in New York.
    const time = createClock('2026-11-17T16:00:00Z');
    const table = stackTable();
    const cache = buildMarketCache(table, time.clock);
    const source = freshSource();

    // Act
    await cache.write(source, 'quote', 'AAPL', JSON.stringify({ price: 270.5 }));
    time.advance(20_000);
    const stale = await cache.read(source, 'quote', 'AAPL');

    // Assess
    expect(stale?.valueJson).toBe('{"price":270.5}');
    expect(stale?.freshUntil.toISOString()).toBe('2026-11-17T16:00:15.000Z');
    expect(stale && stale.freshUntil.getTime() < time.clock.now().getTime()).toBe(true);
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: marketCacheKey(source, 'quote', 'AAPL') }),
    );
    expect(Item?.entity).toBe('market-cache');
    expect(Item?.expiresAt).toBe(Date.parse('2026-11-24T16:00:15Z') / 1000);
  });

  it('lets one container hold a key’s refresh lease until it lapses or the fresh value is written', async () => {
    // Prepare
    const time = createClock('2026-11-17T16:00:00Z');
    const cache = buildMarketCache(stackTable(), time.clock);
    const source = freshSource();

    // Act
    const first = await cache.takeLease(source, 'chain', 'AAPL|2026-11-20', 'container-a', 10_000);
    const second = await cache.takeLease(source, 'chain', 'AAPL|2026-11-20', 'container-b', 10_000);
    const valueWhileLeased = await cache.read(source, 'chain', 'AAPL|2026-11-20');
    time.advance(10_000);
    const afterLapse = await cache.takeLease(source, 'chain', 'AAPL|2026-11-20', 'container-b', 10_000);
    await cache.write(source, 'chain', 'AAPL|2026-11-20', '{"options":[]}');
    const afterWrite = await cache.takeLease(source, 'chain', 'AAPL|2026-11-20', 'container-c', 10_000);

    // Assess
    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(valueWhileLeased).toBeUndefined();
    expect(afterLapse).toBe(true);
    expect(afterWrite).toBe(true);
    expect((await cache.read(source, 'chain', 'AAPL|2026-11-20'))?.valueJson).toBe('{"options":[]}');
  });

  it('stores a chain-sized answer gzipped and reads it back as it was written', async () => {
    // Prepare
    const time = createClock('2030-11-19T16:00:00Z');
    const table = stackTable();
    const cache = buildMarketCache(table, time.clock);
    const source = freshSource();
    const chain = JSON.stringify({
      options: Array.from({ length: 120 }, (_, index) => ({
        strike: 200 + index,
        bid: 1.2,
        ask: 1.3,
        delta: 0.3,
      })),
    });

    // Act
    await cache.write(source, 'chain', 'AAPL|2030-11-22', chain);
    const read = await cache.read(source, 'chain', 'AAPL|2030-11-22');
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: marketCacheKey(source, 'chain', 'AAPL|2030-11-22') }),
    );

    // Assess
    expect(read?.valueJson).toBe(chain);
    expect(Item?.value_json).toBeUndefined();
    expect((Item?.value_gz as Uint8Array).byteLength).toBeLessThan(Buffer.byteLength(chain) / 4);
  });
});
