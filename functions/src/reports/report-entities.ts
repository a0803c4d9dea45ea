import type { ReportType } from '@thetix/shared/contracts/chats';
import { addDays, parseCalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { JobMessage } from '../jobs/job-message';

/** The job kind of making one report (functions/src/jobs/job-processors.ts). */
export const THETIX_REPORT_JOB = 'thetix-report';

/**
 * One report per user, type and period: the item `USER#<userId>` / `REPORT#<type>#<period>` is put only if absent,
 * and carries the job, so a schedule or a message that runs twice makes one report (docs/data-model.md).
 */
export const reportKey = (userId: string, type: ReportType, period: string): JobMessage['key'] => ({
  pk: `USER#${userId}`,
  sk: `REPORT#${type}#${period}`,
});

export function reportOfKey(
  key: JobMessage['key'],
): { userId: string; type: ReportType; period: string } | undefined {
  const match = /^REPORT#(daily|weekly|onboarding)#([0-9A-Za-z-]{1,20})$/.exec(key.sk);
  if (!key.pk.startsWith('USER#') || !match) return undefined;
  return { userId: key.pk.slice('USER#'.length), type: match[1] as ReportType, period: match[2]! };
}

/** The report chat's id, derived from the period so a retry finds the same chat. */
export const reportChatId = (type: ReportType, period: string) => `report-${type}-${period}`;

/** The period a report covers at `now`, New York time: the day, the ISO week, or once. */
export function reportPeriod(type: ReportType, now: Date): string {
  const today = newYorkDate(now);
  if (type === 'daily') return today;
  if (type === 'onboarding') return 'once';
  // ISO week: the Thursday of this week decides the year.
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const thursday = addDays(today, 3 - weekday);
  const { year } = parseCalendarDate(thursday);
  const firstThursday = addDays(
    `${year}-01-04`,
    3 - ((new Date(`${year}-01-04T12:00:00Z`).getUTCDay() + 6) % 7),
  );
  const week =
    1 +
    Math.round(
      (Date.parse(`${thursday}T12:00:00Z`) - Date.parse(`${firstThursday}T12:00:00Z`)) / (7 * 86_400_000),
    );
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * Who receives scheduled reports: one small item per user, spread over shards so no partition runs hot and each
 * shard's fan-out is its own job (about 2,000 users a shard at 100,000 users: a few seconds of one worker).
 */
export const AUDIENCE_SHARDS = 50;

/** The job kind that requests one shard's reports of a period. */
export const THETIX_REPORT_FANOUT_JOB = 'thetix-report-fanout';
/** One fan-out item per type, period and shard: put only if absent, so a schedule that runs twice fans out once. */
export const fanOutKey = (type: ReportType, period: string, shard: number): JobMessage['key'] => ({
  pk: `REPORT_FANOUT#${type}#${period}`,
  sk: `SHARD#${shard}`,
});
export function fanOutOfKey(
  key: JobMessage['key'],
): { type: ReportType; period: string; shard: number } | undefined {
  const head = /^REPORT_FANOUT#(daily|weekly|onboarding)#([0-9A-Za-z-]{1,20})$/.exec(key.pk);
  const shard = /^SHARD#(\d{1,3})$/.exec(key.sk);
  if (!head || !shard || Number(shard[1]) >= AUDIENCE_SHARDS) return undefined;
  return { type: head[1] as ReportType, period: head[2]!, shard: Number(shard[1]) };
}
export const audienceShard = (userId: string) => {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % AUDIENCE_SHARDS;
};
export const audienceKey = (userId: string) => ({
  pk: `REPORT_AUDIENCE#${audienceShard(userId)}`,
  sk: `USER#${userId}`,
});
