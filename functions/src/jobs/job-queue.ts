import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { currentCorrelationId } from '../platform/correlation';
import type { JobLeases } from './job-lease';
import type { JobMessage } from './job-message';

/**
 * Sends a job to the jobs queue under a fresh lease: the lease is written first, so a message lost on the way (a
 * crash after the job was marked pending, an SQS outage, kill -9 of the local queue) is sent again by the
 * dispatcher once the lease expires instead of leaving the job pending for good (issue 20 item 4). Features that
 * enqueue jobs should send them through this rather than SendMessage of their own.
 */
export function buildJobQueue(deps: {
  queue: SQSClient;
  queueUrl: () => string;
  leases: Pick<JobLeases, 'take'>;
}) {
  return async (message: JobMessage): Promise<void> => {
    await deps.leases.take(message.key, message.kind, { fresh: true });
    const correlationId = message.correlationId ?? currentCorrelationId();
    const body: JobMessage = { ...message, ...(correlationId ? { correlationId } : {}) };
    await deps.queue.send(
      new SendMessageCommand({ QueueUrl: deps.queueUrl(), MessageBody: JSON.stringify(body) }),
    );
  };
}
