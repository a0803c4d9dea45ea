/**
 * The report schedule's fan-out at scale: audience items (`REPORT_AUDIENCE#<shard>` / `USER#<id>`, the shard from
 * report-entities.ts `audienceKey`) in a table of its own, then the real `buildReportRequests(...).fanOut('daily',
 * ...)` over them: a Query per shard page, one conditional report-item put per user (25 in flight) and one
 * SendMessageBatch per 10 users, to a throwaway queue on the stack's fauxqs (the real `batchSender`, not a stub).
 *
 * The table lives in a DynamoDB Local of its own in memory, as bench/thetix-dispatch.ts does for its 100,000 cards
 * (the stack's file-backed engine is several times slower to load and the product's data stays untouched).
 */
import { CreateQueueCommand, DeleteQueueCommand, GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { ensureTable, localDynamoClient } from '../functions/src/local/dynamodb-local';
import { createLogger } from '../functions/src/platform/logger';
import { createQueueClient } from '../functions/src/platform/queue-client';
import type { Table } from '../functions/src/platform/table';
import { AUDIENCE_SHARDS, audienceKey, reportPeriod } from '../functions/src/reports/report-entities';
import { batchSender, buildReportRequests } from '../functions/src/reports/report-requests';
import { putAllItems, withMemoryDynamoDb } from './memory-dynamodb';
import { capacityMeter, sqsCallCounter, type MeterReading } from './thetix-capacity';
import { round3 } from './thetix-engine';

/** The audience the figures are for. */
export const FAN_OUT_USERS = 100_000;
/**
 * The users actually fanned out to, the rest extrapolated: the work is linear in users. When this was written, on a
 * 2-core machine, the whole 100,000 took 119 s to fan out (841 users/s, 20 Query pages, 10,010 SendMessageBatch)
 * after 32 s of loading, against 118 s extrapolated from 20,000 in the same conditions; the sample keeps the section
 * near a minute and the full `npm run bench`, which also loads 100,000 cards for the Thetix section, in its budget.
 */
export const FAN_OUT_SAMPLE = 20_000;

export interface FanOutResults {
  /** The audience the extrapolated figures are for, and the users measured. */
  users: number;
  sampleUsers: number;
  load: { seconds: number; itemsPerSecond: number; batchWrites: number; writeUnits: number };
  /** Users per shard, shard 0 first. */
  shards: number[];
  /** The measured run over the sample. */
  measured: {
    users: number;
    queued: number;
    seconds: number;
    /** Of which waiting for SendMessageBatch (the sends are sequential, after each page's claims). */
    sendSeconds: number;
    usersPerSecond: number;
    slowestShardSeconds: number;
    messagesInQueue: number;
    work: MeterReading & { sqsCalls: Record<string, number> };
  };
  /** The sample's figures scaled to {@link FAN_OUT_USERS} (not measured). */
  extrapolated: {
    seconds: number;
    sendMessageBatchCalls: number;
    messages: number;
    slowestShardSeconds: number;
  };
  period: string;
}

async function loadAudience(table: Table, userIds: readonly string[]) {
  const items = userIds.map((userId) => ({
    ...audienceKey(userId),
    entity: 'report-audience',
    user_id: userId,
  }));
  return putAllItems(table, items);
}

export async function measureFanOut(sqsUrl: string, sampleUsers = FAN_OUT_SAMPLE): Promise<FanOutResults> {
  return withMemoryDynamoDb((endpoint) => measureFanOutOn(endpoint, sqsUrl, sampleUsers));
}

async function measureFanOutOn(
  dynamodbUrl: string,
  sqsUrl: string,
  sampleUsers: number,
): Promise<FanOutResults> {
  const name = `chats-bench-audience-${Date.now()}`;
  await ensureTable(dynamodbUrl, name);
  const meter = capacityMeter(dynamodbUrl);
  const table = { client: meter.client, name };
  const queue = createQueueClient('us-east-1', sqsUrl);
  const counter = sqsCallCounter(queue);
  const { QueueUrl } = await queue.send(
    new CreateQueueCommand({ QueueName: `chats-bench-fan-out-${Date.now()}` }),
  );
  try {
    // Ids shaped like Cognito subs, so the shard hash sees what it sees in production.
    const userIds = Array.from(
      { length: sampleUsers },
      (_, index) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
    );
    meter.reset();
    const load = await loadAudience(table, userIds);
    const loadUnits = meter.read().writeUnits;
    const shards = Array.from({ length: AUDIENCE_SHARDS }, () => 0);
    for (const userId of userIds) shards[Number(audienceKey(userId).pk.split('#')[1])]! += 1;

    const period = reportPeriod('daily', new Date());
    const sendBatch = batchSender(queue, QueueUrl!);
    let sendMs = 0;
    const requests = buildReportRequests({
      table,
      send: async (messages) => {
        const sending = performance.now();
        await sendBatch(messages);
        sendMs += performance.now() - sending;
      },
      now: () => new Date().toISOString(),
    });
    meter.reset();
    counter.reset();
    const started = performance.now();
    // Stage one puts a job per shard; in AWS the shards' jobs run on parallel workers, here one after the other.
    await requests.fanOut('daily', period, createLogger({ level: 'warn' }));
    let users = 0;
    let queued = 0;
    let slowestShard = 0;
    for (let shard = 0; shard < AUDIENCE_SHARDS; shard += 1) {
      const shardStarted = performance.now();
      const result = await requests.fanOutShard('daily', period, shard);
      slowestShard = Math.max(slowestShard, (performance.now() - shardStarted) / 1000);
      users += result.users;
      queued += result.queued;
    }
    const seconds = (performance.now() - started) / 1000;
    const work = { ...meter.read(), sqsCalls: counter.read() };
    const { Attributes = {} } = await queue.send(
      new GetQueueAttributesCommand({
        QueueUrl: QueueUrl!,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesDelayed'],
      }),
    );
    const scale = FAN_OUT_USERS / users;
    return {
      users: FAN_OUT_USERS,
      sampleUsers,
      load: { ...load, writeUnits: round3(loadUnits) },
      shards,
      measured: {
        users,
        queued,
        seconds: round3(seconds),
        sendSeconds: round3(sendMs / 1000),
        usersPerSecond: Math.round(users / seconds),
        slowestShardSeconds: round3(slowestShard),
        messagesInQueue:
          Number(Attributes.ApproximateNumberOfMessages ?? 0) +
          Number(Attributes.ApproximateNumberOfMessagesDelayed ?? 0),
        work,
      },
      extrapolated: {
        seconds: round3(seconds * scale),
        slowestShardSeconds: round3(slowestShard * scale),
        sendMessageBatchCalls: Math.round((work.sqsCalls.SendMessageBatchCommand ?? 0) * scale),
        messages: Math.round(queued * scale),
      },
      period,
    };
  } finally {
    await queue.send(new DeleteQueueCommand({ QueueUrl: QueueUrl! }));
    queue.destroy();
    const client = localDynamoClient(dynamodbUrl);
    await client.send(new DeleteTableCommand({ TableName: name }));
    client.destroy();
    meter.client.destroy();
  }
}
