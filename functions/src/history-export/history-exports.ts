import { createHmac } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { xsrfSecret } from '../http/xsrf-token';
import { buildJobLeases } from '../jobs/job-lease';
import { buildJobQueue } from '../jobs/job-queue';
import { marketModel } from '../market-data/market-source';
import { systemClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { buildLocalExportFileStore, buildS3ExportFileStore, type ExportFileStore } from './export-file-store';
import { buildHistoryExportRepository } from './export-repository';
import { buildHistoryExportService, type HistoryExportService } from './export-service';

/** Local links are signed with a key of their own, derived from the process's XSRF key (never the key itself). */
const linkSecret = async () =>
  createHmac('sha256', await xsrfSecret())
    .update('history-export-links')
    .digest('base64url');

function fileStore(): { files: ExportFileStore; linkSecret?: () => Promise<string> } {
  const { EXPORTS_BUCKET, EXPORTS_DIR, AWS_REGION } = config();
  if (EXPORTS_BUCKET)
    return {
      files: buildS3ExportFileStore({ client: new S3Client({ region: AWS_REGION }), bucket: EXPORTS_BUCKET }),
    };
  if (EXPORTS_DIR)
    return { files: buildLocalExportFileStore({ directory: EXPORTS_DIR, secret: linkSecret }), linkSecret };
  throw new Error('Invalid configuration: EXPORTS_BUCKET (or EXPORTS_DIR locally) is not set');
}

let service: HistoryExportService | undefined;

/** The process's export service with its real dependencies, created on first use (the API and the job share it). */
export function historyExports(): HistoryExportService {
  if (service) return service;
  const table = defaultTable();
  const portfolioRepository = buildPortfolioRepository(table);
  service = buildHistoryExportService({
    exports: buildHistoryExportRepository(table),
    ...fileStore(),
    portfolio: buildPortfolioService({
      portfolio: portfolioRepository,
      market: marketModel(),
      clock: systemClock,
      ids: randomId,
    }),
    accountExists: async (userId, accountId) =>
      (await portfolioRepository.getAccount(userId, accountId)) !== undefined,
    // Under a lease, so a message lost before its first claim is sent again by the dispatcher (decision 166).
    enqueue: buildJobQueue({
      queue: queueClient(),
      queueUrl: () => queueUrl('jobs'),
      leases: buildJobLeases(table, systemClock),
    }),
    clock: systemClock,
    newId: randomId,
  });
  return service;
}

/** Tests that change the environment (the local stack) start over. */
export const resetHistoryExportsForTests = () => {
  service = undefined;
};
