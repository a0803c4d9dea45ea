import type { EventBridgeEvent } from 'aws-lambda';
import { createLogger } from '../platform/logger';
import { emitMetrics } from '../platform/metrics';
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
  // Every run, 0 included: a missing point means the dispatcher did not run, which the lag alarm treats as breaching.
  emitMetrics({ name: 'DueJobLag', value: result.lagSeconds, unit: 'Seconds' }, { at: systemClock.now() });
  return { ...result, scheduledTime: event.time };
};
