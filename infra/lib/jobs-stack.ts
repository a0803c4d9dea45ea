import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption, type QueueProps } from 'aws-cdk-lib/aws-sqs';
import { deadLetterQueueName, queueDefinitions, queueName, type QueueName } from '@thetix/shared/queues';
import type { Construct } from 'constructs';
import {
  grantBrokerageSecretRead,
  grantMarketDataSecretRead,
  grantEmailSend,
  grantExportFiles,
  grantNotificationsSecretRead,
  grantPlannerModel,
  ThetixFunction,
  type FunctionEnvironment,
} from './thetix-function';

export interface JobsStackProps extends StackProps {
  readonly environment: Omit<FunctionEnvironment, 'queues'>;
}

const queueDefaults = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true } satisfies QueueProps;

/**
 * Every queue of shared/src/queues.ts with its dead-letter queue, the worker that drains it and the DLQ worker that
 * marks a poison message's job failed, so no job is left spinning.
 */
export class JobsStack extends Stack {
  readonly queues = new Map<QueueName, Queue>();
  readonly deadLetterQueues = new Map<QueueName, Queue>();

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { stage, table } = props.environment;

    const pairs = queueDefinitions.map((definition) => {
      // The DLQ worker has the same timeout as the main worker, so its queue needs the same visibility timeout.
      const visibilityTimeout = Duration.seconds(definition.visibilityTimeoutSeconds);
      const deadLetterQueue = new Queue(this, `${definition.name}-dlq`, {
        ...queueDefaults,
        queueName: deadLetterQueueName(stage, definition.name),
        visibilityTimeout,
        retentionPeriod: Duration.days(14),
      });
      const queue = new Queue(this, definition.name, {
        ...queueDefaults,
        queueName: queueName(stage, definition.name),
        visibilityTimeout,
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
      });
      this.queues.set(definition.name, queue);
      this.deadLetterQueues.set(definition.name, deadLetterQueue);
      return { definition, queue, deadLetterQueue };
    });

    const environment: FunctionEnvironment = { ...props.environment, queues: this.queues };
    for (const { definition, queue, deadLetterQueue } of pairs) {
      const consumers = [
        { id: `${definition.name}-worker`, entry: definition.worker, source: queue, syncs: true },
        {
          id: `${definition.name}-dlq-worker`,
          entry: definition.deadLetterWorker,
          source: deadLetterQueue,
          syncs: false,
        },
      ];
      for (const consumer of consumers) {
        const worker = new ThetixFunction(this, consumer.id, {
          entry: consumer.entry,
          environment,
          timeout: Duration.seconds(definition.workerTimeoutSeconds),
        });
        table.grantReadWriteData(worker);
        // The worker runs brokerage syncs; the dead-letter worker only marks jobs failed.
        if (consumer.syncs) grantBrokerageSecretRead(worker, environment);
        // It generates opportunities and materializes cards, chats and reports over the market.
        if (consumer.syncs) grantMarketDataSecretRead(worker, environment);
        if (consumer.syncs) grantPlannerModel(worker, environment);
        // The worker runs the report jobs, which deliver reports by e-mail (SES) and Web Push (VAPID keys).
        if (consumer.syncs) grantEmailSend(worker, environment);
        if (consumer.syncs) grantNotificationsSecretRead(worker, environment);
        // The worker writes Trading History CSV exports.
        if (consumer.syncs) grantExportFiles(worker, environment, 'write');
        worker.addEventSource(
          new SqsEventSource(consumer.source, {
            batchSize: definition.batchSize,
            reportBatchItemFailures: true,
          }),
        );
      }
    }
  }
}
