/**
 * Thetix cards through a running local stack: the time from POST /api/thetix-cards to a completed card as the SPA
 * sees it (polling GET /api/thetix-cards/{id}), and the work one scheduled refresh does, measured by running the
 * real dispatcher and the real job worker in this process against the stack's table with a capacity meter.
 */
import {
  CreateQueueCommand,
  DeleteMessageCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  type Message,
} from '@aws-sdk/client-sqs';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { gunzipSync } from 'node:zlib';
import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { queueName } from '@thetix/shared/queues';
import { buildDueJobDispatcher } from '../functions/src/jobs/due-job-dispatcher';
import { DUE_PARTITION, jobMessageSchema } from '../functions/src/jobs/job-message';
import { buildJobLeases } from '../functions/src/jobs/job-lease';
import { buildJobState } from '../functions/src/jobs/job-state';
import { buildJobWorker } from '../functions/src/jobs/job-worker';
import { toSqsEvent } from '../functions/src/local/sqs-local';
import { LOCAL_STAGE, LOCAL_TABLE } from '../functions/src/local/stack';
import { systemClock } from '../functions/src/platform/clock';
import { isConditionFailure } from '../functions/src/platform/table';
import { createLogger } from '../functions/src/platform/logger';
import { createQueueClient } from '../functions/src/platform/queue-client';
import { createTableClient } from '../functions/src/platform/table-client';
import { cardKey, cardResultKey, THETIX_CARD_JOB } from '../functions/src/thetix/card-entities';
import { buildCardAlerts } from '../functions/src/thetix/alerts/card-alerts';
import { buildCardJobProcessor } from '../functions/src/thetix/card-job';
import { buildCardRepository } from '../functions/src/thetix/card-repository';
import { buildRulePlanner } from '../functions/src/thetix/planner/rule-planner';
import { buildPortfolioData } from '../functions/src/thetix/portfolio-data';
import { benchUser, type BenchUser, type StackAccess } from './bench-stack';
import {
  capacityMeter,
  indexEntryBytes,
  itemBytes,
  sqsCallCounter,
  type MeterReading,
} from './thetix-capacity';
import { percentile, round3 } from './thetix-engine';

/** The questions timed from POST to a completed card, in turn. */
export const CARD_QUESTIONS = [
  'chart msft vs googl year to date',
  'price of AAPL',
  'best covered calls on my holdings this week',
] as const;
const CARDS = 12;
const POLL_MS = 50;
const CARD_TIMEOUT_MS = 30_000;
/** Measured cards get a cadence, so their run books a slot in the `due` index as a scheduled card's does. */
const MEASURED_CADENCE = 3600;
const MEASURED_REFRESHES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh bench user (bench/bench-stack.ts) for the Thetix section. */
const thetixBenchUser = (stack: StackAccess) => benchUser(stack, 'thetix-bench');

const completed = (card: Card) => card.job_status === null && card.materialized_result !== null;

async function untilSettled(user: BenchUser, id: string): Promise<Card> {
  const deadline = Date.now() + CARD_TIMEOUT_MS;
  for (;;) {
    const { card } = (await user.call(`/api/thetix-cards/${id}`)) as { card: Card };
    if (completed(card) || card.job_status === 'failed' || Date.now() > deadline) return card;
    await sleep(POLL_MS);
  }
}

export interface CardLatencyResults {
  /** First use: GET /api/thetix-card-collections makes the default collection; its example cards then complete. */
  exampleCards: { cards: number; allCompletedSeconds: number };
  cards: {
    question: string;
    ms: number;
    status: string;
    widgets: number;
    planItems: number;
    resultBytes: number;
  }[];
  all: { cards: number; completed: number; p50Ms: number; p95Ms: number; maxMs: number };
  byQuestion: Record<string, { cards: number; p50Ms: number; maxMs: number }>;
}

/** POST-to-completed for {@link CARDS} cards, one at a time, after the example cards of the first use are done. */
export async function measureCardLatency(stack: StackAccess) {
  const user = await thetixBenchUser(stack);
  const setupStarted = performance.now();
  const [collection] = (await user.call('/api/thetix-card-collections')) as CardCollection[];
  if (!collection) throw new Error('GET /api/thetix-card-collections answered no collection');
  let examples: Card[] = [];
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(POLL_MS)) {
    examples = (await user.call(`/api/thetix-cards?collection_id=${collection.id}`)) as Card[];
    if (examples.every((card) => completed(card) || card.job_status === 'failed')) break;
  }
  const exampleSeconds = (performance.now() - setupStarted) / 1000;

  const cards: CardLatencyResults['cards'] = [];
  /** One completed card per question, refreshed afterwards to measure a refresh's work. */
  const measured: { id: string; query: string }[] = [];
  for (let index = 0; index < CARDS; index += 1) {
    const question = CARD_QUESTIONS[index % CARD_QUESTIONS.length]!;
    const started = performance.now();
    const created = (await user.call('/api/thetix-cards', 'POST', {
      user_query: question,
      collection_id: collection.id,
      update_cadence_seconds: MEASURED_CADENCE,
    })) as Card;
    const card = await untilSettled(user, created.id);
    const ms = performance.now() - started;
    if (completed(card) && !measured.some((entry) => entry.query === question))
      measured.push({ id: card.id, query: question });
    cards.push({
      question,
      ms: round3(ms),
      status: completed(card) ? 'completed' : (card.job_status ?? 'no result'),
      widgets: card.materialized_result?.length ?? 0,
      planItems: card.dsl_template?.length ?? 0,
      resultBytes: Buffer.byteLength(JSON.stringify(card.materialized_result ?? [])),
    });
  }
  const done = cards.filter((card) => card.status === 'completed');
  const times = done.map((card) => card.ms).sort((a, b) => a - b);
  const byQuestion: CardLatencyResults['byQuestion'] = {};
  for (const question of CARD_QUESTIONS) {
    const own = done.filter((card) => card.question === question).map((card) => card.ms);
    own.sort((a, b) => a - b);
    byQuestion[question] = {
      cards: own.length,
      p50Ms: round3(percentile(own, 50)),
      maxMs: round3(own.at(-1) ?? 0),
    };
  }
  const results: CardLatencyResults = {
    exampleCards: { cards: examples.length, allCompletedSeconds: round3(exampleSeconds) },
    cards,
    all: {
      cards: cards.length,
      completed: done.length,
      p50Ms: round3(percentile(times, 50)),
      p95Ms: round3(percentile(times, 95)),
      maxMs: round3(times.at(-1) ?? 0),
    },
    byQuestion,
  };
  return {
    results,
    user,
    refreshCards: [
      ...examples
        .filter(completed)
        .map((card) => ({ id: card.id, query: card.query, cadence: card.update_cadence_seconds })),
      ...measured.map((entry) => ({ ...entry, cadence: MEASURED_CADENCE })),
    ],
  };
}

export interface RefreshWork {
  query: string;
  cadenceSeconds: number;
  planItems: number;
  /** The stored card item's size, as DynamoDB counts it. */
  itemBytes: number;
  /** The card's entry in each index it sits in after the refresh (keys and projected attributes), by index. */
  indexBytes: Record<string, number>;
  /** The card's result item (gzipped result and notes), as DynamoDB counts it. */
  resultItemBytes: number;
  /** The dispatcher's share: its Query page (this card alone in it), the claim and the SendMessage. */
  dispatcher: MeterReading & { sqsCalls: Record<string, number>; dispatched: number };
  /** The job worker: claim, card read, progress steps, portfolio reads, result write, completion. */
  worker: MeterReading & { ms: number; logBytes: number };
}

/**
 * One scheduled refresh of each card, measured: the card is put due a second ago in the `due` index, the real
 * dispatcher (capacity-metered table, a throwaway queue) claims and sends it, and the real job worker with the card
 * processor (same dependencies as the Lambda: table, rule planner, simulator, portfolio services) runs the message.
 * Each card is refreshed once to warm up (as a reused Lambda container is), then {@link MEASURED_REFRESHES} times,
 * and the run of median worker time kept (the capacity units are the same every time). A due item of someone else
 * that the dispatcher picks up meanwhile is passed on to the product's own jobs queue.
 */
export async function measureRefreshWork(
  stack: StackAccess,
  cards: readonly { id: string; query: string; cadence: number }[],
  userId: string,
): Promise<RefreshWork[]> {
  const meter = capacityMeter(stack.dynamodbUrl);
  const table = { client: meter.client, name: LOCAL_TABLE };
  const plain = createTableClient('us-east-1', stack.dynamodbUrl);
  const queue = createQueueClient('us-east-1', stack.sqsUrl);
  const sqsCalls = sqsCallCounter(queue);
  const benchQueueUrl = (
    await queue.send(new CreateQueueCommand({ QueueName: `thetix-bench-refresh-${Date.now()}` }))
  ).QueueUrl!;
  const productQueueUrl = (
    await queue.send(new GetQueueUrlCommand({ QueueName: queueName(LOCAL_STAGE, 'jobs') }))
  ).QueueUrl!;
  const arn = (
    await queue.send(new GetQueueAttributesCommand({ QueueUrl: benchQueueUrl, AttributeNames: ['QueueArn'] }))
  ).Attributes?.QueueArn;
  let logBytes = 0;
  const logger = createLogger({ level: 'info', sink: (line) => (logBytes += Buffer.byteLength(line) + 1) });
  const market = createMarketSimulator();
  const dispatch = buildDueJobDispatcher({
    table,
    queue,
    queueUrl: benchQueueUrl,
    clock: systemClock,
    logger,
  });
  const worker = buildJobWorker({
    processors: {
      [THETIX_CARD_JOB]: buildCardJobProcessor({
        cards: buildCardRepository(table),
        planner: buildRulePlanner(),
        market,
        portfolio: buildPortfolioData(table, market, systemClock),
        clock: systemClock,
        // The bench's cards hold no alerts; an alert that triggered would be told to nobody.
        alerts: buildCardAlerts({
          cards: buildCardRepository(table),
          market,
          notify: async () => ({ settled: true, email: 'skipped', push: 'skipped' }),
          clock: systemClock,
        }),
        enqueue: async () => undefined,
      }),
    },
    state: buildJobState(table, systemClock),
    // As the Lambda's worker (functions/src/jobs/worker.ts): its claim renews the job's lease, its end drops it.
    leases: buildJobLeases(table, systemClock),
    logger,
  });

  /** Receives until this card's message arrives; others go on to the product's queue. */
  const receiveOwn = async (sk: string): Promise<Message | undefined> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { Messages = [] } = await queue.send(
        new ReceiveMessageCommand({ QueueUrl: benchQueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      let own: Message | undefined;
      for (const message of Messages) {
        if (jobMessageSchema.parse(JSON.parse(message.Body ?? '{}')).key.sk === sk) own = message;
        else
          await queue.send(
            new SendMessageCommand({ QueueUrl: productQueueUrl, MessageBody: message.Body ?? '' }),
          );
        if (message !== own)
          await queue.send(
            new DeleteMessageCommand({ QueueUrl: benchQueueUrl, ReceiptHandle: message.ReceiptHandle! }),
          );
      }
      if (own) return own;
    }
    return undefined;
  };

  const refreshOnce = async (card: { id: string; query: string; cadence: number }): Promise<RefreshWork> => {
    const key = cardKey(userId, card.id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const dueAt = new Date(Date.now() - 1000).toISOString();
      const idle = await plain
        .send(
          new UpdateCommand({
            TableName: LOCAL_TABLE,
            Key: key,
            UpdateExpression: 'SET gsi2pk = :due, gsi2sk = :at, scheduled_update_at = :at, job_kind = :kind',
            ConditionExpression: 'attribute_not_exists(job_status)',
            ExpressionAttributeValues: { ':due': DUE_PARTITION, ':at': dueAt, ':kind': THETIX_CARD_JOB },
          }),
        )
        .then(
          () => true,
          (error: unknown) => {
            if (isConditionFailure(error)) return false;
            throw error;
          },
        );
      if (!idle) {
        // A run of the stack's own (its per-minute dispatcher got there first) is still going: wait for it.
        await sleep(1000);
        continue;
      }
      meter.reset();
      sqsCalls.reset();
      const { dispatched } = await dispatch();
      const dispatcherReading = { ...meter.read(), sqsCalls: sqsCalls.read() };
      const message = dispatched > 0 ? await receiveOwn(key.sk) : undefined;
      if (!message) {
        // The stack's own per-minute dispatcher claimed it first: let its worker finish, then try again.
        await sleep(1000);
        continue;
      }
      meter.reset();
      logBytes = 0;
      const started = performance.now();
      const response = await worker(toSqsEvent([message], arn ?? benchQueueUrl));
      const ms = performance.now() - started;
      const workerReading = { ...meter.read(), ms: round3(ms), logBytes };
      await queue.send(
        new DeleteMessageCommand({ QueueUrl: benchQueueUrl, ReceiptHandle: message.ReceiptHandle! }),
      );
      if (response.batchItemFailures.length > 0) throw new Error(`The refresh of "${card.query}" failed`);
      const { Item = {} } = await plain.send(new GetCommand({ TableName: LOCAL_TABLE, Key: key }));
      const { Item: resultItem = {} } = await plain.send(
        new GetCommand({ TableName: LOCAL_TABLE, Key: cardResultKey(userId, card.id) }),
      );
      return {
        query: card.query,
        cadenceSeconds: card.cadence,
        planItems: (
          JSON.parse(
            Item.plan_gz instanceof Uint8Array
              ? gunzipSync(Item.plan_gz).toString('utf8')
              : String(Item.plan_json ?? '[]'),
          ) as unknown[]
        ).length,
        itemBytes: itemBytes(Item),
        indexBytes: indexEntryBytes(Item),
        resultItemBytes: itemBytes(resultItem),
        dispatcher: { ...dispatcherReading, dispatched },
        worker: workerReading,
      };
    }
    throw new Error(`The card "${card.query}" could not be dispatched by the benchmark`);
  };

  try {
    const results: RefreshWork[] = [];
    for (const card of cards) {
      await refreshOnce(card);
      const runs: RefreshWork[] = [];
      for (let run = 0; run < MEASURED_REFRESHES; run += 1) runs.push(await refreshOnce(card));
      runs.sort((a, b) => a.worker.ms - b.worker.ms);
      results.push(runs[Math.floor(runs.length / 2)]!);
    }
    return results;
  } finally {
    await queue.send(new DeleteQueueCommand({ QueueUrl: benchQueueUrl }));
    queue.destroy();
    plain.destroy();
    meter.client.destroy();
  }
}
