import type { JobMessage } from '../jobs/job-message';

/** The job kind that writes a Trading History CSV (functions/src/jobs/job-processors.ts). */
export const HISTORY_EXPORT_JOB = 'history-export';

/**
 * Keys (docs/data-model.md, "History exports"): an export lives in its owner's partition, pk `USER#<user>`, sk
 * `HISTORYEXPORT#<id>`, with the filters it was asked with, the job's state and, once written, its row count. It
 * expires (`expiresAt`) a day after it was made, as its file does.
 */
export const HISTORY_EXPORT_SK_PREFIX = 'HISTORYEXPORT#';
export const historyExportKey = (userId: string, exportId: string) => ({
  pk: `USER#${userId}`,
  sk: `${HISTORY_EXPORT_SK_PREFIX}${exportId}`,
});

export function historyExportOfKey(key: JobMessage['key']): { userId: string; exportId: string } | undefined {
  if (!key.pk.startsWith('USER#') || !key.sk.startsWith(HISTORY_EXPORT_SK_PREFIX)) return undefined;
  const userId = key.pk.slice('USER#'.length);
  const exportId = key.sk.slice(HISTORY_EXPORT_SK_PREFIX.length);
  return userId && exportId ? { userId, exportId } : undefined;
}

/** The filters as stored: what GET /api/portfolio/transactions takes, plus rows hidden by a pending remove. */
export interface StoredExportFilter {
  readonly accountId?: string;
  readonly ticker?: string;
  readonly type?: string;
  readonly from?: string;
  readonly to?: string;
  readonly exclude?: readonly string[];
}

export interface StoredHistoryExport {
  readonly userId: string;
  readonly exportId: string;
  readonly createdAt: string;
  readonly fileName: string;
  readonly filter: StoredExportFilter;
  readonly jobStatus: 'pending' | 'processing' | 'failed' | null;
  readonly jobError: string | null;
  readonly rows: number | null;
}
