import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Aggregator } from '@thetix/shared/contracts/brokerage';
import type { EventBridgeEvent } from 'aws-lambda';
import { errorFields, createLogger, type Logger } from '../platform/logger';
import { systemClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import type { JobMessage } from '../jobs/job-message';
import { config } from '../config';
import { BROKERAGE_SYNC, syncKey } from './brokerage-entities';
import type { BrokerageRepository } from './brokerage-repository';
import { buildBrokerageRepository } from './brokerage-repository';

/**
 * The nightly re-sync: one sync job per user with a connection at the configured aggregator, read from the
 * `lookup` index. A user whose sync is already running is skipped (the conditional request refuses), and
 * connections that failed are left for the user to reconnect (the job skips them on a nightly trigger).
 */
export function buildNightlySync(deps: {
  repository: Pick<BrokerageRepository, 'listSyncTargets' | 'requestSync' | 'releaseSync'>;
  aggregator: Aggregator;
  enqueue(message: JobMessage): Promise<void>;
  ids: () => string;
  logger: Logger;
}) {
  return async (): Promise<{ started: number; skipped: number }> => {
    let started = 0;
    let skipped = 0;
    for (const { userId } of await deps.repository.listSyncTargets(deps.aggregator)) {
      const jobId = deps.ids();
      const requested = await deps.repository.requestSync(userId, deps.aggregator, {
        jobId,
        scope: { kind: 'all' },
        full: false,
        trigger: 'nightly',
      });
      if (!requested) {
        skipped += 1;
        continue;
      }
      try {
        await deps.enqueue({ kind: BROKERAGE_SYNC, key: syncKey(userId, deps.aggregator) });
        started += 1;
      } catch (error) {
        await deps.repository.releaseSync(userId, deps.aggregator, jobId);
        deps.logger.error('nightly sync not sent', { userId, ...errorFields(error) });
      }
    }
    deps.logger.info('nightly brokerage sync dispatched', { started, skipped });
    return { started, skipped };
  };
}

let run: ReturnType<typeof buildNightlySync> | undefined;

/** Scheduled nightly (shared/src/schedules.ts): EventBridge Scheduler in AWS, croner in the local runtime. */
export const handler = async (event: EventBridgeEvent<string, unknown>) => {
  run ??= buildNightlySync({
    repository: buildBrokerageRepository(defaultTable(), systemClock),
    aggregator: config().BROKERAGE_ADAPTER,
    enqueue: async (message) => {
      await queueClient().send(
        new SendMessageCommand({ QueueUrl: queueUrl('jobs'), MessageBody: JSON.stringify(message) }),
      );
    },
    ids: randomId,
    logger: createLogger({ fields: { schedule: 'nightly-brokerage-sync' } }),
  });
  return { ...(await run()), scheduledTime: event.time };
};
