import * as z from 'zod';

/**
 * A price alert on a card (plan query `alert`, docs/thetix.md "Alerts"): the words both sides agree on. The server
 * evaluates it at each refresh (functions/src/thetix/alerts) and shows its state on the card's alarm widget; the web
 * card offers a re-arm once it has triggered.
 *
 * - `armed`: watching; the price is on the other side of the trigger, or on its side since the alert was armed
 *   (it fires on a crossing, never on a price that was already past the trigger when it was armed).
 * - `tracking`: armed, and the price is within {@link ALERT_TRACKING_FRACTION} of the trigger, not yet past it.
 * - `triggered`: the price crossed the trigger; the user was told once. It stays so until the user re-arms it.
 */
export const alertStateSchema = z.enum(['armed', 'tracking', 'triggered']);
export type AlertState = z.infer<typeof alertStateSchema>;

export const alertDirectionSchema = z.enum(['above', 'below']);
export type AlertDirection = z.infer<typeof alertDirectionSchema>;

/** "Tracking" means within 1 % of the trigger price (of the trigger, not of the current price). */
export const ALERT_TRACKING_FRACTION = 0.01;

/** `AAPL-above-25000`: ticker, direction and trigger in cents; letters, digits, `.` and `-` only. */
export const alertIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9.]{1,12}-(above|below)-[0-9]{1,12}$/, 'must be an alert id such as AAPL-above-25000');

/** Cents are the unit of comparison: a price "above $250" means above 25000 cents, as the card shows it. */
export const toCents = (price: number): number => Math.round(price * 100);

/** The one id of an alert: the same question asks for the same alert, a new trigger is a new alert. */
export const alertIdOf = (alert: { ticker: string; direction: AlertDirection; price: number }): string =>
  `${alert.ticker}-${alert.direction}-${toCents(alert.price)}`;
