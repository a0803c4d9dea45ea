import type { Aggregator, ConnectionStatus } from '@thetix/shared/contracts/brokerage';
import { userPartition } from '../portfolio/portfolio-entities';

/**
 * Items of brokerage connections. Everything a user owns lives in their `USER#<userId>` partition; only the login
 * state, which the aggregator's redirect brings back without a token, is keyed by its own random value.
 */

/** The job kind of a sync (functions/src/jobs/job-processors.ts). */
export const BROKERAGE_SYNC = 'brokerage-sync';

/** Connection: sk `BROKERAGE#CONNECTION#<aggregator>#<connectionId>`. Query `begins_with` lists one aggregator's or all. */
export const CONNECTION_PREFIX = 'BROKERAGE#CONNECTION#';
export const connectionPrefix = (aggregator?: Aggregator) =>
  aggregator ? `${CONNECTION_PREFIX}${aggregator}#` : CONNECTION_PREFIX;
export const connectionKey = (userId: string, aggregator: Aggregator, connectionId: string) => ({
  pk: userPartition(userId),
  sk: `${connectionPrefix(aggregator)}${connectionId}`,
});

export interface StoredConnection {
  userId: string;
  aggregator: Aggregator;
  id: string;
  institutionName: string;
  status: ConnectionStatus;
  /** User-readable reason of a failed connection. */
  error: string | null;
  createdAt: string;
  /**
   * External account id -> Thetix account id of every account this connection ever imported. An account the user
   * deleted is missing from the portfolio but still listed here, so the next sync does not bring it back.
   */
  importedAccounts: Record<string, string>;
}

/** Aggregator user: sk `BROKERAGE#USER#<aggregator>`; the secrets the aggregator gave us for this user. Never sent out. */
export const aggregatorUserKey = (userId: string, aggregator: Aggregator) => ({
  pk: userPartition(userId),
  sk: `BROKERAGE#USER#${aggregator}`,
});

/**
 * Sync: sk `BROKERAGE#SYNC#<aggregator>`, a job-carrying item (one sync per user and aggregator at a time) that
 * also holds the status the spec shows. The `lookup` index (gsi1pk `BROKERAGE_SYNC`, gsi1sk `<aggregator>#<userId>`)
 * lists every user's sync item for the nightly re-sync.
 */
export const SYNC_SK_PREFIX = 'BROKERAGE#SYNC#';
export const SYNC_LOOKUP_PARTITION = 'BROKERAGE_SYNC';
export const syncKey = (userId: string, aggregator: Aggregator) => ({
  pk: userPartition(userId),
  sk: `${SYNC_SK_PREFIX}${aggregator}`,
});

/** The user and aggregator a sync job's key names; undefined for any other key. */
export function syncTargetOf(key: {
  pk: string;
  sk: string;
}): { userId: string; aggregator: Aggregator } | undefined {
  if (!key.pk.startsWith('USER#') || !key.sk.startsWith(SYNC_SK_PREFIX)) return undefined;
  const userId = key.pk.slice('USER#'.length);
  const aggregator = key.sk.slice(SYNC_SK_PREFIX.length);
  if (!userId || !['snaptrade', 'plaid', 'sandbox'].includes(aggregator)) return undefined;
  return { userId, aggregator: aggregator as Aggregator };
}

/** What a sync covers: every connection of the aggregator, one connection, or one account. */
export type SyncScope =
  { kind: 'all' } | { kind: 'connection'; id: string } | { kind: 'account'; id: string };
export type SyncTrigger = 'user' | 'nightly' | 'connect';

/** Login state: pk `BROKERAGE_LOGIN#<state>`, sk `LOGIN`; single use (deleted by the callback), TTL 30 minutes. */
export const loginStateKey = (state: string) => ({ pk: `BROKERAGE_LOGIN#${state}`, sk: 'LOGIN' });
export const LOGIN_STATE_TTL_SECONDS = 30 * 60;

export interface LoginState {
  userId: string;
  aggregator: Aggregator;
  session: Record<string, string>;
  expiresAt: number;
}
