import { CreateQueueCommand, GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { runSchedule } from '../local/scheduler-local';
import { pollOnce } from '../local/sqs-local';
import { fixedClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { createQueueClient } from '../platform/queue-client';
import { stack, stackTable } from '../testing/stack-client';
import { DUE_PARTITION, JOB_FAILED_MESSAGE } from './job-message';
import { buildJobState } from './job-state';
import { buildDeadLetterWorker, buildJobWorker, type JobProcessor } from './job-worker';

const logger = createLogger({ sink: () => undefined });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function putJob(overrides: Record<string, unknown> = {}) {
  const key = { pk: `TEST#${randomUUID()}`, sk: 'JOB' };
  await stackTable().client.send(
    new PutCommand({ TableName: stackTable().name, Item: { ...key, job_status: 'pending', ...overrides } }),
  );
  return key;
}

const readJob = async (key: { pk: string; sk: string }) =>
  (await stackTable().client.send(new GetCommand({ TableName: stackTable().name, Key: key }))).Item ?? {};

async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await sleep(200);
    value = await read();
  }
  return value;
}

describe('job worker on the real queue engine (fauxqs) and the real table', () => {
  const sqs = () => createQueueClient('us-east-1', stack().urls.sqs);

  /** A queue pair of this test's own, with the redrive policy the product's queues have. */
  async function createQueuePair(maxReceiveCount: number) {
    const client = sqs();
    const name = `test-${randomUUID()}`;
    const dlq = await client.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
    const { Attributes } = await client.send(
      new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
    );
    const main = await client.send(
      new CreateQueueCommand({
        QueueName: name,
        Attributes: {
          VisibilityTimeout: '1',
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes?.QueueArn, maxReceiveCount }),
        },
      }),
    );
    return { client, url: main.QueueUrl!, dlqUrl: dlq.QueueUrl! };
  }

  const processors: Record<string, JobProcessor> = {
    quick: async ({ step }) => step(1, 1),
    broken: async () => {
      throw new Error('upstream down');
    },
  };

  it('completes good jobs, retries the failing one and, after maxReceiveCount, the DLQ worker marks it failed', async () => {
    // Prepare
    const queue = await createQueuePair(2);
    const state = buildJobState(stackTable(), fixedClock('2026-11-22T15:00:00.000Z'));
    const worker = buildJobWorker({ processors, state, logger });
    const deadLetters = buildDeadLetterWorker({ state, logger });
    const good = await putJob();
    const bad = await putJob();
    for (const [kind, key] of [
      ['quick', good],
      ['broken', bad],
    ] as const) {
      await queue.client.send(
        new SendMessageCommand({ QueueUrl: queue.url, MessageBody: JSON.stringify({ kind, key }) }),
      );
    }
    const target = { url: queue.url, arn: 'arn:test', batchSize: 10 };

    // Act: first receive takes both; the good one is deleted, the bad one comes back after the visibility timeout.
    expect(await pollOnce(queue.client, target, worker, logger)).toBe(2);
    await sleep(1200);
    expect(await pollOnce(queue.client, target, worker, logger)).toBe(1);
    await sleep(1200);
    // Its third receive exceeds maxReceiveCount 2: the queue moves it to the DLQ instead of delivering it.
    expect(await pollOnce(queue.client, target, worker, logger)).toBe(0);
    expect(await pollOnce(queue.client, { ...target, url: queue.dlqUrl }, deadLetters, logger)).toBe(1);

    // Assess
    expect(await readJob(good)).toMatchObject({ job_completed_at: '2026-11-22T15:00:00.000Z' });
    expect((await readJob(good)).job_status).toBeUndefined();
    expect(await readJob(bad)).toMatchObject({
      job_status: 'failed',
      job_error: JOB_FAILED_MESSAGE,
      job_attempts: 2,
    });
  });
});

describe('the dispatch-due-jobs schedule through the stack', () => {
  beforeAll(() => {
    Object.assign(process.env, stack().env);
    resetConfigForTests();
  });

  it('dispatches a due job exactly once, and the stack worker refuses an unknown kind by failing it', async () => {
    // Prepare
    const schedule = scheduleDefinitions.find((definition) => definition.name === 'dispatch-due-jobs')!;
    const due = await putJob({
      job_status: undefined,
      job_kind: 'no-such-kind',
      gsi2pk: DUE_PARTITION,
      gsi2sk: '2020-01-01T00:00:00.000Z',
    });
    const later = await putJob({
      job_status: undefined,
      job_kind: 'no-such-kind',
      gsi2pk: DUE_PARTITION,
      gsi2sk: '2999-01-01T00:00:00.000Z',
    });

    // Act
    const first = (await runSchedule(schedule, new Date())) as { dispatched: number };
    const second = (await runSchedule(schedule, new Date())) as { dispatched: number };

    // Assess
    expect(first.dispatched).toBeGreaterThanOrEqual(1);
    expect(second.dispatched).toBe(0);
    const finished = await eventually(
      () => readJob(due),
      (item) => item.job_status === 'failed',
    );
    expect(finished).toMatchObject({
      job_status: 'failed',
      job_error: JOB_FAILED_MESSAGE,
      job_due_at: '2020-01-01T00:00:00.000Z',
    });
    expect(finished.gsi2pk).toBeUndefined();
    expect(await readJob(later)).toMatchObject({ gsi2pk: DUE_PARTITION });
  });

  it('takes many due jobs in one run (batched sends), each once, when two runs overlap', async () => {
    // Prepare: more than one SendMessageBatch of 10
    const schedule = scheduleDefinitions.find((definition) => definition.name === 'dispatch-due-jobs')!;
    const dueAt = '2020-01-02T00:00:00.000Z';
    const keys = await Promise.all(
      Array.from({ length: 35 }, () =>
        putJob({ job_status: undefined, job_kind: 'no-such-kind', gsi2pk: DUE_PARTITION, gsi2sk: dueAt }),
      ),
    );

    // Act
    const runs = (await Promise.all([
      runSchedule(schedule, new Date()),
      runSchedule(schedule, new Date()),
    ])) as {
      dispatched: number;
    }[];

    // Assess
    expect(runs[0]!.dispatched + runs[1]!.dispatched).toBeGreaterThanOrEqual(keys.length);
    for (const key of keys) {
      const item = await eventually(
        () => readJob(key),
        (value) => value.job_status === 'failed',
      );
      expect(item).toMatchObject({ job_status: 'failed', job_run: dueAt, job_due_at: dueAt });
      expect(item.gsi2pk).toBeUndefined();
    }
  });
});
