import { SQSClient } from '@aws-sdk/client-sqs';
import type { QueueName } from '@thetix/shared/queues';
import { config, queueUrlVariable } from '../config';
import { traced } from './tracing';

let client: SQSClient | undefined;

export function queueClient(): SQSClient {
  client ??= createQueueClient(config().AWS_REGION, config().SQS_ENDPOINT);
  return client;
}

export function createQueueClient(region: string, endpoint?: string): SQSClient {
  return traced(
    new SQSClient({
      region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
  );
}

export function queueUrl(name: QueueName): string {
  const url = config()[queueUrlVariable(name)];
  if (!url) throw new Error(`Invalid configuration: ${queueUrlVariable(name)} is not set`);
  return url;
}
