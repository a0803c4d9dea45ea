import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { opportunityStatusSchema } from '@thetix/shared/contracts/opportunities';
import type { Table } from '../platform/table';
import { opportunityKey } from './opportunity-entity';
import { buildOpportunityRepository } from './opportunity-repository';
import { runKey } from './opportunity-run-repository';

/** BatchWriteItem takes at most 25 requests. */
const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

/**
 * For the portfolio's `removeAccountData` hook: when an account is deleted, its opportunities (every status, read
 * from the `lookup` index) and its one-account run item go too, so nothing of it lingers in a list or a job.
 */
export function buildAccountOpportunitiesCleanup(table: Table) {
  const opportunities = buildOpportunityRepository(table);
  return async (userId: string, accountId: string): Promise<void> => {
    const lists = await Promise.all(
      opportunityStatusSchema.options.map((status) => opportunities.listByStatus(userId, accountId, status)),
    );
    const keys = [
      ...lists.flat().map((opportunity) => opportunityKey(userId, opportunity.id)),
      runKey(userId, accountId),
    ];
    for (let start = 0; start < keys.length; start += BATCH_SIZE) {
      let requests: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined = keys
        .slice(start, start + BATCH_SIZE)
        .map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; requests && requests.length > 0; attempt += 1) {
        if (attempt === MAX_ATTEMPTS)
          throw new Error('Opportunities of the account could not all be removed');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const result: BatchWriteCommandOutput = await table.client.send(
          new BatchWriteCommand({ RequestItems: { [table.name]: requests } }),
        );
        requests = result.UnprocessedItems?.[table.name];
      }
    }
    await opportunities.bumpListVersion(userId);
  };
}
