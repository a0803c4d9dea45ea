import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import type { Widget } from '@thetix/shared/thetix/widgets';
import type { SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { buildJobState } from '../../jobs/job-state';
import { buildJobWorker } from '../../jobs/job-worker';
import { marketModel } from '../../market-data/market-source';
import { buildPriceAlertNotifier, type NotifyPriceAlert } from '../../notifications/price-alerts';
import { realDeliveryDependencies } from '../../notifications/report-delivery';
import { mailInbox } from '../../notifications/testing/mail-inbox';
import type { Clock } from '../../platform/clock';
import { createLogger } from '../../platform/logger';
import {
  callApi,
  createUserWithProfile,
  stack,
  stackTable,
  writeAs,
  type SignedInUser,
} from '../../testing/stack-client';
import { cardKey, THETIX_CARD_JOB } from '../card-entities';
import { buildCardJobProcessor } from '../card-job';
import { buildCardRepository } from '../card-repository';
import { buildRulePlanner } from '../planner/rule-planner';
import { buildPortfolioData } from '../portfolio-data';
import { buildCardAlerts } from './card-alerts';

/**
 * A price alert on a card through the real card job, worker state machine, table (DynamoDB Local), delivery ledger
 * and SMTP to the stack's maildev, in this process with a clock the test moves: the simulator's AAPL price at one
 * minute of a past session is below a whole-dollar trigger and above it the next minute, so the crossing is the
 * market model's own. The stack's worker never sees these runs (the card is written without a job message).
 */
beforeAll(() => {
  Object.assign(process.env, stack().env);
  resetConfigForTests();
});

const inbox = () => mailInbox(stack().urls.mail);
const market = () => marketModel();
const SESSION = '2026-11-24';
const logger = createLogger({ level: 'error' });

/** Two session minutes a minute apart where AAPL crosses a whole dollar upwards, and that dollar. */
function findCrossing(): { before: Date; after: Date; trigger: number } {
  const open = Date.parse(`${SESSION}T14:31:00Z`);
  for (let minute = 0; minute < 380; minute += 1) {
    const before = new Date(open + minute * 60_000);
    const after = new Date(before.getTime() + 60_000);
    const from = market().quote('AAPL', before)!.price;
    const to = market().quote('AAPL', after)!.price;
    const trigger = Math.floor(to);
    if (from < trigger && to > trigger + 0.005 && to < trigger * 1.01) return { before, after, trigger };
  }
  throw new Error(`AAPL crosses no whole dollar upwards on ${SESSION}`);
}

const movableClock = () => {
  let now = new Date(0);
  const clock: Clock = { now: () => now };
  return { clock, set: (instant: Date) => (now = instant) };
};

async function alertUser(): Promise<SignedInUser & { collectionId: string }> {
  const user = await createUserWithProfile();
  expect((await writeAs(user, '/api/subscriptions', 'POST', { channels: { email: true } })).status).toBe(200);
  const [collection] = (await callApi('/api/thetix-card-collections', { token: user.token }))
    .body as unknown as CardCollection[];
  return { ...user, collectionId: collection!.id };
}

/** The card job over the stack's table with the test's clock, behind the real worker (claims, runs, cancels). */
async function cardWorker(clock: Clock, notify?: NotifyPriceAlert) {
  const table = stackTable();
  const cards = buildCardRepository(table);
  const notifier = notify ?? buildPriceAlertNotifier({ ...(await realDeliveryDependencies('test')), clock });
  const worker = buildJobWorker({
    processors: {
      [THETIX_CARD_JOB]: buildCardJobProcessor({
        cards,
        planner: buildRulePlanner(),
        market: market(),
        portfolio: buildPortfolioData(table, market(), clock),
        clock,
        alerts: buildCardAlerts({ cards, market: market(), notify: notifier, clock }),
        enqueue: async () => undefined,
      }),
    },
    state: buildJobState(table, clock),
    logger,
  });
  const deliver = async (userId: string, cardId: string, run: string) => {
    const body = JSON.stringify({ kind: THETIX_CARD_JOB, key: cardKey(userId, cardId), run });
    const event = { Records: [{ messageId: randomUUID(), body }] } as unknown as SQSEvent;
    expect((await worker(event)).batchItemFailures).toEqual([]);
  };
  /** A refresh as POST .../refresh asks for it, at the clock's instant, delivered once or more (SQS may repeat). */
  const refresh = async (userId: string, cardId: string, deliveries = 1) => {
    const run = `refresh:${clock.now().toISOString()}:${randomUUID().slice(0, 8)}`;
    expect(
      await cards.requestRun(userId, cardId, run, clock.now().toISOString(), {
        onlyIfIdle: true,
        countsAsRefresh: true,
      }),
    ).toBe(true);
    for (let time = 0; time < deliveries; time += 1) await deliver(userId, cardId, run);
  };
  const create = async (userId: string, collectionId: string, query: string) => {
    const id = `alert${randomUUID().replace(/-/g, '').slice(0, 15)}`;
    const at = clock.now().toISOString();
    expect(
      await cards.createCard({
        userId,
        id,
        collectionId,
        query,
        position: 99,
        cadenceSeconds: 0,
        run: `create:${at}`,
        now: at,
      }),
    ).toBe(true);
    await deliver(userId, id, `create:${at}`);
    return id;
  };
  return { cards, create, refresh };
}

const alarmOf = (card: Card) =>
  (card.materialized_result ?? []).find(
    (widget): widget is Extract<Widget, { widget: 'alarm' }> => widget.widget === 'alarm',
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(user: SignedInUser, id: string, accept: (card: Card) => boolean) {
  const deadline = Date.now() + 20_000;
  let card = await readCard(user, id);
  while (!accept(card) && Date.now() < deadline) {
    await sleep(250);
    card = await readCard(user, id);
  }
  return card;
}

const readCard = async (user: SignedInUser, id: string) =>
  ((await callApi(`/api/thetix-cards/${id}`, { token: user.token })).body as unknown as { card: Card }).card;

describe('a price alert on a card', () => {
  it('e-mails exactly once when the simulated price crosses it, and shows triggered until re-armed', async () => {
    // Prepare
    const { before, after, trigger } = findCrossing();
    const time = movableClock();
    const user = await alertUser();
    const job = await cardWorker(time.clock);
    time.set(before);
    const cardId = await job.create(user.userId, user.collectionId, `alert me when AAPL is above ${trigger}`);
    const armed = await readCard(user, cardId);
    expect(alarmOf(armed)?.alert).toMatchObject({
      state: expect.stringMatching(/armed|tracking/),
      trigger_price: trigger,
    });
    // An armed alert books a look a minute later, though the card has no cadence.
    expect(armed.update_cadence_seconds).toBe(0);
    expect(armed.scheduled_update_at).toBe(new Date(before.getTime() + 60_000).toISOString());

    // Act: the price crosses; the refresh's message is delivered twice; then two more refreshes
    time.set(after);
    await job.refresh(user.userId, cardId, 2);
    time.set(new Date(after.getTime() + 60_000));
    await job.refresh(user.userId, cardId);
    time.set(new Date(after.getTime() + 120_000));
    await job.refresh(user.userId, cardId);

    // Assess
    const [mail, ...more] = await inbox().waitForMessages(user.email);
    await sleep(500);
    expect([...more, ...(await inbox().list(user.email)).slice(1)]).toEqual([]);
    expect(mail!.subject).toBe(`🔔 AAPL went above $${trigger.toFixed(2)}`);
    expect(mail!.text).toContain('re-arm it on the card to be told again');
    expect(mail!.html).toContain(`${stack().urls.http}/dashboard/thetix/${user.collectionId}`);
    const triggered = await readCard(user, cardId);
    expect(alarmOf(triggered)?.alert).toMatchObject({
      state: 'triggered',
      triggered_at: after.toISOString(),
      triggered_price: Math.round(market().quote('AAPL', after)!.price * 100) / 100,
    });
    // Nothing left to watch: no cadence, no alert look.
    expect(triggered.scheduled_update_at).toBeNull();
  });

  it('lets two evaluations of the same crossing at once store one trigger and send one e-mail', async () => {
    // Prepare
    const { before, after, trigger } = findCrossing();
    const time = movableClock();
    const user = await alertUser();
    const job = await cardWorker(time.clock);
    time.set(before);
    const cardId = await job.create(user.userId, user.collectionId, `notify me if AAPL goes over ${trigger}`);
    const stale = (await job.cards.getCard(user.userId, cardId))!;
    const notify = buildPriceAlertNotifier({
      ...(await realDeliveryDependencies('test')),
      clock: time.clock,
    });
    const alerts = buildCardAlerts({ cards: job.cards, market: market(), notify, clock: time.clock });
    time.set(after);

    // Act
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        alerts({ card: stale, plan: stale.plan!, widgets: stale.result!, now: after, logger }),
      ),
    );

    // Assess
    expect(outcomes.map((outcome) => outcome.watching)).toEqual([false, false]);
    const [mail, ...more] = await inbox().waitForMessages(user.email);
    await sleep(500);
    expect(more).toEqual([]);
    expect(await inbox().list(user.email)).toHaveLength(1);
    expect(mail!.subject).toContain('AAPL went above');
    const stored = (await job.cards.getCard(user.userId, cardId))!.alerts.values().next().value!;
    expect(stored).toMatchObject({ state: 'triggered', triggeredAt: after.toISOString() });
    expect(stored.notifiedAt).not.toBeNull();
  });

  it('re-arms through the API only once triggered, and then fires again on a new crossing', async () => {
    // Prepare
    const { before, after, trigger } = findCrossing();
    const time = movableClock();
    const user = await alertUser();
    const job = await cardWorker(time.clock);
    time.set(before);
    const cardId = await job.create(user.userId, user.collectionId, `alert me when AAPL is above ${trigger}`);
    const alertId = alarmOf(await readCard(user, cardId))!.alert!.id;
    const early = await writeAs(user, `/api/thetix-cards/${cardId}/rearm`, 'POST', { alert_id: alertId });
    time.set(after);
    await job.refresh(user.userId, cardId);
    await inbox().waitForMessages(user.email);

    // Act
    const rearmed = await writeAs(user, `/api/thetix-cards/${cardId}/rearm`, 'POST', { alert_id: alertId });
    const noToken = await callApi(`/api/thetix-cards/${cardId}/rearm`, {
      token: user.token,
      method: 'POST',
      body: { alert_id: alertId },
    });
    // The stack's worker takes the re-arm's run at its own (real) time; once it is done the test's clock walks the
    // price back below the trigger and across it again.
    await until(
      user,
      cardId,
      (card) => card.job_status === null && alarmOf(card)?.alert?.state !== 'triggered',
    );
    time.set(before);
    await job.refresh(user.userId, cardId);
    time.set(after);
    await job.refresh(user.userId, cardId);

    // Assess
    expect(early.status).toBe(409);
    expect(rearmed.status).toBe(202);
    expect(noToken.status).toBe(403);
    expect(await inbox().waitForMessages(user.email, 2)).toHaveLength(2);
    expect(alarmOf(await readCard(user, cardId))?.alert?.state).toBe('triggered');
  });
});
