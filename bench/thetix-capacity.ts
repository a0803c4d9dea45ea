/**
 * A DynamoDB document client that asks for ConsumedCapacity (per table and per index) on every data call and adds
 * it up, so the benchmark reports what a card refresh and a dispatcher run really consume. DynamoDB Local computes
 * capacity with the service's rules (1 write unit per KB of the larger of the item before and after, 1 read unit
 * per 4 KB, half that when eventually consistent, the same again for each index the item is written to).
 */
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@thetix/shared/table';
import { createTableClient } from '../functions/src/platform/table-client';

/** The service's command names: the document client's commands run as these. */
const READS = new Set([
  'GetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);
const DATA_CALLS = new Set([
  ...READS,
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

interface Consumed {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

export interface MeterReading {
  /** Calls by the service's command name (`UpdateItemCommand`, `QueryCommand` ...). */
  calls: Record<string, number>;
  readUnits: number;
  writeUnits: number;
  /** Write units by where they were spent: `table` or an index name. */
  writeUnitsBy: Record<string, number>;
  /** Read units by where they were spent: `table` or an index name. */
  readUnitsBy: Record<string, number>;
}

const emptyReading = (): MeterReading => ({
  calls: {},
  readUnits: 0,
  writeUnits: 0,
  writeUnitsBy: {},
  readUnitsBy: {},
});

export function capacityMeter(endpoint: string) {
  const client: DynamoDBDocumentClient = createTableClient('us-east-1', endpoint);
  let reading = emptyReading();
  const add = (command: string, consumed: Consumed) => {
    const read = READS.has(command);
    const by = read ? reading.readUnitsBy : reading.writeUnitsBy;
    const units = consumed.CapacityUnits ?? 0;
    if (read) reading.readUnits += units;
    else reading.writeUnits += units;
    by.table = (by.table ?? 0) + (consumed.Table?.CapacityUnits ?? 0);
    for (const [index, value] of Object.entries(consumed.GlobalSecondaryIndexes ?? {}))
      by[index] = (by[index] ?? 0) + (value.CapacityUnits ?? 0);
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      if (!DATA_CALLS.has(command)) return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'INDEXES';
      reading.calls[command] = (reading.calls[command] ?? 0) + 1;
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : [])
        add(command, entry);
      return result;
    },
    { step: 'initialize', name: 'benchCapacityMeter' },
  );
  return {
    client,
    reset: () => {
      reading = emptyReading();
    },
    read: (): MeterReading => structuredClone(reading),
  };
}

/** Counts an SQS client's calls by command name. */
export function sqsCallCounter(client: SQSClient) {
  let calls: Record<string, number> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      calls[command] = (calls[command] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchSqsCounter' },
  );
  return {
    reset: () => {
      calls = {};
    },
    read: () => ({ ...calls }),
  };
}

/** Sums readings (e.g. the dispatcher's part and the worker's part of one refresh). */
export function addReadings(...readings: MeterReading[]): MeterReading {
  const total = emptyReading();
  for (const reading of readings) {
    total.readUnits += reading.readUnits;
    total.writeUnits += reading.writeUnits;
    for (const [key, value] of Object.entries(reading.calls))
      total.calls[key] = (total.calls[key] ?? 0) + value;
    for (const [key, value] of Object.entries(reading.writeUnitsBy))
      total.writeUnitsBy[key] = (total.writeUnitsBy[key] ?? 0) + value;
    for (const [key, value] of Object.entries(reading.readUnitsBy))
      total.readUnitsBy[key] = (total.readUnitsBy[key] ?? 0) + value;
  }
  return total;
}

/**
 * An item's size as DynamoDB counts it (attribute names plus values: strings in UTF-8 bytes, numbers about one
 * byte per two digits plus one, booleans and nulls one byte), for the stored card items.
 */
export function itemBytes(item: Record<string, unknown>): number {
  const valueBytes = (value: unknown): number => {
    if (typeof value === 'string') return Buffer.byteLength(value);
    if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace('.', '').length / 2) + 1;
    if (typeof value === 'boolean' || value === null || value === undefined) return 1;
    if (value instanceof Uint8Array) return value.length;
    if (Array.isArray(value)) return 3 + value.reduce((sum: number, entry) => sum + 1 + valueBytes(entry), 0);
    if (typeof value === 'object')
      return (
        3 +
        Object.entries(value as Record<string, unknown>).reduce(
          (sum, [key, entry]) => sum + 1 + Buffer.byteLength(key) + valueBytes(entry),
          0,
        )
      );
    return 0;
  };
  return Object.entries(item).reduce(
    (sum, [key, value]) => sum + Buffer.byteLength(key) + valueBytes(value),
    0,
  );
}

/**
 * An item's entry in each index it sits in (it carries that index's keys): the table's keys, the index keys and the
 * projected attributes it has (shared/src/table.ts), sized as {@link itemBytes} sizes items.
 */
export function indexEntryBytes(item: Record<string, unknown>): Record<string, number> {
  const entries: Record<string, number> = {};
  for (const index of tableDefinition.globalSecondaryIndexes) {
    if (item[index.partitionKey] === undefined || item[index.sortKey] === undefined) continue;
    const names = ['pk', 'sk', index.partitionKey, index.sortKey, ...index.nonKeyAttributes];
    entries[index.indexName] = itemBytes(
      Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])),
    );
  }
  return entries;
}
