import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import type { Table } from '../platform/table';

/** The tokens the hosted UI's token endpoint issued, as the SPA stores them (features/auth/api/google-session.ts). */
export interface SessionTokens {
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken?: string;
}

/**
 * A finished Google sign-in waiting for the SPA to take its tokens: written by GET /auth/callback, taken once by
 * POST /auth/session. The browser holds only the handoff id (an HttpOnly cookie); the item is keyed by the id's
 * SHA-256, so reading the table yields nothing a browser could present.
 */
const handoffKey = (id: string) => {
  const digest = createHash('sha256').update(id).digest('base64url');
  return { pk: `SIGNIN_HANDOFF#${digest}`, sk: 'SIGNIN_HANDOFF' };
};

export function buildSessionHandoffRepository(table: Table) {
  return {
    /** Stores the tokens until `expiresAt` (DynamoDB's TTL removes the item later; `take` checks the time itself). */
    async put(id: string, tokens: SessionTokens, expiresAt: Date): Promise<void> {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...handoffKey(id),
            entity: 'signin-handoff',
            tokens,
            expiresAt: Math.floor(expiresAt.getTime() / 1000),
          },
        }),
      );
    },

    /** Deletes the handoff and returns its tokens if it was still valid: a second take finds nothing. */
    async take(id: string, now: Date): Promise<SessionTokens | undefined> {
      const { Attributes } = await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: handoffKey(id), ReturnValues: 'ALL_OLD' }),
      );
      if (!Attributes || Number(Attributes.expiresAt) * 1000 <= now.getTime()) return undefined;
      return Attributes.tokens as SessionTokens;
    },
  };
}

export type SessionHandoffRepository = ReturnType<typeof buildSessionHandoffRepository>;
