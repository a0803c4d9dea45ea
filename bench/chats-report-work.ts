/**
 * The work of one report, measured: the report request (the conditional put of the report item) and the report job
 * (claim, report chat, fixed plan materialized with a progress write per step, completion, e-mail and push
 * delivery with their ledger items, the backstop cleared) run in this process by the real job worker and report
 * processor against the stack's table through a capacity meter, for the chat user of the latency part (example
 * portfolio, e-mail and push on, one browser registered).
 *
 * Delivery is the real `buildReportDelivery` (subscriptions, profile, push subscriptions and the delivery ledger on
 * the metered table, the real e-mail rendering) with the two network calls stubbed: the e-mail is counted, not sent
 * (SES prices per message), and the push service answers 201 at once. Their round trips are therefore not in the
 * worker time; the cost adds an assumed figure for them.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import type { Message } from '@aws-sdk/client-sqs';
import { randomBytes, randomUUID } from 'node:crypto';
import { chatKey } from '../functions/src/chats/chat-entities';
import { buildChatRepository } from '../functions/src/chats/chat-repository';
import { currentSubscriptions } from '../functions/src/goals/subscription-options';
import { buildSubscriptionRepository } from '../functions/src/goals/subscription-repository';
import type { JobMessage } from '../functions/src/jobs/job-message';
import { buildJobState } from '../functions/src/jobs/job-state';
import { buildJobWorker } from '../functions/src/jobs/job-worker';
import { toSqsEvent } from '../functions/src/local/sqs-local';
import { LOCAL_TABLE } from '../functions/src/local/stack';
import { buildDeliveryLedger } from '../functions/src/notifications/delivery-ledger';
import type { OutgoingEmail } from '../functions/src/notifications/email-sender';
import { buildPushSubscriptionRepository } from '../functions/src/notifications/push-subscription-repository';
import { buildReportDelivery, type DeliveryOutcome } from '../functions/src/notifications/report-delivery';
import { signUnsubscribeToken } from '../functions/src/notifications/unsubscribe-token';
import { systemClock } from '../functions/src/platform/clock';
import { randomId } from '../functions/src/platform/ids';
import { createLogger } from '../functions/src/platform/logger';
import { createTableClient } from '../functions/src/platform/table-client';
import { buildProfileRepository } from '../functions/src/profile/profile-repository';
import {
  reportChatId,
  reportKey,
  reportPeriod,
  THETIX_REPORT_JOB,
} from '../functions/src/reports/report-entities';
import { buildReportJobProcessor } from '../functions/src/reports/report-job';
import { buildReportRequests } from '../functions/src/reports/report-requests';
import { buildRulePlanner } from '../functions/src/thetix/planner/rule-planner';
import { buildPortfolioData } from '../functions/src/thetix/portfolio-data';
import type { ChatBenchUser } from './chats-latency';
import type { StackAccess } from './bench-stack';
import { capacityMeter, itemBytes, type MeterReading } from './thetix-capacity';
import { round3 } from './thetix-engine';

/** Reports made per type after a warm-up one; the run of median worker time is kept. */
const MEASURED_REPORTS = 3;
const DAY_MS = 86_400_000;

export type ScheduledReport = 'daily' | 'weekly';

export interface ReportWork {
  type: ScheduledReport;
  period: string;
  /** The request: the report item put (conditional on its absence), also its backstop slot in the `due` index. */
  request: MeterReading;
  /** The job worker with the report processor, delivery included. */
  worker: MeterReading & { ms: number; logBytes: number };
  planItems: number;
  widgets: number;
  /** Stored sizes as DynamoDB counts them: the report chat (turns with widgets) and the report item. */
  chatItemBytes: number;
  reportItemBytes: number;
  emailBytes: number;
  pushPayloadBytes: number;
  delivery: DeliveryOutcome;
}

export interface ReportWorkResults {
  /** Median worker time of {@link MEASURED_REPORTS} per type, after a warm-up one. */
  reports: ReportWork[];
  /** Every run, warm-ups first, for the JSON. */
  runs: { type: ScheduledReport; period: string; ms: number; warmUp: boolean }[];
}

/** Periods of past days and weeks: each run makes a report of its own (one per user, type and period). */
const periodsOf = (type: ScheduledReport, count: number) =>
  Array.from({ length: count }, (_, index) =>
    reportPeriod(type, new Date(Date.now() - (index + 1) * (type === 'daily' ? 1 : 7) * DAY_MS)),
  );

export async function measureReportWork(stack: StackAccess, user: ChatBenchUser): Promise<ReportWorkResults> {
  await user.call('/api/subscriptions', 'POST', { channels: { email: true, push: true } });
  const meter = capacityMeter(stack.dynamodbUrl);
  const table = { client: meter.client, name: LOCAL_TABLE };
  const plain = createTableClient('us-east-1', stack.dynamodbUrl);
  await buildPushSubscriptionRepository({ client: plain, name: LOCAL_TABLE }).save(user.userId, {
    endpoint: `https://push.bench.invalid/send/${randomUUID()}`,
    keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') },
    createdAt: new Date().toISOString(),
  });

  let logBytes = 0;
  const logger = createLogger({ level: 'info', sink: (line) => (logBytes += Buffer.byteLength(line) + 1) });
  let emailBytes = 0;
  let pushPayloadBytes = 0;
  const subscriptions = buildSubscriptionRepository(table);
  const unsubscribeKey = randomBytes(32).toString('base64url');
  const delivery = buildReportDelivery({
    subscriptions,
    profiles: buildProfileRepository(table),
    pushSubscriptions: buildPushSubscriptionRepository(table),
    deliveries: buildDeliveryLedger(table),
    sendEmail: async (email: OutgoingEmail) => {
      emailBytes +=
        Buffer.byteLength(email.subject) + Buffer.byteLength(email.html) + Buffer.byteLength(email.text);
    },
    sendPush: async (_target, payload) => {
      pushPayloadBytes += Buffer.byteLength(payload);
      return 'delivered';
    },
    unsubscribeToken: (claim) => signUnsubscribeToken(unsubscribeKey, claim),
    appBaseUrl: stack.base,
    mailFrom: 'Thetix <reports@thetix.local>',
    marketData: 'simulated',
    clock: systemClock,
    newId: randomId,
    logger,
  });
  let lastOutcome: DeliveryOutcome | undefined;
  const market = createMarketSimulator();
  const worker = buildJobWorker({
    processors: {
      [THETIX_REPORT_JOB]: buildReportJobProcessor({
        table,
        chats: buildChatRepository(table),
        planner: buildRulePlanner(),
        market,
        portfolio: buildPortfolioData(table, market, systemClock),
        clock: systemClock,
        deliver: async (report) => (lastOutcome = await delivery(report)),
        newId: randomId,
        wants: async (userId, type) =>
          currentSubscriptions(await subscriptions.getSubscriptions(userId)).notificationTypes[type],
      }),
    },
    state: buildJobState(table, systemClock),
    logger,
  });
  const sent: JobMessage[] = [];
  const requests = buildReportRequests({
    table,
    send: async (messages) => {
      sent.push(...messages);
    },
    now: () => new Date().toISOString(),
  });

  const makeOne = async (type: ScheduledReport, period: string): Promise<ReportWork> => {
    meter.reset();
    sent.length = 0;
    if ((await requests.request(user.userId, type, period)) !== 'queued')
      throw new Error(`The ${type} report for ${period} was already asked for`);
    const request = meter.read();
    const message: Message = {
      MessageId: randomUUID(),
      ReceiptHandle: 'bench',
      Body: JSON.stringify(sent[0]),
    };
    meter.reset();
    logBytes = 0;
    emailBytes = 0;
    pushPayloadBytes = 0;
    lastOutcome = undefined;
    const started = performance.now();
    const response = await worker(toSqsEvent([message], 'arn:aws:sqs:us-east-1:000000000000:bench-reports'));
    const ms = performance.now() - started;
    const workerReading = { ...meter.read(), ms: round3(ms), logBytes };
    if (response.batchItemFailures.length > 0 || !lastOutcome)
      throw new Error(`The ${type} report for ${period} failed or was not delivered`);
    const [{ Item: chat = {} }, { Item: report = {} }] = await Promise.all([
      plain.send(
        new GetCommand({ TableName: LOCAL_TABLE, Key: chatKey(user.userId, reportChatId(type, period)) }),
      ),
      plain.send(new GetCommand({ TableName: LOCAL_TABLE, Key: reportKey(user.userId, type, period) })),
    ]);
    const turns = JSON.parse(String(chat.turns_json ?? '[]')) as { plan?: unknown[]; widgets?: unknown[] }[];
    return {
      type,
      period,
      request,
      worker: workerReading,
      planItems: turns[0]?.plan?.length ?? 0,
      widgets: turns[0]?.widgets?.length ?? 0,
      chatItemBytes: itemBytes(chat),
      reportItemBytes: itemBytes(report),
      emailBytes,
      pushPayloadBytes,
      delivery: lastOutcome,
    };
  };

  try {
    const reports: ReportWork[] = [];
    const runs: ReportWorkResults['runs'] = [];
    for (const type of ['daily', 'weekly'] as const) {
      const [warmUp, ...measured] = periodsOf(type, MEASURED_REPORTS + 1);
      const first = await makeOne(type, warmUp!);
      runs.push({ type, period: first.period, ms: first.worker.ms, warmUp: true });
      const made: ReportWork[] = [];
      for (const period of measured) made.push(await makeOne(type, period));
      runs.push(...made.map((work) => ({ type, period: work.period, ms: work.worker.ms, warmUp: false })));
      made.sort((a, b) => a.worker.ms - b.worker.ms);
      reports.push(made[Math.floor(made.length / 2)]!);
    }
    return { reports, runs };
  } finally {
    plain.destroy();
    meter.client.destroy();
  }
}
