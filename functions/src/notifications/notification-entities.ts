import { createHash } from 'node:crypto';
import type { ChannelId } from '@thetix/shared/contracts/goals';

/**
 * The items of report delivery, all in the user's partition (docs/data-model.md):
 *
 * - push subscription: sk `PUSH#<sha256(endpoint)>`. Endpoints are long capability URLs; their hash makes a short
 *   key, and the same browser registering again overwrites its item. A user's list is a Query on `PUSH#`.
 * - delivery: sk `DELIVERY#<reportType>#<period>#<channel>`, one per report, period and channel, written before
 *   sending (conditional on its absence) and marked sent after, so a retried report job sends each at most once
 *   more (report-delivery.ts). GetItem only. An alert's is `DELIVERY#alert#<run hash>#<channel>`
 *   (opportunity-alerts.ts).
 */
export const userPk = (userId: string) => `USER#${userId}`;

export const PUSH_PREFIX = 'PUSH#';

export const pushSubscriptionKey = (userId: string, endpoint: string) => ({
  pk: userPk(userId),
  sk: `${PUSH_PREFIX}${createHash('sha256').update(endpoint).digest('base64url')}`,
});

export interface PushSubscriptionItem {
  pk: string;
  sk: string;
  entity: 'push-subscription';
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** When this browser last registered; the oldest is dropped beyond the per-user cap. */
  createdAt: string;
}

export type ReportType = 'daily' | 'weekly' | 'onboarding';

/** What is delivered: a report of a type, or an alert (opportunity-alerts.ts, one per run and channel). */
export type DeliveryKind = ReportType | 'alert' | 'goal_alert';

export interface DeliveryKey {
  readonly userId: string;
  readonly reportType: DeliveryKind;
  readonly period: string;
  readonly channel: ChannelId;
}

export const deliveryKey = (key: DeliveryKey) => ({
  pk: userPk(key.userId),
  sk: `DELIVERY#${key.reportType}#${key.period}#${key.channel}`,
});

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

export interface DeliveryItem {
  pk: string;
  sk: string;
  entity: 'delivery';
  status: DeliveryStatus;
  /** Which attempt holds the item: only it may mark the delivery sent or failed. */
  claimId: string;
  claimedAt: string;
  /** How often an attempt took over a claim left `sending` by one that never finished (crashed). */
  resends: number;
  sentAt?: string;
  /** Push counts (sent, removed, failed) of the attempt that marked a push delivery sent. */
  pushResult?: Record<string, number>;
  expiresAt?: number;
}
