/**
 * The AWS bill of scheduled reports, on paper: per report and per 100,000 users a month, priced from the work one
 * report was measured to do (bench/chats-report-work.ts: capacity units, worker time, log bytes, stored sizes) and
 * the fan-out measured over its sample (bench/chats-fan-out.ts: Query read units and SendMessageBatch calls per
 * user, time per user). Prices are AWS list prices for us-east-1 as of 2025 (bench/thetix-cost.ts), free tiers
 * left out.
 */
import type { ReportWork, ScheduledReport } from './chats-report-work';
import type { FanOutResults } from './chats-fan-out';
import { ASSUMPTIONS, monthlyTotal, PRICES } from './thetix-cost';

export const REPORT_PRICES = {
  ...PRICES,
  /** Amazon SES outbound e-mail, per 1,000 messages (no attachments, so no data charge). */
  sesPer1000Emails: 0.1,
} as const;

export const REPORT_ASSUMPTIONS = {
  users: 100_000,
  /** NYSE trading days in an average month (252 a year / 12). */
  dailyReportsPerMonth: 21,
  /** 52 Saturdays a year / 12. */
  weeklyReportsPerMonth: 52 / 12,
  /**
   * The two network waits the measured worker time leaves out (both stubbed), run side by side by the delivery
   * (Promise.allSettled): SES SendEmail in region and one POST to a browser's push service. Assumed, not measured.
   */
  deliveryNetworkMs: 150,
  /** Every user has e-mail and push on: the upper bound (both channels are off until the user opts in). */
  emailShare: 1,
  /** How long a delivery ledger item lives (delivery-ledger.ts RECORD_DAYS): about two months of them are kept. */
  ledgerMonthsKept: 2,
  /** Per stored item, key and index overhead DynamoDB bills on top of the item's bytes. */
  storageOverheadBytes: 100,
} as const;

export interface ReportLineItems {
  type: ScheduledReport;
  writeUnits: number;
  readUnits: number;
  /** Lambda seconds per report: the worker as measured, the assumed network waits, the fan-out's share. */
  workerSeconds: number;
  networkSeconds: number;
  fanOutSeconds: number;
  sqsRequests: number;
  /** USD per report, by service. */
  perReport: Record<string, number>;
  total: number;
  /** Bytes added to the table for good (report chat + report item) and for two months (ledger items). */
  storedBytes: number;
  ledgerBytes: number;
}

export interface ReportCost {
  daily: ReportLineItems;
  weekly: ReportLineItems;
  /** USD a month for {@link REPORT_ASSUMPTIONS.users} users, by service. */
  monthly: Record<string, number>;
  total: number;
  dominant: string;
  reportsPerMonth: number;
  /** Table growth a month (GB) and what the month after pays for it; it accumulates month on month. */
  storageGrowthGb: number;
}

/** Delivery ledger items: one per channel, about this size each (keys, status, claim, timestamps). */
const LEDGER_ITEM_BYTES = 200;
const CHANNELS = 2;

function lineItems(work: ReportWork, fanOut: FanOutResults): ReportLineItems {
  const measured = fanOut.measured;
  const users = Math.max(1, measured.users);
  const { lambdaMemoryGb, sqsBatch, platformLogBytesPerInvocation } = ASSUMPTIONS;
  const writeUnits = work.request.writeUnits + work.worker.writeUnits;
  const readUnits = work.worker.readUnits + measured.work.readUnits / users;
  const workerSeconds = work.worker.ms / 1000;
  const networkSeconds = REPORT_ASSUMPTIONS.deliveryNetworkMs / 1000;
  // The fan-out's time per user without its Queries and puts' share of the request: its whole wall time.
  const fanOutSeconds = measured.seconds / users;
  const sendBatches = (measured.work.sqsCalls.SendMessageBatchCommand ?? 0) / users;
  // The event source receives up to a batch and deletes what succeeded in one DeleteMessageBatch.
  const sqsRequests = sendBatches + 2 / sqsBatch;
  const logBytes = work.worker.logBytes + platformLogBytesPerInvocation / sqsBatch;
  const perReport: Record<string, number> = {
    'DynamoDB writes': (writeUnits / 1e6) * REPORT_PRICES.dynamoWritePerMillion,
    'DynamoDB reads': (readUnits / 1e6) * REPORT_PRICES.dynamoReadPerMillion,
    'Lambda duration':
      lambdaMemoryGb * (workerSeconds + networkSeconds + fanOutSeconds) * REPORT_PRICES.lambdaPerGbSecond,
    'Lambda requests': (1 / sqsBatch / 1e6) * REPORT_PRICES.lambdaPerMillionRequests,
    SQS: (sqsRequests / 1e6) * REPORT_PRICES.sqsPerMillionRequests,
    SES: (REPORT_ASSUMPTIONS.emailShare * REPORT_PRICES.sesPer1000Emails) / 1000,
    'Web Push': 0,
    'CloudWatch Logs': (logBytes / 1e9) * REPORT_PRICES.logsPerGbIngested,
  };
  const { storageOverheadBytes } = REPORT_ASSUMPTIONS;
  return {
    type: work.type,
    writeUnits,
    readUnits,
    workerSeconds,
    networkSeconds,
    fanOutSeconds,
    sqsRequests,
    perReport,
    total: Object.values(perReport).reduce((sum, value) => sum + value, 0),
    storedBytes: work.chatItemBytes + work.reportItemBytes + 2 * storageOverheadBytes,
    ledgerBytes: CHANNELS * (LEDGER_ITEM_BYTES + storageOverheadBytes),
  };
}

export function reportCost(reports: readonly ReportWork[], fanOut: FanOutResults): ReportCost {
  const find = (type: ScheduledReport) => {
    const work = reports.find((entry) => entry.type === type);
    if (!work) throw new Error(`No ${type} report was measured`);
    return lineItems(work, fanOut);
  };
  const daily = find('daily');
  const weekly = find('weekly');
  const { users, dailyReportsPerMonth, weeklyReportsPerMonth, ledgerMonthsKept } = REPORT_ASSUMPTIONS;
  const dailyCount = users * dailyReportsPerMonth;
  const weeklyCount = users * weeklyReportsPerMonth;
  const monthly: Record<string, number> = {};
  for (const [items, count] of [
    [daily, dailyCount],
    [weekly, weeklyCount],
  ] as const)
    for (const [service, value] of Object.entries(items.perReport))
      monthly[service] = (monthly[service] ?? 0) + value * count;
  const invocations = dailyReportsPerMonth + weeklyReportsPerMonth;
  monthly['EventBridge Scheduler'] = (invocations / 1e6) * REPORT_PRICES.schedulerPerMillionInvocations;
  monthly['Lambda requests'] =
    (monthly['Lambda requests'] ?? 0) + (invocations / 1e6) * REPORT_PRICES.lambdaPerMillionRequests;
  const storageGrowthGb = (dailyCount * daily.storedBytes + weeklyCount * weekly.storedBytes) / 1e9;
  const ledgerGb =
    (ledgerMonthsKept * (dailyCount * daily.ledgerBytes + weeklyCount * weekly.ledgerBytes)) / 1e9;
  monthly['DynamoDB storage (first month)'] =
    (storageGrowthGb + ledgerGb) * REPORT_PRICES.dynamoStoragePerGbMonth;
  const { total, dominant } = monthlyTotal(monthly);
  return {
    daily,
    weekly,
    monthly,
    total,
    dominant,
    reportsPerMonth: dailyCount + weeklyCount,
    storageGrowthGb,
  };
}

const dollars = (value: number) =>
  value >= 100
    ? `$${Math.round(value).toLocaleString('en-US')}`
    : value >= 0.01
      ? `$${value.toFixed(2)}`
      : value === 0
        ? '$0'
        : `$${value.toPrecision(2)}`;
const micro = (value: number) => `${(value * 1e6).toFixed(value * 1e6 < 1 ? 2 : 1)} µ$`;
const percent = (value: number) => `${Math.round(value * 100)} %`;

export function reportCostMarkdown(cost: ReportCost, fanOut: FanOutResults): string[] {
  const { daily, weekly } = cost;
  const services = Object.keys(daily.perReport);
  const assumptions = REPORT_ASSUMPTIONS;
  const p = REPORT_PRICES;
  return [
    `### Cost on paper: daily and weekly reports (AWS list prices, us-east-1, as of 2025)`,
    '',
    `Prices: DynamoDB on-demand $${p.dynamoWritePerMillion} per million write units and $${p.dynamoReadPerMillion} per million read units, storage $${p.dynamoStoragePerGbMonth}/GB-month; Lambda $${p.lambdaPerMillionRequests} per million requests and $${p.lambdaPerGbSecond} per GB-s (Arm); SQS $${p.sqsPerMillionRequests} per million requests; SES $${p.sesPer1000Emails.toFixed(2)} per 1,000 e-mails; Web Push free to send (only the Lambda time); EventBridge Scheduler $${p.schedulerPerMillionInvocations.toFixed(2)} per million invocations; CloudWatch Logs $${p.logsPerGbIngested}/GB ingested. Free tiers left out.`,
    '',
    `Assumptions: ${assumptions.users.toLocaleString('en-US')} users, each registered for reports with e-mail and push on (the upper bound: both channels are off until the user opts in) and one browser; ${assumptions.dailyReportsPerMonth} daily reports (trading days) and ${assumptions.weeklyReportsPerMonth.toFixed(2)} weekly ones a month; functions of ${ASSUMPTIONS.lambdaMemoryGb * 1024} MB on Arm (infra/lib/thetix-function.ts); worker batches of ${ASSUMPTIONS.sqsBatch} (shared/src/queues.ts), so per report a fifth of a Lambda request, of a ReceiveMessage and of a DeleteMessageBatch, plus the fan-out's SendMessageBatch share as measured; worker time per report as measured above (this machine against DynamoDB Local, warm container, no cold starts) plus an assumed ${assumptions.deliveryNetworkMs} ms for the SES call and the push service POST (stubbed in the measurement, run side by side); the fan-out's wall time per user as measured on its sample (${round((fanOut.measured.seconds / Math.max(1, fanOut.measured.users)) * 1000, 3)} ms) billed to the fan-out Lambda; log bytes as measured plus ${ASSUMPTIONS.platformLogBytesPerInvocation} bytes of Lambda's own lines per invocation; DynamoDB units as measured: the report item put on the stack plus the worker's, and the fan-out's Query read units per user.`,
    '',
    `| per report | daily | weekly |`,
    `| --- | --- | --- |`,
    `| write units (request + job) | ${round(daily.writeUnits, 1)} | ${round(weekly.writeUnits, 1)} |`,
    `| read units (job + fan-out Query share) | ${round(daily.readUnits, 2)} | ${round(weekly.readUnits, 2)} |`,
    `| Lambda s (worker measured + network assumed + fan-out share) | ${round(daily.workerSeconds, 3)} + ${daily.networkSeconds} + ${round(daily.fanOutSeconds, 4)} | ${round(weekly.workerSeconds, 3)} + ${weekly.networkSeconds} + ${round(weekly.fanOutSeconds, 4)} |`,
    `| SQS requests | ${round(daily.sqsRequests, 3)} | ${round(weekly.sqsRequests, 3)} |`,
    ...services.map(
      (service) =>
        `| ${service} | ${micro(daily.perReport[service]!)} | ${micro(weekly.perReport[service]!)} |`,
    ),
    `| **total per report** | **${micro(daily.total)}** ($${daily.total.toFixed(6)}) | **${micro(weekly.total)}** ($${weekly.total.toFixed(6)}) |`,
    '',
    `| monthly, USD, ${assumptions.users.toLocaleString('en-US')} users (${cost.reportsPerMonth.toLocaleString('en-US', { maximumFractionDigits: 0 })} reports) | amount | share |`,
    '| --- | --- | --- |',
    ...Object.entries(cost.monthly).map(
      ([service, value]) => `| ${service} | ${dollars(value)} | ${percent(value / cost.total)} |`,
    ),
    `| **total** | **${dollars(cost.total)}** | |`,
    '',
    `- Per user a month: ${dollars(cost.total / assumptions.users)}; per 1,000 users ${dollars((cost.total / assumptions.users) * 1000)}. Dominant: ${cost.dominant}. Without e-mail (push only) the total is ${dollars(cost.total - (cost.monthly.SES ?? 0))}.`,
    `- Storage grows: each month adds ${round(cost.storageGrowthGb, 2)} GB of report chats and report items, kept for good (no TTL on either), so month n pays about n × ${dollars(cost.storageGrowthGb * p.dynamoStoragePerGbMonth)} for them; the delivery ledger items expire after ${assumptions.ledgerMonthsKept} months (TTL), about ${dollars(((assumptions.ledgerMonthsKept * cost.reportsPerMonth * daily.ledgerBytes) / 1e9) * p.dynamoStoragePerGbMonth)} a month once steady.`,
    "- Per report, as the meter counted it (calls in the table above) and the code reads: the request's conditional PutItem of the report item (in the table and in the `due` index, its ten-minute backstop). The job's UpdateItems: the claim, two per step of the plan (the job's 'step N of M' on the report item and the progress on the report chat; a plan of N items has N + 1 steps), the answer on the chat, one per ledger item marked sent, the backstop cleared and the completion. Its PutItems: the report chat and one ledger item per channel. Its GetItems: the subscriptions (for `wants`, and again in the delivery), the chat set-up marker, the chat (after it is put and after it is answered) and the profile. Its Queries: the chat collections, the push subscriptions and the portfolio reads of the plan.",
    "- Why the `due` figures: the report item keeps its backstop entry in the `due` index until the job clears it at the end, so each of the job's writes to the report item before it (the claim, every step, and the clearing itself) is charged once more in that index; the completion, after the clearing, is not. A write is charged per KB of the larger of the item before and after, and the report chat grows to several KB with its answer.",
    "- Not in these figures: the Lambda event source's empty long polls on the jobs queue (shared by every job kind), cold starts, SES dedicated IPs or Virtual Deliverability Manager, data transfer out.",
  ];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
