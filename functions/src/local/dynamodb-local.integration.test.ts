import {
  CreateTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@thetix/shared/table';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureTable, localDynamoClient, startDynamoDbLocal } from './dynamodb-local';
import { freePort } from './preflight';

describe('DynamoDB Local as the local product starts it', () => {
  it('runs java with a bounded heap and answers', async () => {
    // Prepare
    const dataDir = mkdtempSync(join(tmpdir(), 'thetix-ddb-'));
    const started = await startDynamoDbLocal({ port: await freePort(), dataDir });
    const client = localDynamoClient(started.endpoint);
    try {
      // Act
      const tables = await client.send(new ListTablesCommand({}));

      // Assess
      expect(started.process.spawnargs).toContain('-Xmx1g');
      expect(started.process.spawnargs.indexOf('-Xmx1g')).toBeLessThan(
        started.process.spawnargs.indexOf('-jar'),
      );
      expect(tables.TableNames).toEqual([]);
    } finally {
      client.destroy();
      started.process.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('brings a data folder made with whole-item indexes to the projections of shared/src/table.ts, items kept', async () => {
    // Prepare: the table as it was created before issue 33 (both indexes projecting ALL), with a due card in it.
    const dataDir = mkdtempSync(join(tmpdir(), 'thetix-ddb-'));
    const started = await startDynamoDbLocal({ port: await freePort(), dataDir });
    const client = localDynamoClient(started.endpoint);
    const TableName = 'thetix-old';
    try {
      await client.send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({
            AttributeName: name,
            AttributeType: 'S',
          })),
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'sk', KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
      await client.send(
        new PutItemCommand({
          TableName,
          Item: {
            pk: { S: 'USER#u1' },
            sk: { S: 'THETIX#CARD#c1' },
            gsi2pk: { S: 'DUE#jobs' },
            gsi2sk: { S: '2026-01-02T15:00:00.000Z' },
            job_kind: { S: 'thetix-card' },
            result_json: { S: '[]' },
          },
        }),
      );

      // Act
      const outcome = await ensureTable(started.endpoint, TableName);
      const { Table } = await client.send(new DescribeTableCommand({ TableName }));
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName,
          IndexName: 'due',
          KeyConditionExpression: 'gsi2pk = :due',
          ExpressionAttributeValues: { ':due': { S: 'DUE#jobs' } },
        }),
      );

      // Assess
      expect(outcome).toBe('existing');
      expect(
        (Table?.GlobalSecondaryIndexes ?? []).map((index) => [
          index.IndexName,
          index.Projection?.ProjectionType,
          index.IndexStatus,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['lookup', 'INCLUDE', 'ACTIVE'],
          ['due', 'INCLUDE', 'ACTIVE'],
        ]),
      );
      expect(Items).toHaveLength(1);
      expect(Items[0]?.job_kind).toEqual({ S: 'thetix-card' });
      expect(Items[0]?.result_json).toBeUndefined();
    } finally {
      client.destroy();
      started.process.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
