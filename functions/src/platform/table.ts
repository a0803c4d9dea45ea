import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
