import type { Clock } from '../platform/clock';
import type { Table } from '../platform/table';
import { buildOpportunityRunRepository } from './opportunity-run-repository';

/**
 * For features whose writes change what opportunities should say (positions added or removed, a sync, a goal
 * chosen): the user's all-accounts run is booked in the `due` index for now, so the per-minute dispatcher runs it
 * within a minute and the run then books its half-hourly successors. A run already waiting, running or due
 * sooner is left alone, so a burst of writes costs one run.
 */
export function buildOpportunityTrigger(table: Table, clock: Clock) {
  const runs = buildOpportunityRunRepository(table, clock);
  return {
    /** True when a run was booked; false when one is already on its way. */
    holdingsChanged: (userId: string): Promise<boolean> =>
      runs.scheduleAllAccounts(userId, clock.now(), { onlyEarlier: true }),
  };
}

export type OpportunityTrigger = ReturnType<typeof buildOpportunityTrigger>;
