import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ALL_ACCOUNTS } from '@thetix/shared/contracts/goals';
import type { Table } from '../platform/table';
import { allocationPrefix, goalSelectionPrefix } from './goal-entities';
import { queryUserPrefix } from './settings-table';

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

/**
 * Removes an account's own goal selections and allocations (Query `GOAL#ACCOUNT#<id>#` and
 * `ALLOCATION#ACCOUNT#<id>#`, then BatchWriteItem deletes), for the portfolio to call when it deletes the account.
 * All-accounts settings stay: they belong to the user, not to the account.
 */
export function buildAccountGoalSettingsCleanup(table: Table) {
  return async (userId: string, accountId: string): Promise<void> => {
    if (accountId === ALL_ACCOUNTS) throw new RangeError('The All-accounts scope is not an account');
    const items = (
      await Promise.all([
        queryUserPrefix(table, userId, goalSelectionPrefix(accountId)),
        queryUserPrefix(table, userId, allocationPrefix(accountId)),
      ])
    ).flat();
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      let pending = items
        .slice(start, start + BATCH_SIZE)
        .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
      for (let attempt = 0; pending.length > 0 && attempt < MAX_ATTEMPTS; attempt += 1) {
        const result: BatchWriteCommandOutput = await table.client.send(
          new BatchWriteCommand({ RequestItems: { [table.name]: pending } }),
        );
        pending = (result.UnprocessedItems?.[table.name] ?? []) as typeof pending;
      }
      if (pending.length > 0)
        throw new Error(`Goal settings of account ${accountId} could not all be removed`);
    }
  };
}
