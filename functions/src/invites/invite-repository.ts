import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SeatsResponse } from '@thetix/shared/contracts/system';
import type { Table } from '../platform/table';
import { inviteKey, seatsKey, type Invite } from './invite-entity';

export function buildInviteRepository(table: Table) {
  return {
    /** Invite by e-mail (the first sign-in looks its caller up here). */
    async findInvite(email: string): Promise<Invite | undefined> {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: inviteKey(email) }),
      );
      return Item as Invite | undefined;
    },

    /** Creates or refreshes an invite; an already claimed one keeps its claim. */
    async putInvite(invite: Omit<Invite, 'claimedBy' | 'claimedAt'>): Promise<void> {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: inviteKey(invite.email),
          UpdateExpression:
            'SET email = :email, invitedAt = if_not_exists(invitedAt, :at), featureFlags = :flags, foundersAccess = :founders, entity = :entity',
          ExpressionAttributeValues: {
            ':email': invite.email.toLowerCase(),
            ':at': invite.invitedAt,
            ':flags': invite.featureFlags,
            ':founders': invite.foundersAccess,
            ':entity': 'invite',
          },
        }),
      );
    },

    /** The seat quota; a table without one has no seats yet. */
    async getSeats(): Promise<SeatsResponse> {
      const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key: seatsKey }));
      return { used: Number(Item?.used ?? 0), total: Number(Item?.total ?? 0) };
    },

    /** Sets the total without touching the count of seats already used. */
    async setSeatTotal(total: number): Promise<void> {
      await table.client
        .send(
          new PutCommand({
            TableName: table.name,
            Item: { ...seatsKey, entity: 'seats', total, used: 0 },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .catch(async (error: unknown) => {
          if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
          await table.client.send(
            new UpdateCommand({
              TableName: table.name,
              Key: seatsKey,
              UpdateExpression: 'SET #total = :total',
              ExpressionAttributeNames: { '#total': 'total' },
              ExpressionAttributeValues: { ':total': total },
            }),
          );
        });
    },
  };
}

export type InviteRepository = ReturnType<typeof buildInviteRepository>;
