import { deadLetterQueueName, queueDefinitions, queueName } from '@thetix/shared/queues';
import { afterAll, describe, expect, it } from '@jest/globals';
import { functionLogicalId, onlyResource, synthThetix, testStage } from './synth-thetix';

const thetix = synthThetix();
const template = thetix.template('jobs');
afterAll(thetix.dispose);

describe.each(queueDefinitions)('jobs stack: queue $name', (definition) => {
  it('redrives to its dead-letter queue after maxReceiveCount receives', () => {
    // Act
    const deadLetterQueue = onlyResource(template, 'AWS::SQS::Queue', {
      QueueName: deadLetterQueueName(testStage, definition.name),
    });
    const queue = onlyResource(template, 'AWS::SQS::Queue', {
      QueueName: queueName(testStage, definition.name),
    });

    // Assess
    expect(queue.properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueue.logicalId, 'Arn'] },
      maxReceiveCount: definition.maxReceiveCount,
    });
    expect(queue.properties.VisibilityTimeout).toBe(definition.visibilityTimeoutSeconds);
  });

  it('feeds its worker in batches that report item failures', () => {
    // Prepare
    const queue = onlyResource(template, 'AWS::SQS::Queue', {
      QueueName: queueName(testStage, definition.name),
    });
    const worker = functionLogicalId(template, definition.worker);

    // Act
    const mapping = onlyResource(template, 'AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queue.logicalId, 'Arn'] },
    });

    // Assess
    expect(mapping.properties.FunctionName).toEqual({ Ref: worker });
    expect(mapping.properties.BatchSize).toBe(definition.batchSize);
    expect(mapping.properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: `functions/src/${definition.worker}`,
      Timeout: definition.workerTimeoutSeconds,
    });
  });

  it('drains its dead-letter queue with the dead-letter worker', () => {
    // Prepare
    const deadLetterQueue = onlyResource(template, 'AWS::SQS::Queue', {
      QueueName: deadLetterQueueName(testStage, definition.name),
    });
    const deadLetterWorker = functionLogicalId(template, definition.deadLetterWorker);

    // Act
    const mapping = onlyResource(template, 'AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [deadLetterQueue.logicalId, 'Arn'] },
    });

    // Assess
    expect(mapping.properties.FunctionName).toEqual({ Ref: deadLetterWorker });
    expect(mapping.properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
  });
});
