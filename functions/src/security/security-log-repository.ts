import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SecurityAuditEntry } from '../http/http-types';
import type { Clock } from '../platform/clock';
import type { Table } from '../platform/table';

const RETENTION_DAYS = 400;

/**
 * Security events, one partition per UTC day so a day's audit reads in one query: pk `SECURITY_LOG#<yyyy-mm-dd>`,
 * sk `<iso time>#<request id>`; gsi1 (lookup) `SECURITY_ACTOR#<userId>` lists one admin's actions by time.
 * Kept for 400 days, then expired by TTL.
 */
export function buildSecurityLogRepository(table: Table, clock: Clock) {
  return {
    async record(entry: SecurityAuditEntry): Promise<void> {
      const now = clock.now();
      const at = now.toISOString();
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            pk: `SECURITY_LOG#${at.slice(0, 10)}`,
            sk: `${at}#${entry.requestId}`,
            gsi1pk: `SECURITY_ACTOR#${entry.actorUserId}`,
            gsi1sk: at,
            entity: 'security-log',
            at,
            ...entry,
            expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_DAYS * 86_400,
          },
        }),
      );
    },
  };
}
