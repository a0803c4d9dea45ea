import { Duration, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import type { Construct } from 'constructs';
import { acknowledgeNagOnArn } from './nag';
import { ThetixFunction, type FunctionEnvironment } from './thetix-function';

export interface SchedulesStackProps extends StackProps {
  readonly environment: FunctionEnvironment;
}

/**
 * The scheduled handlers are written against EventBridge's event shape (the local runtime sends the same), so the
 * Scheduler target input mimics a "Scheduled Event" with the schedule's own time.
 */
const scheduledEventInput = (name: string) =>
  ScheduleTargetInput.fromObject({
    version: '0',
    id: ContextAttribute.executionId,
    'detail-type': 'Scheduled Event',
    source: 'thetix.scheduler',
    time: ContextAttribute.scheduledTime,
    resources: [ContextAttribute.scheduleArn],
    detail: { schedule: name },
  });

/** Under a minute, so a per-minute schedule's run ends before the next one starts. */
const scheduledHandlerTimeout = Duration.seconds(50);

/** Each schedule of shared/src/schedules.ts as an EventBridge Scheduler schedule invoking its handler Lambda. */
export class SchedulesStack extends Stack {
  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);
    const { environment } = props;

    for (const definition of scheduleDefinitions) {
      const handler = new ThetixFunction(this, definition.name, {
        entry: definition.handler,
        environment,
        timeout: scheduledHandlerTimeout,
      });
      environment.table.grantReadWriteData(handler);
      for (const queue of environment.queues.values()) queue.grantSendMessages(handler);

      acknowledgeNagOnArn(
        this,
        handler.functionArn,
        (target) => `IAM5[Resource::${target}:*]`,
        "The Scheduler target's role may invoke the handler and its versions (CDK's LambdaInvoke grant): one function.",
      );
      new Schedule(this, `${definition.name}-schedule`, {
        scheduleName: `${environment.stage}-${definition.name}`,
        description: definition.description,
        schedule: ScheduleExpression.expression(`cron(${definition.cron})`, TimeZone.of(definition.timezone)),
        target: new LambdaInvoke(handler, {
          input: scheduledEventInput(definition.name),
          // Scheduler's default (185 retries over a day) would pile up stale per-minute runs behind an outage.
          retryAttempts: 3,
          maxEventAge: Duration.hours(1),
        }),
      });
    }
  }
}
