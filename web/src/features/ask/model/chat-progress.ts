import type { Chat } from '@thetix/shared/contracts/chats';

/** Spec part 3 §4 and §9: the chat progress bar's fixed points and the step mapping's bounds. */
export const PENDING_PERCENT = 25;
export const PROCESSING_PERCENT = 50;
const STEP_MIN = 10;
const STEP_MAX = 90;

const STEP_TEXT = /step\s+(\d+)\s+of\s+(\d+)/i;

/**
 * The progress bar of a chat being answered (spec part 3 §4): 25 % pending, "Step X of Y" as X/Y*80+10 clamped to
 * 10..90 while processing, else 50 %. A pending chat stays at 25 % even with the server's "step 0 of 1".
 */
export function chatProgressPercent(jobStatus: Chat['job_status'], jobProgress: string | null): number {
  if (jobStatus === 'pending') return PENDING_PERCENT;
  const match = STEP_TEXT.exec(jobProgress ?? '');
  if (match) {
    const done = Number(match[1]);
    const of = Number(match[2]);
    if (of > 0) return Math.min(STEP_MAX, Math.max(STEP_MIN, (done / of) * 80 + 10));
  }
  return PROCESSING_PERCENT;
}

/** A chat whose job is queued or running: sending is blocked and its status is polled. */
export const isRunning = (chat: Pick<Chat, 'job_status'> | undefined): boolean =>
  chat?.job_status === 'pending' || chat?.job_status === 'processing';

/** A report chat still being made: it carries no job status of its own, only `agent_report_completed: false`. */
export const isReportInProgress = (chat: Pick<Chat, 'meta_data'> | undefined): boolean =>
  chat?.meta_data.is_agent_report === true && chat.meta_data.agent_report_completed === false;

/** Chats whose state can still change by themselves, so their status is polled. */
export const isActive = (chat: Chat): boolean => isRunning(chat) || isReportInProgress(chat);
