import { createHash } from 'node:crypto';
import type { ChannelId, NotificationTypeId, Subscriptions } from '@thetix/shared/contracts/goals';
import type { PushPayload } from '@thetix/shared/contracts/notifications';
import type { CoveredCallOpportunity } from '@thetix/shared/contracts/opportunities';
import { currentSubscriptions } from '../goals/subscription-options';
import type { NewCard } from '../opportunities/opportunity-generation';
import { alertText, type ActionCard, type AlertCard } from './alert-email';
import { notificationSettingsUrl, opportunitiesUrl, unsubscribeUrl } from './links';
import type { DeliveryKey } from './notification-entities';
import { notificationName } from './notification-names';
import { emailUnderClaim } from './email-under-claim';
import { pushToBrowsers } from './push-fan-out';
import { realDeliveryDependencies, type ReportDeliveryDependencies } from './report-delivery';
import { renderEmail } from './report-email';

/**
 * Opportunity and roll/close alerts (notification types `opportunity_alerts` and `roll_alerts`): after a generation
 * run, at most one alert per user and run, by e-mail and/or Web Push as the user's settings say, about the cards the
 * run created and the roll and close cards it made urgent. Delivery follows the reports' rules (report-delivery.ts):
 * a channel goes when it is on and the alert holds a type that is on; each channel is claimed in the delivery
 * ledger first, so a duplicate of the job (SQS delivers at least once) never sends it twice.
 *
 * Not news, so no alert: the cards of an account's first run (after onboarding or sample data, which the
 * onboarding report covers), and a card that carries an earlier session's card for the same trade on.
 */
export interface AlertRun {
  readonly userId: string;
  /**
   * The run's identity when the job message names one (the scheduled slot: `<run key sk>#<run>`): two attempts of
   * it share one alert. Without it, the alert is identified by its cards.
   */
  readonly runId?: string;
  readonly cards: readonly NewCard[];
}

export type AlertSkipReason =
  /** The run created no card. */
  | 'nothing-new'
  /** Every new card is from an account's first run. */
  | 'first-run'
  /** Every new card carries an earlier session's on. */
  | 'carried-over'
  /** The new cards are of types the user turned off. */
  | 'type-off'
  /** Neither e-mail nor push is on. */
  | 'channels-off';

export type AlertOutcome =
  | { readonly sent: false; readonly reason: AlertSkipReason }
  | {
      readonly sent: true;
      /** The ledger's period of this alert (a hash of the run or of its cards). */
      readonly period: string;
      readonly actions: number;
      readonly coveredCalls: number;
      readonly email: 'sent' | 'skipped' | 'already-sent';
      readonly push: { sent: number; removed: number; skipped: boolean };
    };

export type SendOpportunityAlert = (run: AlertRun) => Promise<AlertOutcome>;

export type AlertDependencies = ReportDeliveryDependencies;

/** An alert is about today's session: a push for an offline browser waits at most until its first card expires. */
export const ALERT_PUSH_MAX_TTL_SECONDS = 86_400;
const ALERT_PUSH_MIN_TTL_SECONDS = 300;
const PUSH_TITLE_LENGTH = 200;
const PUSH_BODY_LENGTH = 1000;

/** One or both channels failed; what was sent is marked in the ledger and is not sent again. */
export class AlertDeliveryError extends Error {
  constructor(
    readonly channels: readonly ChannelId[],
    readonly causes: readonly unknown[],
  ) {
    super(
      `Alert delivery failed (${channels.join(', ')}): ${causes
        .map((cause) => (cause instanceof Error ? cause.message : String(cause)))
        .join('; ')}`,
    );
    this.name = 'AlertDeliveryError';
  }
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

const isAction = (card: NewCard): card is NewCard & AlertCard<ActionCard> =>
  card.opportunity.opportunity_type === 'option_roll' || card.opportunity.opportunity_type === 'option_close';
const isCoveredCall = (card: NewCard): card is NewCard & AlertCard<CoveredCallOpportunity> =>
  card.opportunity.opportunity_type === 'covered_call';

export interface AlertSelection {
  readonly actions: readonly AlertCard<ActionCard>[];
  readonly coveredCalls: readonly AlertCard<CoveredCallOpportunity>[];
  /** The types the alert is sent under, opportunity alerts first (the one-click unsubscribe header's). */
  readonly types: readonly NotificationTypeId[];
  readonly channels: readonly ChannelId[];
}

/** The cards worth an alert: created by this run, in an account that had cards before, not carried over. */
export function newsOf(cards: readonly NewCard[]): NewCard[] | AlertSkipReason {
  if (cards.length === 0) return 'nothing-new';
  const known = cards.filter((card) => card.accountHadCards);
  if (known.length === 0) return 'first-run';
  const news = known.filter((card) => !card.carriedOver);
  return news.length === 0 ? 'carried-over' : news;
}

/** What the user gets of the news: the types that are on, through the channels that are on; or why nothing. */
export function selectAlert(
  news: readonly NewCard[],
  subscriptions: Subscriptions,
): AlertSelection | AlertSkipReason {
  const on = subscriptions.notificationTypes;
  const actions = on.roll_alerts
    ? news
        .filter(isAction)
        .sort(
          (a, b) =>
            Number(b.opportunity.details.urgent) - Number(a.opportunity.details.urgent) ||
            a.opportunity.details.days_to_expiry - b.opportunity.details.days_to_expiry ||
            a.opportunity.primary_ticker.localeCompare(b.opportunity.primary_ticker),
        )
    : [];
  const coveredCalls = on.opportunity_alerts
    ? news
        .filter(isCoveredCall)
        .sort(
          (a, b) =>
            b.opportunity.details.annualized_yield - a.opportunity.details.annualized_yield ||
            a.opportunity.primary_ticker.localeCompare(b.opportunity.primary_ticker),
        )
    : [];
  if (actions.length === 0 && coveredCalls.length === 0) return 'type-off';
  const channels = (['email', 'push'] as const).filter((channel) => subscriptions.channels[channel]);
  if (channels.length === 0) return 'channels-off';
  const types: NotificationTypeId[] = [
    ...(coveredCalls.length > 0 ? (['opportunity_alerts'] as const) : []),
    ...(actions.length > 0 ? (['roll_alerts'] as const) : []),
  ];
  return { actions, coveredCalls, types, channels };
}

/**
 * A period for the ledger's sort key (`[A-Za-z0-9_.:-]`, at most 64): the run, else the sorted card ids with their
 * change (a card that became urgent was alerted about once already, when it was created), hashed.
 */
export const alertPeriod = (run: AlertRun, news: readonly NewCard[]): string =>
  `run-${createHash('sha256')
    .update(run.runId ?? JSON.stringify(news.map((card) => `${card.change}:${card.opportunity.id}`).sort()))
    .digest('base64url')
    .slice(0, 32)}`;

export function buildOpportunityAlerts(deps: AlertDependencies): SendOpportunityAlert {
  return async (run) => {
    const news = newsOf(run.cards);
    if (typeof news === 'string') return { sent: false, reason: news };
    const selection = selectAlert(
      news,
      currentSubscriptions(await deps.subscriptions.getSubscriptions(run.userId)),
    );
    if (typeof selection === 'string') return { sent: false, reason: selection };
    const period = alertPeriod(run, news);
    const logger = deps.logger.child({ userId: run.userId, alert: period });
    const cardUrl = (id: string) => opportunitiesUrl(deps.appBaseUrl, id);
    const text = alertText({ actions: selection.actions, coveredCalls: selection.coveredCalls, cardUrl });
    const cards = [...selection.actions, ...selection.coveredCalls];
    const url = cards.length === 1 ? cardUrl(cards[0]!.opportunity.id) : opportunitiesUrl(deps.appBaseUrl);
    const keyOf = (channel: ChannelId): DeliveryKey => ({
      userId: run.userId,
      reportType: 'alert',
      period,
      channel,
    });

    const email = async (): Promise<'sent' | 'skipped' | 'already-sent'> => {
      if (!selection.channels.includes('email')) return 'skipped';
      const profile = await deps.profiles.getProfile(run.userId);
      if (!profile?.email) {
        logger.warn('alert e-mail skipped: the user has no profile e-mail');
        return 'skipped';
      }
      const rendered = renderEmail({
        title: text.title,
        summary: text.summary,
        blocks: text.blocks,
        openUrl: url,
        openLabel:
          cards.length === 1 ? 'Open this opportunity in Thetix' : 'Open your opportunities in Thetix',
        settingsUrl: notificationSettingsUrl(deps.appBaseUrl),
        subscriptions: selection.types.map((type) => ({
          notificationName: notificationName(type),
          unsubscribeUrl: unsubscribeUrl(
            deps.appBaseUrl,
            deps.unsubscribeToken({ userId: run.userId, notificationType: type }),
          ),
        })),
        marketData: deps.marketData,
        ...(deps.marketNote ? { marketNote: deps.marketNote } : {}),
        noun: 'alert',
      });
      const key = keyOf('email');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') return 'already-sent';
      return emailUnderClaim(deps, {
        key,
        claimId: claim.claimId,
        email: { from: deps.mailFrom, to: profile.email, ...rendered },
        logger,
        what: 'alert',
      });
    };

    const push = async () => {
      const skipped = { sent: 0, removed: 0, skipped: true };
      if (!selection.channels.includes('push')) return skipped;
      const targets = await deps.pushSubscriptions.list(run.userId);
      if (targets.length === 0) return skipped;
      const key = keyOf('push');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') return skipped;
      const payload: PushPayload = {
        title: clip(text.title, PUSH_TITLE_LENGTH),
        body: clip(text.summary, PUSH_BODY_LENGTH),
        url,
        tag: `alert-${period}`,
      };
      const firstExpiry = Math.min(...cards.map((card) => Date.parse(card.opportunity.expires_at)));
      const ttlSeconds = Math.min(
        ALERT_PUSH_MAX_TTL_SECONDS,
        Math.max(ALERT_PUSH_MIN_TTL_SECONDS, Math.floor((firstExpiry - deps.clock.now().getTime()) / 1000)),
      );
      return pushToBrowsers(deps, {
        userId: run.userId,
        key,
        claimId: claim.claimId,
        targets,
        payload: JSON.stringify(payload),
        options: { ttlSeconds },
        logger,
        what: 'alert',
      });
    };

    const [emailOutcome, pushOutcome] = await Promise.allSettled([email(), push()]);
    if (emailOutcome.status === 'rejected' || pushOutcome.status === 'rejected') {
      const failed = [
        ...(emailOutcome.status === 'rejected' ? [['email', emailOutcome.reason] as const] : []),
        ...(pushOutcome.status === 'rejected' ? [['push', pushOutcome.reason] as const] : []),
      ];
      throw new AlertDeliveryError(
        failed.map(([channel]) => channel),
        failed.map(([, reason]) => reason),
      );
    }
    return {
      sent: true,
      period,
      actions: selection.actions.length,
      coveredCalls: selection.coveredCalls.length,
      email: emailOutcome.value,
      push: pushOutcome.value,
    };
  };
}

let real: Promise<SendOpportunityAlert> | undefined;

/**
 * The real alert sender (table, configured e-mail adapter, Web Push keys), built on first use; the same
 * configuration as report delivery. A configuration error is thrown by the first call, and the next tries again.
 */
export const sendOpportunityAlert: SendOpportunityAlert = async (run) => {
  // Most runs create nothing new: they need no mail or push configuration.
  const news = newsOf(run.cards);
  if (typeof news === 'string') return { sent: false, reason: news };
  real ??= realDeliveryDependencies('opportunity-alerts')
    .then(buildOpportunityAlerts)
    .catch((error: unknown) => {
      real = undefined;
      throw error;
    });
  return (await real)(run);
};
