import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Plan } from '@thetix/shared/thetix/plan';
import { alertIdOf } from '@thetix/shared/thetix/price-alert';
import { sanitizeWidget, type Widget } from '@thetix/shared/thetix/widgets';
import type { NotifyPriceAlert } from '../../notifications/price-alerts';
import type { Clock } from '../../platform/clock';
import { errorFields, type Logger } from '../../platform/logger';
import type { StoredCard } from '../card-entities';
import type { CardRepository } from '../card-repository';
import {
  alarmWidget,
  conditionOf,
  evaluateAlert,
  marketTime,
  type AlertRecord,
  type PriceAlert,
} from './alert-evaluation';

export interface CardAlertsDependencies {
  readonly cards: Pick<CardRepository, 'getCard' | 'saveAlert' | 'markAlertNotified'>;
  readonly market: MarketModel;
  readonly notify: NotifyPriceAlert;
  readonly clock: Clock;
}

export interface CardAlertsOutcome {
  /** The run's widgets with each alert's alarm showing its state. */
  readonly widgets: Widget[];
  /** Some alert is still armed: the card must be looked at again soon (alert-evaluation.ts `nextAlertCheck`). */
  readonly watching: boolean;
}

/** The alerts a plan holds, once each. */
export const alertsOf = (plan: Plan): PriceAlert[] => {
  const alerts = new Map<string, PriceAlert>();
  for (const item of plan)
    if (item.data.query === 'alert') alerts.set(alertIdOf(item.data.params), item.data.params);
  return [...alerts.values()];
};

/** Where the alarm of an alert sits among the run's widgets: the materializer wrote its condition the same way. */
const alarmIndex = (widgets: readonly Widget[], alert: PriceAlert) =>
  widgets.findIndex(
    (widget) => widget.widget === 'alarm' && widget.condition === conditionOf(alert) && !widget.alert,
  );

/**
 * The card side of price alerts, run by each card refresh (card-job.ts) after the plan is materialized: each alert
 * is evaluated at the price now, its new state stored on the card with a write conditional on the revision read,
 * and a triggered alert whose notification is still owed is notified (the delivery ledger makes that at most once
 * per channel and arming). A refresh that loses the write to another evaluation takes that one's state, and never
 * notifies on its own reading.
 */
export function buildCardAlerts(deps: CardAlertsDependencies) {
  const settle = async (
    card: StoredCard,
    alert: PriceAlert,
    id: string,
    record: AlertRecord,
    logger: Logger,
  ) => {
    if (record.state !== 'triggered' || record.notifiedAt !== null) return;
    try {
      const outcome = await deps.notify({
        userId: card.userId,
        cardId: card.id,
        collectionId: card.collectionId,
        alertId: id,
        ticker: alert.ticker,
        direction: alert.direction,
        triggerPrice: alert.price,
        triggeredPrice: (record.triggeredCents ?? 0) / 100,
        triggeredAt: record.triggeredAt ?? record.armedAt,
        armedAt: record.armedAt,
        when: marketTime(record.triggeredAt ?? record.armedAt),
      });
      logger.info('price alert notified', { alert: id, ...outcome });
      if (outcome.settled)
        await deps.cards.markAlertNotified(
          card.userId,
          card.id,
          id,
          record.armedAt,
          deps.clock.now().toISOString(),
        );
    } catch (error) {
      // The card's refresh goes on; the alert stays owed and the next evaluation, a minute later, tries again.
      logger.warn('price alert notification failed: tried again at the next evaluation', errorFields(error));
    }
  };

  return async (input: {
    card: StoredCard;
    plan: Plan;
    widgets: Widget[];
    now: Date;
    logger: Logger;
    /** The run's market (a vendor snapshot in live mode); the processor's own model otherwise. */
    market?: MarketModel;
  }): Promise<CardAlertsOutcome> => {
    const { card, now, logger } = input;
    const market = input.market ?? deps.market;
    const widgets = [...input.widgets];
    let watching = false;
    for (const alert of alertsOf(input.plan)) {
      const quote = market.covers(alert.ticker) ? market.quote(alert.ticker, now) : undefined;
      // No price, no evaluation: the materialized alarm already says there is no market data.
      if (!quote) continue;
      const id = alertIdOf(alert);
      const read = card.alerts.get(id);
      const evaluation = evaluateAlert({ alert, record: read, price: quote.price, now });
      let record: AlertRecord | undefined = evaluation.record;
      if (
        evaluation.changed &&
        !(await deps.cards.saveAlert(card.userId, card.id, id, record, read?.rev ?? null))
      ) {
        logger.info('price alert written by another evaluation: taking its state', { alert: id });
        record = (await deps.cards.getCard(card.userId, card.id))?.alerts.get(id);
        if (!record) continue;
      }
      if (evaluation.fired && record.state === 'triggered')
        logger.info('price alert triggered', { alert: id, price: quote.price });
      await settle(card, alert, id, record, logger);
      if (record.state !== 'triggered') watching = true;
      const index = alarmIndex(widgets, alert);
      const original = widgets[index];
      if (original?.widget !== 'alarm') continue;
      const stated = sanitizeWidget({
        ...original,
        ...alarmWidget({
          alert,
          title: original.title,
          price: quote.price,
          record,
          ...(original.footnote === undefined ? {} : { footnote: original.footnote }),
        }),
      });
      if (stated) widgets[index] = stated;
    }
    return { widgets, watching };
  };
}

export type CardAlerts = ReturnType<typeof buildCardAlerts>;
