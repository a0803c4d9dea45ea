import { pushPayloadSchema } from '@thetix/shared/contracts/notifications';
import type { Profile } from '@thetix/shared/contracts/profile';
import { describe, expect, it, vi } from 'vitest';
import type { Clock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import type { EmbeddedMetric } from '../platform/metrics';
import type { OutgoingEmail } from './email-sender';
import type { PushResult, PushSender } from './push-sender';
import { buildReportDelivery, PUSH_TTL_SECONDS, ReportDeliveryError } from './report-delivery';
import {
  createInMemoryLedger,
  createInMemoryPushSubscriptions,
  createPushSubscription,
  createReport,
} from './testing/in-memory-delivery';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const TOKEN_KEY = 'unsubscribe-key-'.repeat(3);
const BASE = 'https://thetix.app';

const createProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'user-1',
  username: 'investor',
  email: 'investor@example.com',
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasCompletedOnboarding: true,
  foundersAccess: false,
  featureFlags: {},
  preferences: {},
  ...overrides,
});

/** What the subscriptions item holds: any subset, laid over the defaults by the settings code. */
interface StoredChoice {
  channels?: Record<string, boolean>;
  notificationTypes?: Record<string, boolean>;
}
const allOn: StoredChoice = { channels: { email: true, push: true } };

function createDelivery(
  options: {
    stored?: StoredChoice | undefined;
    profile?: Profile | undefined;
    pushSubscriptions?: ReturnType<typeof createPushSubscription>[];
    sendEmail?: (email: OutgoingEmail) => Promise<void>;
    sendPush?: PushSender;
  } = {},
) {
  let now = NOW;
  const clock: Clock = { now: () => now };
  const ledger = createInMemoryLedger();
  const pushes = createInMemoryPushSubscriptions(options.pushSubscriptions ?? []);
  const emails: OutgoingEmail[] = [];
  const sendEmail = vi.fn(
    options.sendEmail ??
      (async (email: OutgoingEmail) => {
        emails.push(email);
      }),
  );
  const sendPush = vi.fn<PushSender>(options.sendPush ?? (async () => 'delivered'));
  let ids = 0;
  const metrics: { values: Record<string, number>; dimensions?: Readonly<Record<string, string>> }[] = [];
  const deliver = buildReportDelivery({
    subscriptions: {
      getSubscriptions: async () => {
        const stored = 'stored' in options ? options.stored : allOn;
        return stored && { channels: {}, notificationTypes: {}, ...stored, updatedAt: NOW.toISOString() };
      },
    },
    profiles: { getProfile: async () => ('profile' in options ? options.profile : createProfile()) },
    pushSubscriptions: pushes.repository,
    deliveries: ledger.ledger,
    sendEmail,
    sendPush,
    unsubscribeToken: (claim) => signUnsubscribeToken(TOKEN_KEY, claim),
    appBaseUrl: BASE,
    mailFrom: 'Thetix <reports@thetix.app>',
    marketData: 'simulated',
    clock,
    newId: () => `claim-${++ids}`,
    logger: createLogger({ level: 'error', sink: () => undefined }),
    metrics: (list, options) => {
      const all = (Array.isArray(list) ? list : [list]) as EmbeddedMetric[];
      metrics.push({
        values: Object.fromEntries(all.map((metric) => [metric.name, metric.value])),
        dimensions: options?.dimensions,
      });
    },
  });
  return {
    deliver,
    metrics,
    ledger,
    pushes,
    emails,
    sendEmail,
    sendPush,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

const emailKey = { userId: 'user-1', reportType: 'daily', period: '2026-11-25', channel: 'email' } as const;

describe('which channels a report goes to', () => {
  it('sends nothing before the user turned a channel on (the defaults)', async () => {
    // Prepare
    const { deliver, sendEmail, sendPush } = createDelivery({
      stored: undefined,
      pushSubscriptions: [createPushSubscription()],
    });

    // Act
    const outcome = await deliver(createReport());

    // Assess
    expect(outcome).toEqual({ email: 'skipped', push: { sent: 0, removed: 0, skipped: true } });
    expect(sendEmail).not.toHaveBeenCalled();
    expect(sendPush).not.toHaveBeenCalled();
  });

  it("sends nothing when the report's notification type is off, even with both channels on", async () => {
    // Prepare
    const { deliver, sendEmail, sendPush } = createDelivery({
      stored: { ...allOn, notificationTypes: { weekly_report: false } },
      pushSubscriptions: [createPushSubscription()],
    });

    // Act
    const outcome = await deliver(createReport({ reportType: 'weekly', period: '2026-W48' }));

    // Assess
    expect(outcome).toEqual({ email: 'skipped', push: { sent: 0, removed: 0, skipped: true } });
    expect(sendEmail).not.toHaveBeenCalled();
    expect(sendPush).not.toHaveBeenCalled();
  });

  it('sends each channel that is on, and only that one', async () => {
    // Prepare
    const { deliver, sendEmail, sendPush } = createDelivery({
      stored: { channels: { email: true, push: false } },
      pushSubscriptions: [createPushSubscription()],
    });

    // Act
    const outcome = await deliver(createReport());

    // Assess
    expect(outcome).toEqual({ email: 'sent', push: { sent: 0, removed: 0, skipped: true } });
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendPush).not.toHaveBeenCalled();
  });

  it('skips push when no browser is registered, and e-mail when the profile has no address', async () => {
    // Prepare
    const { deliver } = createDelivery({ profile: undefined });

    // Act
    const outcome = await deliver(createReport());

    // Assess
    expect(outcome).toEqual({ email: 'skipped', push: { sent: 0, removed: 0, skipped: true } });
  });
});

describe('the e-mail', () => {
  it('goes to the profile address from the configured sender, with a signed one-click unsubscribe for that type', async () => {
    // Prepare
    const { deliver, emails } = createDelivery();

    // Act
    await deliver(createReport());

    // Assess
    const [email] = emails;
    expect(email).toMatchObject({
      from: 'Thetix <reports@thetix.app>',
      to: 'investor@example.com',
      subject: '☀️ Daily action plan · Wed Nov 25',
    });
    const link = /^<(.+)>$/.exec(email!.headers['List-Unsubscribe']!)![1]!;
    expect(link.startsWith(`${BASE}/api/public/unsubscribe?token=`)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect(verifyUnsubscribeToken(TOKEN_KEY, token)).toEqual({
      userId: 'user-1',
      notificationType: 'daily_report',
    });
    expect(email!.html).toContain(`${BASE}/dashboard/ask?chat=chat-1`);
  });

  it('carries no unsubscribe for the onboarding report, which cannot be turned off', async () => {
    // Prepare
    const { deliver, emails } = createDelivery();

    // Act
    await deliver(createReport({ reportType: 'onboarding', period: 'once' }));

    // Assess
    expect(emails[0]!.headers).toEqual({});
  });
});

describe('sending each report once', () => {
  it('answers already-sent to a second delivery of the same report and period', async () => {
    // Prepare
    const { deliver, sendEmail, sendPush } = createDelivery({
      pushSubscriptions: [createPushSubscription()],
    });
    await deliver(createReport());

    // Act
    const again = await deliver(createReport());

    // Assess
    expect(again).toEqual({ email: 'already-sent', push: { sent: 0, removed: 0, skipped: true } });
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendPush).toHaveBeenCalledTimes(1);
  });

  it('sends the next period again', async () => {
    // Prepare
    const { deliver, sendEmail } = createDelivery();
    await deliver(createReport());

    // Act
    const next = await deliver(createReport({ period: '2026-11-26' }));

    // Assess
    expect(next.email).toBe('sent');
    expect(sendEmail).toHaveBeenCalledTimes(2);
  });

  it('re-sends at most once after a crash between sending and marking it sent', async () => {
    // Prepare
    const { deliver, ledger, sendEmail, advance } = createDelivery({ stored: { channels: { email: true } } });
    ledger.leaveClaimed(emailKey, NOW);
    advance(ledger.leaseMs);

    // Act
    const retried = await deliver(createReport());
    ledger.leaveClaimed(emailKey, NOW, 1);
    const retriedAgain = await deliver(createReport());

    // Assess
    expect(retried.email).toBe('sent');
    expect(retriedAgain.email).toBe('already-sent');
    expect(sendEmail).toHaveBeenCalledTimes(1);
  });

  it('does not send while another attempt is sending the same report', async () => {
    // Prepare
    const { deliver, ledger, sendEmail } = createDelivery({ stored: { channels: { email: true } } });
    ledger.leaveClaimed(emailKey, NOW);

    // Act
    const outcome = await deliver(createReport());

    // Assess
    expect(outcome.email).toBe('already-sent');
    expect(sendEmail).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('throws when the e-mail cannot be sent, after pushing, and sends the e-mail (only) on the retry', async () => {
    // Prepare
    let smtpDown = true;
    const { deliver, sendEmail, sendPush, ledger } = createDelivery({
      pushSubscriptions: [createPushSubscription()],
      sendEmail: async () => {
        if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
      },
    });

    // Act
    const failure = await deliver(createReport()).catch((error: unknown) => error);
    smtpDown = false;
    const retry = await deliver(createReport());

    // Assess
    expect(failure).toBeInstanceOf(ReportDeliveryError);
    expect(failure).toMatchObject({ channels: ['email'] });
    expect((failure as Error).message).toContain('ECONNREFUSED');
    expect(retry).toEqual({ email: 'sent', push: { sent: 0, removed: 0, skipped: true } });
    expect(sendEmail).toHaveBeenCalledTimes(2);
    expect(sendPush).toHaveBeenCalledTimes(1);
    expect(ledger.item(emailKey)?.status).toBe('sent');
  });

  it('throws when no browser took the push and some failed', async () => {
    // Prepare
    const { deliver } = createDelivery({
      stored: { channels: { push: true } },
      pushSubscriptions: [createPushSubscription()],
      sendPush: async () => {
        throw new Error('Push service fcm.googleapis.com answered 503');
      },
    });

    // Act & Assess
    await expect(deliver(createReport())).rejects.toMatchObject({ channels: ['push'] });
  });
});

describe('report metrics', () => {
  it('counts the e-mails and pushes sent and the failed deliveries, per report type', async () => {
    // Prepare
    let smtpDown = true;
    const { deliver, metrics } = createDelivery({
      pushSubscriptions: [createPushSubscription()],
      sendEmail: async () => {
        if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
      },
    });

    // Act
    await deliver(createReport()).catch(() => undefined);
    smtpDown = false;
    await deliver(createReport());

    // Assess
    expect(metrics).toEqual([
      {
        values: { ReportEmailsSent: 0, ReportPushesSent: 1, ReportDeliveriesFailed: 1 },
        dimensions: { ReportType: 'daily' },
      },
      {
        values: { ReportEmailsSent: 1, ReportPushesSent: 0, ReportDeliveriesFailed: 0 },
        dimensions: { ReportType: 'daily' },
      },
    ]);
  });
});

describe('web push', () => {
  it('sends the title, the summary and the report chat link to every browser, kept a day', async () => {
    // Prepare
    const { deliver, sendPush } = createDelivery({
      stored: { channels: { push: true } },
      pushSubscriptions: [
        createPushSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/one' }),
        createPushSubscription({ endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/two' }),
      ],
    });

    // Act
    const outcome = await deliver(createReport());

    // Assess
    expect(outcome.push).toEqual({ sent: 2, removed: 0, skipped: false });
    const [target, payload, options] = sendPush.mock.calls[0]!;
    expect(target.endpoint).toBe('https://fcm.googleapis.com/fcm/send/one');
    expect(pushPayloadSchema.parse(JSON.parse(payload))).toEqual({
      title: '☀️ Daily action plan · Wed Nov 25',
      body: 'Two covered calls are worth a look today, and one call is close to assignment.',
      url: `${BASE}/dashboard/ask?chat=chat-1`,
      tag: 'chat-1',
    });
    expect(options).toEqual({ ttlSeconds: PUSH_TTL_SECONDS, topic: 'daily-report' });
    expect(PUSH_TTL_SECONDS).toBe(86_400);
  });

  it('removes a subscription the push service says is gone, and counts failures without throwing when one browser got it', async () => {
    // Prepare
    const results: Record<string, PushResult | Error> = {
      'https://push.example.com/gone': 'gone',
      'https://push.example.com/ok': 'delivered',
      'https://push.example.com/down': new Error('answered 500'),
    };
    const { deliver, pushes, ledger } = createDelivery({
      stored: { channels: { push: true } },
      pushSubscriptions: Object.keys(results).map((endpoint) => createPushSubscription({ endpoint })),
      sendPush: async (target) => {
        const result = results[target.endpoint]!;
        if (result instanceof Error) throw result;
        return result;
      },
    });

    // Act
    const outcome = await deliver(createReport());

    // Assess
    expect(outcome.push).toEqual({ sent: 1, removed: 1, skipped: false });
    expect(pushes.endpoints()).toEqual(['https://push.example.com/ok', 'https://push.example.com/down']);
    expect(ledger.item({ ...emailKey, channel: 'push' })).toMatchObject({
      status: 'sent',
      pushResult: { sent: 1, removed: 1, failed: 1 },
    });
  });
});
