import type { EventBridgeEvent } from 'aws-lambda';
import { isTradingDay, newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { createLogger } from '../platform/logger';
import { reportPeriod } from './report-entities';
import { reportRequests } from './report-wiring';

const logger = createLogger({ fields: { schedule: 'daily-reports' } });

/** Before the open on weekdays (shared/src/schedules.ts): the daily action plan for every registered user, on trading days. */
export const handler = async (event: EventBridgeEvent<string, unknown>) => {
  const at = new Date(event.time);
  if (!isTradingDay(newYorkDate(at))) {
    logger.info('market closed today: no daily reports', { day: newYorkDate(at) });
    return { users: 0, queued: 0 };
  }
  return reportRequests().fanOut('daily', reportPeriod('daily', at), logger);
};
