import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError } from '../http/errors';
import type { Table } from '../platform/table';
import { profileKey } from '../profile/profile-entity';
import { userPartition } from './goal-entities';

/** Every item of one user whose sort key starts with a prefix, page by page (a partition may exceed 1 MB). */
export async function queryUserPrefix(
  table: Table,
  userId: string,
  prefix: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Settings are written only for users with a profile (an invited user who signed in): each write carries this
 * condition check on the profile item in the same transaction, so a signed-in but uninvited identity cannot store
 * anything.
 */
export const profileExists = (table: Table, userId: string) => ({
  ConditionCheck: {
    TableName: table.name,
    Key: profileKey(userId),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

export const noProfileError = () =>
  new NotFoundError('No profile for this user yet: sign in (GET /api/profile) before saving settings');

/** Whether a cancelled transaction was refused by the condition of the item at `index`. */
export function refusedAt(error: unknown, index: number): boolean {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] } | undefined)?.CancellationReasons;
  return reasons?.[index]?.Code === 'ConditionalCheckFailed';
}

/**
 * What a refused settings transaction means: the profile check failed (no profile: 404), or another write to the
 * same items was in flight (TransactionConflict: 409, the client may retry). Anything else is rethrown.
 */
export function settingsWriteError(error: unknown): Error {
  if (refusedAt(error, 0)) return noProfileError();
  if ((error as { name?: string } | undefined)?.name === 'TransactionCanceledException') {
    return new ConflictError(
      'Another change to these settings was being saved at the same time; please try again',
    );
  }
  return error as Error;
}
