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
