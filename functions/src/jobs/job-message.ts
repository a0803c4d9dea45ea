import * as z from 'zod';

/**
 * The body of every job message: which processor runs it and the table key of the item that carries the job's
 * state (`job_status`, `job_progress`, `job_error`). The item is the source of truth; the message only points at it.
 */
export const jobMessageSchema = z.object({
  kind: z.string().min(1),
  key: z.object({ pk: z.string().min(1), sk: z.string().min(1) }),
  /**
   * Which run of the item's job this message starts, when the item carries `job_run`: a message whose run is no
   * longer the item's (a duplicate of an earlier refresh, or one overtaken by a newer request) claims nothing.
   */
  run: z.string().min(1).max(100).optional(),
  /**
   * The correlation id of the request (or job) that sent this message; the worker logs the job under it. Optional:
   * messages sent before it existed, and the dispatcher's, have none and are logged under their message id.
   */
  correlationId: z.string().min(1).max(100).optional(),
});
export type JobMessage = z.infer<typeof jobMessageSchema>;

/** `job_status` values; a completed job has no status at all (DESIGN.md, "Jobs"). */
export type JobStatus = 'pending' | 'processing' | 'failed' | 'cancelled';

/** Items waiting for a scheduled run sit in the `due` index under this partition, sorted by due time. */
export const DUE_PARTITION = 'DUE#jobs';

/** Shown to the user when a job ends in the dead-letter queue. */
export const JOB_FAILED_MESSAGE = 'This job could not be completed. Please try again.';
