/**
 * The rounding rule of the portfolio (STYLE.md §10): maths runs unrounded in dollars; answers are rounded once, at
 * the edge, to cents for money and to hundredths for percentages, half away from zero. Negative zero becomes zero.
 */
export const roundCents = (value: number): number => roundTo(value, 2);

export const roundPercent = (value: number): number => roundTo(value, 2);

/** A price or amount per share: option quotes move in cents and half cents, averages need more; four places. */
export const roundPerShare = (value: number): number => roundTo(value, 4);

const roundTo = (value: number, places: number): number => {
  const factor = 10 ** places;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
  return rounded === 0 ? 0 : rounded;
};
