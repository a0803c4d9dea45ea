import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { errorFields, type Logger } from '../platform/logger';
import { JOB_FAILED_MESSAGE, jobMessageSchema, type JobMessage } from './job-message';
import type { JobLeases } from './job-lease';
import { JobCancelledError, PermanentJobError, type JobState } from './job-state';

export interface JobContext {
  readonly message: JobMessage;
  readonly logger: Logger;
  /** Reports progress and is the cancellation point: throws JobCancelledError once the user cancelled. */
  step(step: number, of: number): Promise<void>;
}

/** Does the work of one job kind. Must be idempotent: SQS delivers at least once. */
export type JobProcessor = (context: JobContext) => Promise<void>;

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
  leases?: Pick<JobLeases, 'take' | 'release'>;
}): (event: SQSEvent) => Promise<SQSBatchResponse> {
  const release = (key: JobMessage['key']) => deps.leases?.release(key);
  const processRecord = async (record: SQSRecord): Promise<void> => {
    const message = jobMessageSchema.parse(JSON.parse(record.body));
    const logger = deps.logger.child({ messageId: record.messageId, kind: message.kind, key: message.key });
    const processor = deps.processors[message.kind];
    if (!processor) {
      logger.error('no processor for job kind');
      await deps.state.fail(message.key, JOB_FAILED_MESSAGE);
      await release(message.key);
      return;
    }
    if (!(await deps.state.claim(message.key, message.run))) {
      logger.info('job already finished or cancelled: skipped');
      return;
    }
    await deps.leases?.take(message.key, message.kind);
    try {
      await processor({
        message,
        logger,
        step: async (step, of) => {
          if (!(await deps.state.progress(message.key, step, of))) throw new JobCancelledError();
        },
      });
      await deps.state.complete(message.key);
      await release(message.key);
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
        return;
      }
      // A retryable failure keeps its lease: SQS retries it, and if that is lost too, the lease's expiry does.
      throw error;
    }
  };

  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await processRecord(record);
      } catch (error) {
        deps.logger.error('job attempt failed', { messageId: record.messageId, ...errorFields(error) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

/** The DLQ's worker: a job whose message exhausted its retries is marked failed, never left spinning. */
export function buildDeadLetterWorker(deps: {
  state: JobState;
  logger: Logger;
  leases?: Pick<JobLeases, 'release'>;
}): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const parsed = safeParse(record.body);
      if (!parsed) {
        deps.logger.error('unreadable dead letter dropped', {
          messageId: record.messageId,
          body: record.body.slice(0, 500),
        });
        continue;
      }
      try {
        await deps.state.fail(parsed.key, JOB_FAILED_MESSAGE);
        await deps.leases?.release(parsed.key);
        deps.logger.warn('job moved to dead-letter queue: marked failed', {
          kind: parsed.kind,
          key: parsed.key,
        });
      } catch (error) {
        deps.logger.error('marking dead letter failed', {
          messageId: record.messageId,
          ...errorFields(error),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
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
