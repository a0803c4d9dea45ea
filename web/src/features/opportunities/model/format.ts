/**
 * Display formatting for opportunities (spec part 1 §9: USD, en-US). Money arrives unrounded; it is rounded here
 * only, to the cent, half away from zero (Intl's default).
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/**
 * Option prices per share: the premium is the mid of two penny quotes, so it can end in a half cent ($0.255). Shown
 * to the cent it would not multiply back to the total ($0.26 × 5,000 shares is not $1,275), so up to 3 decimals.
 */
const usdPerShare = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const time = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const money = (value: number): string => usd.format(value);
export const perShare = (value: number): string => usdPerShare.format(value);
export const wholeMoney = (value: number): string => usdWhole.format(value);
export const signedMoney = (value: number): string =>
  `${value >= 0 ? '+' : '−'}${usd.format(Math.abs(value))}`;
/** A fraction as a percentage with the given decimals: 0.1234 → '12.34%'. */
export const fractionPercent = (value: number, decimals = 2): string => `${(value * 100).toFixed(decimals)}%`;
/** A `YYYY-MM-DD` date as 'Dec 5, 2026' (read as a calendar date, not an instant). */
export const calendarDate = (isoDate: string): string => shortDate.format(new Date(`${isoDate}T00:00:00Z`));
export const instantTime = (iso: string): string => time.format(new Date(iso));
export const aboutDays = (days: number): string => (days === 1 ? 'about 1 day' : `about ${days} days`);
/** Strike versus the current price: '+3.2%'. */
export const percentFrom = (value: number, reference: number): string => {
  const change = ((value - reference) / reference) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
};
