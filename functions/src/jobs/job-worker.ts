import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { CORRELATION_ID_PATTERN, withCorrelationId } from '../platform/correlation';
import { errorFields, refreshLogSampling, type Logger } from '../platform/logger';
import { noMetrics, type MetricEmitter } from '../platform/metrics';
import { JOB_FAILED_MESSAGE, jobMessageSchema, type JobMessage } from './job-message';
import type { JobLeases } from './job-lease';
import { JobCancelledError, PermanentJobError, type JobState } from './job-state';

export interface JobContext {
  readonly message: JobMessage;
  readonly logger: Logger;
  /** Reports progress and is the cancellation point: throws JobCancelledError once the user cancelled. */
  step(step: number, of: number): Promise<void>;
}

/**
 * Does the work of one job kind. Must be idempotent: SQS delivers at least once. Answers `completed` when its own
 * last write already moved the job to completed (conditional on it still processing), so the worker's completion
 * write is not needed (decision 283).
 */
export type JobProcessor = (context: JobContext) => Promise<void | 'completed'>;

/**
 * The SQS worker for jobs: each record is parsed, its job claimed, processed and completed. A record that fails
 * is reported in `batchItemFailures` so SQS retries only it; after the queue's maxReceiveCount it moves to the DLQ,
 * whose worker marks the job failed.
 */
export function buildJobWorker(deps: {
  processors: Readonly<Record<string, JobProcessor>>;
  state: JobState;
  logger: Logger;
  /**
   * Holds each claimed job until the worker's timeout has surely passed, and lets go once it ends, so the
   * dispatcher sends a job whose worker died again (job-lease.ts). Absent in tests about the state machine only.
   */
  leases?: Pick<JobLeases, 'renew' | 'release'>;
  /** Jobs done and failed per kind, and how long they took; none in tests about the state machine only. */
  metrics?: MetricEmitter;
}): (event: SQSEvent) => Promise<SQSBatchResponse> {
  const release = (key: JobMessage['key']) => deps.leases?.release(key);
  const metrics = deps.metrics ?? noMetrics;
  const processRecord = async (record: SQSRecord): Promise<void> => {
    const message = jobMessageSchema.parse(JSON.parse(record.body));
    const logger = deps.logger.child({ messageId: record.messageId, kind: message.kind, key: message.key });
    const processor = deps.processors[message.kind];
    const ended = (outcome: 'JobSucceeded' | 'JobFailed', startedAt?: number) => {
      const sentAt = Number(record.attributes?.SentTimestamp);
      metrics(
        [
          { name: outcome, value: 1, unit: 'Count' },
          ...(startedAt === undefined
            ? []
            : [{ name: 'JobDuration', value: Date.now() - startedAt, unit: 'Milliseconds' as const }]),
          // What the user waits: from the message's sending (the request) to the job's end, queueing included.
          ...(outcome === 'JobSucceeded' && sentAt > 0
            ? [{ name: 'JobLatency', value: Date.now() - sentAt, unit: 'Milliseconds' as const }]
            : []),
        ],
        { dimensions: { Kind: message.kind } },
      );
    };
    if (!processor) {
      logger.error('no processor for job kind');
      await deps.state.fail(message.key, JOB_FAILED_MESSAGE);
      await release(message.key);
      ended('JobFailed');
      return;
    }
    if (!(await deps.state.claim(message.key, message.run))) {
      logger.info('job already finished or cancelled: skipped');
      return;
    }
    await deps.leases?.renew(message.key, message.kind);
    const startedAt = Date.now();
    try {
      const outcome = await processor({
        message,
        logger,
        step: async (step, of) => {
          if (!(await deps.state.progress(message.key, step, of))) throw new JobCancelledError();
        },
      });
      if (outcome !== 'completed') await deps.state.complete(message.key);
      await release(message.key);
      ended('JobSucceeded', startedAt);
    } catch (error) {
      if (error instanceof JobCancelledError) {
        logger.info('job cancelled');
        await release(message.key);
        return;
      }
      if (error instanceof PermanentJobError) {
        logger.warn('job failed permanently', errorFields(error));
        await deps.state.fail(message.key, error.message);
        await release(message.key);
        ended('JobFailed', startedAt);
        return;
      }
      // A retryable failure keeps its lease: SQS retries it, and if that is lost too, the lease's expiry does.
      // Counted as failed per attempt: a job that ends in the DLQ failed every time.
      ended('JobFailed', startedAt);
      throw error;
    }
  };

  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      refreshLogSampling();
      await withCorrelationId(correlationIdOf(record), async () => {
        try {
          await processRecord(record);
        } catch (error) {
          deps.logger.error('job attempt failed', { messageId: record.messageId, ...errorFields(error) });
          batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      });
    }
    return { batchItemFailures };
  };
}

/**
 * The correlation id a record's work is logged under: the one its sender carried in the message, else the
 * message's own id. Read before the body is validated, so an unreadable record's error line has it too.
 */
function correlationIdOf(record: SQSRecord): string {
  try {
    const sent = (JSON.parse(record.body) as { correlationId?: unknown }).correlationId;
    if (typeof sent === 'string' && CORRELATION_ID_PATTERN.test(sent)) return sent;
  } catch {
    // An unreadable body fails validation in processRecord; its lines carry the message id.
  }
  return record.messageId;
}

/** The DLQ's worker: a job whose message exhausted its retries is marked failed, never left spinning. */
export function buildDeadLetterWorker(deps: {
  state: JobState;
  logger: Logger;
  leases?: Pick<JobLeases, 'release'>;
}): (event: SQSEvent) => Promise<SQSBatchResponse> {
  /** Marks one dead letter's job failed; false when that could not be written, so SQS offers it again. */
  const markFailed = async (record: SQSRecord): Promise<boolean> => {
    const parsed = safeParse(record.body);
    if (!parsed) {
      deps.logger.error('unreadable dead letter dropped', {
        messageId: record.messageId,
        body: record.body.slice(0, 500),
      });
      return true;
    }
    try {
      await deps.state.fail(parsed.key, JOB_FAILED_MESSAGE);
      await deps.leases?.release(parsed.key);
      deps.logger.warn('job moved to dead-letter queue: marked failed', {
        kind: parsed.kind,
        key: parsed.key,
      });
      return true;
    } catch (error) {
      deps.logger.error('marking dead letter failed', { messageId: record.messageId, ...errorFields(error) });
      return false;
    }
  };

  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      // Under the sending request's id: a job's story ends in the same search it began in.
      const marked = await withCorrelationId(correlationIdOf(record), () => markFailed(record));
      if (!marked) batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    return { batchItemFailures };
  };
}

function safeParse(body: string): JobMessage | undefined {
  try {
    const result = jobMessageSchema.safeParse(JSON.parse(body));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
