import {
  SYNC_ALREADY_IN_PROGRESS,
  SYNC_FAILED,
  SYNC_STARTED,
  type Aggregator,
  type Connection,
  type ConnectionsSummary,
  type SyncResponse,
  type SyncStatus,
} from '@thetix/shared/contracts/brokerage';
import { ConflictError, NotFoundError } from '../http/errors';
import type { JobMessage } from '../jobs/job-message';
import type { Clock } from '../platform/clock';
import type { IdGenerator } from '../platform/ids';
import type { Logger } from '../platform/logger';
import type { PortfolioRepository } from '../portfolio/portfolio-repository';
import { BROKERAGE_SYNC, syncKey, type SyncScope, type SyncTrigger } from './brokerage-entities';
import { BrokerageAuthError, type BrokeragePort } from './brokerage-port';
import { STALE_SYNC_MS, type BrokerageRepository } from './brokerage-repository';

export interface BrokerageServiceDependencies {
  repository: BrokerageRepository;
  portfolio: PortfolioRepository;
  /** The aggregator new connections go through (`BROKERAGE_ADAPTER`). */
  configured: Aggregator;
  adapterFor(aggregator: Aggregator): BrokeragePort | undefined;
  clock: Clock;
  ids: IdGenerator;
  /** A random, URL-safe login state. */
  newState(): string;
  enqueue(message: JobMessage): Promise<void>;
  removeAccountData(userId: string, accountId: string): Promise<void>;
  holdingsChanged(userId: string): Promise<void>;
}

export const messages = {
  notEnabled: (aggregator: Aggregator) => `Connections through ${aggregator} are not available here`,
  connectionNotFound: (id: string) => `Connection ${id} not found`,
  accountNotFound: (id: string) => `Account ${id} not found`,
  manualAccountSync: 'Only connected accounts can be synced',
};

/** What the login window shows when it comes back (connect-pages.ts renders it). */
export type CallbackOutcome =
  { kind: 'connected'; institutions: string[] } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

/**
 * Connections and syncs as the routes need them (spec part 1 §4 brokerage linking, §7). Every call works in the
 * caller's partition; the callback finds its user through the single-use login state the login link carried.
 */
export function buildBrokerageService(deps: BrokerageServiceDependencies) {
  const { repository, clock } = deps;

  const requireAdapter = (aggregator: Aggregator): BrokeragePort => {
    const adapter = aggregator === deps.configured ? deps.adapterFor(aggregator) : undefined;
    if (!adapter) throw new NotFoundError(messages.notEnabled(aggregator));
    return adapter;
  };

  /** Starts a sync unless one is on its way; false when one already is. */
  const startSync = async (
    userId: string,
    aggregator: Aggregator,
    request: { scope: SyncScope; full: boolean; trigger: SyncTrigger },
  ): Promise<boolean> => {
    const jobId = deps.ids();
    if (!(await repository.requestSync(userId, aggregator, { jobId, ...request }))) return false;
    try {
      await deps.enqueue({ kind: BROKERAGE_SYNC, key: syncKey(userId, aggregator) });
    } catch (error) {
      await repository.releaseSync(userId, aggregator, jobId);
      throw error;
    }
    return true;
  };

  const syncAnswer = (started: boolean): SyncResponse => ({
    success: true,
    is_syncing: true,
    message: started ? SYNC_STARTED : SYNC_ALREADY_IN_PROGRESS,
  });

  return {
    configured: deps.configured,

    /** GET /api/connections. */
    async summary(userId: string): Promise<ConnectionsSummary> {
      const connections = await repository.listConnections(userId);
      const has = (aggregator: Aggregator) => connections.some((c) => c.aggregator === aggregator);
      return {
        has_connections: connections.length > 0,
        has_snaptrade: has('snaptrade'),
        has_plaid: has('plaid'),
        has_sandbox: has('sandbox'),
        aggregator: deps.configured,
      };
    },

    /** GET /api/{aggregator}/connections: connections with the accounts imported from each. */
    async listConnections(userId: string, aggregator: Aggregator): Promise<Connection[]> {
      const [connections, accounts] = await Promise.all([
        repository.listConnections(userId, aggregator),
        deps.portfolio.listAccounts(userId),
      ]);
      return connections
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map((connection) => ({
          id: connection.id,
          aggregator: connection.aggregator,
          institutionName: connection.institutionName,
          status: connection.status,
          error: connection.error,
          createdAt: connection.createdAt,
          accounts: accounts
            .filter((account) => account.connectionId === connection.id && account.source === aggregator)
            .map((account) => ({ id: account.id, name: account.name })),
        }));
    },

    /**
     * POST /api/{aggregator}/create_login: the aggregator's portal address for a login window, for a new connection
     * or, with `reconnect`, to sign in again to one of the user's connections (404 for any other id).
     */
    async createLogin(
      userId: string,
      aggregator: Aggregator,
      baseUrl: string,
      reconnect?: string,
    ): Promise<{ redirectURI: string }> {
      const adapter = requireAdapter(aggregator);
      if (reconnect !== undefined) {
        const connections = await repository.listConnections(userId, aggregator);
        if (!connections.some((connection) => connection.id === reconnect))
          throw new NotFoundError(`Connection ${reconnect} not found`);
      }
      const state = deps.newState();
      const credentials = await repository.getCredentials(userId, aggregator);
      const link = await adapter.createLoginLink({
        user: { userId, credentials },
        baseUrl,
        state,
        ...(reconnect !== undefined ? { reconnect } : {}),
      });
      if (link.credentials) await repository.putCredentials(userId, aggregator, link.credentials);
      await repository.createLoginState(state, { userId, aggregator, session: link.session ?? {} });
      return { redirectURI: link.redirectUri };
    },

    /** GET /api/sandbox/portal: whether the login state is live (the portal shows the brokerages only then). */
    async portalState(state: string): Promise<{ reconnect?: string } | undefined> {
      const login = await repository.peekLoginState(state);
      if (login?.aggregator !== 'sandbox') return undefined;
      return login.session.reconnect ? { reconnect: login.session.reconnect } : {};
    },

    /**
     * GET /api/{aggregator}/callback: the aggregator sends the login window back here. The state is used up, the
     * connections recorded (a reconnected one becomes active again) and the first sync started, so data arrives
     * even if the app misses the window closing.
     */
    async completeLogin(
      aggregator: Aggregator,
      state: string,
      query: Record<string, string | undefined>,
      logger: Logger,
    ): Promise<CallbackOutcome> {
      const login = await repository.consumeLoginState(state);
      if (!login || login.aggregator !== aggregator)
        return { kind: 'failed', message: 'This sign-in link has expired. Please start again from Thetix.' };
      const status = (query.status ?? '').toUpperCase();
      if (status && status !== 'SUCCESS') return { kind: 'cancelled' };
      const adapter = requireAdapter(aggregator);
      const userId = login.userId;
      try {
        const credentials = await repository.getCredentials(userId, aggregator);
        const result = await adapter.completeLogin({
          user: { userId, credentials },
          session: login.session,
          query,
        });
        // Plaid's Hosted Link comes back here on exit too, with no item added.
        if (result.connectionIds.length === 0) return { kind: 'cancelled' };
        if (result.credentials) await repository.putCredentials(userId, aggregator, result.credentials);
        const user = { userId, credentials: result.credentials ?? credentials };
        const reported = await adapter.listConnections(user);
        const now = clock.now().toISOString();
        const institutions: string[] = [];
        for (const id of result.connectionIds) {
          const known = await repository.getConnection(userId, aggregator, id);
          const institutionName =
            reported.find((connection) => connection.id === id)?.institutionName ??
            known?.institutionName ??
            aggregator;
          institutions.push(institutionName);
          await repository.putConnection({
            userId,
            aggregator,
            id,
            institutionName,
            status: 'active',
            error: null,
            createdAt: known?.createdAt ?? now,
            importedAccounts: known?.importedAccounts ?? {},
          });
        }
        await startSync(userId, aggregator, { scope: { kind: 'all' }, full: false, trigger: 'connect' });
        return { kind: 'connected', institutions };
      } catch (error) {
        if (!(error instanceof BrokerageAuthError)) throw error;
        logger.warn('brokerage login refused', { aggregator, reason: error.message });
        return { kind: 'failed', message: 'Error connecting to brokerage' };
      }
    },

    /** POST /api/{aggregator}/sync and /sync/{id}: joins a sync already on its way rather than refusing. */
    async sync(
      userId: string,
      aggregator: Aggregator,
      options: { full: boolean; connectionId?: string },
    ): Promise<SyncResponse> {
      requireAdapter(aggregator);
      if (options.connectionId && !(await repository.getConnection(userId, aggregator, options.connectionId)))
        throw new NotFoundError(messages.connectionNotFound(options.connectionId));
      const scope: SyncScope = options.connectionId
        ? { kind: 'connection', id: options.connectionId }
        : { kind: 'all' };
      return syncAnswer(await startSync(userId, aggregator, { scope, full: options.full, trigger: 'user' }));
    },

    /** POST /api/accounts/{id}/sync: spec part 1 §4, a sync already running is a 409 'Sync already in progress'. */
    async syncAccount(userId: string, accountId: string, full: boolean): Promise<SyncResponse> {
      const account = await deps.portfolio.getAccount(userId, accountId);
      if (!account) throw new NotFoundError(messages.accountNotFound(accountId));
      if (account.source === 'manual' || !account.connectionId)
        throw new ConflictError(messages.manualAccountSync);
      const aggregator = account.source;
      requireAdapter(aggregator);
      const started = await startSync(userId, aggregator, {
        scope: { kind: 'account', id: accountId },
        full,
        trigger: 'user',
      });
      if (!started) throw new ConflictError(SYNC_ALREADY_IN_PROGRESS);
      return syncAnswer(true);
    },

    /** GET /api/{aggregator}/sync-status. A sync pending far longer than any sync takes counts as failed. */
    async syncStatus(userId: string, aggregator: Aggregator): Promise<SyncStatus> {
      const item = await repository.getSync(userId, aggregator);
      const now = clock.now().getTime();
      const running = item?.job_status === 'pending' || item?.job_status === 'processing';
      const stale =
        running &&
        item?.sync_requested_at !== undefined &&
        now - Date.parse(item.sync_requested_at) > STALE_SYNC_MS;
      const failed = item?.job_status === 'failed' || stale;
      return {
        is_syncing: running && !stale,
        last_sync_failed: failed,
        progress_message: running && !stale ? (item?.progress_message ?? null) : null,
        message: failed ? (item?.job_error ?? SYNC_FAILED) : (item?.sync_message ?? null),
        sync_duration_seconds: item?.sync_duration_seconds ?? null,
        last_successful_sync: item?.last_successful_sync ?? null,
      };
    },

    /**
     * DELETE /api/{aggregator}/connections/{id}: revoked at the aggregator (when this deployment talks to it), then
     * every account of the connection goes with its lines, positions, goals and opportunities.
     */
    async disconnect(
      userId: string,
      aggregator: Aggregator,
      connectionId: string,
      logger: Logger,
    ): Promise<void> {
      const connection = await repository.getConnection(userId, aggregator, connectionId);
      if (!connection) throw new NotFoundError(messages.connectionNotFound(connectionId));
      const adapter = aggregator === deps.configured ? deps.adapterFor(aggregator) : undefined;
      if (adapter) {
        const credentials = await repository.getCredentials(userId, aggregator);
        try {
          const remaining = await adapter.disconnect({ userId, credentials }, connectionId);
          if (remaining) await repository.putCredentials(userId, aggregator, remaining);
        } catch (error) {
          // Already revoked at the aggregator (or its login broke): removing our side is all that is left.
          if (!(error instanceof BrokerageAuthError)) throw error;
          logger.warn('aggregator refused the disconnect; removing locally', {
            aggregator,
            reason: error.message,
          });
        }
      }
      const accounts = (await deps.portfolio.listAccounts(userId)).filter(
        (account) => account.source === aggregator && account.connectionId === connectionId,
      );
      for (const account of accounts) {
        await deps.portfolio.deleteAccountContents(userId, account.id);
        await deps.removeAccountData(userId, account.id);
        await deps.portfolio.deleteAccount(userId, account.id);
      }
      await repository.deleteConnection(userId, aggregator, connectionId);
      if ((await repository.listConnections(userId, aggregator)).length === 0)
        await repository.forgetSyncTarget(userId, aggregator);
      await deps.holdingsChanged(userId);
    },

    /** The nightly re-sync of one user (nightly-sync.ts): joins nothing, skips a sync already running. */
    startNightlySync: (userId: string, aggregator: Aggregator) =>
      startSync(userId, aggregator, { scope: { kind: 'all' }, full: false, trigger: 'nightly' }),
  };
}

export type BrokerageService = ReturnType<typeof buildBrokerageService>;
