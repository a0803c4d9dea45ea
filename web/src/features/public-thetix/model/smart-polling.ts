import type { CardJobStatus } from '@thetix/shared/contracts/thetix';

/**
 * Spec part 3 §4 and §9, smart polling of public collections and cards: grace 10 s, overdue 3 s, maximum 60 s,
 * preload 10 s, read as the board reads them (features/thetix/model/smart-polling.ts): wake `PRELOAD` before the
 * earliest scheduled update, ask every `OVERDUE` from then until it lands (overdue once `GRACE` has passed), never
 * wait longer than `MAX`. Two public additions: a running job is asked about every `OVERDUE`, and an update late by
 * more than `MAX` counts as stalled (a stopped scheduler), so a page left open falls back to `MAX`.
 */
export const SMART_POLLING = {
  graceMs: 10_000,
  overdueMs: 3_000,
  maxMs: 60_000,
  preloadMs: 10_000,
} as const;

export interface PolledCard {
  scheduled_update_at: string | null;
  materialized_updated_at: string | null;
  job_status: CardJobStatus | null;
}

const isRunning = (card: PolledCard) => card.job_status === 'pending' || card.job_status === 'processing';

/** Milliseconds until the next status check for these cards at `now` (epoch milliseconds). */
export function nextPollDelay(cards: readonly PolledCard[], now: number): number {
  const { graceMs, overdueMs, maxMs, preloadMs } = SMART_POLLING;
  if (cards.some(isRunning)) return overdueMs;
  const due = cards
    .map((card) => (card.scheduled_update_at ? Date.parse(card.scheduled_update_at) : Number.NaN))
    .filter((time) => Number.isFinite(time) && now < time + graceMs + maxMs);
  if (due.length === 0) return maxMs;
  const earliest = Math.min(...due);
  if (now >= earliest + graceMs) return overdueMs;
  return Math.min(maxMs, Math.max(overdueMs, earliest - preloadMs - now));
}

/**
 * The cards whose status says they changed since they were loaded: a newer result, or a job that started or
 * ended. `added` is true when the status lists a card the page does not have (or lost one): reload everything then.
 */
export function changedCards(
  loaded: readonly (PolledCard & { id: string })[],
  status: readonly (PolledCard & { id: string })[],
): { ids: string[]; added: boolean } {
  const known = new Map(loaded.map((card) => [card.id, card]));
  const ids: string[] = [];
  for (const card of status) {
    const before = known.get(card.id);
    if (!before) return { ids: [], added: true };
    if (
      before.materialized_updated_at !== card.materialized_updated_at ||
      before.job_status !== card.job_status
    )
      ids.push(card.id);
  }
  return { ids, added: status.length !== loaded.length };
}
