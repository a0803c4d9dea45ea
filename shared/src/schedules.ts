/**
 * Scheduled handlers. The expression is written once, in EventBridge Scheduler's cron syntax
 * (minute hour day-of-month month day-of-week year) with a time zone; CDK passes it to EventBridge as is and the
 * local runtime converts it for croner with {@link toCronerPattern}.
 */
export interface ScheduleDefinition {
  readonly name: string;
  readonly description: string;
  /** EventBridge cron fields without the `cron( )` wrapper, e.g. `0/1 * * * ? *`. */
  readonly cron: string;
  readonly timezone: string;
  /** Module (relative to functions/src) exporting `handler` for the EventBridge event. */
  readonly handler: string;
}

export const scheduleDefinitions: readonly ScheduleDefinition[] = [
  {
    name: 'dispatch-due-jobs',
    description: 'Sends every job whose scheduled time has come to its queue.',
    cron: '* * * * ? *',
    timezone: 'UTC',
    handler: 'jobs/dispatch-due-jobs.ts',
  },
  {
    name: 'nightly-brokerage-sync',
    description: 'Re-syncs every brokerage connection before the US market opens.',
    cron: '30 5 * * ? *',
    timezone: 'America/New_York',
    handler: 'brokerage/nightly-sync.ts',
  },
  {
    name: 'daily-reports',
    description: 'The daily action plan report for every registered user, before the open on trading days.',
    cron: '0 8 ? * MON-FRI *',
    timezone: 'America/New_York',
    handler: 'reports/daily-reports.ts',
  },
  {
    name: 'weekly-reports',
    description: "The week's report for every registered user, Saturday morning.",
    cron: '0 9 ? * SAT *',
    timezone: 'America/New_York',
    handler: 'reports/weekly-reports.ts',
  },
];

/**
 * EventBridge cron to croner: drop the year, `?` means "any", and week days are given by name in our expressions
 * because EventBridge numbers them 1-7 from Sunday while croner numbers them 0-6.
 */
export const toCronerPattern = (cron: string): string => {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`Schedule "${cron}" must have 6 fields (EventBridge cron syntax)`);
  const dayOfWeek = fields[4] ?? '*';
  if (/\d/.test(dayOfWeek))
    throw new Error(`Schedule "${cron}": name week days (MON-FRI), do not number them`);
  return fields
    .slice(0, 5)
    .map((field) => (field === '?' ? '*' : field))
    .join(' ');
};
