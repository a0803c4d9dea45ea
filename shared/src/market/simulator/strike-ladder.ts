import { strikeIncrementFor } from '../company-directory';

/**
 * The strikes listed for one expiration around a price: the directory's increment for that price within 15 % of it,
 * twice that increment further out (as real chains thin out in the wings, and on multiples of it), out to 35 % on
 * each side and always at least 10 strikes above and 10 below the price (fewer below only where they would reach
 * $0). Worked in whole cents, so a $2.50 ladder has no binary fractions in it.
 */
const NEAR_BAND = 0.15;
const FAR_BAND = 0.35;
const MIN_STRIKES_EACH_SIDE = 10;

export const strikeLadder = (price: number): number[] => {
  const priceCents = Math.round(price * 100);
  const nearStep = Math.round(strikeIncrementFor(price) * 100);
  const stepAt = (strike: number): number =>
    Math.abs(strike / priceCents - 1) < NEAR_BAND ? nearStep : 2 * nearStep;
  const center = Math.max(nearStep, Math.round(priceCents / nearStep) * nearStep);

  const walk = (direction: 1 | -1): number[] => {
    const strikes: number[] = [];
    let onThisSide = direction * (center - priceCents) > 0 ? 1 : 0;
    for (let strike = center; ;) {
      const step = stepAt(strike);
      strike =
        direction > 0 ? Math.floor(strike / step) * step + step : Math.ceil(strike / step) * step - step;
      if (strike <= 0) break;
      strikes.push(strike);
      if (direction * (strike - priceCents) > 0) onThisSide++;
      if (Math.abs(strike / priceCents - 1) > FAR_BAND && onThisSide >= MIN_STRIKES_EACH_SIDE) break;
    }
    return strikes;
  };

  return [...walk(-1).reverse(), center, ...walk(1)].map((cents) => cents / 100);
};
