import type { Aggregator } from '@thetix/shared/contracts/brokerage';
import { PermanentJobError } from '../jobs/job-state';
import type { JobProcessor } from '../jobs/job-worker';
import type { Clock } from '../platform/clock';
import { syncTargetOf, type SyncScope } from './brokerage-entities';
import type { BrokeragePort } from './brokerage-port';
import type { BrokerageRepository } from './brokerage-repository';
import { SyncAuthenticationError, type BrokerageSync } from './brokerage-sync';

export interface BrokerageSyncJobDependencies {
  repository: Pick<BrokerageRepository, 'getSync' | 'setProgress' | 'recordSuccess'>;
  sync: BrokerageSync;
  /** The adapter serving an aggregator; undefined when this deployment does not connect through it. */
  adapterFor(aggregator: Aggregator): BrokeragePort | undefined;
  clock: Clock;
  supportEmail: string;
}

/** Spec part 1 §2 (onboarding assets step): the banner when a sync fails on authentication. */
export const authenticationFailed = (supportEmail: string) =>
  `Authentication failed. Please contact support at ${supportEmail}.`;

/**
 * The `brokerage-sync` processor. The message's key is the user's sync item for one aggregator, which says what
 * to sync (scope, full, trigger). A broken login fails the job at once with the spec's message; anything else
 * (rate limits, an aggregator outage) is thrown, so SQS retries it and, after the queue's maxReceiveCount, the DLQ
 * worker marks the sync failed: never retried forever.
 */
export function buildBrokerageSyncProcessor(deps: BrokerageSyncJobDependencies): JobProcessor {
  return async ({ message, logger, step }) => {
    const target = syncTargetOf(message.key);
    if (!target) throw new PermanentJobError('This sync is not valid.');
    const { userId, aggregator } = target;
    const adapter = deps.adapterFor(aggregator);
    if (!adapter) throw new PermanentJobError(`Connections through ${aggregator} are not available.`);
    const item = await deps.repository.getSync(userId, aggregator);
    const scope = item?.sync_scope ?? { kind: 'all' };
    // A stored request of no known shape syncs nothing: say so rather than report "0 positions synced".
    if (!isSyncScope(scope))
      throw new PermanentJobError('This sync request is not valid. Please sync again.');
    const started = deps.clock.now();
    let outcome;
    try {
      outcome = await deps.sync({
        userId,
        adapter,
        scope,
        full: item?.sync_full ?? false,
        trigger: item?.sync_trigger ?? 'user',
        lastSuccessfulSync: item?.last_successful_sync,
        logger,
        progress: async (progressMessage, index, of) => {
          await step(index, of);
          await deps.repository.setProgress(userId, aggregator, progressMessage);
        },
      });
    } catch (error) {
      if (error instanceof SyncAuthenticationError) {
        logger.warn('sync failed: every connection needs reconnecting', { reason: error.message });
        throw new PermanentJobError(authenticationFailed(deps.supportEmail));
      }
      throw error;
    }
    const finished = deps.clock.now();
    await deps.repository.recordSuccess(userId, aggregator, {
      finishedAt: finished.toISOString(),
      durationSeconds: Math.round((finished.getTime() - started.getTime()) / 100) / 10,
      message: outcome.message,
    });
    logger.info('brokerage synced', {
      aggregator,
      accounts: outcome.accounts,
      positions: outcome.positions,
      transactions: outcome.transactions,
    });
  };
}

/** One of the three scopes a sync request names (brokerage-entities.ts `SyncScope`). */
function isSyncScope(value: unknown): value is SyncScope {
  if (typeof value !== 'object' || value === null) return false;
  const scope = value as { kind?: unknown; id?: unknown };
  if (scope.kind === 'all') return true;
  return (
    (scope.kind === 'connection' || scope.kind === 'account') &&
    typeof scope.id === 'string' &&
    scope.id !== ''
  );
}
