import { TransactWriteCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError } from '../http/errors';
import { queryPartitionPrefix, type Table } from '../platform/table';
import { profileKey } from '../profile/profile-entity';
import { userPartition } from './goal-entities';

/** Every item of one user whose sort key starts with a prefix, all pages. */
export const queryUserPrefix = (table: Table, userId: string, prefix: string) =>
  queryPartitionPrefix(table, userPartition(userId), prefix);

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

/** Puts one settings item together with the profile check; refused with 404 when the user has no profile. */
export async function putWithProfileCheck(
  table: Table,
  userId: string,
  item: NonNullable<PutCommandInput['Item']>,
): Promise<void> {
  try {
    await table.client.send(
      new TransactWriteCommand({
        TransactItems: [profileExists(table, userId), { Put: { TableName: table.name, Item: item } }],
      }),
    );
  } catch (error) {
    throw settingsWriteError(error);
  }
}
