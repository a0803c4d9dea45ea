import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../platform/clock';
import { isConditionFailure, type Table } from '../platform/table';
import type { JobMessage } from './job-message';

/** Thrown by a processor's `step` when the user cancelled the job: the worker stops and acknowledges. */
export class JobCancelledError extends Error {}

/** A failure that retrying cannot fix: the job is marked failed at once with this user-readable message. */
export class PermanentJobError extends Error {}

/** State transitions of a job item. Every write is conditional, so duplicate deliveries cannot regress a job. */
export function buildJobState(table: Table, clock: Clock) {
  const update = async (
    key: JobMessage['key'],
    expression: string,
    condition: string,
    values: Record<string, unknown>,
  ): Promise<boolean> => {
    try {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: key,
          UpdateExpression: expression,
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  const now = () => clock.now().toISOString();

  return {
    /**
     * pending|processing -> processing. False when the job is done, failed, cancelled or gone: skip it. A message
     * that names a run claims only while that run is the item's, and then also from completed: an item booked its
     * next run without showing it as pending (a card chaining its next refresh stays "completed" meanwhile).
     */
    claim: (key: JobMessage['key'], run?: string) =>
      update(
        key,
        'SET job_status = :processing, job_started_at = :now ADD job_attempts :one',
        run === undefined
          ? 'job_status IN (:pending, :processing)'
          : '(attribute_not_exists(job_status) OR job_status IN (:pending, :processing)) AND job_run = :run',
        {
          ':processing': 'processing',
          ':pending': 'pending',
          ':now': now(),
          ':one': 1,
          ...(run === undefined ? {} : { ':run': run }),
        },
      ),

    /** Records "step N of M"; false when the job was cancelled (or otherwise left processing) meanwhile. */
    progress: (key: JobMessage['key'], step: number, of: number) =>
      update(key, 'SET job_progress = :progress', 'job_status = :processing', {
        ':progress': `step ${step} of ${of}`,
        ':processing': 'processing',
      }),

    /** processing -> completed, which the API shows as "no status". */
    complete: (key: JobMessage['key']) =>
      update(
        key,
        'REMOVE job_status, job_progress, job_error SET job_completed_at = :now',
        'job_status = :processing',
        { ':processing': 'processing', ':now': now() },
      ),

    /** pending|processing -> failed with a message the user can read. */
    fail: (key: JobMessage['key'], message: string) =>
      update(
        key,
        'SET job_status = :failed, job_error = :message, job_failed_at = :now REMOVE job_progress',
        'job_status IN (:pending, :processing)',
        {
          ':failed': 'failed',
          ':message': message,
          ':now': now(),
          ':pending': 'pending',
          ':processing': 'processing',
        },
      ),
  };
}

export type JobState = ReturnType<typeof buildJobState>;
