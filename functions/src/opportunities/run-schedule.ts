import { addDays } from '@thetix/shared/calendar/calendar-date';
import { marketSession, newYorkDate } from '@thetix/shared/calendar/nyse-calendar';

/** Spec issue 4: opportunities are regenerated every 30 minutes while the market is open. */
export const RUN_INTERVAL_MS = 30 * 60_000;
/** Users are spread over the first minutes of each slot so the per-minute dispatcher sends them in small batches. */
const SPREAD_MINUTES = 10;
/** Long weekends and holidays never span this many days. */
const LOOKAHEAD_DAYS = 10;

/** A stable 0-9 minute offset per user (FNV-1a of the id). */
export const userSlotOffsetMs = (userId: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < userId.length; index += 1) {
    hash = Math.imul(hash ^ userId.charCodeAt(index), 0x01000193);
  }
  return ((hash >>> 0) % SPREAD_MINUTES) * 60_000;
};

/**
 * The user's next scheduled generation after `now`: the session open plus every 30 minutes before the close (09:30,
 * 10:00 ... 15:30 New York; early closes and holidays from the NYSE calendar), each shifted by the user's offset.
 */
export function nextRunSlot(now: Date, userId: string): Date {
  const offset = userSlotOffsetMs(userId);
  const today = newYorkDate(now);
  for (let day = 0; day < LOOKAHEAD_DAYS; day += 1) {
    const session = marketSession(addDays(today, day));
    if (!session) continue;
    for (let slot = session.open.getTime(); slot < session.close.getTime(); slot += RUN_INTERVAL_MS) {
      if (slot + offset > now.getTime()) return new Date(slot + offset);
    }
  }
  throw new RangeError(`No trading session within ${LOOKAHEAD_DAYS} days of ${today}`);
}
