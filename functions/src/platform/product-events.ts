import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductEventName } from '@thetix/shared/contracts/admin';
import type { Clock } from './clock';
import type { Table } from './table';

/** Kept as long as the security log, then expired by TTL. */
const RETENTION_DAYS = 400;
/** What of a question an event keeps: the question's own limit. */
const MAX_QUERY_LENGTH = 1000;

export interface ProductEvent {
  readonly event: ProductEventName;
  readonly userId: string;
  /** The question asked (spec part 3 §7: the event carries the query). */
  readonly query: string;
  /** Where it was asked: the chat kind. */
  readonly surface: string;
  readonly requestId: string;
}

export const productEventDay = (event: ProductEventName, day: string) => `EVENT#${event}#${day}`;

/**
 * First-party product events (spec part 3 §7: `ask_thetix_query` on each question), in our own table rather than a
 * third-party tracker: pk `EVENT#<event>#<yyyy-mm-dd>` (UTC day), sk `<iso time>#<request id>`. One partition per
 * event and day, so a day's count is one Query; an admin counts them (GET /api/admin/events/{event}).
 */
export function buildProductEvents(table: Table, clock: Clock) {
  return {
    async record(entry: ProductEvent): Promise<void> {
      const now = clock.now();
      const at = now.toISOString();
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            pk: productEventDay(entry.event, at.slice(0, 10)),
            sk: `${at}#${entry.requestId}`,
            entity: 'product-event',
            event: entry.event,
            at,
            user_id: entry.userId,
            query: entry.query.slice(0, MAX_QUERY_LENGTH),
            surface: entry.surface,
            expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_DAYS * 86_400,
          },
        }),
      );
    },

    /** How many events of one UTC day: Query `pk = EVENT#<event>#<day>` with `Select: COUNT`, page by page. */
    async countDay(event: ProductEventName, day: string): Promise<number> {
      let count = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await table.client.send(
          new QueryCommand({
            TableName: table.name,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': productEventDay(event, day) },
            Select: 'COUNT',
            ExclusiveStartKey: startKey,
          }),
        );
        count += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return count;
    },
  };
}

export type ProductEvents = ReturnType<typeof buildProductEvents>;
