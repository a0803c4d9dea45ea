import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Chat } from '@thetix/shared/contracts/chats';
import { holdingsResponseSchema } from '@thetix/shared/contracts/opportunities';
import { visibleWidgets, type Widget } from '@thetix/shared/thetix/widgets';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatKey, chatOf } from '../chats/chat-entities';
import { resetConfigForTests } from '../config';
import { mailInbox } from '../notifications/testing/mail-inbox';
import { createQueueClient } from '../platform/queue-client';
import { callApi, createUserWithProfile, stack, stackTable, writeAs } from '../testing/stack-client';
import { OPEN_CALL_ACTION_WORDS } from '../thetix/materializer/portfolio-queries';
import { reportChatId, reportKey, reportPeriod } from './report-entities';
import { batchSender, buildReportRequests } from './report-requests';
import { flattenReportSections } from './report-sections';

/**
 * The daily report opens with the morning brief (issue 28 item 6), on the local stack: the report job, the chat it
 * makes and its e-mail. The brief's first action is the example portfolio's open call, which expires within days,
 * with the action the holdings review (GET /api/opportunities/holdings, the position page's advice) gives it.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function made(userId: string, period: string) {
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

/** The example portfolio and today's daily report, made by the report job. */
async function reportedInvestor() {
  const user = await createUserWithProfile();
  const loaded = await writeAs(user, '/api/test-data', 'POST');
  expect(loaded.status).toBe(201);
  expect((await writeAs(user, '/api/subscriptions', 'POST', { channels: { email: true } })).status).toBe(200);
  const period = reportPeriod('daily', new Date());
  const requests = buildReportRequests({
    table: stackTable(),
    send: batchSender(createQueueClient('us-east-1', stack().urls.sqs), stack().queueUrls.jobs!),
    now: () => new Date().toISOString(),
  });
  expect(await requests.request(user.userId, 'daily', period)).toBe('queued');
  await made(user.userId, period);
  return { ...user, accountId: String(loaded.body?.accountId), chatId: reportChatId('daily', period) };
}

describe('the daily report’s morning brief', () => {
  beforeAll(() => {
    Object.assign(process.env, stack().env);
    resetConfigForTests();
  });

  it('opens with the brief, naming the call expiring this week with the holdings review’s action', async () => {
    // Prepare: the example portfolio, whose AAPL call expires within a week, and the daily report by e-mail
    const user = await reportedInvestor();

    // Act
    const review = await callApi(`/api/opportunities/holdings?accountId=${user.accountId}`, {
      token: user.token,
    });

    // Assess
    const { Item } = await stackTable().client.send(
      new GetCommand({
        TableName: stackTable().name,
        Key: chatKey(user.userId, user.chatId),
      }),
    );
    const widgets = chatOf(Item!).turns[0]!.widgets as Widget[];
    const [brief] = widgets;
    expect(brief).toMatchObject({ widget: 'markdown', title: 'Answer' });
    const text = (brief as { content: string }).content;
    const { holdings } = holdingsResponseSchema.parse(review.body);
    const aapl = holdings.find((holding) => holding.ticker === 'AAPL');
    const [call] = aapl!.open_calls;
    expect(call!.days_to_expiry).toBeLessThanOrEqual(7);
    expect(text.startsWith(`1. **AAPL $${call!.strike} call × ${call!.contracts}**`)).toBe(true);
    expect(text.split('\n')[0]).toContain(`**${OPEN_CALL_ACTION_WORDS[call!.action]}**: `);
    expect(text).toContain('**Income**: options income this year is **$');
    // Empty sections leave no "nothing here" widget behind.
    expect(
      visibleWidgets(flattenReportSections(widgets)).filter((widget) => widget.widget === 'message'),
    ).toEqual([]);
    expect(widgets.slice(1).every((widget) => widget.widget === 'section')).toBe(true);
    // The e-mail opens with the brief, before the tables.
    const [mail] = await mailInbox(stack().urls.mail).waitForMessages(user.email);
    const body = mail!.text;
    expect(body.indexOf(`AAPL $${call!.strike} call`)).toBeGreaterThan(-1);
    expect(body.indexOf(`AAPL $${call!.strike} call`)).toBeLessThan(body.indexOf('Your open calls'));
  });

  it('takes a follow-up question in the report chat, planned as a general question', async () => {
    // Prepare
    const user = await reportedInvestor();

    // Act
    const asked = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'What is delta?',
      chat_id: user.chatId,
    });

    // Assess
    expect(asked.status).toBe(202);
    const deadline = Date.now() + 30_000;
    let chat = (await callApi(`/api/thetix-chats/${user.chatId}`, { token: user.token }))
      .body as unknown as Chat;
    while ((chat.job_status !== null || !chat.content[1]?.response) && Date.now() < deadline) {
      await sleep(200);
      chat = (await callApi(`/api/thetix-chats/${user.chatId}`, { token: user.token }))
        .body as unknown as Chat;
    }
    expect(chat.chat_type).toBe('report');
    expect(chat.content).toHaveLength(2);
    expect(chat.content[1]!.dsl_template).toEqual([
      expect.objectContaining({ data: { query: 'explain', params: { topic: 'delta' } } }),
    ]);
  });
});
