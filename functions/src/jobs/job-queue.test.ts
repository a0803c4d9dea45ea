import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { withCorrelationId } from '../platform/correlation';
import { buildJobQueue } from './job-queue';
import { jobMessageSchema } from './job-message';

const sqs = mockClient(SQSClient);
const key = { pk: 'USER#1', sk: 'CARD#1' };

function queueWithLeases() {
  const leases: string[] = [];
  const enqueue = buildJobQueue({
    queue: new SQSClient({ region: 'us-east-1' }),
    queueUrl: () => 'https://sqs.local/jobs',
    leases: {
      take: async (taken) => {
        leases.push(taken.sk);
      },
    },
  });
  const sentBodies = () =>
    sqs
      .commandCalls(SendMessageCommand)
      .map((call) => jobMessageSchema.parse(JSON.parse(call.args[0].input.MessageBody!)));
  return { enqueue, leases, sentBodies };
}

describe('buildJobQueue', () => {
  beforeEach(() => {
    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  });

  it("carries the sending request's correlation id in the message", async () => {
    // Prepare
    const { enqueue, leases, sentBodies } = queueWithLeases();

    // Act
    await withCorrelationId('req-abc-123', () => enqueue({ kind: 'thetix-card', key, run: 'r1' }));

    // Assess
    expect(leases).toEqual(['CARD#1']);
    expect(sentBodies()).toEqual([{ kind: 'thetix-card', key, run: 'r1', correlationId: 'req-abc-123' }]);
  });

  it('sends the message as it is outside any request, and keeps a correlation id it already has', async () => {
    // Prepare
    const { enqueue, sentBodies } = queueWithLeases();

    // Act
    await enqueue({ kind: 'thetix-card', key });
    await withCorrelationId('req-new-0001', () =>
      enqueue({ kind: 'thetix-card', key, correlationId: 'req-old-0001' }),
    );

    // Assess
    expect(sentBodies()).toEqual([
      { kind: 'thetix-card', key },
      { kind: 'thetix-card', key, correlationId: 'req-old-0001' },
    ]);
  });
});
