/** Display formatting (spec part 1 §9: USD, en-US). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (value: number): string => usd.format(value);
export const signedMoney = (value: number): string =>
  `${value >= 0 ? '+' : '−'}${usd.format(Math.abs(value))}`;
