import * as z from 'zod';

/**
 * Brokerage connections and syncs (spec part 1 §3 Connections and Sync status, §4 brokerage linking, §7 the
 * `/api/{aggregator}/...` calls). `{aggregator}` is a path parameter: `snaptrade` and `plaid` are the two real
 * aggregators, `sandbox` the offline stand-in with demo brokerages (docs/decisions.md). Only the configured one
 * accepts new logins and syncs.
 */
export const aggregatorSchema = z.enum(
  ['snaptrade', 'plaid', 'sandbox'],
  'must be snaptrade, plaid or sandbox',
);
export type Aggregator = z.infer<typeof aggregatorSchema>;

export const aggregatorParamsSchema = z.object({ aggregator: aggregatorSchema });

/** Connection ids are the aggregator's (SnapTrade authorization UUIDs, Plaid item ids, sandbox ids). */
export const connectionIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a connection id');

export const aggregatorConnectionParamsSchema = z.object({
  aggregator: aggregatorSchema,
  id: connectionIdSchema,
});

/** GET /api/connections (spec part 1 §3), plus which aggregator this deployment connects through. */
export const connectionsSummarySchema = z.object({
  has_connections: z.boolean(),
  has_snaptrade: z.boolean(),
  has_plaid: z.boolean(),
  has_sandbox: z.boolean(),
  /** The aggregator new connections go through (`BROKERAGE_ADAPTER`). */
  aggregator: aggregatorSchema,
});
export type ConnectionsSummary = z.infer<typeof connectionsSummarySchema>;

/** `active` syncs; `failed` needs the user to reconnect (the nightly sync skips it); never retried forever. */
export const connectionStatusSchema = z.enum(['active', 'failed']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** One entry of GET /api/{aggregator}/connections. Secrets (tokens, user secrets) never appear here. */
export const connectionSchema = z.object({
  id: z.string(),
  aggregator: aggregatorSchema,
  institutionName: z.string(),
  status: connectionStatusSchema,
  /** Why the connection failed, readable by the user; null while active. */
  error: z.string().nullable(),
  createdAt: z.string(),
  /** Thetix accounts imported from this connection. */
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Connection = z.infer<typeof connectionSchema>;
export const connectionListSchema = z.array(connectionSchema);

/** POST /api/{aggregator}/create_login: Thetix is read-only, so `read` is the only connection type. */
export const createLoginBodySchema = z.object({
  connection_type: z.enum(['read'], 'must be read (Thetix never trades)').default('read'),
  /** A connection of the user whose login broke: the window signs in to it again rather than adding another. */
  connection_id: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .optional(),
});
export const createLoginResponseSchema = z.object({ redirectURI: z.string() });

/** POST /api/{aggregator}/sync[/{id}] and /api/accounts/{id}/sync: `full` re-reads a year of history. */
export const syncBodySchema = z.object({ full: z.boolean('must be true or false').optional() });
export const syncResponseSchema = z.object({
  success: z.boolean(),
  is_syncing: z.boolean(),
  message: z.string(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** Spec part 1 §4 and §8 wording. */
export const SYNC_STARTED = 'Sync started';
export const SYNC_ALREADY_IN_PROGRESS = 'Sync already in progress';
export const SYNC_FAILED = 'Failed to sync data from brokerage';

/** GET /api/{aggregator}/sync-status (spec part 1 §3 Sync status). */
export const syncStatusSchema = z.object({
  is_syncing: z.boolean(),
  last_sync_failed: z.boolean(),
  /** What the running sync is doing ("Syncing Individual (1 of 2)..."); null when idle. */
  progress_message: z.string().nullable(),
  /** The outcome of the last sync, or why it failed. */
  message: z.string().nullable(),
  sync_duration_seconds: z.number().nullable(),
  last_successful_sync: z.string().nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** The aggregator's login link: `state` is single-use and expires (query of the callback and sandbox portal). */
export const loginStateSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a login state');
