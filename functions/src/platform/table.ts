import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableClient, tableName } from './table-client';

/** A handle on the single table: repositories take one, so tests can point them at any table. */
export interface Table {
  readonly client: DynamoDBDocumentClient;
  readonly name: string;
}

export const defaultTable = (): Table => ({ client: tableClient(), name: tableName() });

/** True when a write or transaction was refused by its condition expression. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/**
 * Every item of one partition whose sort key starts with a prefix, page by page (a partition may exceed 1 MB);
 * `projection` names the attributes to read when the items are wanted only in part.
 */
export async function queryPartitionPrefix(
  table: Table,
  pk: string,
  prefix: string,
  projection?: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ...(projection ? { ProjectionExpression: projection } : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
