import { createLogger } from '../platform/logger';
import { emitMetrics } from '../platform/metrics';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { publishMarketMetrics } from '../market-data/market-counters';
import { jobProcessors } from './job-processors';
import { buildJobLeases } from './job-lease';
import { buildJobState } from './job-state';
import { buildJobWorker } from './job-worker';
import type { SQSEvent } from 'aws-lambda';

let worker: ReturnType<typeof buildJobWorker> | undefined;

/** Lambda entry for the jobs queue (SqsEventSource with reportBatchItemFailures). */
export const handler = async (event: SQSEvent) => {
  worker ??= buildJobWorker({
    processors: jobProcessors,
    state: buildJobState(defaultTable(), systemClock),
    leases: buildJobLeases(defaultTable(), systemClock),
    logger: createLogger({ fields: { worker: 'jobs' } }),
    metrics: emitMetrics,
  });
  try {
    return await worker(event);
  } finally {
    publishMarketMetrics();
  }
};
