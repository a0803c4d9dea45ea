/**
 * The cadence dispatcher at scale: 100,000 card items with mixed cadences in the `due` index of a table of its own,
 * then one minute's due cards found with the dispatcher's Query, the messages a minute implies, and the real
 * `buildDueJobDispatcher` run over a sample against a throwaway queue on the stack's SQS emulator.
 *
 * The table is created from the repository's table definition (`ensureTable`) in a DynamoDB Local of its own, the
 * same jar the stack runs but in memory: the stack's file-backed engine loaded about 460 items/s on a 2-core machine
 * when this was written, most of the section's time budget for 100,000 items, and the product's data stays untouched.
 */
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { buildDueJobDispatcher } from '../functions/src/jobs/due-job-dispatcher';
import { DUE_PARTITION } from '../functions/src/jobs/job-message';
import { ensureTable, localDynamoClient } from '../functions/src/local/dynamodb-local';
import { createLogger } from '../functions/src/platform/logger';
import { createQueueClient } from '../functions/src/platform/queue-client';
import type { Table } from '../functions/src/platform/table';
import { THETIX_CARD_JOB } from '../functions/src/thetix/card-entities';
import { putAllItems, withMemoryDynamoDb } from './memory-dynamodb';
import { capacityMeter, sqsCallCounter, type MeterReading } from './thetix-capacity';
import { round3 } from './thetix-engine';

export const DISPATCH_CARDS = 100_000;
/** The dispatcher's own page size (due-job-dispatcher.ts), so the Query is timed as it runs it. */
const DISPATCHER_PAGE = 100;
/** Due cards the real dispatcher claims and sends, in runs of at most its per-run bound. */
const DISPATCH_SAMPLE = 2000;
/** Cards below a minute chain themselves (card-job.ts) and sit in the `due` index this much later, as a backstop. */
const CHAIN_BELOW_SECONDS = 60;
const BACKSTOP_MS = 60_000;

/**
 * The assumed cadence mix of cards on a schedule, share of cards per cadence (seconds). Most people keep the
 * example cards' hourly and quarter-hourly rhythm or slower; a few want a ticking price.
 */
export const CADENCE_MIX: readonly { seconds: number; share: number }[] = [
  { seconds: 30, share: 0.02 },
  { seconds: 60, share: 0.04 },
  { seconds: 300, share: 0.08 },
  { seconds: 900, share: 0.16 },
  { seconds: 1800, share: 0.1 },
  { seconds: 3600, share: 0.3 },
  { seconds: 21600, share: 0.12 },
  { seconds: 86400, share: 0.18 },
];

/** Refreshes a minute per card of the mix: Σ share × 60 / cadence. */
export const mixMessagesPerCardMinute = (mix = CADENCE_MIX) =>
  mix.reduce((sum, entry) => sum + (entry.share * 60) / entry.seconds, 0);

/** A small deterministic generator (mulberry32), so every run loads the same cards. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

interface BenchCard {
  cadence: number;
  /** Seconds after `now` of the card's next slot. */
  phase: number;
}

function benchCards(count: number): BenchCard[] {
  const next = random(20261125);
  const cumulative = CADENCE_MIX.map((entry, index) =>
    CADENCE_MIX.slice(0, index + 1).reduce((sum, item) => sum + item.share, 0),
  );
  return Array.from({ length: count }, () => {
    const draw = next();
    const index = cumulative.findIndex((bound) => draw < bound);
    const cadence = CADENCE_MIX[index === -1 ? CADENCE_MIX.length - 1 : index]!.seconds;
    return { cadence, phase: next() * cadence };
  });
}

export interface DispatchResults {
  cards: number;
  load: { seconds: number; itemsPerSecond: number; batchWrites: number };
  mix: { seconds: number; share: number; cards: number }[];
  /** (a) The dispatcher's Query for one minute (gsi2sk <= now + 60 s), paged as it pages, and in 1 MB pages. */
  query: {
    due: number;
    pages: number;
    ms: number;
    readUnits: number;
    unboundedPages: number;
    unboundedMs: number;
  };
  /** (b) Messages a minute: the analytical figure and the slots counted in one simulated minute. */
  minute: {
    analytical: number;
    analyticalViaDispatcher: number;
    analyticalChained: number;
    simulated: number;
    simulatedViaDispatcher: number;
    simulatedChained: number;
  };
  /** The real dispatcher over the first {@link DISPATCH_SAMPLE} due cards. */
  dispatcher: {
    runs: { dispatched: number; ms: number }[];
    dispatched: number;
    perSecond: number;
    msPerCard: number;
    queued: number;
    work: MeterReading & { sqsCalls: Record<string, number> };
    /** The largest run: the dispatcher's per-run bound, as observed. */
    perRunBound: number;
  };
}

async function loadCards(table: Table, cards: BenchCard[], now: number) {
  const items = cards.map((card, index) => {
    const slot = new Date(now + card.phase * 1000);
    const due = card.cadence < CHAIN_BELOW_SECONDS ? new Date(slot.getTime() + BACKSTOP_MS) : slot;
    return {
      pk: `USER#bench-${Math.floor(index / 4)}`,
      sk: `THETIX#CARD#bench-${index}`,
      // A card sits in its collection's group of the `lookup` index too, so a claim writes there as well.
      gsi1pk: `THETIX#COLL#bench-${Math.floor(index / 4)}`,
      gsi1sk: `CARD#bench-${index}`,
      entity: 'thetix-card',
      id: `bench-${index}`,
      update_cadence_seconds: card.cadence,
      scheduled_update_at: slot.toISOString(),
      gsi2pk: DUE_PARTITION,
      gsi2sk: due.toISOString(),
      job_kind: THETIX_CARD_JOB,
    };
  });
  return putAllItems(table, items);
}

async function queryDue(table: Table, horizon: string, limit?: number) {
  let due = 0;
  let pages = 0;
  let startKey: Record<string, unknown> | undefined;
  const started = performance.now();
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: 'due',
        KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :now',
        ExpressionAttributeValues: { ':due': DUE_PARTITION, ':now': horizon },
        ...(limit ? { Limit: limit } : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    pages += 1;
    due += page.Items?.length ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { due, pages, ms: round3(performance.now() - started) };
}

/** Slots of a card inside [0, 60) s from now: a 30 s card has two. */
const slotsInMinute = (card: BenchCard) =>
  card.phase >= 60 ? 0 : Math.floor((60 - card.phase - 1e-9) / card.cadence) + 1;

async function runDispatcher(
  table: Table,
  queue: SQSClient,
  now: Date,
  meter: ReturnType<typeof capacityMeter>,
) {
  const counter = sqsCallCounter(queue);
  const { QueueUrl } = await queue.send(
    new CreateQueueCommand({ QueueName: `thetix-bench-dispatch-${now.getTime()}` }),
  );
  try {
    const dispatch = buildDueJobDispatcher({
      table,
      queue,
      queueUrl: QueueUrl!,
      clock: { now: () => now },
      logger: createLogger({ level: 'warn' }),
    });
    meter.reset();
    counter.reset();
    const runs: { dispatched: number; ms: number }[] = [];
    let total = 0;
    while (total < DISPATCH_SAMPLE) {
      const started = performance.now();
      const { dispatched } = await dispatch();
      runs.push({ dispatched, ms: round3(performance.now() - started) });
      total += dispatched;
      if (dispatched === 0) break;
    }
    const work = { ...meter.read(), sqsCalls: counter.read() };
    const { Attributes = {} } = await queue.send(
      new GetQueueAttributesCommand({
        QueueUrl: QueueUrl!,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesDelayed'],
      }),
    );
    const ms = runs.reduce((sum, run) => sum + run.ms, 0);
    return {
      runs,
      dispatched: total,
      perSecond: Math.round(total / (ms / 1000)),
      msPerCard: round3(ms / Math.max(1, total)),
      queued:
        Number(Attributes.ApproximateNumberOfMessages ?? 0) +
        Number(Attributes.ApproximateNumberOfMessagesDelayed ?? 0),
      work,
      perRunBound: Math.max(...runs.map((run) => run.dispatched)),
    };
  } finally {
    await queue.send(new DeleteQueueCommand({ QueueUrl: QueueUrl! }));
  }
}

export async function measureDispatch(sqsUrl: string): Promise<DispatchResults> {
  return withMemoryDynamoDb((endpoint) => measureDispatchOn(endpoint, sqsUrl));
}

async function measureDispatchOn(dynamodbUrl: string, sqsUrl: string): Promise<DispatchResults> {
  const name = `thetix-bench-due-${Date.now()}`;
  await ensureTable(dynamodbUrl, name);
  const meter = capacityMeter(dynamodbUrl);
  const table = { client: meter.client, name };
  const queue = createQueueClient('us-east-1', sqsUrl);
  try {
    const now = new Date();
    const cards = benchCards(DISPATCH_CARDS);
    const load = await loadCards(table, cards, now.getTime());
    const horizon = new Date(now.getTime() + 60_000).toISOString();
    meter.reset();
    const paged = await queryDue(table, horizon, DISPATCHER_PAGE);
    const readUnits = meter.read().readUnits;
    const unbounded = await queryDue(table, horizon);
    const perMinute = (list: BenchCard[]) => list.reduce((sum, card) => sum + 60 / card.cadence, 0);
    const slots = (list: BenchCard[]) => list.reduce((sum, card) => sum + slotsInMinute(card), 0);
    const chained = cards.filter((card) => card.cadence < CHAIN_BELOW_SECONDS);
    const dispatched = cards.filter((card) => card.cadence >= CHAIN_BELOW_SECONDS);
    return {
      cards: cards.length,
      load,
      mix: CADENCE_MIX.map((entry) => ({
        ...entry,
        cards: cards.filter((card) => card.cadence === entry.seconds).length,
      })),
      query: {
        due: paged.due,
        pages: paged.pages,
        ms: paged.ms,
        readUnits: round3(readUnits),
        unboundedPages: unbounded.pages,
        unboundedMs: unbounded.ms,
      },
      minute: {
        analytical: Math.round(perMinute(cards)),
        analyticalViaDispatcher: Math.round(perMinute(dispatched)),
        analyticalChained: Math.round(perMinute(chained)),
        simulated: slots(cards),
        simulatedViaDispatcher: slots(dispatched),
        simulatedChained: slots(chained),
      },
      dispatcher: await runDispatcher(table, queue, now, meter),
    };
  } finally {
    const client = localDynamoClient(dynamodbUrl);
    await client.send(new DeleteTableCommand({ TableName: name }));
    client.destroy();
    queue.destroy();
    meter.client.destroy();
  }
}
