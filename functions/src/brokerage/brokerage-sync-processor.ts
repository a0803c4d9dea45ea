import { buildAccountGoalSettingsCleanup } from '../goals/account-goal-settings';
import type { JobProcessor } from '../jobs/job-worker';
import { config } from '../config';
import { buildAccountOpportunitiesCleanup } from '../opportunities/opportunity-cleanup';
import { buildOpportunityTrigger } from '../opportunities/opportunity-trigger';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { brokerageAdapter } from './brokerage-adapters';
import { buildBrokerageRepository } from './brokerage-repository';
import { buildBrokerageSync } from './brokerage-sync';
import { buildBrokerageSyncProcessor } from './brokerage-sync-job';

let processor: JobProcessor | undefined;

/** The `brokerage-sync` processor with the real table, adapter and clock, built on first use. */
export const brokerageSyncJob: JobProcessor = (context) => {
  if (!processor) {
    const table = defaultTable();
    const repository = buildBrokerageRepository(table, systemClock);
    const goalsCleanup = buildAccountGoalSettingsCleanup(table);
    const opportunitiesCleanup = buildAccountOpportunitiesCleanup(table);
    const trigger = buildOpportunityTrigger(table, systemClock);
    processor = buildBrokerageSyncProcessor({
      repository,
      sync: buildBrokerageSync({
        brokerage: repository,
        portfolio: buildPortfolioRepository(table),
        clock: systemClock,
        removeAccountData: async (userId, accountId) => {
          await goalsCleanup(userId, accountId);
          await opportunitiesCleanup(userId, accountId);
        },
        holdingsChanged: async (userId) => {
          await trigger.holdingsChanged(userId);
        },
      }),
      adapterFor: brokerageAdapter,
      clock: systemClock,
      supportEmail: config().SUPPORT_EMAIL,
    });
  }
  return processor(context);
};
