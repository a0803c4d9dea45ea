import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InviteRequest } from '@thetix/shared/contracts/invite-requests';
import { batchGetConsistent, type Table } from '../platform/table';

/** Every request is listed under one lookup partition, by its latest time. */
const LIST_PK = 'INVITE_REQUESTS';

/**
 * Invite requests (issue 30 item 8): one item per address, pk `INVITE_REQUEST#<email>`, sk `INVITE_REQUEST`, so
 * asking again updates it (`requests` + 1, `lastRequestedAt`) instead of adding one; gsi1 (lookup)
 * `INVITE_REQUESTS` / `<last requested at>#<email>` lists them newest first for the admins. No seat, no invite.
 */
export function buildInviteRequestRepository(table: Table) {
  return {
    async record(email: string, at: string): Promise<void> {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: { pk: `INVITE_REQUEST#${email}`, sk: 'INVITE_REQUEST' },
          UpdateExpression:
            'SET entity = :entity, email = :email, requestedAt = if_not_exists(requestedAt, :at), lastRequestedAt = :at, gsi1pk = :list, gsi1sk = :order ADD requests :one',
          ExpressionAttributeValues: {
            ':entity': 'invite-request',
            ':email': email,
            ':at': at,
            ':list': LIST_PK,
            ':order': `${at}#${email}`,
            ':one': 1,
          },
        }),
      );
    },

    /**
     * The newest requests first: Query the lookup index on `INVITE_REQUESTS` (keys), descending, at most `limit`,
     * then the items by key.
     */
    async listNewest(limit: number): Promise<InviteRequest[]> {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'lookup',
          KeyConditionExpression: 'gsi1pk = :list',
          ExpressionAttributeValues: { ':list': LIST_PK },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      // The index carries keys only (decision 280): the requests themselves are read by key, in the index's order.
      const full = await batchGetConsistent(
        table,
        Items.map((item) => ({ pk: item.pk, sk: item.sk })),
      );
      const byKey = new Map(full.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
      return Items.flatMap((key) => {
        const item = byKey.get(`${String(key.pk)}|${String(key.sk)}`);
        return item ? [item] : [];
      }).map((item) => ({
        email: String(item.email),
        requestedAt: String(item.requestedAt),
        lastRequestedAt: String(item.lastRequestedAt),
        requests: Number(item.requests),
      }));
    },
  };
}
