import type { Table } from '../../platform/table';
import { changeItem, type ItemChange, type WriteCondition } from './owned-items';

/**
 * The job runs of a room's items (DESIGN.md, "Jobs"; docs/data-model.md, "Thetix card runs"). Every run has an id
 * (`job_run`): a request makes the item pending under a new id, a cancel or a finished run moves the id on, and a
 * job writes its outcome only while its run is still the item's. So a cancel, a newer request or a duplicate
 * delivery always wins over a job that is still running.
 */

/** The attributes of an item waiting for its run `run` of job kind `kind`. */
export const pendingRun = (kind: string, run: string, now: string) => ({
  job_status: 'pending',
  job_run: run,
  job_progress: 'step 0 of 1',
  job_kind: kind,
  job_requested_at: now,
});

/** The run id after run `run` wrote its outcome: a duplicate of its message then claims nothing. */
export const finishedRun = (run: string) => `done:${run}`;

/** The run id after a cancel at `now`: the running job stops at its next step and its outcome is never written. */
export const cancelledRun = (now: string) => `cancelled:${now}`;

/** While a run is waiting or running. */
export const RUN_ACTIVE: WriteCondition = {
  expression: 'job_status IN (:pending, :processing)',
  values: { ':pending': 'pending', ':processing': 'processing' },
};

/** While `run` is the item's run and its job is processing. */
export const runIsCurrent = (run: string): WriteCondition => ({
  expression: 'job_status = :processing AND job_run = :run',
  values: { ':processing': 'processing', ':run': run },
});

/** A run request's condition: the item exists, is unchanged since `readUpdatedAt` if given, and idle if asked. */
function requestCondition(options: { onlyIfIdle: boolean; readUpdatedAt?: string }): WriteCondition {
  const parts = ['attribute_exists(pk)'];
  const values: Record<string, unknown> = {};
  if (options.readUpdatedAt !== undefined) {
    parts.push('updated_at = :read');
    values[':read'] = options.readUpdatedAt;
  }
  if (options.onlyIfIdle) {
    parts.push('(attribute_not_exists(job_status) OR NOT job_status IN (:pending, :processing))');
    Object.assign(values, { ':pending': 'pending', ':processing': 'processing' });
  }
  return { expression: parts.join(' AND '), values: Object.keys(values).length ? values : undefined };
}

/** The run transitions of one kind of room item, keyed by owner and id; each answers false when refused. */
export function buildItemRuns(
  table: Table,
  kind: { key: (userId: string, id: string) => { pk: string; sk: string }; jobKind: string },
) {
  const write = (userId: string, id: string, change: ItemChange, condition: WriteCondition) =>
    changeItem(table, kind.key(userId, id), change, condition);

  return {
    /**
     * Starts run `run`: pending, with `change` written alongside (a new question, a new turn). `onlyIfIdle` refuses
     * while a run is pending or processing; `readUpdatedAt` refuses when the item changed since it was read.
     */
    requestRun: (
      userId: string,
      id: string,
      run: string,
      now: string,
      change: ItemChange,
      options: { onlyIfIdle: boolean; readUpdatedAt?: string },
    ) =>
      write(
        userId,
        id,
        {
          set: { ...pendingRun(kind.jobKind, run, now), ...change.set },
          remove: ['job_error', ...(change.remove ?? [])],
        },
        requestCondition(options),
      ),

    /**
     * Cancels a waiting or running item. One that keeps an earlier result goes back to completed (no status); one
     * without shows `cancelled`. Either way the run id moves on (`cancelledRun`).
     */
    cancelRun: (
      userId: string,
      id: string,
      now: string,
      options: { keepsResult: boolean; set?: Record<string, unknown> },
    ) =>
      write(
        userId,
        id,
        {
          set: {
            ...(options.keepsResult ? {} : { job_status: 'cancelled' }),
            job_run: cancelledRun(now),
            ...options.set,
          },
          remove: options.keepsResult ? ['job_status', 'job_progress'] : ['job_progress'],
        },
        RUN_ACTIVE,
      ),

    /**
     * Writes run `run`'s outcome while that run is still the item's and processing; false when it was cancelled or
     * superseded. The run id moves on to `nextRun` (a chained refresh's) or to `finishedRun(run)`.
     */
    finishRun: (userId: string, id: string, run: string, change: ItemChange, nextRun?: string) =>
      write(
        userId,
        id,
        { set: { ...change.set, job_run: nextRun ?? finishedRun(run) }, remove: change.remove },
        runIsCurrent(run),
      ),
  };
}
