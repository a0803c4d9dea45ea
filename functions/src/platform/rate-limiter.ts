import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TooManyRequestsError } from '../http/errors';
import type { Clock } from './clock';
import type { Table } from './table';

/**
 * A fixed-window counter per client and window in the table, so every Lambda container shares it: pk
 * `RATE#<name>#<client>`, sk the window's start; expired by TTL shortly after the window closes.
 */
export function buildRateLimiter(options: {
  table: Table;
  clock: Clock;
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}) {
  return async (client: string): Promise<void> => {
    const now = options.clock.now().getTime();
    const windowStart = Math.floor(now / 1000 / options.windowSeconds) * options.windowSeconds;
    const { Attributes } = await options.table.client.send(
      new UpdateCommand({
        TableName: options.table.name,
        Key: { pk: `RATE#${options.name}#${client}`, sk: String(windowStart) },
        UpdateExpression: 'ADD hits :one SET expiresAt = :expires, entity = :entity',
        ExpressionAttributeValues: {
          ':one': 1,
          ':expires': windowStart + options.windowSeconds * 2,
          ':entity': 'rate-limit',
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    if (Number(Attributes?.hits ?? 0) > options.limit) throw new TooManyRequestsError(options.message);
  };
}

/**
 * The caller's address. Behind CloudFront, API Gateway's source IP is the edge's, so the viewer address
 * CloudFront adds is used; X-Forwarded-For is never trusted (a client can write it).
 */
export function clientAddress(headers: Record<string, string | undefined>, sourceIp: string): string {
  const viewer = headers['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  return sourceIp;
}
