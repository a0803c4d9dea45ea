import type { EventBridgeEvent } from 'aws-lambda';
import { createLogger } from '../platform/logger';
import { reportPeriod } from './report-entities';
import { reportRequests } from './report-wiring';

const logger = createLogger({ fields: { schedule: 'weekly-reports' } });

/** Saturday morning (shared/src/schedules.ts): the week's report for every registered user. */
export const handler = async (event: EventBridgeEvent<string, unknown>) =>
  reportRequests().fanOut('weekly', reportPeriod('weekly', new Date(event.time)), logger);
