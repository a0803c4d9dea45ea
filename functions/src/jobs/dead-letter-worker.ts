import type { SQSEvent } from 'aws-lambda';
import { createLogger } from '../platform/logger';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildJobLeases } from './job-lease';
import { buildJobState } from './job-state';
import { buildDeadLetterWorker } from './job-worker';

let worker: ReturnType<typeof buildDeadLetterWorker> | undefined;

/** Lambda entry for the jobs dead-letter queue. */
export const handler = (event: SQSEvent) => {
  worker ??= buildDeadLetterWorker({
    state: buildJobState(defaultTable(), systemClock),
    leases: buildJobLeases(defaultTable(), systemClock),
    logger: createLogger({ fields: { worker: 'jobs-dlq' } }),
  });
  return worker(event);
};
