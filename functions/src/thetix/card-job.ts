import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { LLM_REFRESH_COOLDOWN_SECONDS, planHasLlm } from '@thetix/shared/thetix/plan';
import { DISPATCH_LOOKAHEAD_MS } from '../jobs/due-job-dispatcher';
import type { JobMessage } from '../jobs/job-message';
import { JobCancelledError, PermanentJobError } from '../jobs/job-state';
import type { JobProcessor } from '../jobs/job-worker';
import { marketModel } from '../market-data/market-source';
import { systemClock, type Clock } from '../platform/clock';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { notifyPriceAlert } from '../notifications/price-alerts';
import { nextAlertCheck } from './alerts/alert-evaluation';
import { buildCardAlerts, type CardAlerts } from './alerts/card-alerts';
import { cardOfKey, THETIX_CARD_JOB } from './card-entities';
import { buildCardRepository, type CardRepository } from './card-repository';
import { materialize } from './materializer/materialize';
import type { PortfolioData } from './materializer/materializer-types';
import type { Planner, ProseWriter } from './planner/planner-port';
import { builtOnFirstUse, roomJobDependencies, type RoomMarket } from './rooms/room-job';

/** DynamoDB keeps items under 400 KB; a result this large is refused with a readable message instead. */
const MAX_RESULT_BYTES = 300_000;
/** Cadences shorter than the dispatcher's minute chain themselves with a delayed message. */
const CHAIN_BELOW_SECONDS = 60;

export const TOO_LARGE_MESSAGE =
  'This answer is too large to keep on a card: ask for fewer tickers or a shorter range.';

export interface CardJobDependencies {
  readonly cards: CardRepository;
  readonly planner: Planner;
  readonly prose?: ProseWriter;
  readonly market: MarketModel;
  readonly portfolio: PortfolioData;
  /** The run's market and portfolio data for its plan (live: one vendor snapshot); `market`/`portfolio` without. */
  readonly marketFor?: RoomMarket;
  readonly clock: Clock;
  /** Evaluates the plan's price alerts and notifies the ones that trigger (alerts/card-alerts.ts). */
  readonly alerts: CardAlerts;
  /** Sends a job message, optionally delayed (SQS DelaySeconds). */
  readonly enqueue: (message: JobMessage, delaySeconds?: number) => Promise<void>;
}

/**
 * The next scheduled refresh after a run: slots stay on the cadence's grid from the slot this run was for (missed
 * slots are skipped, never caught up). A card whose prose a model writes waits out the 600 s cooldown too.
 */
export function nextSlot(input: {
  previous: string | null;
  cadenceSeconds: number;
  now: Date;
  earliest?: Date;
}): Date | null {
  if (input.cadenceSeconds <= 0) return null;
  const step = input.cadenceSeconds * 1000;
  const now = input.now.getTime();
  let next = input.previous ? Date.parse(input.previous) + step : now + step;
  if (!Number.isFinite(next) || next <= now)
    next = now + step - ((now - (Number.isFinite(next) ? next : now)) % step);
  if (input.earliest && next < input.earliest.getTime()) next = input.earliest.getTime();
  return new Date(next);
}

/**
 * The `thetix-card` processor: plans the card's question when it has no valid stored plan, materializes the plan
 * item by item ("step N of M", cancellable between steps), stores the widgets and books the next cadence slot, all
 * in one write conditional on this run still being the card's, so a duplicate delivery or a superseded run writes
 * nothing.
 */
export function buildCardJobProcessor(deps: CardJobDependencies): JobProcessor {
  return async ({ message, logger, step }) => {
    const ids = cardOfKey(message.key);
    if (!ids) throw new PermanentJobError('This card update is not valid.');
    const card = await deps.cards.getCard(ids.userId, ids.cardId);
    if (!card) {
      logger.info('card deleted before its job ran');
      throw new JobCancelledError();
    }
    const run = message.run ?? card.jobRun;
    if (!run || card.jobRun !== run) throw new JobCancelledError();
    const now = deps.clock.now();
    let plan = card.plan;
    let debug: Record<string, unknown> = { ...(card.debug ?? {}), notes: [] };
    const planning = plan === null;
    if (!plan) {
      const held = (await deps.portfolio.positions(ids.userId))
        .filter((position) => position.amount > 0 || position.totalOpenContracts > 0)
        .map((position) => position.ticker);
      const planned = await deps.planner(card.query, { now, heldTickers: held, history: [] });
      plan = planned.plan;
      debug = { ...planned.debug, notes: [...planned.debug.notes] };
    }
    const total = plan.length + (planning ? 1 : 0);
    // A scheduled refresh shows no progress (nobody waits on it, and each step is a write of the whole card); the
    // result is still written only while its run is the card's, so a cancel or a newer request wins.
    const report = run !== card.scheduledAt || planning ? step : async () => undefined;
    if (planning) await report(1, total);
    const modelProse = deps.prose !== undefined && planHasLlm(plan);
    const { market, portfolio } = deps.marketFor
      ? await deps.marketFor({ plan, userId: ids.userId, now })
      : deps;
    const outcome = await materialize({
      context: {
        userId: ids.userId,
        now,
        market,
        portfolio,
        question: card.query,
      },
      plan,
      prose: deps.prose,
      beforeItem: (index) => report(index + 1 + (planning ? 1 : 0), total),
    });
    // Before the result is stored, so the card shows each alert's state; an alert's own write is separate from the
    // run's and conditional on its revision, so a superseded run still evaluates (and notifies) at most once.
    const alerts = await deps.alerts({ card, plan, widgets: outcome.widgets, now, logger, market });
    const resultJson = JSON.stringify(alerts.widgets);
    if (Buffer.byteLength(resultJson) > MAX_RESULT_BYTES) throw new PermanentJobError(TOO_LARGE_MESSAGE);

    const finishedAt = deps.clock.now();
    const earliest =
      modelProse && card.lastRefreshAt
        ? new Date(
            Math.max(finishedAt.getTime(), Date.parse(card.lastRefreshAt)) +
              LLM_REFRESH_COOLDOWN_SECONDS * 1000,
          )
        : modelProse
          ? new Date(finishedAt.getTime() + LLM_REFRESH_COOLDOWN_SECONDS * 1000)
          : undefined;
    const onCadence = nextSlot({
      previous: card.scheduledAt,
      cadenceSeconds: card.cadenceSeconds,
      now: finishedAt,
      earliest,
    });
    // An armed alert is looked at every minute of the session whatever the cadence (decision in docs/decisions.md);
    // the 600 s cooldown of model prose still wins over it.
    const forAlert = alerts.watching
      ? new Date(Math.max(nextAlertCheck(finishedAt).getTime(), earliest?.getTime() ?? 0))
      : null;
    const next =
      onCadence && forAlert ? (onCadence <= forAlert ? onCadence : forAlert) : (onCadence ?? forAlert);
    const chain =
      next !== null &&
      next === onCadence &&
      card.cadenceSeconds > 0 &&
      card.cadenceSeconds < CHAIN_BELOW_SECONDS &&
      !modelProse;
    const nextIso = next?.toISOString() ?? null;
    const written = await deps.cards.finishRun(ids.userId, ids.cardId, run, {
      resultJson,
      previous: {
        resultJson: card.result === null ? null : JSON.stringify(card.result),
        debugJson: card.debug === null ? null : JSON.stringify(card.debug),
        storedApart: card.resultStoredApart === true,
        seq: card.resultSeq ?? 0,
      },
      planJson: JSON.stringify(plan),
      planUpdatedAt: planning ? finishedAt.toISOString() : null,
      debugJson: JSON.stringify({
        ...debug,
        notes: [...((debug.notes as string[]) ?? []), ...outcome.debug.notes],
        dropped_widgets: outcome.debug.dropped_widgets,
        untraceable_numbers: outcome.debug.untraceable_numbers,
      }),
      materializedAt: finishedAt.toISOString(),
      modelProse,
      scheduledAt: nextIso,
      // A chained slot also sits in the due index a minute late: if the delayed message is lost, the dispatcher runs it.
      dueIndexAt:
        next === null
          ? null
          : chain
            ? new Date(next.getTime() + DISPATCH_LOOKAHEAD_MS).toISOString()
            : nextIso,
      chainRun: chain ? nextIso : null,
    });
    if (!written) {
      logger.info('card run superseded or cancelled: result not stored');
      throw new JobCancelledError();
    }
    if (chain && next) {
      const delay = Math.max(0, Math.ceil((next.getTime() - deps.clock.now().getTime()) / 1000));
      await deps
        .enqueue({ kind: THETIX_CARD_JOB, key: message.key, run: nextIso! }, delay)
        .catch((error: unknown) =>
          logger.warn('chained card refresh not sent: the dispatcher takes it a minute later', {
            error: String(error),
          }),
        );
    }
    logger.info('card materialized', { widgets: alerts.widgets.length, next: nextIso, planned: planning });
    // The result's write completed the job too (decision 283): the worker writes nothing more.
    return 'completed';
  };
}

/** The processor with the real table, planner, market model and queue, built on first use. */
export const cardJob: JobProcessor = builtOnFirstUse(() => {
  const table = defaultTable();
  const cards = buildCardRepository(table);
  return buildCardJobProcessor({
    cards,
    ...roomJobDependencies(table),
    alerts: buildCardAlerts({ cards, market: marketModel(), notify: notifyPriceAlert, clock: systemClock }),
    enqueue: async (message, delaySeconds) => {
      await queueClient().send(
        new SendMessageCommand({
          QueueUrl: queueUrl('jobs'),
          MessageBody: JSON.stringify(message),
          ...(delaySeconds ? { DelaySeconds: Math.min(900, delaySeconds) } : {}),
        }),
      );
    },
  });
});
