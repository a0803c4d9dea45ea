import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../../platform/table';
import { cardGroupSk, cardKey, collectionGroup } from '../card-entities';

/** A materialized answer of one markdown widget whose JSON is about `bytes` long (a bulky card for paging checks). */
export const bulkyResultJson = (bytes: number) =>
  JSON.stringify([{ widget: 'markdown', title: 'Answer', content: 'x'.repeat(Math.max(0, bytes - 60)) }]);

/**
 * Writes finished cards straight into a collection, without jobs or the API's limits, at positions 0..count-1 and
 * with ids `<prefix>0000`...: fixtures for the list checks (paging tests, the hardening probe).
 */
export async function storeFinishedCards(
  table: Table,
  options: { userId: string; collectionId: string; count: number; prefix: string; resultJson: string },
): Promise<string[]> {
  const at = '2026-11-27T10:00:00.000Z';
  const items = Array.from({ length: options.count }, (_, position) => {
    const id = `${options.prefix}${String(position).padStart(4, '0')}`;
    return {
      ...cardKey(options.userId, id),
      entity: 'thetix-card',
      gsi1pk: collectionGroup(options.collectionId),
      gsi1sk: cardGroupSk(id),
      user_id: options.userId,
      id,
      collection_id: options.collectionId,
      query: `Question ${position}`,
      card_position: position,
      update_cadence_seconds: 0,
      created_at: at,
      query_updated_at: at,
      result_json: options.resultJson,
      materialized_updated_at: at,
    };
  });
  for (let start = 0; start < items.length; start += 25)
    await table.client.send(
      new BatchWriteCommand({
        RequestItems: {
          [table.name]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
  return items.map((item) => item.id);
}
