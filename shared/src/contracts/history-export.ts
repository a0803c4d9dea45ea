import * as z from 'zod';
import { idSchema } from './limits';
import { isoDateSchema } from './market-data';
import { accountIdSchema, historyTypeFilterSchema } from './portfolio';

/**
 * Export CSV of Trading History as a job (issue 19 item 2): the browser asks for a file with the filters on screen,
 * a worker pages through the history and writes the CSV (S3 in AWS, the local data folder locally), and the browser
 * downloads it from a short-lived signed link once it is ready. Every response stays small whatever the history.
 */

/** Rows hidden by a remove the user may still undo are left out; more than a screenful is never pending. */
export const MAX_EXPORT_EXCLUDED = 200;

/** POST /api/history-exports: the history's filters (as GET /api/portfolio/transactions takes them). */
export const historyExportRequestSchema = z.strictObject({
  accountId: accountIdSchema.optional(),
  // Upper-cased and compared exactly, as the history's own filter; blank is no filter.
  ticker: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z.string().max(32, 'must be at most 32 characters').optional(),
  ),
  type: historyTypeFilterSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  exclude: z
    .array(idSchema)
    .max(MAX_EXPORT_EXCLUDED, `must list at most ${MAX_EXPORT_EXCLUDED} transactions`)
    .optional(),
});
export type HistoryExportRequest = z.infer<typeof historyExportRequestSchema>;

export const historyExportStatusSchema = z.enum(['pending', 'processing', 'ready', 'failed']);
export type HistoryExportStatus = z.infer<typeof historyExportStatusSchema>;

/** One export as GET /api/history-exports/{exportId} answers it. */
export const historyExportSchema = z.object({
  id: z.string(),
  status: historyExportStatusSchema,
  createdAt: z.string(),
  /** `thetix-trading-history-YYYY-MM-DD.csv` (spec part 2 §7), dated the day it was asked for. */
  fileName: z.string(),
  /** Transaction lines written (the CSV's rows without the header), once ready. */
  rows: z.number().int().nullable(),
  /** A signed link valid for `HISTORY_EXPORT_LINK_SECONDS`, once ready; fetched again on each status call. */
  downloadUrl: z.string().nullable(),
  /** Why it failed, in words, when it did. */
  error: z.string().nullable(),
});
export type HistoryExport = z.infer<typeof historyExportSchema>;

export const historyExportParamsSchema = z.object({ exportId: idSchema });

/** How long a download link works; the status call hands out a fresh one. */
export const HISTORY_EXPORT_LINK_SECONDS = 15 * 60;
/** Files and their items are deleted a day after they are made. */
export const HISTORY_EXPORT_RETENTION_SECONDS = 24 * 60 * 60;
