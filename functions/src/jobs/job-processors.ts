import { BROKERAGE_SYNC } from '../brokerage/brokerage-entities';
import { brokerageSyncJob } from '../brokerage/brokerage-sync-processor';
import { generateOpportunitiesJob } from '../opportunities/generate-opportunities-job';
import { historyExportJob } from '../history-export/export-job';
import { HISTORY_EXPORT_JOB } from '../history-export/export-entity';
import { GENERATE_OPPORTUNITIES } from '../opportunities/opportunity-run-repository';
import { chatJob } from '../chats/chat-job';
import { THETIX_CHAT_JOB } from '../chats/chat-entities';
import { cardJob } from '../thetix/card-job';
import { reportJob } from '../reports/report-job';
import { THETIX_REPORT_FANOUT_JOB, THETIX_REPORT_JOB } from '../reports/report-entities';
import { reportFanOutJob } from '../reports/report-fanout-job';
import { THETIX_CARD_JOB } from '../thetix/card-entities';
import type { JobProcessor } from './job-worker';

/**
 * Job kinds the product runs, by name. Card, chat, sync, opportunity and report jobs register here as their
 * features land; a message of an unknown kind marks its job failed instead of retrying forever.
 */
export const jobProcessors: Readonly<Record<string, JobProcessor>> = {
  [GENERATE_OPPORTUNITIES]: generateOpportunitiesJob,
  [BROKERAGE_SYNC]: brokerageSyncJob,
  [THETIX_CARD_JOB]: cardJob,
  [THETIX_CHAT_JOB]: chatJob,
  [THETIX_REPORT_JOB]: reportJob,
  [THETIX_REPORT_FANOUT_JOB]: reportFanOutJob,
  [HISTORY_EXPORT_JOB]: historyExportJob,
};
