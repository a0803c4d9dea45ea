import {
  historyExportRequestSchema,
  historyExportSchema,
  type HistoryExport,
  type HistoryExportRequest,
} from '@thetix/shared/contracts/history-export';
import { api } from '../../../lib/api-client';

/** How often the page asks whether the file is ready, and for how long at most. */
const POLL_MS = 1_000;
const GIVE_UP_MS = 5 * 60_000;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('Export cancelled'));
    });
  });

/**
 * POST /api/history-exports, then GET /api/history-exports/{exportId} until the worker has written the file
 * (issue 19 item 2): whatever the history's size, no answer carries more than the export's state.
 */
export async function exportHistory(
  request: HistoryExportRequest,
  signal?: AbortSignal,
): Promise<HistoryExport> {
  let current = await api.request('POST /api/history-exports', {
    schema: historyExportSchema,
    body: historyExportRequestSchema.parse(request),
    signal,
  });
  const deadline = Date.now() + GIVE_UP_MS;
  while (current.status === 'pending' || current.status === 'processing') {
    if (Date.now() > deadline) throw new Error('The export is taking too long. Please try again.');
    await pause(POLL_MS, signal);
    current = await api.request('GET /api/history-exports/{exportId}', {
      schema: historyExportSchema,
      params: { exportId: current.id },
      signal,
    });
  }
  if (current.status === 'failed') throw new Error(current.error ?? 'The export failed.');
  return current;
}
