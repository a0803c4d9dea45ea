import { pushPayloadSchema } from '@thetix/shared/contracts/notifications';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import {
  callApi,
  createUserWithProfile,
  stack,
  stackTable,
  writeAs,
  type SignedInUser,
} from '../testing/stack-client';
import { buildPushSubscriptionRepository } from './push-subscription-repository';
import { deliverReport } from './report-delivery';
import { createReport, widgetExamples } from './testing/in-memory-delivery';
import { mailInbox } from './testing/mail-inbox';
import { createBrowserKeys, startPushReceiver, verifyVapid } from './testing/push-receiver';

/**
 * Report delivery as the report job runs it, in this process with the stack's configuration: SMTP to the stack's
 * maildev (read back through its REST API) and Web Push to a push service on loopback that decrypts what it gets
 * with the browser's key.
 */
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  Object.assign(process.env, stack().env);
  resetConfigForTests();
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

const inbox = () => mailInbox(stack().urls.mail);

async function subscribedUser(channels: { email: boolean; push: boolean }): Promise<SignedInUser> {
  const user = await createUserWithProfile();
  expect((await writeAs(user, '/api/subscriptions', 'POST', { channels })).status).toBe(200);
  return user;
}

async function registerBrowser(user: SignedInUser, path: string) {
  const browser = createBrowserKeys();
  const answer = await writeAs(user, '/api/push/subscriptions', 'POST', {
    endpoint: receiver.endpoint(path),
    expirationTime: null,
    keys: browser.keys,
  });
  expect(answer.status).toBe(201);
  return browser;
}

describe('delivering a report', () => {
  it('e-mails it with HTML, text and one-click unsubscribe headers, and pushes it encrypted, once', async () => {
    // Prepare
    const user = await subscribedUser({ email: true, push: true });
    const path = `/push/${randomUUID()}`;
    const browser = await registerBrowser(user, path);
    const report = createReport({
      userId: user.userId,
      chatId: `chat-${randomUUID()}`,
      widgets: [widgetExamples.message, widgetExamples.table, widgetExamples.chart],
    });

    // Act
    const first = await deliverReport(report);
    const second = await deliverReport(report);

    // Assess
    expect(first).toEqual({ email: 'sent', push: { sent: 1, removed: 0, skipped: false } });
    expect(second).toEqual({ email: 'already-sent', push: { sent: 0, removed: 0, skipped: true } });

    const [mail, ...more] = await inbox().waitForMessages(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(report.title);
    expect(mail!.from).toEqual([{ address: 'reports@thetix.local', name: 'Thetix' }]);
    expect(mail!.html).toContain(report.summary);
    expect(mail!.html).toContain('<th style');
    expect(mail!.html).toContain(`${stack().urls.http}/dashboard/ask?chat=${report.chatId}`);
    expect(mail!.text).toContain('You earned $412 this month');
    expect(mail!.text).toContain('Thetix is analytical software, not investment advice.');
    expect(mail!.text).toContain('Market data in this report is simulated');
    const source = await inbox().source(mail!.id);
    expect(source).toMatch(
      new RegExp(
        `List-Unsubscribe: <${stack().urls.http}/api/public/unsubscribe\\?token=v1\\.[A-Za-z0-9._%-]+>`,
      ),
    );
    expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(source).toMatch(/Content-Type: multipart\/alternative/);

    const pushes = receiver.received.filter((push) => push.path === path);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.headers).toMatchObject({
      ttl: '86400',
      'content-encoding': 'aes128gcm',
      topic: 'daily-report',
    });
    expect(pushPayloadSchema.parse(JSON.parse(browser.decrypt(pushes[0]!.body)))).toEqual({
      title: report.title,
      body: report.summary,
      url: `${stack().urls.http}/dashboard/ask?chat=${report.chatId}`,
      tag: report.chatId,
    });
    const vapid = verifyVapid(pushes[0]!.headers.authorization, new URL(receiver.endpoint('/')).origin);
    const served = await callApi('/api/push/vapid-public-key', { token: user.token });
    expect(vapid.publicKey).toBe(served.body?.publicKey);
  });

  it('forgets a browser whose push service answers 410 Gone, and still reaches the others', async () => {
    // Prepare
    const user = await subscribedUser({ email: false, push: true });
    const gone = `/push/${randomUUID()}`;
    const alive = `/push/${randomUUID()}`;
    await registerBrowser(user, gone);
    await registerBrowser(user, alive);
    receiver.answer(gone, 410);

    // Act
    const outcome = await deliverReport(
      createReport({ userId: user.userId, period: '2026-W48', reportType: 'weekly' }),
    );

    // Assess
    expect(outcome).toEqual({ email: 'skipped', push: { sent: 1, removed: 1, skipped: false } });
    const left = await buildPushSubscriptionRepository(stackTable()).list(user.userId);
    expect(left.map((subscription) => subscription.endpoint)).toEqual([receiver.endpoint(alive)]);
  });

  it('sends nothing to a user who left both channels off', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const outcome = await deliverReport(createReport({ userId: user.userId }));

    // Assess
    expect(outcome).toEqual({ email: 'skipped', push: { sent: 0, removed: 0, skipped: true } });
    expect(await inbox().list(user.email)).toEqual([]);
  });
});

describe('the unsubscribe link of a report e-mail', () => {
  it('opens a page saying the daily action plan is off, and the settings show it off', async () => {
    // Prepare
    const user = await subscribedUser({ email: true, push: false });
    await deliverReport(createReport({ userId: user.userId }));
    const [mail] = await inbox().waitForMessages(user.email);
    const link = /List-Unsubscribe: <([^>]+)>/.exec(await inbox().source(mail!.id))![1]!;

    // Act
    const page = await fetch(link);

    // Assess
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('You will no longer receive the daily action plan by e-mail.');
    expect(html).toContain('href="/profile/notifications"');
    expect(html).not.toContain('<script');
    const subscriptions = await callApi('/api/subscriptions', { token: user.token });
    expect(subscriptions.body).toMatchObject({
      channels: { email: true },
      notificationTypes: { daily_report: false, weekly_report: true },
    });
  });

  it('turns the type off with the one-click POST a mail client sends (RFC 8058)', async () => {
    // Prepare
    const user = await subscribedUser({ email: true, push: false });
    await deliverReport(createReport({ userId: user.userId, reportType: 'weekly', period: '2026-W48' }));
    const [mail] = await inbox().waitForMessages(user.email);
    const link = /List-Unsubscribe: <([^>]+)>/.exec(await inbox().source(mail!.id))![1]!;

    // Act
    const answer = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      notificationType: 'weekly_report',
      subscribed: false,
      message: 'You will no longer receive the weekly report by e-mail.',
    });
    const subscriptions = await callApi('/api/subscriptions', { token: user.token });
    expect(subscriptions.body).toMatchObject({
      notificationTypes: { weekly_report: false, daily_report: true },
    });
  });

  it.each(['GET', 'POST'])(
    'answers a forged or damaged token with a 400 and a message (%s)',
    async (method) => {
      // Prepare
      const forged = `v1.${Buffer.from(randomUUID()).toString('base64url')}.daily_report.${'A'.repeat(43)}`;

      // Act
      const answers = await Promise.all(
        [forged, 'not<a>token', ''].map((token) =>
          callApi(`/api/public/unsubscribe?token=${encodeURIComponent(token)}`, { method }),
        ),
      );

      // Assess
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body?.message).toEqual(expect.any(String));
      }
      expect(answers[0]!.body?.message).toContain('This unsubscribe link is not valid');
    },
  );
});
