/** Display formatting (spec part 1 §9: USD, en-US); amounts arrive rounded to cents, percentages to 2 decimals. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const time = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const money = (value: number): string => usd.format(value);
export const signedMoney = (value: number): string =>
  `${value >= 0 ? '+' : '−'}${usd.format(Math.abs(value))}`;
export const signedPercent = (value: number): string =>
  `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}%`;
export const updatedAt = (iso: string): string => time.format(new Date(iso));

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A chart's dollar axis: $950, $12.5K, $1.2M. */
export const axisMoney = (value: number | string): string => compactUsd.format(Number(value));
/** A chart's date axis from an ISO date: Sep 1. */
export const axisDate = (value: number | string | Date): string => {
  const date = new Date(typeof value === 'string' ? `${value.slice(0, 10)}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? String(value) : shortDate.format(date);
};
