import { marketSession, newYorkDate, nextTradingDay } from '@thetix/shared/calendar/nyse-calendar';
import {
  ALERT_TRACKING_FRACTION,
  alertIdOf,
  toCents,
  type AlertDirection,
  type AlertState,
} from '@thetix/shared/thetix/price-alert';
import type { AlarmWidget } from '@thetix/shared/thetix/widgets';

/**
 * Price alerts as pure functions (docs/thetix.md, "Alerts"): what one evaluation makes of an alert's stored state
 * and the price now, when a card holding one must be looked at next, and the alarm widget's words. No I/O: the
 * card-side service (card-alerts.ts) reads, writes and notifies.
 */

/** The alert a plan item asks for (plan query `alert`). */
export interface PriceAlert {
  readonly ticker: string;
  readonly direction: AlertDirection;
  /** In dollars, as planned. */
  readonly price: number;
}

/** An alert's state as stored on its card (card-entities.ts, attribute `alert#<id>`). */
export interface AlertRecord {
  readonly state: AlertState;
  /** When it was armed (created or re-armed): one arming triggers and notifies at most once. */
  readonly armedAt: string;
  /** Bumped by every write: a write is conditional on the revision it read, so two evaluations cannot both win. */
  readonly rev: number;
  /** The price at the last evaluation, in cents; null before the first one. */
  readonly lastCents: number | null;
  readonly checkedAt: string | null;
  readonly triggeredAt: string | null;
  readonly triggeredCents: number | null;
  /** When every channel's notification was settled (sent, or off); null while one is still owed. */
  readonly notifiedAt: string | null;
}

export const armedAlert = (now: Date, rev = 0): AlertRecord => ({
  state: 'armed',
  armedAt: now.toISOString(),
  rev,
  lastCents: null,
  checkedAt: null,
  triggeredAt: null,
  triggeredCents: null,
  notifiedAt: null,
});

/** Whether a price (cents) is past the trigger: strictly, so "above $250" is not met at $250.00. */
export const isPast = (alert: PriceAlert, cents: number): boolean =>
  alert.direction === 'above' ? cents > toCents(alert.price) : cents < toCents(alert.price);

const isNear = (alert: PriceAlert, cents: number): boolean =>
  Math.abs(cents - toCents(alert.price)) <= toCents(alert.price) * ALERT_TRACKING_FRACTION;

export interface Evaluation {
  readonly record: AlertRecord;
  /** This evaluation made the alert trigger (the caller notifies, once). */
  readonly fired: boolean;
  /** Whether anything worth storing changed; a triggered alert is left as it is. */
  readonly changed: boolean;
}

/**
 * One look at an alert. It fires on a crossing: the price is past the trigger now and was not at the previous
 * evaluation of the same arming. An alert armed while the price is already past waits until the price comes back
 * and crosses again, so creating or re-arming one never fires on a move that happened before. Once triggered it
 * stays triggered, whatever the price does, until re-armed.
 */
export function evaluateAlert(input: {
  alert: PriceAlert;
  record: AlertRecord | undefined;
  price: number;
  now: Date;
}): Evaluation {
  const record = input.record ?? armedAlert(input.now);
  if (record.state === 'triggered') return { record, fired: false, changed: false };
  const cents = toCents(input.price);
  const base = { ...record, rev: record.rev + 1, lastCents: cents, checkedAt: input.now.toISOString() };
  const crossed =
    isPast(input.alert, cents) && record.lastCents !== null && !isPast(input.alert, record.lastCents);
  if (crossed)
    return {
      record: {
        ...base,
        state: 'triggered',
        triggeredAt: input.now.toISOString(),
        triggeredCents: cents,
        notifiedAt: null,
      },
      fired: true,
      changed: true,
    };
  const state: AlertState = !isPast(input.alert, cents) && isNear(input.alert, cents) ? 'tracking' : 'armed';
  return { record: { ...base, state }, fired: false, changed: true };
}

/** Re-arming starts a new arming: a fresh record whose revision moves on (a write conditional on the old one fails). */
export const rearmed = (record: AlertRecord, now: Date): AlertRecord => armedAlert(now, record.rev + 1);

/**
 * When a card holding an armed alert is looked at next, whatever its cadence: every minute while the regular
 * session runs, once more at the close (the last price of the day), then at the next session's open. The simulated
 * and the vendor's quotes stand still while the market is closed, so a look then could not see a crossing.
 */
export const ALERT_CHECK_MS = 60_000;

export function nextAlertCheck(now: Date): Date {
  const time = now.getTime();
  const today = marketSession(newYorkDate(now));
  if (today && time < today.open.getTime()) return today.open;
  if (today && time < today.close.getTime())
    return new Date(Math.min(time + ALERT_CHECK_MS, today.close.getTime()));
  let date = nextTradingDay(newYorkDate(now));
  let session = marketSession(date);
  while (!session) {
    date = nextTradingDay(date);
    session = marketSession(date);
  }
  return session.open;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `Mar 10, 10:42 AM ET`: when an alert triggered, in the market's time zone. */
export const marketTime = (iso: string): string =>
  `${new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })} ET`;

/** `AAPL above $250.00`: the alarm's condition, also how a card's refresh finds the alarm of an alert. */
export const conditionOf = (alert: PriceAlert): string =>
  `${alert.ticker} ${alert.direction} ${dollars(toCents(alert.price))}`;

const verb = (direction: AlertDirection) => (direction === 'above' ? 'rises above' : 'falls below');
const went = (direction: AlertDirection) => (direction === 'above' ? 'went above' : 'went below');

/**
 * The alarm widget of an alert. Without a record (a chat answer, never evaluated again) it says where the price is
 * against the trigger, as before; with one it carries the state the web card shows and re-arms.
 */
export function alarmWidget(input: {
  alert: PriceAlert;
  title: string;
  price: number;
  record?: AlertRecord;
  footnote?: string;
}): AlarmWidget {
  const { alert, record } = input;
  const cents = toCents(input.price);
  const trigger = dollars(toCents(alert.price));
  const now = dollars(cents);
  const condition = conditionOf(alert);
  const footnote = input.footnote === undefined ? {} : { footnote: input.footnote };
  if (!record) {
    const past = isPast(alert, cents);
    return {
      widget: 'alarm',
      title: input.title,
      condition,
      alarm_text: past
        ? `${alert.ticker} is at ${now}, ${alert.direction} ${trigger}.`
        : `${alert.ticker} is at ${now}: not ${alert.direction} ${trigger} yet.`,
      value: past,
      ...footnote,
    };
  }
  let text: string;
  if (record.state === 'triggered')
    text = `${alert.ticker} ${went(alert.direction)} ${trigger}: ${dollars(record.triggeredCents ?? cents)} at ${marketTime(record.triggeredAt ?? record.armedAt)}.`;
  else if (record.state === 'tracking') text = `${alert.ticker} is at ${now}, within 1 % of ${trigger}.`;
  else if (isPast(alert, cents))
    text = `${alert.ticker} is already ${alert.direction} ${trigger} (at ${now}): the alert fires the next time it ${verb(alert.direction)} ${trigger}.`;
  else text = `${alert.ticker} is at ${now}: not ${alert.direction} ${trigger} yet.`;
  return {
    widget: 'alarm',
    title: input.title,
    condition,
    alarm_text: text,
    value: record.state === 'triggered',
    alert: {
      id: alertIdOf(alert),
      ticker: alert.ticker,
      direction: alert.direction,
      trigger_price: toCents(alert.price) / 100,
      state: record.state,
      price: cents / 100,
      ...(record.checkedAt ? { checked_at: record.checkedAt } : {}),
      ...(record.triggeredAt ? { triggered_at: record.triggeredAt } : {}),
      ...(record.triggeredCents !== null ? { triggered_price: record.triggeredCents / 100 } : {}),
    },
    ...footnote,
  };
}
