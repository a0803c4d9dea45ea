import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HISTORY_EXPORT_RETENTION_SECONDS } from '@thetix/shared/contracts/history-export';
import type { Table } from '../platform/table';
import { historyExportKey, type StoredExportFilter, type StoredHistoryExport } from './export-entity';

export function buildHistoryExportRepository(table: Table) {
  return {
    /** A new export, pending its job; it and its file go a day later. */
    async create(item: Omit<StoredHistoryExport, 'jobStatus' | 'jobError' | 'rows'>): Promise<void> {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...historyExportKey(item.userId, item.exportId),
            entity: 'history-export',
            userId: item.userId,
            exportId: item.exportId,
            createdAt: item.createdAt,
            fileName: item.fileName,
            filter_json: JSON.stringify(item.filter),
            job_status: 'pending',
            expiresAt: Math.floor(Date.parse(item.createdAt) / 1000) + HISTORY_EXPORT_RETENTION_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** One export of one user (the key names the owner, so another user's id finds nothing). */
    async get(userId: string, exportId: string, now: Date): Promise<StoredHistoryExport | undefined> {
      const { Item } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: historyExportKey(userId, exportId),
          ConsistentRead: true,
        }),
      );
      // TTL deletes late: an expired item is gone as far as readers are concerned.
      if (!Item || Number(Item.expiresAt) * 1000 <= now.getTime()) return undefined;
      return {
        userId: String(Item.userId),
        exportId: String(Item.exportId),
        createdAt: String(Item.createdAt),
        fileName: String(Item.fileName),
        filter: JSON.parse(String(Item.filter_json)) as StoredExportFilter,
        jobStatus: (Item.job_status as StoredHistoryExport['jobStatus']) ?? null,
        jobError: typeof Item.job_error === 'string' ? Item.job_error : null,
        rows: typeof Item.rows === 'number' ? Item.rows : null,
      };
    },

    /** The file is written: how many rows it has (the job's completion then clears its status). */
    async recordRows(userId: string, exportId: string, rows: number): Promise<void> {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: historyExportKey(userId, exportId),
          UpdateExpression: 'SET #rows = :rows',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#rows': 'rows' },
          ExpressionAttributeValues: { ':rows': rows },
        }),
      );
    },
  };
}

export type HistoryExportRepository = ReturnType<typeof buildHistoryExportRepository>;
