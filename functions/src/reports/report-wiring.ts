import { queueClient, queueUrl } from '../platform/queue-client';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { batchSender, buildReportRequests, type ReportRequests } from './report-requests';

let requests: ReportRequests | undefined;

/** Report requests with the real table and jobs queue, built on first use. */
export const reportRequests = (): ReportRequests =>
  (requests ??= buildReportRequests({
    table: defaultTable(),
    send: batchSender(queueClient(), queueUrl('jobs')),
    now: () => systemClock.now().toISOString(),
  }));
