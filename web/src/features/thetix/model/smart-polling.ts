/** Spec part 3 §4 and §9: smart polling of scheduled refreshes. */
export const SMART_POLLING = {
  /** A scheduled update counts as overdue only this long after its time. */
  graceMs: 10_000,
  /** While an update is overdue the status is asked this often. */
  overdueMs: 3_000,
  /** Never wait longer than this between two status calls. */
  maxMs: 60_000,
  /** Wake up this long before the earliest scheduled update. */
  preloadMs: 10_000,
} as const;

/**
 * The wait before the next status call, given the cards' scheduled update times: 3 s while one is overdue past the
 * grace period, else until `preload` before the earliest one, never more than 60 s and never less than 3 s.
 * Undefined when nothing is scheduled (no polling).
 */
export function nextStatusPollDelay(
  scheduled: readonly (string | null)[],
  now: number,
  settings: typeof SMART_POLLING = SMART_POLLING,
): number | undefined {
  const times = scheduled
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  if (times.length === 0) return undefined;
  const earliest = Math.min(...times);
  if (now >= earliest + settings.graceMs) return settings.overdueMs;
  const untilWake = earliest - settings.preloadMs - now;
  return Math.min(settings.maxMs, Math.max(settings.overdueMs, untilWake));
}

/** The cards whose result changed since the list was fetched: only these are fetched again. */
export function changedCardIds(
  known: readonly { id: string; materialized_updated_at: string | null }[],
  statuses: readonly { id: string; materialized_updated_at: string | null }[],
): string[] {
  const before = new Map(known.map((card) => [card.id, card.materialized_updated_at]));
  return statuses
    .filter((status) => before.has(status.id) && before.get(status.id) !== status.materialized_updated_at)
    .map((status) => status.id);
}
