import { DomainError } from '../http/errors';
import { PermanentJobError } from '../jobs/job-state';
import type { JobProcessor } from '../jobs/job-worker';
import { systemClock, type Clock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { loadMarket, marketModel } from '../market-data/market-source';
import { sendOpportunityAlert, type SendOpportunityAlert } from '../notifications/opportunity-alerts';
import { errorFields } from '../platform/logger';
import { buildGoalReader } from './goal-reader';
import { buildOpportunityGenerator, type OpportunityGenerator } from './opportunity-generation';
import { buildOpportunityRepository } from './opportunity-repository';
import {
  buildOpportunityRunRepository,
  runScopeOf,
  type OpportunityRunRepository,
} from './opportunity-run-repository';
import { buildPortfolioReader } from './portfolio-reader';
import { nextRunSlot } from './run-schedule';
import { buildWatchlistForPuts } from '../wheel/watchlist-for-puts';

export interface GenerateOpportunitiesJobDependencies {
  generate: OpportunityGenerator;
  runs: Pick<OpportunityRunRepository, 'scheduleAllAccounts' | 'unscheduleAllAccounts'>;
  /** The opportunity and roll/close alert about the run's new and newly urgent cards (opportunity-alerts.ts). */
  alert: SendOpportunityAlert;
  clock: Clock;
}

/**
 * The `generate-opportunities` processor. The message's key is the run item (`opportunity-run-repository.ts`),
 * which names the user and, for a one-account refresh, the account.
 *
 * The all-accounts run keeps the user's half-hourly chain going: it books its next slot in the `due` index before
 * working (so a failed run does not end the chain) and removes it when the user holds nothing. A one-account run
 * starts the chain if none is booked.
 *
 * After the run, the user's alert about the cards it created, if any is due. A failed alert is logged and does not
 * fail the run: a retried run creates nothing new (the cards are written), so it could not alert again anyway; the
 * cards are in the app and in the next daily plan.
 */
export function buildGenerateOpportunitiesProcessor(
  deps: GenerateOpportunitiesJobDependencies,
): JobProcessor {
  return async ({ message, logger, step }) => {
    const scope = runScopeOf(message.key);
    if (!scope) throw new PermanentJobError('This opportunity refresh is not valid.');
    const now = deps.clock.now();
    const next = nextRunSlot(now, scope.userId);
    if (!scope.accountId) await deps.runs.scheduleAllAccounts(scope.userId, next);
    let result;
    try {
      result = await deps.generate(scope, step);
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) throw new PermanentJobError(error.message);
      throw error;
    }
    if (!result.holdsPositions && !scope.accountId) await deps.runs.unscheduleAllAccounts(scope.userId);
    if (result.holdsPositions && scope.accountId)
      await deps.runs.scheduleAllAccounts(scope.userId, next, { onlyEarlier: true });
    const { newCards, ...counts } = result;
    let alert: Awaited<ReturnType<SendOpportunityAlert>> | { sent: false; reason: 'failed' };
    try {
      alert = await deps.alert({
        userId: scope.userId,
        ...(message.run === undefined ? {} : { runId: `${message.key.sk}#${message.run}` }),
        cards: newCards,
      });
    } catch (error) {
      logger.error('opportunity alert failed', errorFields(error));
      alert = { sent: false, reason: 'failed' };
    }
    logger.info('opportunities generated', {
      ...counts,
      nextRun: result.holdsPositions ? next : null,
      alert: alert.sent
        ? {
            email: alert.email,
            push: alert.push.sent,
            actions: alert.actions,
            coveredCalls: alert.coveredCalls,
          }
        : alert.reason,
    });
  };
}

let processor: JobProcessor | undefined;

/** The processor with the real table, market model and clock, built on first use. */
export const generateOpportunitiesJob: JobProcessor = (context) => {
  if (!processor) {
    const table = defaultTable();
    processor = buildGenerateOpportunitiesProcessor({
      generate: buildOpportunityGenerator({
        opportunities: buildOpportunityRepository(table),
        portfolio: buildPortfolioReader(table),
        goals: buildGoalReader(table),
        market: marketModel(),
        loadMarket,
        watchlist: buildWatchlistForPuts(table),
        clock: systemClock,
      }),
      runs: buildOpportunityRunRepository(table, systemClock),
      alert: sendOpportunityAlert,
      clock: systemClock,
    });
  }
  return processor(context);
};
