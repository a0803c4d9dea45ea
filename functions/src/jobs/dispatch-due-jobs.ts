import type { EventBridgeEvent } from 'aws-lambda';
import { createLogger } from '../platform/logger';
import { systemClock } from '../platform/clock';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import { buildDueJobDispatcher } from './due-job-dispatcher';

let dispatch: ReturnType<typeof buildDueJobDispatcher> | undefined;

/** Scheduled every minute (shared/src/schedules.ts): EventBridge in AWS, croner in the local runtime. */
export const handler = async (event: EventBridgeEvent<string, unknown>) => {
  dispatch ??= buildDueJobDispatcher({
    table: defaultTable(),
    queue: queueClient(),
    queueUrl: queueUrl('jobs'),
    clock: systemClock,
    logger: createLogger({ fields: { schedule: 'dispatch-due-jobs' } }),
  });
  const result = await dispatch();
  return { ...result, scheduledTime: event.time };
};
