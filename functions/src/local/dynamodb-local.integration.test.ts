import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDynamoClient, startDynamoDbLocal } from './dynamodb-local';
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
});
