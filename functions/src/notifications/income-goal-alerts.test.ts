import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import { pushPayloadSchema } from '@thetix/shared/contracts/notifications';
import type { Profile } from '@thetix/shared/contracts/profile';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { incomeGoalSection } from '../reports/income-goal-section';
import type { OutgoingEmail } from './email-sender';
import { buildIncomeGoalAlerts, IncomeGoalAlertError } from './income-goal-alerts';
import type { PushSender } from './push-sender';
import { DISCLAIMER } from './report-email';
import {
  createInMemoryLedger,
  createInMemoryPushSubscriptions,
  createPushSubscription,
} from './testing/in-memory-delivery';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const NOW = newYorkInstant('2026-11-16', 7, 0);
const TOKEN_KEY = 'unsubscribe-key-'.repeat(3);
const BASE = 'https://thetix.app';
const USER = 'user-1';

const createProfile = (): Profile => ({
  id: USER,
  username: 'investor',
  email: 'investor@example.com',
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasCompletedOnboarding: true,
  foundersAccess: false,
  featureFlags: {},
  preferences: {},
});

/** A tracking as the income-goal module answers it; by default November 16 falling behind a $3,000 goal. */
const createTracking = (
  overrides: Partial<IncomeGoalResponse['currentMonth']> = {},
  pick: number | null = 0,
): IncomeGoalResponse => ({
  monthlyGoal: 3_000,
  year: 2026,
  months: [],
  yearToDate: { actual: 25_000, goal: 31_600 },
  yearTotal: { low: 28_000, median: 29_500, high: 31_000 },
  currentMonth: {
    month: '2026-11',
    actual: 600,
    goalToDate: 1_600,
    expected: { low: 900, median: 1_800, high: 2_400 },
    behind: true,
    shortfall: 1_200,
    secured: 900,
    alert: true,
    ...overrides,
  },
  proposedGoal: 2_100,
  solver: [
    {
      risk: 'balanced',
      duration: 'weekly',
      yearlyPremium: { low: 30_000, median: 38_000, high: 45_000 },
      yearlyUpsideGivenUp: { low: 0, median: 4_000, high: 12_000 },
      assignments: { low: 0, median: 1, high: 3 },
      monthlyIncome: { low: 2_500, median: 3_166.67, high: 3_750 },
      reachesGoal: true,
    },
  ],
  pick,
  goalMix: null,
  withoutGoal: [],
  asOf: NOW.toISOString(),
  dataSource: 'simulated',
});

interface StoredChoice {
  channels?: Record<string, boolean>;
  notificationTypes?: Record<string, boolean>;
}

function createGoalAlerts(
  options: {
    stored?: StoredChoice;
    monthlyGoal?: number | null;
    tracking?: IncomeGoalResponse;
    now?: Date;
    sendEmail?: (email: OutgoingEmail) => Promise<void>;
  } = {},
) {
  const ledger = createInMemoryLedger();
  const pushes = createInMemoryPushSubscriptions([createPushSubscription()]);
  const emails: OutgoingEmail[] = [];
  const pushed: { payload: string; ttlSeconds: number; topic?: string }[] = [];
  const sendPush = vi.fn<PushSender>(async (_target, payload, pushOptions) => {
    pushed.push({ payload, ttlSeconds: pushOptions.ttlSeconds, topic: pushOptions.topic });
    return 'delivered';
  });
  const tracking = vi.fn(async () => options.tracking ?? createTracking());
  let ids = 0;
  const check = buildIncomeGoalAlerts({
    subscriptions: {
      getSubscriptions: async () => ({
        channels: {},
        notificationTypes: {},
        ...(options.stored ?? { channels: { email: true, push: true } }),
        updatedAt: NOW.toISOString(),
      }),
    },
    profiles: { getProfile: async () => createProfile() },
    pushSubscriptions: pushes.repository,
    deliveries: ledger.ledger,
    sendEmail: vi.fn(
      options.sendEmail ??
        (async (email: OutgoingEmail) => {
          emails.push(email);
        }),
    ),
    sendPush,
    unsubscribeToken: (claim) => signUnsubscribeToken(TOKEN_KEY, claim),
    appBaseUrl: BASE,
    mailFrom: 'Thetix <alerts@thetix.app>',
    marketData: 'simulated',
    clock: fixedClock((options.now ?? NOW).toISOString()),
    newId: () => `claim-${++ids}`,
    logger: createLogger({ level: 'error', sink: () => undefined }),
    monthlyGoal: async () => ('monthlyGoal' in options ? options.monthlyGoal! : 3_000),
    tracking,
  });
  return { check, emails, pushed, tracking };
}

describe('the income goal alert: who gets it', () => {
  it('e-mails and pushes a month that falls behind once, in plain words with the disclaimer', async () => {
    // Prepare
    const { check, emails, pushed } = createGoalAlerts();

    // Act
    const first = await check(USER);
    const second = await check(USER);

    // Assess
    expect(first.outcome).toEqual({
      sent: true,
      month: '2026-11',
      email: 'sent',
      push: { sent: 1, removed: 0, skipped: false },
    });
    expect(second.outcome).toEqual({
      sent: true,
      month: '2026-11',
      email: 'already-sent',
      push: { sent: 0, removed: 0, skipped: true },
    });
    expect(emails).toHaveLength(1);
    expect(pushed).toHaveLength(1);
    const email = emails[0]!;
    expect(email.subject).toBe('📉 November is behind your income goal');
    expect(email.text).toContain(
      'November has $600.00 realised of your $3,000.00 monthly goal, $900.00 with the calls and dividends due this month, against $1,600.00 due by today. About $1,800.00 is expected by the end of the month, $1,200.00 short.',
    );
    expect(email.text).toContain(
      'The least risky goal that reaches $3,000.00 a month on your holdings is Balanced Weekly, about $3,166.67 a month at the median.',
    );
    expect(email.text).toContain(DISCLAIMER);
    expect(email.text).toContain('Expected is a forecast, not a promise.');
    expect(email.text).toContain('Market data in this alert is simulated, not live quotes.');
    expect(email.text).toContain(`${BASE}/dashboard`);
    const link = /Unsubscribe from the income goal alerts: (\S+)/.exec(email.text)![1]!;
    expect(verifyUnsubscribeToken(TOKEN_KEY, new URL(link).searchParams.get('token')!)).toEqual({
      userId: USER,
      notificationType: 'income_goal_alerts',
    });
    expect(email.headers['List-Unsubscribe']).toBe(`<${link}>`);
    expect(pushPayloadSchema.parse(JSON.parse(pushed[0]!.payload))).toEqual({
      title: '📉 November is behind your income goal',
      body: expect.stringMatching(/^November has \$600\.00 realised of your \$3,000\.00 monthly goal/),
      url: `${BASE}/dashboard`,
      tag: 'goal-2026-11',
    });
    expect(pushed[0]).toMatchObject({ ttlSeconds: 86_400, topic: 'income-goal' });
  });

  it('says so when no single goal reaches the target', async () => {
    const { check, emails } = createGoalAlerts({ tracking: createTracking({}, null) });
    await check(USER);
    expect(emails[0]!.text).toContain(
      'No single goal on your holdings reaches $3,000.00 a month at the median.',
    );
  });

  it('sends nothing to a month on track, and says why', async () => {
    const { check, emails, pushed } = createGoalAlerts({
      tracking: createTracking({ alert: false, behind: false }),
    });
    const checked = await check(USER);
    expect(checked.outcome).toEqual({ sent: false, reason: 'on-track' });
    expect(emails).toEqual([]);
    expect(pushed).toEqual([]);
  });

  it('makes no tracking at all for a user with no goal', async () => {
    const { check, tracking } = createGoalAlerts({ monthlyGoal: null });
    const checked = await check(USER, { withTracking: true });
    expect(checked).toEqual({ outcome: { sent: false, reason: 'no-goal' }, tracking: null });
    expect(tracking).not.toHaveBeenCalled();
  });

  it('honours the opt-outs: the alert type off, or both channels off', async () => {
    const typeOff = createGoalAlerts({
      stored: { channels: { email: true, push: true }, notificationTypes: { income_goal_alerts: false } },
    });
    const channelsOff = createGoalAlerts({ stored: { channels: { email: false, push: false } } });
    expect((await typeOff.check(USER)).outcome).toEqual({ sent: false, reason: 'type-off' });
    expect((await channelsOff.check(USER)).outcome).toEqual({ sent: false, reason: 'channels-off' });
    expect(typeOff.emails).toEqual([]);
    expect(channelsOff.emails).toEqual([]);
    // Without a report to fill, an alert that cannot go makes no tracking.
    expect(typeOff.tracking).not.toHaveBeenCalled();
  });

  it('does not look before the 10th, but still gives the report its tracking', async () => {
    const { check, emails } = createGoalAlerts({ now: newYorkInstant('2026-11-09', 7, 0) });
    const checked = await check(USER, { withTracking: true });
    expect(checked.outcome).toEqual({ sent: false, reason: 'too-early' });
    expect(checked.tracking?.currentMonth.month).toBe('2026-11');
    expect(emails).toEqual([]);
  });

  it('e-mails only through the e-mail channel when push is off', async () => {
    const { check, emails, pushed } = createGoalAlerts({ stored: { channels: { email: true } } });
    const checked = await check(USER);
    expect(checked.outcome).toMatchObject({ sent: true, email: 'sent', push: { skipped: true } });
    expect(emails).toHaveLength(1);
    expect(pushed).toEqual([]);
  });

  it('throws a failed e-mail, and the next morning sends it', async () => {
    let fail = true;
    const sent: OutgoingEmail[] = [];
    const { check } = createGoalAlerts({
      stored: { channels: { email: true } },
      sendEmail: async (email) => {
        if (fail) throw new Error('SMTP down');
        sent.push(email);
      },
    });
    await expect(check(USER)).rejects.toBeInstanceOf(IncomeGoalAlertError);
    fail = false;
    expect((await check(USER)).outcome).toMatchObject({ sent: true, email: 'sent' });
    expect(sent).toHaveLength(1);
  });
});

describe('the daily report’s Income goal section', () => {
  it('says what the alert says when the month falls behind', () => {
    const [section] = incomeGoalSection(createTracking());
    expect(section!.name).toBe('Income goal this month');
    expect(section!.content).toMatch(/^\*\*Falling behind\*\*: November has \$600\.00 realised/);
    expect(section!.content).toContain('expected is a forecast, not a promise.');
  });

  it('says on track with the band, and is left out without a goal', () => {
    const [section] = incomeGoalSection(createTracking({ alert: false, behind: false }));
    expect(section!.content).toContain(
      '**On track**: this month has $600.00 realised of your $3,000.00 goal, $900.00 with the calls and dividends due this month. About $1,800.00 is expected by the end of the month ($900.00 to $2,400.00).',
    );
    expect(incomeGoalSection({ ...createTracking(), monthlyGoal: null })).toEqual([]);
  });
});
