import type { CalendarDate } from '../calendar/calendar-date';
import { expiryInstant } from '../calendar/expirations';
import { marketSession, newYorkDate, nextTradingDay } from '../calendar/nyse-calendar';

/**
 * An opportunity is priced from one session's market and is stale after that session's close: the next session
 * opens at another price. Its session is today while today's session has not closed, else the next trading day.
 */
export const opportunitySession = (now: Date): CalendarDate => {
  const today = newYorkDate(now);
  const session = marketSession(today);
  return session && now < session.close ? today : nextTradingDay(today);
};

const sessionClose = (date: CalendarDate): Date => {
  const session = marketSession(date);
  if (!session) throw new RangeError(`${date} is not a trading day`);
  return session.close;
};

/** When an opportunity made at `now` about an option expiring on `expiration` expires: the session close or expiry. */
export const opportunityExpiresAt = (now: Date, expiration: CalendarDate): Date => {
  const close = sessionClose(opportunitySession(now));
  const expiry = expiryInstant(expiration);
  return expiry < close ? expiry : close;
};
