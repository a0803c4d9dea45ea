import { type HistoryExport, type HistoryExportRequest } from '@thetix/shared/contracts/history-export';
import { HISTORY_MAX_LIMIT, type HistoryFilter } from '@thetix/shared/contracts/portfolio';
import { historyCsvFileName, historyCsvRows, HISTORY_CSV_HEADER } from '@thetix/shared/portfolio/history-csv';
import { ForbiddenError, NotFoundError } from '../http/errors';
import type { JobMessage } from '../jobs/job-message';
import type { JobContext } from '../jobs/job-worker';
import type { Clock } from '../platform/clock';
import type { IdGenerator } from '../platform/ids';
import type { PortfolioService } from '../portfolio/portfolio-service';
import { HISTORY_EXPORT_JOB, historyExportKey, type StoredHistoryExport } from './export-entity';
import { verifyExportLink, type ExportFileStore, type LinkSignature } from './export-file-store';
import type { HistoryExportRepository } from './export-repository';

export const EXPORT_NOT_FOUND = 'Export not found';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const LINK_REFUSED = 'This download link is invalid or has expired. Export the history again.';

export interface HistoryExportDependencies {
  readonly exports: HistoryExportRepository;
  readonly files: ExportFileStore;
  readonly portfolio: Pick<PortfolioService, 'transactionPage'>;
  readonly accountExists: (userId: string, accountId: string) => Promise<boolean>;
  readonly enqueue: (message: JobMessage) => Promise<void>;
  readonly clock: Clock;
  readonly newId: IdGenerator;
  /** The key local file links are signed with (the local store's); absent where files are served elsewhere. */
  readonly linkSecret?: () => Promise<string>;
}

/** Trading History CSV exports (issue 19 item 2; docs/api.md "History exports"). */
export function buildHistoryExportService(deps: HistoryExportDependencies) {
  const view = async (item: StoredHistoryExport): Promise<HistoryExport> => {
    const ready = item.jobStatus === null && item.rows !== null;
    return {
      id: item.exportId,
      status: ready ? 'ready' : (item.jobStatus ?? 'processing'),
      createdAt: item.createdAt,
      fileName: item.fileName,
      rows: ready ? item.rows : null,
      downloadUrl: ready
        ? await deps.files.downloadUrl(
            { userId: item.userId, exportId: item.exportId, fileName: item.fileName },
            deps.clock.now(),
          )
        : null,
      error: item.jobStatus === 'failed' ? (item.jobError ?? 'The export failed.') : null,
    };
  };

  return {
    /** Asks for a CSV of the history the filters select; the job writes it. */
    async request(userId: string, request: HistoryExportRequest): Promise<HistoryExport> {
      if (request.accountId && !(await deps.accountExists(userId, request.accountId)))
        throw new NotFoundError(ACCOUNT_NOT_FOUND);
      const now = deps.clock.now();
      const exportId = deps.newId();
      const item = {
        userId,
        exportId,
        createdAt: now.toISOString(),
        fileName: historyCsvFileName(now),
        filter: request,
      };
      await deps.exports.create(item);
      await deps.enqueue({ kind: HISTORY_EXPORT_JOB, key: historyExportKey(userId, exportId) });
      return view({ ...item, jobStatus: 'pending', jobError: null, rows: null });
    },

    /** One export's state, with a fresh download link once it is ready. */
    async get(userId: string, exportId: string): Promise<HistoryExport> {
      const item = await deps.exports.get(userId, exportId, deps.clock.now());
      if (!item) throw new NotFoundError(EXPORT_NOT_FOUND);
      return view(item);
    },

    /** The file behind a signed local link: who it is for comes from the link, which the signature binds. */
    async file(exportId: string, link: LinkSignature): Promise<{ fileName: string; body: string }> {
      const secret = await deps.linkSecret?.();
      if (!secret || !deps.files.read || !verifyExportLink(secret, exportId, link, deps.clock.now()))
        throw new ForbiddenError(LINK_REFUSED);
      const item = await deps.exports.get(link.user, exportId, deps.clock.now());
      const body = item ? await deps.files.read({ userId: link.user, exportId }) : undefined;
      if (!item || body === undefined) throw new NotFoundError(EXPORT_NOT_FOUND);
      return { fileName: item.fileName, body };
    },

    /**
     * The job: every page of the filtered history, newest first, as on screen, less the rows a pending remove hides;
     * written whole, so a retry rewrites the same file.
     */
    async write(userId: string, exportId: string, step: JobContext['step']): Promise<void> {
      const item = await deps.exports.get(userId, exportId, deps.clock.now());
      if (!item) return;
      const { accountId, exclude, ticker, type, from, to } = item.filter;
      const filter = { ticker, type, from, to } as HistoryFilter;
      const hidden = new Set(exclude ?? []);
      const lines = [HISTORY_CSV_HEADER];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await deps.portfolio.transactionPage(userId, accountId ? { accountId } : {}, filter, {
          limit: HISTORY_MAX_LIMIT,
          ...(cursor ? { cursor } : {}),
        });
        lines.push(...historyCsvRows(page.groups.filter((group) => !hidden.has(group.id))));
        pages += 1;
        await step(pages, Math.max(pages, Math.ceil(page.summary.count / HISTORY_MAX_LIMIT)));
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      await deps.files.put({ userId, exportId, fileName: item.fileName }, lines.join('\n'));
      await deps.exports.recordRows(userId, exportId, lines.length - 1);
    },
  };
}

export type HistoryExportService = ReturnType<typeof buildHistoryExportService>;
