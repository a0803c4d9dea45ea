import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { pushPayloadSchema } from '@thetix/shared/contracts/notifications';
import type {
  CoveredCallOpportunity,
  Opportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import type { Profile } from '@thetix/shared/contracts/profile';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { describe, expect, it, vi } from 'vitest';
import type { JobContext } from '../jobs/job-worker';
import { fixedClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { buildGenerateOpportunitiesProcessor } from '../opportunities/generate-opportunities-job';
import { buildOpportunityGenerator, type NewCard } from '../opportunities/opportunity-generation';
import { runKey } from '../opportunities/opportunity-run-repository';
import {
  createInMemoryGoals,
  createInMemoryOpportunities,
  createInMemoryPortfolio,
  createInMemoryRuns,
} from '../opportunities/testing/in-memory-ports';
import type { OutgoingEmail } from './email-sender';
import { AlertDeliveryError, alertPeriod, buildOpportunityAlerts, type AlertRun } from './opportunity-alerts';
import type { PushSender } from './push-sender';
import { DISCLAIMER } from './report-email';
import {
  createInMemoryLedger,
  createInMemoryPushSubscriptions,
  createPushSubscription,
} from './testing/in-memory-delivery';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const NOW = newYorkInstant('2026-11-16', 14, 0);
const TOKEN_KEY = 'unsubscribe-key-'.repeat(3);
const BASE = 'https://thetix.app';
const USER = 'user-1';

/** The engine's cards for an AAPL holding with a call to roll and a KO holding: one roll, two covered calls. */
const engineCards = (): Opportunity[] =>
  generateOpportunities({
    accountId: 'manual-1',
    positions: [
      {
        ticker: 'AAPL',
        shares: 450,
        costBasisPerShare: 210,
        openShortCalls: [
          {
            optionSymbol: 'AAPL261120C00255000',
            strike: 255,
            expiration: '2026-11-20',
            contracts: 2,
            averagePremium: 3.1,
          },
        ],
      },
      { ticker: 'KO', shares: 80, costBasisPerShare: 60, openShortCalls: [] },
    ],
    goals: {
      AAPL: { riskLevel: 'balanced', cadence: 'weekly' },
      KO: { riskLevel: 'aggressive', cadence: 'monthly' },
    },
    market: createMarketSimulator(),
    now: NOW,
  }).opportunities;

const cards = engineCards();
const roll = cards.find((card) => card.opportunity_type === 'option_roll') as RollOpportunity;
const aaplCall = cards.find(
  (card) => card.opportunity_type === 'covered_call' && card.primary_ticker === 'AAPL',
) as CoveredCallOpportunity;
const koCall = cards.find(
  (card) => card.opportunity_type === 'covered_call' && card.primary_ticker === 'KO',
) as CoveredCallOpportunity;

const newCard = (opportunity: Opportunity, overrides: Partial<NewCard> = {}): NewCard => ({
  change: 'created',
  opportunity,
  accountName: 'My manual account',
  accountHadCards: true,
  carriedOver: false,
  ...overrides,
});
const urgentRoll = (id: string): RollOpportunity => ({
  ...roll,
  id,
  details: {
    ...roll.details,
    urgent: true,
    current_position: { ...roll.details.current_position, symbol: id },
  },
});

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

interface StoredChoice {
  channels?: Record<string, boolean>;
  notificationTypes?: Record<string, boolean>;
}
const allOn: StoredChoice = { channels: { email: true, push: true } };

function createAlerts(
  options: {
    stored?: StoredChoice | undefined;
    sendEmail?: (email: OutgoingEmail) => Promise<void>;
    marketData?: 'simulated' | 'live';
  } = {},
) {
  const ledger = createInMemoryLedger();
  const pushes = createInMemoryPushSubscriptions([createPushSubscription()]);
  const emails: OutgoingEmail[] = [];
  const sendEmail = vi.fn(
    options.sendEmail ??
      (async (email: OutgoingEmail) => {
        emails.push(email);
      }),
  );
  const pushed: { payload: string; ttlSeconds: number }[] = [];
  const sendPush = vi.fn<PushSender>(async (_target, payload, pushOptions) => {
    pushed.push({ payload, ttlSeconds: pushOptions.ttlSeconds });
    return 'delivered';
  });
  const getSubscriptions = vi.fn(async () => {
    const stored = 'stored' in options ? options.stored : allOn;
    return stored && { channels: {}, notificationTypes: {}, ...stored, updatedAt: NOW.toISOString() };
  });
  let ids = 0;
  const alert = buildOpportunityAlerts({
    subscriptions: { getSubscriptions },
    profiles: { getProfile: async () => createProfile() },
    pushSubscriptions: pushes.repository,
    deliveries: ledger.ledger,
    sendEmail,
    sendPush,
    unsubscribeToken: (claim) => signUnsubscribeToken(TOKEN_KEY, claim),
    appBaseUrl: BASE,
    mailFrom: 'Thetix <alerts@thetix.app>',
    marketData: options.marketData ?? 'simulated',
    clock: fixedClock(NOW.toISOString()),
    newId: () => `claim-${++ids}`,
    logger: createLogger({ level: 'error', sink: () => undefined }),
  });
  return { alert, emails, pushed, sendEmail, sendPush, getSubscriptions, ledger };
}

const run = (newCards: NewCard[], runId?: string): AlertRun => ({
  userId: USER,
  ...(runId === undefined ? {} : { runId }),
  cards: newCards,
});
const unsubscribeLinks = (text: string) =>
  [...text.matchAll(/Unsubscribe from [^:]+: (\S+)/g)].map((match) => {
    const token = new URL(match[1]!).searchParams.get('token')!;
    return verifyUnsubscribeToken(TOKEN_KEY, token)?.notificationType;
  });

describe('who gets which alert', () => {
  it('sends one e-mail and one push with the calls to roll or close first, then the new covered calls', async () => {
    // Prepare
    const { alert, emails, pushed } = createAlerts();

    // Act
    const outcome = await alert(
      run([newCard(aaplCall), newCard(koCall), newCard(roll)], 'OPP_RUN#ALL#slot-1'),
    );

    // Assess
    expect(outcome).toMatchObject({
      sent: true,
      actions: 1,
      coveredCalls: 2,
      email: 'sent',
      push: { sent: 1, removed: 0, skipped: false },
    });
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.to).toBe('investor@example.com');
    expect(email!.subject).toBe('🔔 1 call to roll or close · 2 new covered-call opportunities');
    const text = email!.text;
    expect(text.indexOf('Calls to roll or close')).toBeLessThan(
      text.indexOf('New covered-call opportunities'),
    );
    expect(text).toContain(`${BASE}/dashboard/opportunities?opportunity=${roll.id}`);
    expect(text).toContain(`${BASE}/dashboard/opportunities?opportunity=${aaplCall.id}`);
    expect(text).toContain(DISCLAIMER);
    expect(text).toContain('Market data in this alert is simulated, not live quotes.');
    expect(text).toContain(
      'You receive this because the opportunity alerts and the roll and close alerts are on in your notification settings.',
    );
    expect(unsubscribeLinks(text)).toEqual(['opportunity_alerts', 'roll_alerts']);
    expect(email!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(email!.headers['List-Unsubscribe']!.slice(1, -1));
    expect(verifyUnsubscribeToken(TOKEN_KEY, oneClick.searchParams.get('token')!)).toEqual({
      userId: USER,
      notificationType: 'opportunity_alerts',
    });
    expect(email!.html).toContain('<table');
    expect(email!.html).toContain('Open your opportunities in Thetix');

    expect(pushed).toHaveLength(1);
    const payload = pushPayloadSchema.parse(JSON.parse(pushed[0]!.payload));
    expect(payload).toMatchObject({ title: email!.subject, url: `${BASE}/dashboard/opportunities` });
    expect(payload.tag).toMatch(/^alert-run-/);
    // The push waits for an offline browser at most until the cards expire at today's close.
    expect(pushed[0]!.ttlSeconds).toBe((Date.parse(roll.expires_at) - NOW.getTime()) / 1000);
  });

  it("names the best covered call's premium and annualised yield, and links a single card's drawer", async () => {
    // Prepare
    const { alert, emails, pushed } = createAlerts();
    const best = [aaplCall, koCall].sort(
      (a, b) => b.details.annualized_yield - a.details.annualized_yield,
    )[0]!;

    // Act
    await alert(run([newCard(best)]));

    // Assess
    const [email] = emails;
    expect(email!.subject).toBe('🔔 1 new covered-call opportunity');
    const yieldText = `${(best.details.annualized_yield * 100).toFixed(1)} % a year`;
    expect(email!.text).toContain(
      `1 new covered-call opportunity matches your goals: ${best.primary_ticker}.`,
    );
    expect(email!.text).toContain(yieldText);
    expect(email!.text).toContain(`$${best.details.premium.toFixed(2)} a share`);
    expect(unsubscribeLinks(email!.text)).toEqual(['opportunity_alerts']);
    expect(JSON.parse(pushed[0]!.payload)).toMatchObject({
      url: `${BASE}/dashboard/opportunities?opportunity=${best.id}`,
      body: expect.stringContaining(yieldText),
    });
  });

  it('puts urgent calls first and says so in the subject', async () => {
    // Prepare
    const { alert, emails } = createAlerts();

    // Act
    await alert(run([newCard(roll), newCard(urgentRoll('opp_urgent'))]));

    // Assess
    const [email] = emails;
    expect(email!.subject).toBe('⚠️ Urgent: 2 calls to roll or close');
    const text = email!.text;
    expect(text).toContain('2 calls you sold should be rolled or closed (1 urgent): AAPL.');
    expect(text.indexOf('?opportunity=opp_urgent')).toBeLessThan(text.indexOf(`?opportunity=${roll.id}`));
    expect(unsubscribeLinks(text)).toEqual(['roll_alerts']);
  });

  it('leaves out the type the user turned off', async () => {
    // Prepare
    const noRolls = createAlerts({ stored: { ...allOn, notificationTypes: { roll_alerts: false } } });
    const noOpportunities = createAlerts({
      stored: { ...allOn, notificationTypes: { opportunity_alerts: false } },
    });
    const all = [newCard(aaplCall), newCard(roll)];

    // Act
    await noRolls.alert(run(all));
    await noOpportunities.alert(run(all));

    // Assess
    expect(noRolls.emails[0]!.subject).toBe('🔔 1 new covered-call opportunity');
    expect(noRolls.emails[0]!.text).not.toContain('roll or close');
    expect(noOpportunities.emails[0]!.subject).toBe('🔔 1 call to roll or close');
    expect(noOpportunities.emails[0]!.text).not.toContain('covered-call');
  });

  it('sends through the one channel that is on', async () => {
    // Prepare
    const emailOnly = createAlerts({ stored: { channels: { email: true } } });
    const pushOnly = createAlerts({ stored: { channels: { push: true } } });

    // Act
    await emailOnly.alert(run([newCard(roll)]));
    await pushOnly.alert(run([newCard(roll)]));

    // Assess
    expect([emailOnly.sendEmail.mock.calls.length, emailOnly.sendPush.mock.calls.length]).toEqual([1, 0]);
    expect([pushOnly.sendEmail.mock.calls.length, pushOnly.sendPush.mock.calls.length]).toEqual([0, 1]);
  });
});

describe('when no alert is sent', () => {
  it('sends nothing while both channels are off (the defaults)', async () => {
    // Prepare
    const { alert, sendEmail, sendPush } = createAlerts({ stored: undefined });

    // Act
    const outcome = await alert(run([newCard(roll), newCard(aaplCall)]));

    // Assess
    expect(outcome).toEqual({ sent: false, reason: 'channels-off' });
    expect(sendEmail).not.toHaveBeenCalled();
    expect(sendPush).not.toHaveBeenCalled();
  });

  it('sends nothing when the types of the new cards are off', async () => {
    // Prepare
    const { alert, sendEmail, sendPush } = createAlerts({
      stored: { ...allOn, notificationTypes: { opportunity_alerts: false, roll_alerts: false } },
    });
    const rollsOff = createAlerts({ stored: { ...allOn, notificationTypes: { roll_alerts: false } } });

    // Act
    const outcome = await alert(run([newCard(roll), newCard(aaplCall)]));
    const rollOnly = await rollsOff.alert(run([newCard(roll)]));

    // Assess
    expect(outcome).toEqual({ sent: false, reason: 'type-off' });
    expect(rollOnly).toEqual({ sent: false, reason: 'type-off' });
    expect(sendEmail).not.toHaveBeenCalled();
    expect(sendPush).not.toHaveBeenCalled();
    expect(rollsOff.sendEmail).not.toHaveBeenCalled();
  });

  it("sends nothing for an account's first run, nor for cards carried over from an earlier session", async () => {
    // Prepare
    const { alert, sendEmail, sendPush, getSubscriptions } = createAlerts();

    // Act
    const first = await alert(
      run([newCard(roll, { accountHadCards: false }), newCard(aaplCall, { accountHadCards: false })]),
    );
    const carried = await alert(run([newCard(roll, { carriedOver: true })]));
    const none = await alert(run([]));

    // Assess
    expect([first, carried, none]).toEqual([
      { sent: false, reason: 'first-run' },
      { sent: false, reason: 'carried-over' },
      { sent: false, reason: 'nothing-new' },
    ]);
    expect(getSubscriptions).not.toHaveBeenCalled();
    expect(sendEmail).not.toHaveBeenCalled();
    expect(sendPush).not.toHaveBeenCalled();
  });

  it('sends a duplicate of the same run once, by run or by its cards', async () => {
    // Prepare
    const { alert, sendEmail, sendPush } = createAlerts();

    // Act
    const outcomes = [
      await alert(run([newCard(roll)], 'OPP_RUN#ALL#slot-1')),
      await alert(run([newCard(aaplCall)], 'OPP_RUN#ALL#slot-1')),
      await alert(run([newCard(koCall)])),
      await alert(run([newCard(koCall)])),
    ];

    // Assess
    expect(outcomes.map((outcome) => outcome.sent && outcome.email)).toEqual([
      'sent',
      'already-sent',
      'sent',
      'already-sent',
    ]);
    expect(sendEmail).toHaveBeenCalledTimes(2);
    expect(sendPush).toHaveBeenCalledTimes(2);
  });

  it('alerts a roll again when it becomes urgent, although its creation was alerted', async () => {
    // Prepare
    const { alert, sendEmail } = createAlerts();

    // Act
    await alert(run([newCard(roll)]));
    const escalated = await alert(
      run([newCard({ ...roll, details: { ...roll.details, urgent: true } }, { change: 'became-urgent' })]),
    );

    // Assess
    expect(escalated).toMatchObject({ sent: true, email: 'sent' });
    expect(sendEmail).toHaveBeenCalledTimes(2);
    expect(sendEmail.mock.calls[1]![0].subject).toBe('⚠️ Urgent: 1 call to roll or close');
  });

  it('throws when the e-mail fails, after the push had its go, and leaves the e-mail to a retry', async () => {
    // Prepare
    const { alert, sendPush, ledger } = createAlerts({
      sendEmail: async () => {
        throw new Error('smtp down');
      },
    });

    const failing = run([newCard(roll)], 'OPP_RUN#ALL#slot-2');

    // Act
    const attempt = alert(failing);

    // Assess
    await expect(attempt).rejects.toBeInstanceOf(AlertDeliveryError);
    await expect(attempt).rejects.toThrow('Alert delivery failed (email): smtp down');
    expect(sendPush).toHaveBeenCalledTimes(1);
    const period = alertPeriod(failing, failing.cards);
    const status = (channel: 'email' | 'push') =>
      ledger.item({ userId: USER, reportType: 'alert', period, channel })?.status;
    expect([status('email'), status('push')]).toEqual(['failed', 'sent']);
  });

  it('writes a live-data alert without the simulated-data note', async () => {
    // Prepare
    const { alert, emails } = createAlerts({ marketData: 'live' });

    // Act
    await alert(run([newCard(roll)]));

    // Assess
    expect(emails[0]!.text).toContain(DISCLAIMER);
    expect(emails[0]!.text).not.toContain('simulated');
    expect(emails[0]!.html).not.toContain('simulated');
  });
});

describe('alerts from generation runs', () => {
  it('sends nothing on the first run, one alert for a new trade, and nothing again for a duplicate delivery', async () => {
    // Prepare: the real generator and processor over in-memory ports, the real alert over fakes.
    const store = createInMemoryOpportunities({ now: () => NOW.getTime() });
    const held = {
      'manual-1': [{ ticker: 'KO', shares: 80, costBasisPerShare: 60, openShortCalls: [] }] as {
        ticker: string;
        shares: number;
        costBasisPerShare: number;
        openShortCalls: never[];
      }[],
    };
    const { alert, emails, sendEmail } = createAlerts({ stored: { channels: { email: true } } });
    const processor = buildGenerateOpportunitiesProcessor({
      generate: buildOpportunityGenerator({
        opportunities: store.repository,
        portfolio: createInMemoryPortfolio(
          [{ id: 'manual-1', name: 'My manual account', source: 'manual', hidden: false }],
          held,
        ),
        goals: createInMemoryGoals({
          'manual-1': {
            KO: { riskLevel: 'aggressive', cadence: 'monthly' },
            MSFT: { riskLevel: 'balanced', cadence: 'weekly' },
          },
        }),
        market: createMarketSimulator(),
        clock: fixedClock(NOW.toISOString()),
      }),
      runs: createInMemoryRuns().repository,
      alert,
      clock: fixedClock(NOW.toISOString()),
    });
    const context = (run: string): JobContext => ({
      message: { kind: 'generate-opportunities', key: runKey(USER), run },
      logger: createLogger({ level: 'error', sink: () => undefined }),
      step: async () => undefined,
    });

    // Act
    await processor(context('2026-11-16T19:00:00.000Z'));
    const afterFirstRun = sendEmail.mock.calls.length;
    held['manual-1'].push({ ticker: 'MSFT', shares: 300, costBasisPerShare: 400, openShortCalls: [] });
    await processor(context('2026-11-16T19:30:00.000Z'));
    await processor(context('2026-11-16T19:30:00.000Z'));

    // Assess
    expect(afterFirstRun).toBe(0);
    expect(store.all().length).toBe(2);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('🔔 1 new covered-call opportunity');
    expect(emails[0]!.text).toContain('matches your goals: MSFT.');
  });
});
