import { scheduleDefinitions, toCronerPattern, type ScheduleDefinition } from '@thetix/shared/schedules';
import type { EventBridgeEvent } from 'aws-lambda';
import { Cron } from 'croner';
import { randomUUID } from 'node:crypto';
import { errorFields, type Logger } from '../platform/logger';
import { lambdaContext, loadHandler } from './lambda-runtime';

/** The event EventBridge Scheduler delivers (the CDK target sends this shape as the input). */
export function scheduledEvent(
  schedule: ScheduleDefinition,
  at: Date,
): EventBridgeEvent<'Scheduled Event', { schedule: string }> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'thetix.scheduler',
    account: '000000000000',
    time: at.toISOString(),
    region: 'us-east-1',
    resources: [`arn:aws:scheduler:us-east-1:000000000000:schedule/default/${schedule.name}`],
    detail: { schedule: schedule.name },
  };
}

/** Invokes a schedule's handler once, exactly as the cron does (also used by tests). */
export async function runSchedule(schedule: ScheduleDefinition, at: Date): Promise<unknown> {
  const handler = await loadHandler(schedule.handler);
  return handler(scheduledEvent(schedule, at), lambdaContext(schedule.name, 60));
}

/**
 * croner in this process, on the same expressions and time zones CDK gives EventBridge. `protect` skips a tick
 * while the previous run of that schedule is still going, as a Lambda's reserved concurrency of 1 would.
 */
export function startScheduler(logger: Logger) {
  const jobs = scheduleDefinitions.map(
    (schedule) =>
      new Cron(toCronerPattern(schedule.cron), { timezone: schedule.timezone, protect: true }, async () => {
        try {
          await runSchedule(schedule, new Date());
        } catch (error) {
          logger.error('scheduled handler failed', { schedule: schedule.name, ...errorFields(error) });
        }
      }),
  );
  return {
    schedules: scheduleDefinitions.map(
      (schedule) => `${schedule.name} (${schedule.cron} ${schedule.timezone})`,
    ),
    stop: () => jobs.forEach((job) => job.stop()),
  };
}
