import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger';
import type { EmbeddedMetric, MetricEmitter } from '../platform/metrics';
import { JOB_FAILED_MESSAGE, type JobMessage } from './job-message';
import { JobCancelledError, PermanentJobError, type JobState } from './job-state';
import { buildDeadLetterWorker, buildJobWorker, type JobProcessor } from './job-worker';

/** An in-memory stand-in for the job item's state, with the same transition rules as job-state.ts. */
function createJobStates(initial: Record<string, string | undefined>) {
  const states = new Map(Object.entries(initial));
  const progress: string[] = [];
  const errors = new Map<string, string>();
  const id = (key: JobMessage['key']) => key.sk;
  const state: JobState = {
    claim: async (key) => {
      const current = states.get(id(key));
      if (current !== 'pending' && current !== 'processing') return false;
      states.set(id(key), 'processing');
      return true;
    },
    progress: async (key, step, of) => {
      if (states.get(id(key)) !== 'processing') return false;
      progress.push(`${id(key)}: step ${step} of ${of}`);
      return true;
    },
    complete: async (key) => {
      if (states.get(id(key)) !== 'processing') return false;
      states.set(id(key), undefined);
      return true;
    },
    fail: async (key, message) => {
      const current = states.get(id(key));
      if (current !== 'pending' && current !== 'processing') return false;
      states.set(id(key), 'failed');
      errors.set(id(key), message);
      return true;
    },
  };
  return { state, states, progress, errors };
}

const record = (messageId: string, kind: string, sk: string, body?: string) => ({
  messageId,
  receiptHandle: `rh-${messageId}`,
  body: body ?? JSON.stringify({ kind, key: { pk: 'USER#1', sk } }),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '0',
    SenderId: 'x',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:local-jobs',
  awsRegion: 'us-east-1',
});
const event = (...records: ReturnType<typeof record>[]): SQSEvent => ({ Records: records });
const logger = createLogger({ sink: () => undefined });

const processors: Record<string, JobProcessor> = {
  twoSteps: async ({ step }) => {
    await step(1, 2);
    await step(2, 2);
  },
  flaky: async () => {
    throw new Error('vendor timeout');
  },
  hopeless: async () => {
    throw new PermanentJobError('That ticker is not supported.');
  },
};

describe('buildJobWorker', () => {
  it('completes a job through its steps and clears its status', async () => {
    // Prepare
    const jobs = createJobStates({ a: 'pending' });
    const worker = buildJobWorker({ processors, state: jobs.state, logger });
    // Act
    const response = await worker(event(record('m1', 'twoSteps', 'a')));
    // Assess
    expect(response.batchItemFailures).toEqual([]);
    expect(jobs.states.get('a')).toBeUndefined();
    expect(jobs.progress).toEqual(['a: step 1 of 2', 'a: step 2 of 2']);
  });

  it('reports only the failing record so SQS retries just that one', async () => {
    const jobs = createJobStates({ a: 'pending', b: 'pending' });
    const worker = buildJobWorker({ processors, state: jobs.state, logger });
    const response = await worker(event(record('m1', 'twoSteps', 'a'), record('m2', 'flaky', 'b')));
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
    expect(jobs.states.get('a')).toBeUndefined();
    expect(jobs.states.get('b')).toBe('processing');
  });

  it('skips a duplicate delivery of a job that already completed', async () => {
    const jobs = createJobStates({ a: undefined });
    const worker = buildJobWorker({ processors, state: jobs.state, logger });
    const response = await worker(event(record('m1', 'twoSteps', 'a')));
    expect(response.batchItemFailures).toEqual([]);
    expect(jobs.progress).toEqual([]);
  });

  it('stops at the next step when the user cancelled, without failing the job', async () => {
    const jobs = createJobStates({ a: 'pending' });
    const cancelling: JobProcessor = async ({ step }) => {
      await step(1, 3);
      jobs.states.set('a', 'cancelled');
      await step(2, 3);
      throw new Error('unreachable: step 2 must throw');
    };
    const worker = buildJobWorker({ processors: { cancelling }, state: jobs.state, logger });
    const response = await worker(event(record('m1', 'cancelling', 'a')));
    expect(response.batchItemFailures).toEqual([]);
    expect(jobs.states.get('a')).toBe('cancelled');
  });

  it('fails a job at once, with its message, when retrying cannot help', async () => {
    const jobs = createJobStates({ a: 'pending' });
    const worker = buildJobWorker({ processors, state: jobs.state, logger });
    const response = await worker(event(record('m1', 'hopeless', 'a')));
    expect(response.batchItemFailures).toEqual([]);
    expect(jobs.errors.get('a')).toBe('That ticker is not supported.');
  });

  it('fails a job of a kind nobody processes instead of retrying it forever', async () => {
    const jobs = createJobStates({ a: 'pending' });
    const worker = buildJobWorker({ processors, state: jobs.state, logger });
    await worker(event(record('m1', 'unknown-kind', 'a')));
    expect(jobs.states.get('a')).toBe('failed');
  });

  it('reports an unreadable message as failed so it ends in the DLQ', async () => {
    const jobs = createJobStates({});
    const worker = buildJobWorker({ processors, state: jobs.state, logger });
    const response = await worker(event(record('m1', '', '', 'not json')));
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });
});

describe('buildDeadLetterWorker', () => {
  it('marks the job of a dead letter failed with a readable message', async () => {
    const jobs = createJobStates({ a: 'processing' });
    const worker = buildDeadLetterWorker({ state: jobs.state, logger });
    const response = await worker(event(record('m1', 'flaky', 'a')));
    expect(response.batchItemFailures).toEqual([]);
    expect(jobs.states.get('a')).toBe('failed');
    expect(jobs.errors.get('a')).toBe(JOB_FAILED_MESSAGE);
  });
});

describe('buildJobWorker: leases (issue 20 item 4)', () => {
  /** Records what the worker does with leases, in order. */
  function createLeaseLog() {
    const log: string[] = [];
    return {
      log,
      leases: {
        renew: async (key: JobMessage['key'], kind: string) => {
          log.push(`take ${key.sk} ${kind}`);
        },
        release: async (key: JobMessage['key']) => {
          log.push(`release ${key.sk}`);
        },
      },
    };
  }

  it('holds a claimed job while it runs and lets go once it completes', async () => {
    // Prepare
    const jobs = createJobStates({ a: 'pending' });
    const { log, leases } = createLeaseLog();
    const watching: JobProcessor = async () => {
      log.push('processing');
    };
    const worker = buildJobWorker({ processors: { watching }, state: jobs.state, logger, leases });
    // Act
    await worker(event(record('m1', 'watching', 'a')));
    // Assess
    expect(log).toEqual(['take a watching', 'processing', 'release a']);
  });

  it('keeps the lease of a retryable failure, so a lost retry is sent again when it expires', async () => {
    const jobs = createJobStates({ a: 'pending' });
    const { log, leases } = createLeaseLog();
    const worker = buildJobWorker({ processors, state: jobs.state, logger, leases });
    await worker(event(record('m1', 'flaky', 'a')));
    expect(log).toEqual(['take a flaky']);
  });

  it('lets go of a job that failed for good, was cancelled, or has no processor', async () => {
    const jobs = createJobStates({ a: 'pending', b: 'pending', c: 'pending' });
    const { log, leases } = createLeaseLog();
    const cancelled: JobProcessor = async () => {
      throw new JobCancelledError();
    };
    const worker = buildJobWorker({
      processors: { ...processors, cancelled },
      state: jobs.state,
      logger,
      leases,
    });
    await worker(
      event(record('m1', 'hopeless', 'a'), record('m2', 'cancelled', 'b'), record('m3', 'unknown-kind', 'c')),
    );
    expect(log).toEqual(['take a hopeless', 'release a', 'take b cancelled', 'release b', 'release c']);
  });

  it('takes no lease for a duplicate delivery of a finished job', async () => {
    const jobs = createJobStates({ a: undefined });
    const { log, leases } = createLeaseLog();
    const worker = buildJobWorker({ processors, state: jobs.state, logger, leases });
    await worker(event(record('m1', 'twoSteps', 'a')));
    expect(log).toEqual([]);
  });

  it('lets go of the lease of a dead letter it marks failed', async () => {
    const jobs = createJobStates({ a: 'processing' });
    const { log, leases } = createLeaseLog();
    const worker = buildDeadLetterWorker({ state: jobs.state, logger, leases });
    await worker(event(record('m1', 'flaky', 'a')));
    expect(log).toEqual(['release a']);
  });
});

describe('buildJobWorker: correlation ids and metrics', () => {
  /** A worker whose log lines and metrics are recorded. */
  function recordingWorker(initial: Record<string, string | undefined>) {
    const jobs = createJobStates(initial);
    const lines: Record<string, unknown>[] = [];
    const metrics: { names: string[]; dimensions?: Readonly<Record<string, string>> }[] = [];
    const emit: MetricEmitter = (list, options) => {
      const all = (Array.isArray(list) ? list : [list]) as EmbeddedMetric[];
      metrics.push({ names: all.map((metric) => metric.name), dimensions: options?.dimensions });
    };
    const worker = buildJobWorker({
      processors: {
        ...processors,
        talkative: async (context) => context.logger.info('working on it'),
      },
      state: jobs.state,
      logger: createLogger({ sink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
      metrics: emit,
    });
    return { worker, lines, metrics };
  }

  it("logs a job's lines under the correlation id its message carries", async () => {
    // Prepare
    const { worker, lines } = recordingWorker({ a: 'pending' });
    const body = JSON.stringify({
      kind: 'talkative',
      key: { pk: 'USER#1', sk: 'a' },
      correlationId: 'req-abc-123',
    });

    // Act
    await worker(event(record('m1', 'talkative', 'a', body)));

    // Assess
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'working on it', correlation_id: 'req-abc-123', level: 'INFO' }),
    );
    expect(lines.every((line) => line.correlation_id === 'req-abc-123')).toBe(true);
  });

  it('logs a message sent without a correlation id under its message id, failures included', async () => {
    // Prepare
    const { worker, lines } = recordingWorker({ b: 'pending' });

    // Act
    await worker(event(record('m2', 'flaky', 'b')));

    // Assess
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'job attempt failed', correlation_id: 'm2', level: 'ERROR' }),
    );
  });

  it('counts jobs done and failed per kind, with how long they ran', async () => {
    // Prepare
    const { worker, metrics } = recordingWorker({ a: 'pending', b: 'pending', c: 'pending' });

    // Act
    await worker(
      event(record('m1', 'twoSteps', 'a'), record('m2', 'flaky', 'b'), record('m3', 'hopeless', 'c')),
    );

    // Assess
    expect(metrics).toEqual([
      { names: ['JobSucceeded', 'JobDuration'], dimensions: { Kind: 'twoSteps' } },
      { names: ['JobFailed', 'JobDuration'], dimensions: { Kind: 'flaky' } },
      { names: ['JobFailed', 'JobDuration'], dimensions: { Kind: 'hopeless' } },
    ]);
  });

  it("logs a dead letter's marking under the correlation id of the request that sent it", async () => {
    // Prepare
    const jobs = createJobStates({ a: 'processing' });
    const lines: Record<string, unknown>[] = [];
    const deadLetters = buildDeadLetterWorker({
      state: jobs.state,
      logger: createLogger({ sink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
    });
    const body = JSON.stringify({
      kind: 'flaky',
      key: { pk: 'USER#1', sk: 'a' },
      correlationId: 'req-abc-123',
    });

    // Act
    await deadLetters(event(record('m9', 'flaky', 'a', body)));

    // Assess
    expect(jobs.states.get('a')).toBe('failed');
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'job moved to dead-letter queue: marked failed',
        correlation_id: 'req-abc-123',
        level: 'WARN',
      }),
    ]);
  });

  it("adds the user's wait, from the message's sending to the job's end, to a job done", async () => {
    // Prepare
    const { worker, metrics } = recordingWorker({ a: 'pending' });
    const sent = { ...record('m1', 'twoSteps', 'a') };
    sent.attributes = { ...sent.attributes, SentTimestamp: String(Date.now() - 5000) };

    // Act
    await worker(event(sent));

    // Assess
    expect(metrics).toEqual([
      { names: ['JobSucceeded', 'JobDuration', 'JobLatency'], dimensions: { Kind: 'twoSteps' } },
    ]);
  });
});
