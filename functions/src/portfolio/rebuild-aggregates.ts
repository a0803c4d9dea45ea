import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { buildHistoryIndex } from '@thetix/shared/portfolio/history-index';
import { buildAggregates } from '@thetix/shared/portfolio/ledger-aggregates';
import { DEFAULT_TIME_ZONE } from '@thetix/shared/portfolio/realised-option-income';
import type { Table } from '../platform/table';
import { fromAccountItem, type StoredAccount } from './portfolio-entities';
import { buildPortfolioRepository } from './portfolio-repository';

export interface RebuildReport {
  accounts: number;
  lines: number;
  /** Accounts whose stored snapshot differed from the ledger's (missing, stale or of another version). */
  differing: number;
  written: number;
  deleted: number;
}

/** Every account item in the table (Scan, entity = account): the rebuild of all users. */
async function allAccounts(table: Table): Promise<StoredAccount[]> {
  const accounts: StoredAccount[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression: 'entity = :account',
        ExpressionAttributeValues: { ':account': 'account' },
        ExclusiveStartKey: startKey,
      }),
    );
    accounts.push(...(page.Items ?? []).map(fromAccountItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return accounts;
}

/**
 * Recomputes the snapshot rows (books, income per day and month) and the materialised history (history-index.ts) of
 * one user's accounts, or of every account, from the ledger and writes the rows that differ (`npm run rebuild:aggregates`). `dryRun` only compares.
 */
export async function rebuildAggregates(
  table: Table,
  options: { userId?: string; dryRun?: boolean } = {},
): Promise<RebuildReport> {
  const portfolio = buildPortfolioRepository(table);
  const accounts = options.userId ? await portfolio.listAccounts(options.userId) : await allAccounts(table);
  const report: RebuildReport = { accounts: 0, lines: 0, differing: 0, written: 0, deleted: 0 };
  for (const account of accounts) {
    const lines = await portfolio.listLines(account.userId, { accountId: account.id });
    const timeZone = account.timeZone ?? DEFAULT_TIME_ZONE;
    const rebuilt = buildAggregates(account.id, lines, timeZone);
    const stored = await portfolio.readAggregates(account.userId, account.id);
    report.accounts += 1;
    report.lines += lines.length;
    if (JSON.stringify(stored) !== JSON.stringify(rebuilt)) report.differing += 1;
    if (options.dryRun) continue;
    const { written, deleted } = await portfolio.writeAggregates(
      account.userId,
      rebuilt,
      buildHistoryIndex(account.id, lines, timeZone),
    );
    report.written += written;
    report.deleted += deleted;
  }
  return report;
}
