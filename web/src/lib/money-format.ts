/**
 * Spec part 1 §9: amounts are shown in USD, en-US. The API keeps cents; rounding happens here only, half away from
 * zero (Intl's default): income and investments to whole dollars, share prices and minimums to the cent, returns
 * to one decimal.
 */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatDollars = (value: number): string => wholeDollars.format(value);
export const formatCents = (value: number): string => cents.format(value);
/** The amount field's text: `100,000`, empty for 0 so the placeholder shows. */
export const formatAmountInput = (value: number): string => (value > 0 ? grouped.format(value) : '');
/** `percent_return` is already in percent (8.4 means 8.4 %). */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}%`;
export const formatCount = (value: number): string => oneDecimal.format(value);
