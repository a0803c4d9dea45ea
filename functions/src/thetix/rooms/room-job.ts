import { config } from '../../config';
import type { JobProcessor } from '../../jobs/job-worker';
import { marketModel } from '../../market-data/market-source';
import { systemClock } from '../../platform/clock';
import type { Table } from '../../platform/table';
import { configuredPlanning } from '../planner/configured-planner';
import { buildPortfolioData } from '../portfolio-data';

/**
 * What a room's job (a card's run, a chat turn) plans and materializes with in this process: the configured planner
 * and prose writer, the market model, the user's portfolio data and the real clock.
 */
export function roomJobDependencies(table: Table) {
  const planning = configuredPlanning(config());
  return {
    planner: planning.planner,
    prose: planning.prose,
    market: marketModel(),
    portfolio: buildPortfolioData(table, marketModel(), systemClock),
    clock: systemClock,
  };
}

/** A job processor built on its first message, so that importing the jobs worker reads no configuration. */
export function builtOnFirstUse(build: () => JobProcessor): JobProcessor {
  let processor: JobProcessor | undefined;
  return (context) => (processor ??= build())(context);
}
