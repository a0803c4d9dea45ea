import { PermanentJobError } from '../jobs/job-state';
import type { JobProcessor } from '../jobs/job-worker';
import { historyExportOfKey } from './export-entity';
import { historyExports } from './history-exports';

/** Writes one Trading History CSV (HISTORY_EXPORT_JOB). */
export const historyExportJob: JobProcessor = async ({ message, step }) => {
  const target = historyExportOfKey(message.key);
  if (!target) throw new PermanentJobError('This export could not be found.');
  await historyExports().write(target.userId, target.exportId, step);
};
