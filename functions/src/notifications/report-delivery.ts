import type { ChannelId, NotificationTypeId } from '@thetix/shared/contracts/goals';
import type { PushPayload } from '@thetix/shared/contracts/notifications';
import { sanitizeWidgets, type Widget } from '@thetix/shared/thetix/widgets';
import { config } from '../config';
import { marketDataIsSimulated, marketNoteOf } from '../market-data/market-source';
import { subscriptionConfig, currentSubscriptions } from '../goals/subscription-options';
import { buildSubscriptionRepository, type SubscriptionRepository } from '../goals/subscription-repository';
import type { Clock } from '../platform/clock';
import { systemClock } from '../platform/clock';
import { randomId, type IdGenerator } from '../platform/ids';
import { createLogger, errorFields, type Logger } from '../platform/logger';
import { emitMetrics, noMetrics, type MetricEmitter } from '../platform/metrics';
import { defaultTable } from '../platform/table';
import { buildProfileRepository, type ProfileRepository } from '../profile/profile-repository';
import { buildDeliveryLedger, type DeliveryLedger } from './delivery-ledger';
import { defaultEmailSender } from './email-adapters';
import type { EmailSender } from './email-sender';
import { appBaseUrl, notificationSettingsUrl, reportChatUrl, unsubscribeUrl } from './links';
import type { DeliveryKey } from './notification-entities';
import { notificationName } from './notification-names';
import { notificationSecrets, unsubscribeSecret, vapidDetails } from './notification-secrets';
import { emailUnderClaim } from './email-under-claim';
import { pushToBrowsers } from './push-fan-out';
import { buildWebPushSender, type PushSender } from './push-sender';
import {
  buildPushSubscriptionRepository,
  type PushSubscriptionRepository,
} from './push-subscription-repository';
import { renderReportEmail } from './report-email';
import { signUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

/**
 * Delivery of a stored report (issue 15 part 5): the report job calls `deliverReport` after it stored the report
 * chat; this sends it by e-mail and Web Push according to the user's subscriptions (docs/architecture.md, "Report
 * delivery").
 */
export interface ReportForDelivery {
  readonly userId: string;
  /** The report chat; the app link is `${appBaseUrl}/dashboard/ask?chat=${chatId}`. */
  readonly chatId: string;
  readonly reportType: 'daily' | 'weekly' | 'onboarding';
  /** E.g. "☀️ Daily action plan · Wed Nov 25". */
  readonly title: string;
  /** One or two sentences, plain text. */
  readonly summary: string;
  readonly widgets: readonly Widget[];
  /** E.g. "2026-11-25", "2026-W48" or "once": one delivery per user, report type, period and channel. */
  readonly period: string;
}

/**
 * `email`: `already-sent` also when another attempt is sending it right now, or gave up after a crashed re-send.
 * `push`: how many browsers took the message and how many subscriptions were gone (and removed); `skipped` when
 * the channel or type is off, the user has no browser registered, or the push was already sent.
 */
export interface DeliveryOutcome {
  readonly email: 'sent' | 'skipped' | 'already-sent';
  readonly push: { sent: number; removed: number; skipped: boolean };
}

export type DeliverReport = (report: ReportForDelivery) => Promise<DeliveryOutcome>;

export interface ReportDeliveryDependencies {
  readonly subscriptions: Pick<SubscriptionRepository, 'getSubscriptions'>;
  readonly profiles: Pick<ProfileRepository, 'getProfile'>;
  readonly pushSubscriptions: Pick<PushSubscriptionRepository, 'list' | 'remove'>;
  readonly deliveries: DeliveryLedger;
  readonly sendEmail: EmailSender;
  readonly sendPush: PushSender;
  readonly unsubscribeToken: (claim: UnsubscribeClaim) => string;
  /** The SPA's origin, without a trailing slash. */
  readonly appBaseUrl: string;
  readonly mailFrom: string;
  readonly marketData: 'simulated' | 'live';
  /** With a live vendor: the footer's line naming it and its delay. */
  readonly marketNote?: string;
  readonly clock: Clock;
  readonly newId: IdGenerator;
  readonly logger: Logger;
  /** Report sends per channel and failed deliveries, per report type; none where a test reads no metrics. */
  readonly metrics?: MetricEmitter;
}

/** A push waits a day for an offline browser: a daily plan is stale after that, and the e-mail has it anyway. */
export const PUSH_TTL_SECONDS = 86_400;
/** Push services take about 4 KB of payload; title and body are cut well below that. */
const PUSH_TITLE_LENGTH = 200;
const PUSH_BODY_LENGTH = 1000;
/** A period is part of a sort key: no `#`, no spaces. */
const PERIOD = /^[A-Za-z0-9_.:-]{1,64}$/;

/** One or more channels failed; the caller's job retries, and channels already sent are not sent again. */
export class ReportDeliveryError extends Error {
  constructor(
    readonly channels: readonly ChannelId[],
    readonly causes: readonly unknown[],
  ) {
    super(
      `Report delivery failed (${channels.join(', ')}): ${causes
        .map((cause) => (cause instanceof Error ? cause.message : String(cause)))
        .join('; ')}`,
    );
    this.name = 'ReportDeliveryError';
  }
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/**
 * Builds the delivery from its ports. Each channel goes when both the channel and the report's notification type
 * (`<reportType>_report`) are on; e-mail also needs an address on the profile, push a registered browser.
 *
 * Each channel is claimed in the delivery ledger before it is sent and marked sent after (delivery-ledger.ts): a
 * retried job skips what was sent, takes over a claim a crash left behind once, and never sends twice while
 * another attempt is sending. A failed e-mail, or a push that reached no browser while some failed, is logged and
 * thrown after the other channel had its go. A push that reached at least one browser is a success: retrying it
 * would repeat the notification on the browsers that showed it; the failures are logged and counted.
 */
export function buildReportDelivery(deps: ReportDeliveryDependencies): DeliverReport {
  return async (report) => {
    if (!PERIOD.test(report.period)) throw new Error(`Invalid report period "${report.period}"`);
    if (report.chatId.length === 0 || report.chatId.length > 200) throw new Error('Invalid report chat id');
    const type = `${report.reportType}_report` as const satisfies NotificationTypeId;
    const logger = deps.logger.child({
      userId: report.userId,
      reportType: report.reportType,
      period: report.period,
    });
    const subscriptions = currentSubscriptions(await deps.subscriptions.getSubscriptions(report.userId));
    const typeOn = subscriptions.notificationTypes[type];
    const keyOf = (channel: ChannelId): DeliveryKey => ({
      userId: report.userId,
      reportType: report.reportType,
      period: report.period,
      channel,
    });
    const url = reportChatUrl(deps.appBaseUrl, report.chatId);

    const email = async (): Promise<DeliveryOutcome['email']> => {
      if (!typeOn || !subscriptions.channels.email) return 'skipped';
      const profile = await deps.profiles.getProfile(report.userId);
      if (!profile?.email) {
        logger.warn('report e-mail skipped: the user has no profile e-mail');
        return 'skipped';
      }
      const required = subscriptionConfig.notificationTypes[type].required;
      const rendered = renderReportEmail({
        report: { title: report.title, summary: report.summary, widgets: sanitizeWidgets(report.widgets) },
        reportUrl: url,
        settingsUrl: notificationSettingsUrl(deps.appBaseUrl),
        notificationType: type,
        notificationName: notificationName(type),
        unsubscribeUrl: required
          ? undefined
          : unsubscribeUrl(
              deps.appBaseUrl,
              deps.unsubscribeToken({ userId: report.userId, notificationType: type }),
            ),
        marketData: deps.marketData,
        ...(deps.marketNote ? { marketNote: deps.marketNote } : {}),
      });
      const key = keyOf('email');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') {
        if (claim.reason === 'gave-up')
          logger.warn('report e-mail not re-sent: an earlier attempt crashed twice while sending it');
        return 'already-sent';
      }
      return emailUnderClaim(deps, {
        key,
        claimId: claim.claimId,
        email: { from: deps.mailFrom, to: profile.email, ...rendered },
        logger,
        what: 'report',
      });
    };

    const push = async (): Promise<DeliveryOutcome['push']> => {
      const skipped = { sent: 0, removed: 0, skipped: true };
      if (!typeOn || !subscriptions.channels.push) return skipped;
      const targets = await deps.pushSubscriptions.list(report.userId);
      if (targets.length === 0) return skipped;
      const key = keyOf('push');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') return skipped;
      const payload: PushPayload = {
        title: clip(report.title, PUSH_TITLE_LENGTH),
        body: clip(report.summary, PUSH_BODY_LENGTH),
        url,
        tag: report.chatId,
      };
      return pushToBrowsers(deps, {
        userId: report.userId,
        key,
        claimId: claim.claimId,
        targets,
        payload: JSON.stringify(payload),
        options: { ttlSeconds: PUSH_TTL_SECONDS, topic: `${report.reportType}-report` },
        logger,
        what: 'report',
      });
    };

    const [emailOutcome, pushOutcome] = await Promise.allSettled([email(), push()]);
    const failed = (
      [
        ['email', emailOutcome],
        ['push', pushOutcome],
      ] as const
    ).filter(([, outcome]) => outcome.status === 'rejected');
    (deps.metrics ?? noMetrics)(
      [
        {
          name: 'ReportEmailsSent',
          value: emailOutcome.status === 'fulfilled' && emailOutcome.value === 'sent' ? 1 : 0,
          unit: 'Count',
        },
        {
          name: 'ReportPushesSent',
          value: pushOutcome.status === 'fulfilled' ? pushOutcome.value.sent : 0,
          unit: 'Count',
        },
        { name: 'ReportDeliveriesFailed', value: failed.length, unit: 'Count' },
      ],
      { dimensions: { ReportType: report.reportType } },
    );
    if (failed.length > 0) {
      const error = new ReportDeliveryError(
        failed.map(([channel]) => channel),
        failed.map(([, outcome]) => (outcome as PromiseRejectedResult).reason),
      );
      logger.error('report delivery failed', errorFields(error));
      throw error;
    }
    return {
      email: (emailOutcome as PromiseFulfilledResult<DeliveryOutcome['email']>).value,
      push: (pushOutcome as PromiseFulfilledResult<DeliveryOutcome['push']>).value,
    };
  };
}

/**
 * The process's delivery ports with the real table, e-mail adapter and Web Push keys (reports and alerts share
 * them); `part` names the logger's part.
 */
export async function realDeliveryDependencies(part: string): Promise<ReportDeliveryDependencies> {
  const settings = config();
  const secrets = await notificationSecrets();
  const table = defaultTable();
  const tokenKey = unsubscribeSecret(secrets);
  return {
    subscriptions: buildSubscriptionRepository(table),
    profiles: buildProfileRepository(table),
    pushSubscriptions: buildPushSubscriptionRepository(table),
    deliveries: buildDeliveryLedger(table),
    sendEmail: defaultEmailSender(settings),
    sendPush: buildWebPushSender({ vapid: vapidDetails(secrets) }),
    unsubscribeToken: (claim) => signUnsubscribeToken(tokenKey, claim),
    appBaseUrl: appBaseUrl(settings),
    mailFrom: settings.MAIL_FROM,
    marketData: marketDataIsSimulated(settings) ? 'simulated' : 'live',
    marketNote: marketNoteOf(settings),
    clock: systemClock,
    newId: randomId,
    logger: createLogger({ level: settings.LOG_LEVEL }).child({ part }),
    metrics: emitMetrics,
  };
}

/** The process's delivery with the real table, e-mail adapter and Web Push keys. */
async function realDelivery(): Promise<DeliverReport> {
  return buildReportDelivery(await realDeliveryDependencies('report-delivery'));
}

let real: Promise<DeliverReport> | undefined;

/**
 * Real wiring (table, configured email sender, web-push with VAPID keys), built on first use. Needs, besides the
 * table: `EMAIL_ADAPTER` (+ `MAIL_SMTP_HOST`/`MAIL_SMTP_PORT` or SES), `MAIL_FROM`, `APP_BASE_URL` or
 * `PUBLIC_BASE_URL`, and the keys (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `UNSUBSCRIBE_SECRET`, or
 * `VAPID_SECRET_ID`). A configuration error is thrown by the first call, and the next call tries again.
 */
export const deliverReport: DeliverReport = async (report) => {
  real ??= realDelivery().catch((error: unknown) => {
    real = undefined;
    throw error;
  });
  return (await real)(report);
};
