import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate, newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { BEHIND_FROM_DAY } from '@thetix/shared/goals/income-goal';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SectionWidget, Widget } from '@thetix/shared/thetix/widgets';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatKey, chatOf } from '../chats/chat-entities';
import { resetConfigForTests } from '../config';
import { createQueueClient } from '../platform/queue-client';
import { reportChatId, reportKey, reportPeriod } from '../reports/report-entities';
import { batchSender, buildReportRequests } from '../reports/report-requests';
import type { Clock } from '../platform/clock';
import { readIncomeGoalSettings } from '../portfolio/income-goal-service';
import {
  callApi,
  createUserWithProfile,
  stack,
  stackTable,
  writeAs,
  type SignedInUser,
} from '../testing/stack-client';
import { incomeGoalTrackingOf } from '../reports/report-job';
import { buildIncomeGoalAlerts } from './income-goal-alerts';
import { realDeliveryDependencies } from './report-delivery';
import { mailInbox } from './testing/mail-inbox';

/**
 * The income-goal alert against the local stack (issue 32 item 4): the example portfolio's books and income in the
 * stack's table, the tracking Thetix and the daily report read, the delivery ledger, and SMTP to the stack's
 * maildev. The clock is a morning from the 10th on (a month is not judged before), this month's when today is, else
 * the last day of the month before.
 */
const morning = (): Clock => {
  const today = newYorkDate(new Date());
  const day = Number(today.slice(8, 10)) >= BEHIND_FROM_DAY ? today : addDays(`${today.slice(0, 7)}-01`, -1);
  const at = newYorkInstant(day, 7, 0);
  return { now: () => at };
};

beforeAll(() => {
  Object.assign(process.env, stack().env);
  resetConfigForTests();
});

const inbox = () => mailInbox(stack().urls.mail);
/** The goal alerts in a user's inbox (the onboarding report may arrive beside them; SMTP accepted them on send). */
const goalMails = async (to: string) =>
  (await inbox().list(to)).filter((mail) => mail.subject.endsWith('is behind your income goal'));

async function exampleUserWithGoal(monthlyAmount: number): Promise<SignedInUser> {
  const user = await createUserWithProfile();
  expect((await writeAs(user, '/api/test-data', 'POST')).status).toBe(201);
  await writeAs(user, '/api/complete-onboarding', 'POST', { starting_goal: 'Balanced Weekly' });
  expect((await writeAs(user, '/api/subscriptions', 'POST', { channels: { email: true } })).status).toBe(200);
  expect((await writeAs(user, '/api/portfolio/income-goal', 'PUT', { monthlyAmount })).status).toBe(200);
  return user;
}

/** The check as the daily report job wires it (the card's tracking service), with the test's clock. */
async function goalAlerts(clock: Clock) {
  const table = stackTable();
  const tracking = incomeGoalTrackingOf(table, clock);
  const check = buildIncomeGoalAlerts({
    ...(await realDeliveryDependencies('income-goal-alerts-test')),
    clock,
    monthlyGoal: async (userId) => (await readIncomeGoalSettings(table, userId)).monthlyGoal,
    tracking,
  });
  return { check, tracking };
}

describe('the income goal alert on the local stack', () => {
  it('e-mails a user whose month falls behind once, and a second run sends nothing', async () => {
    // Prepare
    const user = await exampleUserWithGoal(10_000_000);
    const { check } = await goalAlerts(morning());

    // Act
    const first = await check(user.userId);
    const second = await check(user.userId);

    // Assess
    expect(first.outcome).toMatchObject({ sent: true, email: 'sent' });
    expect(second.outcome).toMatchObject({ sent: true, email: 'already-sent' });
    const current = first.tracking!.currentMonth;
    expect(current.alert).toBe(true);
    const [mail, ...more] = await goalMails(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^📉 \w+ is behind your income goal$/);
    const usd = (value: number) =>
      `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // The figures are the card's: the tracking GET /api/portfolio/income-goal answers at the same instant.
    expect(mail!.text).toContain(`has ${usd(current.actual)} realised of your $10,000,000.00 monthly goal`);
    expect(mail!.text).toContain(`${usd(current.shortfall)} short.`);
    expect(mail!.text).toContain('Thetix is analytical software, not investment advice.');
    expect(mail!.text).toContain('Unsubscribe from the income goal alerts');
  });

  it('sends nothing to a user on track', async () => {
    // Prepare: a goal the month is expected to reach.
    const user = await exampleUserWithGoal(1);
    const { check, tracking } = await goalAlerts(morning());
    const expected = (await tracking(user.userId)).currentMonth.expected.median;
    expect(expected).toBeGreaterThan(1);
    await writeAs(user, '/api/portfolio/income-goal', 'PUT', { monthlyAmount: Math.floor(expected) });

    // Act
    const checked = await check(user.userId);

    // Assess
    expect(checked.outcome).toEqual({ sent: false, reason: 'on-track' });
    expect(checked.tracking!.currentMonth.alert).toBe(false);
    expect(await goalMails(user.email)).toEqual([]);
  });

  it('sends nothing to a user who unsubscribed from it through the e-mail’s link', async () => {
    // Prepare
    const user = await exampleUserWithGoal(10_000_000);
    const { check } = await goalAlerts(morning());
    await check(user.userId);
    const [mail] = await goalMails(user.email);
    const link = /Unsubscribe from the income goal alerts: (\S+)/.exec(mail!.text)![1]!;
    const later = await goalAlerts({ now: () => new Date(morning().now().getTime() + 40 * 86_400_000) });

    // Act
    const page = await fetch(link);
    const checked = await later.check(user.userId);

    // Assess
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You will no longer receive the income goal alerts by e-mail.');
    const subscriptions = await callApi('/api/subscriptions', { token: user.token });
    expect(subscriptions.body).toMatchObject({ notificationTypes: { income_goal_alerts: false } });
    expect(checked.outcome).toEqual({ sent: false, reason: 'type-off' });
    expect(await goalMails(user.email)).toHaveLength(1);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function dailyReportMade(userId: string, period: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { Item } = await stackTable().client.send(
      new GetCommand({
        TableName: stackTable().name,
        Key: reportKey(userId, 'daily', period),
        ConsistentRead: true,
      }),
    );
    if (Item?.job_status === 'failed') throw new Error(String(Item.job_error));
    if (Item && Item.job_status === undefined && Item.completed_on) return;
    if (Date.now() > deadline) throw new Error(`report not made: ${JSON.stringify(Item)}`);
    await sleep(250);
  }
}

describe('the daily report job on the local stack', () => {
  it('shows the month against the goal in an Income goal section, and alerts from the 10th', async () => {
    // Prepare
    const user = await exampleUserWithGoal(10_000_000);
    const now = new Date();
    const period = reportPeriod('daily', now);
    const requests = buildReportRequests({
      table: stackTable(),
      send: batchSender(createQueueClient('us-east-1', stack().urls.sqs), stack().queueUrls.jobs!),
      now: () => new Date().toISOString(),
    });

    // Act: the stack's worker runs the report job with the real clock
    expect(await requests.request(user.userId, 'daily', period)).toBe('queued');
    await dailyReportMade(user.userId, period);

    // Assess
    const { Item } = await stackTable().client.send(
      new GetCommand({
        TableName: stackTable().name,
        Key: chatKey(user.userId, reportChatId('daily', period)),
      }),
    );
    const widgets = chatOf(Item!).turns[0]!.widgets as Widget[];
    const section = widgets.find(
      (widget): widget is SectionWidget =>
        widget.widget === 'section' && widget.name === 'Income goal this month',
    );
    expect(section?.content).toContain('$10,000,000.00');
    const judged = Number(newYorkDate(now).slice(8, 10)) >= BEHIND_FROM_DAY;
    expect(section!.content!.startsWith('**Falling behind**')).toBe(judged);
    expect(await goalMails(user.email)).toHaveLength(judged ? 1 : 0);
  });
});
