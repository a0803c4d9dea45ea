import { GetCommand, PutCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '@thetix/shared/contracts/profile';
import { inviteKey, seatsKey } from '../invites/invite-entity';
import type { Table } from '../platform/table';
import { fromProfileItem, profileKey, toProfileItem } from './profile-entity';

export function buildProfileRepository(table: Table) {
  return {
    /** The profile of a user id (GetItem on USER#id / PROFILE). */
    async getProfile(userId: string): Promise<Profile | undefined> {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: profileKey(userId) }),
      );
      return Item ? fromProfileItem(Item) : undefined;
    },

    /**
     * First sign-in of an invited user, all or nothing: the profile is created, the invite claimed and a seat
     * counted. Two racing first requests cannot create two profiles or count two seats (the conditions refuse
     * the second transaction).
     */
    async createProfileFromInvite(profile: Profile, claimedAt: string): Promise<void> {
      await table.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table.name,
                Item: toProfileItem(profile),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: table.name,
                Key: inviteKey(profile.email),
                UpdateExpression: 'SET claimedBy = :user, claimedAt = :at',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(claimedBy)',
                ExpressionAttributeValues: { ':user': profile.id, ':at': claimedAt },
              },
            },
            {
              Update: {
                TableName: table.name,
                Key: seatsKey,
                UpdateExpression: 'ADD used :one SET entity = :entity',
                ExpressionAttributeValues: { ':one': 1, ':entity': 'seats' },
              },
            },
          ],
        }),
      );
    },

    /**
     * Every profile (admin user search): a paginated Scan filtered on `entity = profile`. The e-mail index cannot
     * answer a substring search, and an invite-only beta has at most a few hundred profiles (docs/decisions.md).
     */
    async scanProfiles(): Promise<Profile[]> {
      const profiles: Profile[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await table.client.send(
          new ScanCommand({
            TableName: table.name,
            FilterExpression: 'entity = :profile',
            ExpressionAttributeValues: { ':profile': 'profile' },
            ExclusiveStartKey: startKey,
          }),
        );
        profiles.push(...(page.Items ?? []).map(fromProfileItem));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return profiles;
    },

    /** Writes a whole profile (seeding and administration; services use the narrower calls). */
    async putProfile(profile: Profile): Promise<void> {
      await table.client.send(new PutCommand({ TableName: table.name, Item: toProfileItem(profile) }));
    },
  };
}

export type ProfileRepository = ReturnType<typeof buildProfileRepository>;
