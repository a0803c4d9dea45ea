import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import type { Clock } from './clock';
import type { Table } from './table';

/**
 * Answers of expensive, deterministic computations kept for a while in the table (shared by every container):
 * pk `CACHE#<name>#<sha256 of the request>`, sk `CACHE`. Expired entries are ignored on read because TTL deletes
 * them late.
 */
export function buildResponseCache<T>(options: {
  table: Table;
  clock: Clock;
  name: string;
  ttlSeconds: number;
}) {
  const key = (request: unknown) => ({
    pk: `CACHE#${options.name}#${createHash('sha256').update(stableJson(request)).digest('hex')}`,
    sk: 'CACHE',
  });
  return {
    async get(request: unknown): Promise<T | undefined> {
      const { Item } = await options.table.client.send(
        new GetCommand({ TableName: options.table.name, Key: key(request) }),
      );
      if (!Item || Number(Item.expiresAt) * 1000 <= options.clock.now().getTime()) return undefined;
      return JSON.parse(String(Item.value)) as T;
    },
    async put(request: unknown, value: T): Promise<void> {
      await options.table.client.send(
        new PutCommand({
          TableName: options.table.name,
          Item: {
            ...key(request),
            entity: 'cache',
            value: JSON.stringify(value),
            expiresAt: Math.floor(options.clock.now().getTime() / 1000) + options.ttlSeconds,
          },
        }),
      );
    },
  };
}

/** JSON with object keys sorted, so the same request always hashes the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
