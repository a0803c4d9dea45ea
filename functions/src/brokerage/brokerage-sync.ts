import { createHash } from 'node:crypto';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { Aggregator } from '@thetix/shared/contracts/brokerage';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import { buildAggregates } from '@thetix/shared/portfolio/ledger-aggregates';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { roundCents } from '@thetix/shared/portfolio/money';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { StoredAccount } from '../portfolio/portfolio-entities';
import type { PortfolioRepository } from '../portfolio/portfolio-repository';
import type { StoredConnection, SyncScope, SyncTrigger } from './brokerage-entities';
import {
  BrokerageAuthError,
  BrokerageUnavailableError,
  type AggregatorUser,
  type BrokerageAccount,
  type BrokeragePort,
} from './brokerage-port';
import { checkAdapterOutput, withLedgerStandIns } from './adapter-output';
import type { BrokerageRepository } from './brokerage-repository';
import { activityLines, isReconcileLine, reconciliationLines } from './ledger-mapping';

/** Days of history a full sync (and the first one) reads. */
export const FULL_HISTORY_DAYS = 365;
/** An incremental sync re-reads this many days before the last success, for activities the broker posts late. */
export const OVERLAP_DAYS = 7;

/** Thrown when nothing could be synced because every connection needs the user to reconnect. */
export class SyncAuthenticationError extends Error {}

export interface BrokerageSyncDependencies {
  brokerage: Pick<
    BrokerageRepository,
    | 'listConnections'
    | 'putConnection'
    | 'deleteConnection'
    | 'getCredentials'
    | 'createConnectedAccount'
    | 'updateConnectedAccount'
    | 'forgetSyncTarget'
  >;
  portfolio: PortfolioRepository;
  clock: Clock;
  /** Everything other features keep per account (goals, allocations, opportunities), for removed accounts. */
  removeAccountData(userId: string, accountId: string): Promise<void>;
  /** Opportunity generation for the user's new holdings (the opportunities feature's trigger). */
  holdingsChanged(userId: string): Promise<void>;
}

export interface SyncRequest {
  userId: string;
  adapter: BrokeragePort;
  scope: SyncScope;
  full: boolean;
  trigger: SyncTrigger;
  lastSuccessfulSync?: string;
  logger: Logger;
  /** Reports what is being done; the job's cancellation point. */
  progress(message: string, step: number, of: number): Promise<void>;
}

export interface SyncOutcome {
  accounts: number;
  positions: number;
  transactions: number;
  message: string;
}

/** Thetix account id of an aggregator account: derived, so a duplicate message never creates a second account. */
export const connectedAccountId = (userId: string, aggregator: Aggregator, externalId: string) =>
  `${aggregator.slice(0, 2)}-${createHash('sha256').update(`${userId}\u0000${aggregator}\u0000${externalId}`).digest('base64url').slice(0, 24)}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * One sync of a user's connections at one aggregator (issue 5): connections and accounts discovered, each
 * account's holdings and activities read, its ledger brought up to date (activities upserted by the aggregator's
 * id, then the reconciliation lines rewritten so holdings match the broker), position projections rewritten, and
 * opportunity generation triggered. Manual accounts are never touched: only accounts whose `connectionId` is one
 * of this aggregator's connections are read or written.
 */
export function buildBrokerageSync(deps: BrokerageSyncDependencies) {
  const { brokerage, portfolio, clock } = deps;

  const removeAccount = async (userId: string, accountId: string) => {
    await portfolio.deleteAccountContents(userId, accountId);
    await deps.removeAccountData(userId, accountId);
    await portfolio.deleteAccount(userId, accountId);
  };

  const refreshPositions = async (userId: string, accountId: string, lines: readonly LedgerLine[]) => {
    const now = clock.now();
    // The account's snapshot rows (books, income per day and month) the portfolio reads, rebuilt from its ledger.
    await portfolio.writeAggregates(userId, buildAggregates(accountId, lines));
    const held = holdingsAt(lines, now);
    await portfolio.replacePositions(
      userId,
      accountId,
      held.map((holding) => ({
        accountId,
        ticker: holding.ticker,
        amount: Math.round(holding.shares * 1e6) / 1e6,
        totalOpenContracts: holding.openContracts,
        costBasis: roundCents(holding.cost),
        updatedAt: now.toISOString(),
      })),
    );
    return held.filter((holding) => holding.shares > 0 || holding.openContracts > 0).length;
  };

  /** Brings one account's ledger in line with the broker; answers the positions held and lines written. */
  const syncAccount = async (
    request: SyncRequest,
    user: AggregatorUser,
    account: StoredAccount,
    external: BrokerageAccount,
  ) => {
    const { userId, adapter } = request;
    const now = clock.now();
    const since =
      request.full || !request.lastSuccessfulSync
        ? addDays(newYorkDate(now), -FULL_HISTORY_DAYS)
        : addDays(newYorkDate(new Date(request.lastSuccessfulSync)), -OVERLAP_DAYS);
    const [reportedHoldings, reportedActivities] = await Promise.all([
      adapter.fetchHoldings(user, external),
      adapter.fetchActivities(user, external, since),
    ]);
    const checked = checkAdapterOutput(reportedHoldings, reportedActivities);
    for (const entry of checked.skipped)
      request.logger.warn('skipped a malformed entry from the aggregator', {
        aggregator: adapter.name,
        accountId: account.id,
        entry: entry.kind,
        ticker: entry.ticker,
        activityId: entry.id,
        problems: entry.problems,
      });
    const { activities } = checked;
    const existing = await portfolio.listLines(userId, { accountId: account.id });
    // A skipped holding keeps the ledger's own position, so a malformed answer never reads as "sold".
    const holdings = withLedgerStandIns(checked.holdings, checked.skipped, holdingsAt(existing, now));
    const incoming = activities.flatMap((activity) => activityLines(account.id, activity));
    const incomingIds = new Set(incoming.map((line) => line.id));
    const keyOf = (line: LedgerLine) => `${line.ticker}#${line.timestamp}#${line.id}`;
    const incomingKeys = new Set(incoming.map(keyOf));
    // A line the aggregator re-dated (or re-attributed) moves: the old item goes so it is not counted twice.
    const moved = existing.filter(
      (line) => !isReconcileLine(line) && incomingIds.has(line.id) && !incomingKeys.has(keyOf(line)),
    );
    const kept = existing.filter((line) => !isReconcileLine(line) && !incomingIds.has(line.id));
    const activityLedger = [...kept, ...incoming];

    const previousReconcile = existing.filter(isReconcileLine);
    const reportedNothing =
      (reportedHoldings.equities ?? []).length === 0 && (reportedHoldings.options ?? []).length === 0;
    const heldBefore = holdingsAt(existing, now).some(
      (holding) => holding.shares > 0 || holding.openContracts > 0,
    );
    // An empty answer for an account that held something is not taken as "you hold nothing": the holdings of the
    // last sync stay, and the sync says so (SnapTrade can answer an empty list while a brokerage is refreshing).
    const suspicious = reportedNothing && heldBefore;
    const reconcile = suspicious
      ? previousReconcile
      : reconciliationLines({
          accountId: account.id,
          activityLines: activityLedger,
          holdings,
          now,
          historyStart: new Date(new Date(account.createdAt).getTime() - FULL_HISTORY_DAYS * 86_400_000),
        });
    const reconcileKeys = new Set(reconcile.map(keyOf));
    await portfolio.deleteLines(userId, [
      ...moved,
      ...previousReconcile.filter((line) => !reconcileKeys.has(keyOf(line))),
    ]);
    await portfolio.putLines(userId, [...incoming, ...reconcile]);
    // The cash rule (functions/src/wheel/account-cash.ts): a reported balance refreshes a synced one, never a
    // balance the user entered by hand; no figure reported leaves the stored one alone.
    await brokerage.updateConnectedAccount(userId, account.id, {
      cashBalance: holdings.cashBalance ?? external.cashBalance,
      institutionName: external.institutionName,
      at: now.toISOString(),
    });
    const positions = await refreshPositions(userId, account.id, [...activityLedger, ...reconcile]);
    return { positions, transactions: incoming.length, suspicious };
  };

  return async (request: SyncRequest): Promise<SyncOutcome> => {
    const { userId, adapter, logger } = request;
    const aggregator = adapter.name;
    const user: AggregatorUser = { userId, credentials: await brokerage.getCredentials(userId, aggregator) };
    await request.progress('Connecting to your brokerage...', 1, 3);

    const stored = new Map(
      (await brokerage.listConnections(userId, aggregator)).map((connection) => [connection.id, connection]),
    );
    const reported = await adapter.listConnections(user);
    const now = clock.now().toISOString();
    for (const connection of reported) {
      const known = stored.get(connection.id);
      const next: StoredConnection = {
        userId,
        aggregator,
        id: connection.id,
        institutionName: connection.institutionName,
        status: connection.healthy ? (known?.status ?? 'active') : 'failed',
        error: connection.healthy
          ? (known?.error ?? null)
          : `${connection.institutionName} needs to be reconnected.`,
        createdAt: known?.createdAt ?? now,
        importedAccounts: known?.importedAccounts ?? {},
      };
      stored.set(connection.id, next);
    }
    // Connections the aggregator no longer has were removed there: their accounts go too.
    const reportedIds = new Set(reported.map((connection) => connection.id));
    const accounts = await portfolio.listAccounts(userId);
    for (const connection of [...stored.values()].filter((candidate) => !reportedIds.has(candidate.id))) {
      for (const account of accounts.filter((candidate) => candidate.connectionId === connection.id))
        await removeAccount(userId, account.id);
      await brokerage.deleteConnection(userId, aggregator, connection.id);
      stored.delete(connection.id);
    }
    if (stored.size === 0) await brokerage.forgetSyncTarget(userId, aggregator);

    const scopeAccount =
      request.scope.kind === 'account'
        ? accounts.find((account) => account.id === (request.scope as { id: string }).id)
        : undefined;
    const inScope = (connection: StoredConnection) =>
      (request.scope.kind === 'all' ||
        (request.scope.kind === 'connection' && connection.id === request.scope.id) ||
        (request.scope.kind === 'account' && connection.id === scopeAccount?.connectionId)) &&
      // The nightly run leaves broken logins alone until the user reconnects; a click tries again.
      (request.trigger !== 'nightly' || connection.status === 'active');
    const connections = [...stored.values()].filter(inScope);
    for (const connection of stored.values())
      if (!inScope(connection)) await brokerage.putConnection(connection);

    const markFailed = async (connection: StoredConnection, reason: string) => {
      logger.warn('connection needs reconnecting', { connectionId: connection.id, reason });
      connection.status = 'failed';
      connection.error = `${connection.institutionName} needs to be reconnected.`;
      await brokerage.putConnection(connection);
    };
    let externalAccounts: BrokerageAccount[] = [];
    try {
      externalAccounts = connections.length > 0 ? await adapter.listAccounts(user) : [];
    } catch (error) {
      if (!(error instanceof BrokerageAuthError)) throw error;
      // The aggregator refused the user as a whole (SnapTrade's user secret, say): every connection is affected.
      const affected = connections.filter((c) => !error.connectionId || c.id === error.connectionId);
      for (const connection of affected) await markFailed(connection, error.message);
      throw new SyncAuthenticationError(affected.map((connection) => connection.error).join(' '));
    }
    let positions = 0;
    let transactions = 0;
    let synced = 0;
    const warnings: string[] = [];
    const failed: StoredConnection[] = [];
    const work = connections.flatMap((connection) =>
      externalAccounts
        .filter((external) => external.connectionId === connection.id)
        .map((external) => ({ connection, external })),
    );
    const total = work.length;
    let index = 0;
    for (const connection of connections) {
      const mine = work.filter((entry) => entry.connection === connection).map((entry) => entry.external);
      try {
        for (const external of mine) {
          index += 1;
          const accountId =
            connection.importedAccounts[external.externalId] ??
            connectedAccountId(userId, aggregator, external.externalId);
          if (scopeAccount && scopeAccount.id !== accountId) continue;
          let account = accounts.find((candidate) => candidate.id === accountId);
          if (!account && connection.importedAccounts[external.externalId]) continue; // the user deleted it
          if (!account) {
            account = {
              id: accountId,
              userId,
              name: external.name,
              source: aggregator,
              hidden: false,
              cashBalance: external.cashBalance ?? 0,
              createdAt: clock.now().toISOString(),
              connectionId: connection.id,
              externalAccountId: external.externalId,
              institutionName: external.institutionName,
            };
            await brokerage.createConnectedAccount(account);
            connection.importedAccounts = {
              ...connection.importedAccounts,
              [external.externalId]: accountId,
            };
          }
          await request.progress(`Syncing ${external.name} (${index} of ${total})...`, 2, 3);
          try {
            const result = await syncAccount(request, user, account, external);
            positions += result.positions;
            transactions += result.transactions;
            synced += 1;
            if (result.suspicious)
              warnings.push(
                `${external.institutionName} reported no positions for ${external.name}; the holdings of the last sync are shown.`,
              );
          } catch (error) {
            if (!(error instanceof BrokerageUnavailableError)) throw error;
            logger.warn('holdings unavailable', { accountId, reason: error.message });
            warnings.push(
              `${external.institutionName} could not report the holdings of ${external.name}; the holdings of the last sync are shown.`,
            );
          }
        }
        // Accounts the aggregator no longer lists under this connection were closed at the broker.
        const listed = new Set(mine.map((external) => external.externalId));
        if (!scopeAccount)
          for (const account of accounts.filter(
            (candidate) =>
              candidate.connectionId === connection.id &&
              candidate.externalAccountId !== undefined &&
              !listed.has(candidate.externalAccountId),
          ))
            await removeAccount(userId, account.id);
        connection.status = 'active';
        connection.error = null;
      } catch (error) {
        if (!(error instanceof BrokerageAuthError)) throw error;
        await markFailed(connection, error.message);
        failed.push(connection);
        continue;
      }
      await brokerage.putConnection(connection);
    }

    if (connections.length > 0 && failed.length === connections.length)
      throw new SyncAuthenticationError(failed.map((connection) => connection.error).join(' '));

    await request.progress('Preparing your personalized opportunities...', 3, 3);
    await deps.holdingsChanged(userId);
    const message = [
      `Successfully synced ${plural(positions, 'position')} in ${plural(synced, 'account')}.`,
      ...failed.map((connection) => connection.error ?? ''),
      ...warnings,
    ].join(' ');
    return { accounts: synced, positions, transactions, message };
  };
}

export type BrokerageSync = ReturnType<typeof buildBrokerageSync>;
