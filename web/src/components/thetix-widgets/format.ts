/**
 * Display formatting shared by the widget renderers (en-US, as the rest of the app). Widgets carry raw numbers
 * from the engine; they are rounded here for display only, never fed back into a calculation.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const money = (value: number): string => usd.format(value);
export const signedMoney = (value: number): string =>
  `${value >= 0 ? '+' : '−'}${usd.format(Math.abs(value))}`;
/** A table or chart number: grouped thousands, up to 4 decimals, or exactly `decimals` when given. */
export const formatNumber = (value: number, decimals?: number): string =>
  decimals === undefined
    ? plain.format(value)
    : value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
export const wholeNumber = (value: number): string => whole.format(value);
/** `change_percent` is already in percent (1.5 is +1.5 %). */
export const signedPercent = (value: number): string =>
  `${value >= 0 ? '+' : '−'}${percentFormat.format(Math.abs(value))}%`;
/** Implied volatility arrives as a fraction (0.35 is 35 %). */
export const fractionPercent = (value: number): string => `${percentFormat.format(value * 100)}%`;

/** `2026-01-16` or an ISO time, shown as a calendar date; anything else as sent. */
export function calendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An ISO time as a local date and time; anything else as sent. */
export function dateTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Date(time).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
