import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import type { Widget } from '@thetix/shared/thetix/widgets';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { runSchedule } from '../local/scheduler-local';
import { chatKey, chatOf } from '../chats/chat-entities';
import { createQueueClient } from '../platform/queue-client';
import { createUserWithProfile, stack, stackTable, writeAs } from '../testing/stack-client';
import { mailInbox } from '../notifications/testing/mail-inbox';
import { AUDIENCE_SHARDS, reportChatId, reportKey, reportPeriod } from './report-entities';
import { runKey } from '../opportunities/opportunity-run-repository';
import { batchSender, buildReportRequests } from './report-requests';
import { flattenReportSections } from './report-sections';

/** Reports through the local stack: the report item, the jobs queue and worker, the report chat and its e-mail. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const requests = () =>
  buildReportRequests({
    table: stackTable(),
    send: batchSender(createQueueClient('us-east-1', stack().urls.sqs), stack().queueUrls.jobs!),
    now: () => new Date().toISOString(),
  });

async function made(
  userId: string,
  type: 'daily' | 'weekly' | 'onboarding',
  period: string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Item } = await stackTable().client.send(
      new GetCommand({
        TableName: stackTable().name,
        Key: reportKey(userId, type, period),
        ConsistentRead: true,
      }),
    );
    if (Item?.job_status === 'failed') throw new Error(String(Item.job_error));
    if (Item && Item.job_status === undefined && Item.completed_on) return Item;
    if (Date.now() > deadline) throw new Error(`report not made: ${JSON.stringify(Item)}`);
    await sleep(250);
  }
}

const inbox = () => mailInbox(stack().urls.mail);

describe('reports on the local stack', () => {
  beforeAll(() => {
    // The schedule handlers run in this process, with the stack's environment.
    Object.assign(process.env, stack().env);
    resetConfigForTests();
  });

  it('makes one daily report chat and one e-mail per period, even when asked twice', async () => {
    // Prepare
    const user = await createUserWithProfile();
    expect((await writeAs(user, '/api/test-data', 'POST')).status).toBe(201);
    expect((await writeAs(user, '/api/subscriptions', 'POST', { channels: { email: true } })).status).toBe(
      200,
    );
    const period = reportPeriod('daily', new Date());
    // Act
    const first = await requests().request(user.userId, 'daily', period);
    const second = await requests().request(user.userId, 'daily', period);
    // Assess
    expect([first, second]).toEqual(['queued', 'exists']);
    await made(user.userId, 'daily', period);
    const { Item } = await stackTable().client.send(
      new GetCommand({
        TableName: stackTable().name,
        Key: chatKey(user.userId, reportChatId('daily', period)),
      }),
    );
    const chat = chatOf(Item!);
    expect(chat.title.startsWith('☀️')).toBe(true);
    expect(chat.metaData).toMatchObject({
      is_agent_report: true,
      report_type: 'daily',
      agent_report_completed: true,
    });
    expect(chat.turns[0]!.widgets!.length).toBeGreaterThan(3);
    expect(chat.jobStatus).toBeNull();
    const mails = await inbox().waitForMessages(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Daily action plan');
    // Asked a third time, after it was made: still one chat and one e-mail.
    expect(await requests().request(user.userId, 'daily', period)).toBe('exists');
    await sleep(1000);
    expect(await inbox().list(user.email)).toHaveLength(1);
  });

  it(
    'makes the onboarding report once the first opportunity run has settled, with what it found (issue 34 item 6)',
    { timeout: 240_000 },
    async () => {
      // Prepare
      const user = await createUserWithProfile();
      expect((await writeAs(user, '/api/test-data', 'POST')).status).toBe(201);

      // Act: onboarding asks for the first run and the report at once
      expect(
        (await writeAs(user, '/api/complete-onboarding', 'POST', { starting_goal: 'Balanced Weekly' }))
          .status,
      ).toBe(200);
      // The stack of the tests runs no scheduler: the per-minute dispatcher is run here, as EventBridge would.
      const dispatcher = scheduleDefinitions.find((schedule) => schedule.name === 'dispatch-due-jobs')!;
      let settled = false;
      const dispatching = (async () => {
        while (!settled) {
          await runSchedule(dispatcher, new Date());
          await sleep(2_000);
        }
      })();
      const report = await made(user.userId, 'onboarding', 'once', 200_000).finally(() => {
        settled = true;
      });
      await dispatching;
      const { Item } = await stackTable().client.send(
        new GetCommand({
          TableName: stackTable().name,
          Key: chatKey(user.userId, reportChatId('onboarding', 'once')),
        }),
      );
      const { Item: run } = await stackTable().client.send(
        new GetCommand({ TableName: stackTable().name, Key: runKey(user.userId), ConsistentRead: true }),
      );

      // Assess
      const chat = chatOf(Item!);
      expect(chat.metaData).toMatchObject({ report_type: 'onboarding', agent_report_completed: true });
      const sectioned = chat.turns[0]!.widgets as Widget[];
      const widgets = flattenReportSections(sectioned);
      // Spec part 3 §3: a report is made of sections (name, content, widgets).
      expect(
        sectioned.find((widget) => widget.widget === 'section' && widget.name === 'Summary'),
      ).toMatchObject({
        content: expect.any(String),
      });
      const first = widgets.find(
        (widget) => 'title' in widget && widget.title === 'Your first opportunities',
      );
      expect(first?.widget).toBe('table');
      expect(first?.widget === 'table' ? first.rows.length : 0).toBeGreaterThan(0);
      expect(JSON.stringify(widgets)).not.toContain('No open opportunities right now');
      // It waited for the run: made after the run completed, having looked at least once.
      expect(typeof run?.job_completed_at).toBe('string');
      expect(Number(report.report_waits)).toBeGreaterThan(0);
      expect(chat.turns[0]!.completedAt! > String(run!.job_completed_at)).toBe(true);
    },
  );

  it('fans the weekly schedule out by shard: each registered user gets one report, even if the schedule runs twice', async () => {
    // Prepare: two registered users with the example portfolio
    const users = [await createUserWithProfile(), await createUserWithProfile()];
    for (const user of users) {
      expect((await writeAs(user, '/api/test-data', 'POST')).status).toBe(201);
      await requests().register(user.userId);
    }
    const weekly = scheduleDefinitions.find((schedule) => schedule.name === 'weekly-reports')!;
    const at = new Date();
    // Act
    const runs = (await Promise.all([runSchedule(weekly, at), runSchedule(weekly, at)])) as {
      shards: number;
    }[];
    // Assess
    expect(runs[0]!.shards + runs[1]!.shards).toBe(AUDIENCE_SHARDS);
    const period = reportPeriod('weekly', at);
    for (const user of users) {
      await made(user.userId, 'weekly', period);
      const { Item } = await stackTable().client.send(
        new GetCommand({
          TableName: stackTable().name,
          Key: chatKey(user.userId, reportChatId('weekly', period)),
        }),
      );
      expect(chatOf(Item!).title.startsWith('📊')).toBe(true);
    }
  });

  it('numbers weeks the ISO way', () => {
    expect(reportPeriod('weekly', new Date('2026-11-25T15:00:00Z'))).toBe('2026-W48');
    expect(reportPeriod('weekly', new Date('2027-01-01T15:00:00Z'))).toBe('2026-W53');
    expect(reportPeriod('daily', new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
  });
});
