import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../platform/table';
import { allocationKey, allocationPrefix, type AllocationItem } from './goal-entities';
import { putWithProfileCheck, queryUserPrefix } from './settings-table';

export interface StoredAllocation {
  scope: string;
  ticker: string;
  allocation: number;
  updatedAt: string;
}

const toStored = (item: Record<string, unknown>): StoredAllocation => {
  const { scope, ticker, allocation, updatedAt } = item as unknown as AllocationItem;
  return { scope, ticker, allocation, updatedAt };
};

export function buildAllocationRepository(table: Table) {
  return {
    /** The custom allocations of one scope (Query `begins_with(sk, ALLOCATION#<scope>#)`). */
    async listAllocations(userId: string, scope: string): Promise<StoredAllocation[]> {
      return (await queryUserPrefix(table, userId, allocationPrefix(scope))).map(toStored);
    },

    /** Stores a custom allocation; refused with 404 when the user has no profile. */
    async putAllocation(userId: string, allocation: StoredAllocation): Promise<void> {
      const item: AllocationItem = {
        ...allocationKey(userId, allocation.scope, allocation.ticker),
        entity: 'allocation',
        ...allocation,
      };
      await putWithProfileCheck(table, userId, item);
    },

    /** Back to the strategy default: the custom item goes. */
    async deleteAllocation(userId: string, scope: string, ticker: string): Promise<void> {
      await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: allocationKey(userId, scope, ticker) }),
      );
    },
  };
}

export type AllocationRepository = ReturnType<typeof buildAllocationRepository>;
