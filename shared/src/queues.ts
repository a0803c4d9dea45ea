/**
 * The SQS queues, each with its dead-letter queue. CDK creates them in AWS and the local runtime creates them on
 * fauxqs from this list; the worker entry point for each lives at functions/src/<worker>.
 */
export interface QueueDefinition {
  /** Logical name; the physical queue is `${stage}-${name}` and its DLQ `${stage}-${name}-dlq`. */
  readonly name: QueueName;
  /**
   * Seconds a received message stays invisible: at least 6 × the worker's timeout, as AWS recommends for a Lambda
   * event source, so retries of a throttled invocation do not make the message visible again mid-run.
   */
  readonly visibilityTimeoutSeconds: number;
  /** Receives before SQS moves a message to the DLQ. */
  readonly maxReceiveCount: number;
  readonly batchSize: number;
  /** Worker Lambda timeout. */
  readonly workerTimeoutSeconds: number;
  /** Module (relative to functions/src) exporting `handler` for this queue's messages. */
  readonly worker: string;
  /** Module exporting `handler` for messages that land in the DLQ: it marks their job failed. */
  readonly deadLetterWorker: string;
}

export type QueueName = 'jobs';

export const queueDefinitions: readonly QueueDefinition[] = [
  {
    name: 'jobs',
    visibilityTimeoutSeconds: 720,
    maxReceiveCount: 3,
    batchSize: 5,
    // A brokerage sync waits out aggregator rate limits (SnapTrade retries a 429 for up to ~35 s).
    workerTimeoutSeconds: 120,
    worker: 'jobs/worker.ts',
    deadLetterWorker: 'jobs/dead-letter-worker.ts',
  },
];

export const queueName = (stage: string, name: QueueName): string => `${stage}-${name}`;
export const deadLetterQueueName = (stage: string, name: QueueName): string => `${stage}-${name}-dlq`;
