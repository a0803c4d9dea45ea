import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PermanentJobError } from '../jobs/job-state';
import type { JobProcessor } from '../jobs/job-worker';
import { defaultTable, type Table } from '../platform/table';
import { fanOutOfKey } from './report-entities';
import type { ReportRequests } from './report-requests';
import { reportRequests } from './report-wiring';

/** The `thetix-report-fanout` processor: one audience shard's reports of a period are requested. */
export function buildReportFanOutProcessor(deps: {
  requests: () => ReportRequests;
  table: () => Table;
}): JobProcessor {
  return async ({ message, logger }) => {
    const fanOut = fanOutOfKey(message.key);
    if (!fanOut) throw new PermanentJobError('This report fan-out is not valid.');
    const result = await deps.requests().fanOutShard(fanOut.type, fanOut.period, fanOut.shard);
    // Done: the backstop slot goes (a retry requests only the reports not asked for yet).
    await deps.table().client.send(
      new UpdateCommand({
        TableName: deps.table().name,
        Key: message.key,
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
      }),
    );
    logger.info('report shard fanned out', { ...fanOut, ...result });
  };
}

export const reportFanOutJob: JobProcessor = buildReportFanOutProcessor({
  requests: reportRequests,
  table: defaultTable,
});
