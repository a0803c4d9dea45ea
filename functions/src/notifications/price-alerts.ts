import { createHash } from 'node:crypto';
import type { ChannelId } from '@thetix/shared/contracts/goals';
import type { PushPayload } from '@thetix/shared/contracts/notifications';
import type { AlertDirection } from '@thetix/shared/thetix/price-alert';
import { currentSubscriptions } from '../goals/subscription-options';
import { errorFields } from '../platform/logger';
import type { ClaimOutcome } from './delivery-ledger';
import { notificationSettingsUrl } from './links';
import type { DeliveryKey } from './notification-entities';
import { emailUnderClaim } from './email-under-claim';
import { pushToBrowsers } from './push-fan-out';
import { realDeliveryDependencies, type ReportDeliveryDependencies } from './report-delivery';
import { renderEmail } from './report-email';

/**
 * A price alert that triggered on a card (functions/src/thetix/alerts), told to its owner once per arming by e-mail
 * and/or Web Push, through the channels that are on in their notification settings. There is no notification type
 * to turn it off: the user asked for this one alert on a card, and deleting the card (or not re-arming it) is how
 * it stops. Each channel is claimed in the delivery ledger under the arming's key first, so a duplicate SQS
 * delivery, a second refresh or two evaluations at once never send it twice.
 */
export interface TriggeredPriceAlert {
  readonly userId: string;
  readonly cardId: string;
  /** The card's collection: the e-mail opens its board, where the card can be re-armed. */
  readonly collectionId: string;
  readonly alertId: string;
  readonly ticker: string;
  readonly direction: AlertDirection;
  readonly triggerPrice: number;
  readonly triggeredPrice: number;
  readonly triggeredAt: string;
  /** The arming it triggered in: part of the ledger key, so a re-armed alert can notify again. */
  readonly armedAt: string;
  /** "Mar 10, 10:42 AM ET", as the card shows it. */
  readonly when: string;
}

/**
 * `settled`: every channel is sent, off, or given up after a crashed re-send; the card records it and never tries
 * again. `pending`: a channel failed or another attempt is sending it now; the next evaluation tries again.
 */
export type PriceAlertOutcome = {
  readonly settled: boolean;
  readonly email: 'sent' | 'skipped' | 'already-sent' | 'pending';
  readonly push: 'sent' | 'skipped' | 'already-sent' | 'pending';
};

export type NotifyPriceAlert = (alert: TriggeredPriceAlert) => Promise<PriceAlertOutcome>;

const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The ledger period of one arming (`[A-Za-z0-9_.:-]`, at most 64 characters). */
export const priceAlertPeriod = (alert: Pick<TriggeredPriceAlert, 'cardId' | 'alertId' | 'armedAt'>) =>
  `price-${createHash('sha256')
    .update(`${alert.cardId}|${alert.alertId}|${alert.armedAt}`)
    .digest('base64url')
    .slice(0, 32)}`;

/**
 * The card's board in the app (web/src/config/paths.ts `dashboard.thetixCollection`), not the single card page,
 * which is read-only and has no Re-arm.
 */
export const boardUrl = (base: string, collectionId: string) =>
  `${base}/dashboard/thetix/${encodeURIComponent(collectionId)}`;

export function priceAlertText(alert: TriggeredPriceAlert) {
  const went = alert.direction === 'above' ? 'went above' : 'went below';
  return {
    title: `🔔 ${alert.ticker} ${went} ${money(alert.triggerPrice)}`,
    summary: `${alert.ticker} was at ${money(alert.triggeredPrice)} at ${alert.when}, ${alert.direction} the ${money(alert.triggerPrice)} you set an alert for.`,
  };
}

const ALERT_PUSH_TTL_SECONDS = 3_600;

type ChannelOutcome = PriceAlertOutcome['email'];

const fromClaim = (claim: Extract<ClaimOutcome, { kind: 'done' }>): ChannelOutcome =>
  claim.reason === 'in-progress' ? 'pending' : 'already-sent';

export function buildPriceAlertNotifier(deps: ReportDeliveryDependencies): NotifyPriceAlert {
  return async (alert) => {
    const subscriptions = currentSubscriptions(await deps.subscriptions.getSubscriptions(alert.userId));
    const period = priceAlertPeriod(alert);
    const logger = deps.logger.child({ userId: alert.userId, priceAlert: period });
    const text = priceAlertText(alert);
    const url = boardUrl(deps.appBaseUrl, alert.collectionId);
    const keyOf = (channel: ChannelId): DeliveryKey => ({
      userId: alert.userId,
      reportType: 'alert',
      period,
      channel,
    });

    const email = async (): Promise<ChannelOutcome> => {
      if (!subscriptions.channels.email) return 'skipped';
      const profile = await deps.profiles.getProfile(alert.userId);
      if (!profile?.email) {
        logger.warn('price alert e-mail skipped: the user has no profile e-mail');
        return 'skipped';
      }
      const rendered = renderEmail({
        title: text.title,
        summary: text.summary,
        blocks: [
          {
            kind: 'note',
            text: 'You set this alert on a Thetix card. It is sent once; re-arm it on the card to be told again.',
          },
        ],
        openUrl: url,
        openLabel: 'Open the card in Thetix',
        settingsUrl: notificationSettingsUrl(deps.appBaseUrl),
        subscriptions: [],
        marketData: deps.marketData,
        ...(deps.marketNote ? { marketNote: deps.marketNote } : {}),
        noun: 'alert',
      });
      const key = keyOf('email');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') return fromClaim(claim);
      // A price alert is not retried by a job: a refused e-mail stays pending for the next check.
      return emailUnderClaim(deps, {
        key,
        claimId: claim.claimId,
        email: { from: deps.mailFrom, to: profile.email, ...rendered },
        logger,
        what: 'price alert',
      }).catch(() => 'pending' as const);
    };

    const push = async (): Promise<ChannelOutcome> => {
      if (!subscriptions.channels.push) return 'skipped';
      const targets = await deps.pushSubscriptions.list(alert.userId);
      if (targets.length === 0) return 'skipped';
      const key = keyOf('push');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') return fromClaim(claim);
      const payload: PushPayload = {
        title: text.title,
        body: text.summary,
        url,
        tag: `price-${alert.alertId}`,
      };
      try {
        await pushToBrowsers(deps, {
          userId: alert.userId,
          key,
          claimId: claim.claimId,
          targets,
          payload: JSON.stringify(payload),
          // A price alert is news for the session; an hour-old one in a browser that was offline is still worth it.
          options: { ttlSeconds: ALERT_PUSH_TTL_SECONDS },
          logger,
          what: 'price alert',
        });
      } catch (error) {
        logger.warn('price alert push failed', errorFields(error));
        return 'pending';
      }
      return 'sent';
    };

    const [emailOutcome, pushOutcome] = await Promise.all([email(), push()]);
    return {
      settled: emailOutcome !== 'pending' && pushOutcome !== 'pending',
      email: emailOutcome,
      push: pushOutcome,
    };
  };
}

let real: Promise<NotifyPriceAlert> | undefined;

/**
 * The real notifier (table, configured e-mail adapter, Web Push keys), built on the first alert that triggers: most
 * card runs need no mail configuration. A configuration error is thrown by that call, and the next one tries again.
 */
export const notifyPriceAlert: NotifyPriceAlert = async (alert) => {
  real ??= realDeliveryDependencies('price-alerts')
    .then(buildPriceAlertNotifier)
    .catch((error: unknown) => {
      real = undefined;
      throw error;
    });
  return (await real)(alert);
};
