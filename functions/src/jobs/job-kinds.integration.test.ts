import { GetQueueAttributesCommand, GetQueueUrlCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { deadLetterQueueName } from '@thetix/shared/queues';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncKey } from '../brokerage/brokerage-entities';
import { chatKey } from '../chats/chat-entities';
import { resetConfigForTests } from '../config';
import { historyExportKey } from '../history-export/export-entity';
import { LOCAL_STAGE } from '../local/stack';
import { mailInbox } from '../notifications/testing/mail-inbox';
import { runKey } from '../opportunities/opportunity-run-repository';
import { createQueueClient } from '../platform/queue-client';
import { audienceShard, fanOutKey, reportKey, reportPeriod } from '../reports/report-entities';
import { batchSender, buildReportRequests } from '../reports/report-requests';
import {
  callApi,
  createUserWithProfile,
  stack,
  stackTable,
  writeAs,
  type SignedInUser,
} from '../testing/stack-client';
import { cardKey, cardResultKey } from '../thetix/card-entities';
import { JOB_FAILED_MESSAGE, type JobMessage } from './job-message';
import { jobProcessors } from './job-processors';

/**
 * Issue 20, "Queues": every job kind in the registry, on the local stack's real queue (fauxqs, visibility 1 s,
 * maxReceiveCount 3, DLQ redrive) and its real workers. Delivered twice, a job gives one result; a poison message
 * ends failed, through the DLQ or, where the processor knows the input can never work, as a permanent failure.
 */

type Key = JobMessage['key'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sqs = () => createQueueClient('us-east-1', stack().urls.sqs);
const jobsUrl = () => stack().queueUrls.jobs!;
let deadLetterUrl = '';

const readItem = async (key: Key) =>
  (
    await stackTable().client.send(
      new GetCommand({ TableName: stackTable().name, Key: key, ConsistentRead: true }),
    )
  ).Item;

const putItem = (item: Record<string, unknown>) =>
  stackTable().client.send(new PutCommand({ TableName: stackTable().name, Item: item }));

/** Every item of a partition, as stored. */
async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await stackTable().client.send(
      new QueryCommand({
        TableName: stackTable().name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

const snapshot = async (partitions: readonly string[]) =>
  Object.fromEntries(await Promise.all(partitions.map(async (pk) => [pk, await partition(pk)] as const)));

const waiting = async (url: string) => {
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: [
        'ApproximateNumberOfMessages',
        'ApproximateNumberOfMessagesNotVisible',
        'ApproximateNumberOfMessagesDelayed',
      ],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
    Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0) +
    Number(Attributes?.ApproximateNumberOfMessagesDelayed ?? 0)
  );
};

/**
 * Waits until the jobs queue and its DLQ hold nothing, received or not: every message sent so far (this file's
 * tests run one at a time on a stack of their own) was processed and deleted, or dead-lettered and handled.
 */
async function drained(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 3) {
    if (Date.now() > deadline) throw new Error('the jobs queues did not drain');
    quiet = (await waiting(jobsUrl())) + (await waiting(deadLetterUrl)) === 0 ? quiet + 1 : 0;
    await sleep(200);
  }
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await sleep(200);
  }
}

const send = (message: JobMessage) =>
  sqs().send(new SendMessageCommand({ QueueUrl: jobsUrl(), MessageBody: JSON.stringify(message) }));

const reportRequests = () =>
  buildReportRequests({
    table: stackTable(),
    send: batchSender(sqs(), jobsUrl()),
    now: () => new Date().toISOString(),
  });

async function withPortfolio(): Promise<SignedInUser & { accountId: string }> {
  const user = await createUserWithProfile();
  const loaded = await writeAs(user, '/api/test-data', 'POST');
  expect(loaded.status).toBe(201);
  return { ...user, accountId: String(loaded.body?.accountId) };
}

/** The sandbox aggregator's whole linking flow (as in brokerage.integration.test.ts); its callback starts a sync. */
async function connectSandbox(user: SignedInUser) {
  const login = await writeAs(user, '/api/sandbox/create_login', 'POST', { connection_type: 'read' });
  expect(login.status).toBe(200);
  const open = async (url: string) => (await fetch(url.replace(/^http:\/\/[^/]+/, stack().urls.http))).text();
  const portal = await open(String(login.body?.redirectURI));
  const authorize = /href="([^"]*brokerage=northwind)"/.exec(portal)?.[1]?.replace(/&#38;/g, '&');
  expect(authorize).toBeDefined();
  await open(`${stack().urls.http}${authorize}`);
}

/** A job of one kind made the way the product makes it, finished, with what its one result is. */
interface DoneJob {
  /** The message the product sent for it. */
  readonly message: JobMessage;
  /** Partitions holding everything the job writes. */
  readonly partitions: readonly string[];
  /** What the job's result looks like from outside (files, e-mails), read again after the duplicate. */
  readonly outside?: () => Promise<unknown>;
}

/** One user's partition. */
const userPk = (user: { userId: string }) => `USER#${user.userId}`;

const duplicates: Record<string, () => Promise<DoneJob>> = {
  'generate-opportunities': async () => {
    const user = await withPortfolio();
    const onboarded = await writeAs(user, '/api/complete-onboarding', 'POST', {
      starting_goal: 'Balanced Weekly',
    });
    expect(onboarded.status).toBe(200);
    await drained();
    const asked = await writeAs(user, `/api/opportunities/refresh?accountId=${user.accountId}`, 'POST');
    expect(asked.status).toBeLessThan(300);
    const key = runKey(user.userId, user.accountId);
    await drained();
    const run = await readItem(key);
    expect(run).toBeDefined();
    expect(run?.job_status).toBeUndefined();
    const active = await callApi(`/api/opportunities?accountId=${user.accountId}&status=active`, {
      token: user.token,
    });
    expect((active.body?.opportunities as unknown[]).length).toBeGreaterThan(0);
    return { message: { kind: 'generate-opportunities', key }, partitions: [userPk(user)] };
  },

  'brokerage-sync': async () => {
    const user = await createUserWithProfile();
    await connectSandbox(user);
    await drained();
    const status = await callApi('/api/sandbox/sync-status', { token: user.token });
    expect(status.body).toMatchObject({ is_syncing: false, last_sync_failed: false });
    return {
      message: { kind: 'brokerage-sync', key: syncKey(user.userId, 'sandbox') },
      partitions: [userPk(user)],
    };
  },

  'thetix-card': async () => {
    const user = await withPortfolio();
    const collections = (await callApi('/api/thetix-card-collections', { token: user.token }))
      .body as unknown as { id: string }[];
    const created = await writeAs(user, '/api/thetix-cards', 'POST', {
      user_query: 'price of AAPL',
      collection_id: collections[0]!.id,
    });
    expect(created.status).toBe(201);
    const key = cardKey(user.userId, String(created.body?.id));
    await drained();
    const card = await readItem(key);
    expect(card?.job_status).toBeUndefined();
    // The result lives in an item of its own (decision 282), in the same partition the test compares.
    expect((await readItem(cardResultKey(user.userId, String(created.body?.id))))?.result_gz).toBeDefined();
    // A finished run is stored as `done:<run>` (card-repository.ts finishRun); the message named `<run>`.
    expect(String(card?.job_run)).toMatch(/^done:/);
    return {
      message: { kind: 'thetix-card', key, run: String(card?.job_run).slice('done:'.length) },
      partitions: [userPk(user)],
    };
  },

  'thetix-chat': async () => {
    const user = await withPortfolio();
    const asked = await writeAs(user, '/api/thetix-chats/process', 'POST', { query: 'price of AAPL' });
    expect(asked.status).toBe(202);
    const chatId = (asked.body as unknown as { saved_chat: { id: string } }).saved_chat.id;
    const key = chatKey(user.userId, chatId);
    await drained();
    const chat = await readItem(key);
    expect(chat?.job_status).toBeUndefined();
    const turns = JSON.parse(String(chat?.turns_json)) as { id: string; widgets: unknown[] | null }[];
    expect(turns).toHaveLength(1);
    expect(turns[0]!.widgets?.length).toBeGreaterThan(0);
    return {
      message: { kind: 'thetix-chat', key, run: turns[0]!.id },
      partitions: [userPk(user)],
    };
  },

  'thetix-report': async () => {
    const user = await withPortfolio();
    expect((await writeAs(user, '/api/subscriptions', 'POST', { channels: { email: true } })).status).toBe(
      200,
    );
    const period = reportPeriod('daily', new Date());
    expect(await reportRequests().request(user.userId, 'daily', period)).toBe('queued');
    const key = reportKey(user.userId, 'daily', period);
    await drained();
    expect(await readItem(key)).toMatchObject({ completed_on: expect.any(String) });
    const inbox = mailInbox(stack().urls.mail);
    const mails = await inbox.waitForMessages(user.email);
    expect(mails).toHaveLength(1);
    return {
      message: { kind: 'thetix-report', key },
      partitions: [userPk(user)],
      outside: async () => (await inbox.list(user.email)).map((mail) => mail.id),
    };
  },

  'thetix-report-fanout': async () => {
    const user = await withPortfolio();
    await reportRequests().register(user.userId);
    // A period of this test's own, so no other report of the stack is in the way.
    const period = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const key = fanOutKey('weekly', period, audienceShard(user.userId));
    await putItem({
      ...key,
      entity: 'report-fanout',
      job_kind: 'thetix-report-fanout',
      job_status: 'pending',
      job_requested_at: new Date().toISOString(),
    });
    await send({ kind: 'thetix-report-fanout', key });
    await drained();
    expect((await readItem(key))?.job_status).toBeUndefined();
    expect(await readItem(reportKey(user.userId, 'weekly', period))).toMatchObject({
      completed_on: expect.any(String),
    });
    return { message: { kind: 'thetix-report-fanout', key }, partitions: [key.pk, userPk(user)] };
  },

  'history-export': async () => {
    const user = await withPortfolio();
    const asked = await writeAs(user, '/api/history-exports', 'POST', { accountId: user.accountId });
    expect(asked.status).toBe(202);
    const id = String(asked.body?.id);
    await drained();
    const view = async () => (await callApi(`/api/history-exports/${id}`, { token: user.token })).body;
    const done = await view();
    expect(done).toMatchObject({ status: 'ready' });
    const file = async () => {
      const current = await view();
      const response = await fetch(`${stack().urls.http}${String(current?.downloadUrl)}`);
      return { rows: current?.rows, status: response.status, text: await response.text() };
    };
    return {
      message: { kind: 'history-export', key: historyExportKey(user.userId, id) },
      partitions: [userPk(user)],
      outside: file,
    };
  },
};

/** An item of one kind whose every processing fails; `path` says how it ends failed. */
interface Poison {
  readonly message: JobMessage;
  /**
   * 'dlq': the processor throws, SQS redelivers until maxReceiveCount and the DLQ worker marks it failed.
   * 'permanent': the processor sees the input can never work and fails it at once (PermanentJobError).
   */
  readonly path: 'dlq' | 'permanent';
  /** The readable `job_error` a permanent failure stores, where this file pins it. */
  readonly error?: string;
}

const pending = (key: Key, fields: Record<string, unknown> = {}) =>
  putItem({ ...key, job_status: 'pending', job_requested_at: new Date().toISOString(), ...fields });

const poisons: Record<string, () => Promise<Poison>> = {
  'generate-opportunities': async () => {
    const user = await withPortfolio();
    await drained();
    // A run for an account the user does not have: the generator answers 404, which no retry changes. Path: permanent
    // (PermanentJobError with the 404's message), not the DLQ.
    const key = runKey(user.userId, 'no-such-account');
    await pending(key, { job_kind: 'generate-opportunities' });
    return { message: { kind: 'generate-opportunities', key }, path: 'permanent' };
  },

  'brokerage-sync': async () => {
    const user = await createUserWithProfile();
    // A sync through an aggregator this deployment does not connect through (the local stack runs the sandbox).
    const key = syncKey(user.userId, 'plaid');
    await pending(key, { job_kind: 'brokerage-sync', sync_trigger: 'user' });
    // Path: permanent (PermanentJobError at once), not the DLQ.
    return {
      message: { kind: 'brokerage-sync', key },
      path: 'permanent',
      error: 'Connections through plaid are not available.',
    };
  },

  'thetix-card': async () => {
    const user = await createUserWithProfile();
    const id = `poison${randomUUID().slice(0, 8)}`;
    const key = cardKey(user.userId, id);
    await pending(key, {
      job_kind: 'thetix-card',
      job_run: 'run-1',
      user_id: user.userId,
      id,
      collection_id: 'none',
      query: 'price of AAPL',
      created_at: new Date().toISOString(),
      // The cadence is not a number: booking the next slot throws on every attempt.
      update_cadence_seconds: 'often',
    });
    // Path: the DLQ (a plain error on each of the 3 receives, then the DLQ worker).
    return { message: { kind: 'thetix-card', key, run: 'run-1' }, path: 'dlq' };
  },

  'thetix-chat': async () => {
    const user = await createUserWithProfile();
    const id = `poison${randomUUID().slice(0, 8)}`;
    const key = chatKey(user.userId, id);
    await pending(key, {
      job_kind: 'thetix-chat',
      job_run: 'turn-1',
      user_id: user.userId,
      id,
      collection_id: 'none',
      chat_type: 'general',
      created_at: new Date().toISOString(),
      // The question is not text.
      turns_json: JSON.stringify([
        { id: 'turn-1', query: { not: 'text' }, createdAt: 'x', completedAt: null },
      ]),
    });
    // Path: the DLQ (a plain error on each of the 3 receives, then the DLQ worker).
    return { message: { kind: 'thetix-chat', key, run: 'turn-1' }, path: 'dlq' };
  },

  'thetix-report': async () => {
    // A report for a user without a profile.
    const key = reportKey(`ghost-${randomUUID()}`, 'daily', reportPeriod('daily', new Date()));
    await pending(key, { job_kind: 'thetix-report' });
    // Path: permanent (PermanentJobError at once), not the DLQ.
    return { message: { kind: 'thetix-report', key }, path: 'permanent', error: 'This user has no profile.' };
  },

  'thetix-report-fanout': async () => {
    // A shard number past the audience's shards.
    const key = { pk: `REPORT_FANOUT#weekly#p${randomUUID().slice(0, 8)}`, sk: 'SHARD#999' };
    await pending(key, { job_kind: 'thetix-report-fanout' });
    // Path: permanent (the key names no shard), not the DLQ.
    return {
      message: { kind: 'thetix-report-fanout', key },
      path: 'permanent',
      error: 'This report fan-out is not valid.',
    };
  },

  'history-export': async () => {
    const user = await createUserWithProfile();
    const exportId = `poison${randomUUID().slice(0, 8)}`;
    const key = historyExportKey(user.userId, exportId);
    // The stored filters are not JSON.
    await pending(key, {
      job_kind: 'history-export',
      entity: 'history-export',
      userId: user.userId,
      exportId,
      createdAt: new Date().toISOString(),
      fileName: 'thetix-trading-history.csv',
      filter_json: '{corrupt',
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    });
    // Path: the DLQ (a plain error on each of the 3 receives, then the DLQ worker).
    return { message: { kind: 'history-export', key }, path: 'dlq' };
  },
};

/** Kinds this file cannot cover yet, each with the reason; empty when every kind is covered. */
const UNCOVERED: Record<string, string> = {};

describe('every job kind on the real queue: duplicates give one result, poison ends failed', () => {
  beforeAll(async () => {
    Object.assign(process.env, stack().env);
    resetConfigForTests();
    const { QueueUrl } = await sqs().send(
      new GetQueueUrlCommand({ QueueName: deadLetterQueueName(LOCAL_STAGE, 'jobs') }),
    );
    deadLetterUrl = QueueUrl!;
  });

  it('covers every registered kind (a new kind fails here until it has a duplicate and a poison case)', () => {
    const registered = Object.keys(jobProcessors).sort();
    expect([...new Set([...Object.keys(duplicates), ...Object.keys(UNCOVERED)])].sort()).toEqual(registered);
    expect([...new Set([...Object.keys(poisons), ...Object.keys(UNCOVERED)])].sort()).toEqual(registered);
  });

  for (const kind of Object.keys(jobProcessors).filter((name) => !(name in UNCOVERED))) {
    it(`${kind}: the same message delivered again changes nothing`, { timeout: 180_000 }, async () => {
      // Prepare
      const done = await duplicates[kind]!();
      const before = await snapshot(done.partitions);
      const outsideBefore = await done.outside?.();

      // Act
      await send(done.message);
      await send(done.message);
      await drained();

      // Assess
      expect(await snapshot(done.partitions)).toEqual(before);
      if (done.outside) expect(await done.outside()).toEqual(outsideBefore);
    });

    it(`${kind}: a poison message ends with its item failed`, { timeout: 180_000 }, async () => {
      // Prepare
      const poison = await poisons[kind]!();

      // Act
      await send(poison.message);
      const item = await until(
        `${kind} poison not failed`,
        () => readItem(poison.message.key),
        (value) => value?.job_status === 'failed',
      );
      await drained();

      // Assess
      expect(typeof item?.job_error).toBe('string');
      expect(String(item?.job_error).length).toBeGreaterThan(0);
      if (poison.path === 'dlq') {
        expect(item).toMatchObject({ job_error: JOB_FAILED_MESSAGE, job_attempts: 3 });
      } else {
        expect(item?.job_error).not.toBe(JOB_FAILED_MESSAGE);
        if (poison.error) expect(item?.job_error).toBe(poison.error);
        expect(item?.job_attempts).toBe(1);
      }
    });
  }
});
