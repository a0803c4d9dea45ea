import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import {
  deadLetterQueueName,
  queueDefinitions,
  queueName,
  type QueueDefinition,
} from '@thetix/shared/queues';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { startFauxqs } from 'fauxqs';
import { createQueueClient } from '../platform/queue-client';
import { errorFields, type Logger } from '../platform/logger';
import { lambdaContext, loadHandler } from './lambda-runtime';

export interface LocalQueue {
  definition: QueueDefinition;
  url: string;
  arn: string;
  deadLetterUrl: string;
  deadLetterArn: string;
}

/** fauxqs in this process: a real SQS wire API with visibility timeouts and DLQ redrive (in memory). */
export async function startSqsLocal(options: { port: number }) {
  const server = await startFauxqs({ port: options.port, logger: false });
  return { endpoint: `http://127.0.0.1:${server.port}`, stop: () => server.stop() };
}

/** Creates each queue of shared/src/queues.ts with its DLQ and redrive policy, as the CDK jobs stack does. */
export async function createQueues(
  client: SQSClient,
  stage: string,
  visibilityTimeoutOverrideSeconds?: number,
): Promise<LocalQueue[]> {
  const queues: LocalQueue[] = [];
  for (const definition of queueDefinitions) {
    const dlq = await client.send(
      new CreateQueueCommand({ QueueName: deadLetterQueueName(stage, definition.name) }),
    );
    const deadLetterArn = await queueArn(client, dlq.QueueUrl!);
    const visibility = visibilityTimeoutOverrideSeconds ?? definition.visibilityTimeoutSeconds;
    const main = await client.send(
      new CreateQueueCommand({
        QueueName: queueName(stage, definition.name),
        Attributes: {
          VisibilityTimeout: String(visibility),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: deadLetterArn,
            maxReceiveCount: definition.maxReceiveCount,
          }),
        },
      }),
    );
    queues.push({
      definition,
      url: main.QueueUrl!,
      arn: await queueArn(client, main.QueueUrl!),
      deadLetterUrl: dlq.QueueUrl!,
      deadLetterArn,
    });
  }
  return queues;
}

async function queueArn(client: SQSClient, url: string): Promise<string> {
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }),
  );
  return Attributes?.QueueArn ?? url;
}

/** The SQS event the Lambda service builds from received messages. */
export function toSqsEvent(messages: Message[], queueArnValue: string): SQSEvent {
  return {
    Records: messages.map((message) => ({
      messageId: message.MessageId!,
      receiptHandle: message.ReceiptHandle!,
      body: message.Body ?? '',
      attributes: {
        ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: message.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: message.Attributes?.SenderId ?? 'local',
        ApproximateFirstReceiveTimestamp:
          message.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: message.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: queueArnValue,
      awsRegion: 'us-east-1',
    })),
  };
}

type SqsHandler = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

/**
 * One receive-invoke-delete round, as the Lambda SQS event source does with ReportBatchItemFailures: messages the
 * handler reports as failed (or all of them, if it throws) stay on the queue and reappear after the visibility
 * timeout; after maxReceiveCount receives the queue moves them to the DLQ.
 */
export async function pollOnce(
  client: SQSClient,
  queue: { url: string; arn: string; batchSize: number; waitSeconds?: number },
  handler: SqsHandler,
  logger: Logger,
): Promise<number> {
  const { Messages = [] } = await client.send(
    new ReceiveMessageCommand({
      QueueUrl: queue.url,
      MaxNumberOfMessages: queue.batchSize,
      WaitTimeSeconds: queue.waitSeconds ?? 1,
      MessageSystemAttributeNames: ['All'],
    }),
  );
  if (Messages.length === 0) return 0;
  let failed = new Set<string>();
  try {
    const response = await handler(toSqsEvent(Messages, queue.arn));
    failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
  } catch (error) {
    logger.error('worker threw: the whole batch will be retried', errorFields(error));
    failed = new Set(Messages.map((message) => message.MessageId!));
  }
  const done = Messages.filter((message) => !failed.has(message.MessageId!));
  if (done.length > 0) {
    await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queue.url,
        Entries: done.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })),
      }),
    );
  }
  return Messages.length;
}

/** Runs the worker and the dead-letter worker of every queue until stopped. */
export function startWorkers(options: { endpoint: string; queues: LocalQueue[]; logger: Logger }) {
  const client = createQueueClient('us-east-1', options.endpoint);
  let running = true;
  const loops: Promise<void>[] = [];
  const run = async (
    url: string,
    arn: string,
    definition: QueueDefinition,
    modulePath: string,
    name: string,
  ) => {
    const handler = (await loadHandler(modulePath)) as unknown as (
      event: SQSEvent,
      context: unknown,
    ) => Promise<SQSBatchResponse>;
    while (running) {
      try {
        await pollOnce(
          client,
          { url, arn, batchSize: definition.batchSize },
          (event) => handler(event, lambdaContext(name, definition.workerTimeoutSeconds)),
          options.logger,
        );
      } catch (error) {
        if (!running) break;
        options.logger.error('polling failed', { queue: name, ...errorFields(error) });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  for (const queue of options.queues) {
    const name = queue.definition.name;
    loops.push(run(queue.url, queue.arn, queue.definition, queue.definition.worker, `${name}-worker`));
    loops.push(
      run(
        queue.deadLetterUrl,
        queue.deadLetterArn,
        queue.definition,
        queue.definition.deadLetterWorker,
        `${name}-dlq-worker`,
      ),
    );
  }
  return {
    async stop() {
      running = false;
      await Promise.allSettled(loops);
      client.destroy();
    },
  };
}
