import {
  PAYOFF_STEPS,
  SHARES_PER_CONTRACT,
  type PayoffLeg,
  type PayoffWidget,
} from '@thetix/shared/thetix/widgets';

/**
 * Profit and loss at expiration of a position of stock and option legs (spec §3 payoff, §9: 100 steps, 100 shares
 * a contract). shared/src/options/covered-call-payoff.ts only knows one covered call (shares plus a short call),
 * so the general leg sum lives here; its test checks it against that module for the covered call they share.
 *
 * Signs: `quantity` > 0 is long, < 0 short; contracts for options, shares for stock. `premium` is per share, paid
 * when long and received when short. Amounts are unrounded dollars; rounding happens only in display.
 */
export function legPnlAtExpiry(leg: PayoffLeg, price: number): number {
  switch (leg.type) {
    case 'stock':
      return (price - leg.premium) * leg.quantity;
    case 'call':
      return (Math.max(price - (leg.strike ?? 0), 0) - leg.premium) * leg.quantity * SHARES_PER_CONTRACT;
    case 'put':
      return (Math.max((leg.strike ?? 0) - price, 0) - leg.premium) * leg.quantity * SHARES_PER_CONTRACT;
  }
}

export const positionPnlAtExpiry = (legs: readonly PayoffLeg[], price: number): number =>
  legs.reduce((total, leg) => total + legPnlAtExpiry(leg, price), 0);

/** Slope of the P&L (dollars per dollar of underlying) above every strike: where an open-ended profit or loss shows. */
const upsideSlope = (legs: readonly PayoffLeg[]): number =>
  legs.reduce((slope, leg) => {
    if (leg.type === 'stock') return slope + leg.quantity;
    if (leg.type === 'call') return slope + leg.quantity * SHARES_PER_CONTRACT;
    return slope;
  }, 0);

/** Where the P&L bends: 0 and every strike, in order. Between two of them it is a straight line. */
const kinks = (legs: readonly PayoffLeg[]): number[] =>
  [...new Set([0, ...legs.flatMap((leg) => (leg.strike === undefined ? [] : [leg.strike]))])].sort(
    (a, b) => a - b,
  );

/**
 * Every underlying price at expiration where the position breaks even, exact rather than read off the sampled
 * curve: the P&L is piecewise linear between strikes, so each zero crossing is found on its straight piece.
 */
export function breakevens(legs: readonly PayoffLeg[]): number[] {
  const points = kinks(legs);
  const found: number[] = [];
  const push = (price: number) => {
    if (price >= 0 && !found.some((known) => Math.abs(known - price) < 1e-9)) found.push(price);
  };
  for (let index = 0; index < points.length; index++) {
    const low = points[index]!;
    const lowValue = positionPnlAtExpiry(legs, low);
    if (lowValue === 0) push(low);
    const high = points[index + 1];
    if (high === undefined) {
      const slope = upsideSlope(legs);
      if (slope !== 0 && Math.sign(lowValue) !== Math.sign(slope) && lowValue !== 0)
        push(low - lowValue / slope);
    } else {
      const highValue = positionPnlAtExpiry(legs, high);
      if (lowValue * highValue < 0) push(low + ((high - low) * -lowValue) / (highValue - lowValue));
    }
  }
  return found.sort((a, b) => a - b);
}

/** Best and worst P&L over every price from 0 up; `Infinity` or `-Infinity` when the position is open-ended. */
export function profitLossExtremes(legs: readonly PayoffLeg[]): { maxProfit: number; maxLoss: number } {
  const values = kinks(legs).map((price) => positionPnlAtExpiry(legs, price));
  const slope = upsideSlope(legs);
  return {
    maxProfit: slope > 0 ? Infinity : Math.max(...values),
    maxLoss: slope < 0 ? -Infinity : Math.min(...values),
  };
}

/**
 * The diagram's underlying range: the widget's own, else 30 % around the current price (or the strikes and stock
 * prices when no current price is sent), widened to include every breakeven.
 */
export function payoffRange(widget: PayoffWidget): { low: number; high: number } {
  if (widget.underlying_range) return { low: widget.underlying_range[0], high: widget.underlying_range[1] };
  const anchors = widget.legs.map((leg) => leg.strike ?? leg.premium);
  const reference =
    widget.current_price ?? anchors.reduce((sum, value) => sum + value, 0) / Math.max(anchors.length, 1);
  const prices = [...anchors, ...breakevens(widget.legs), reference * 0.7, reference * 1.3];
  const low = Math.max(0, Math.min(...prices) * 0.95);
  const high = Math.max(...prices) * 1.05 || 1;
  return { low, high: high > low ? high : low + 1 };
}

/** Spec §9: 100 equal steps across the range, 101 points, the last exactly at the high end. */
export function payoffCurve(widget: PayoffWidget): { x: number; y: number }[] {
  const { low, high } = payoffRange(widget);
  return Array.from({ length: PAYOFF_STEPS + 1 }, (_, index) => {
    const price = index === PAYOFF_STEPS ? high : low + ((high - low) * index) / PAYOFF_STEPS;
    return { x: price, y: positionPnlAtExpiry(widget.legs, price) };
  });
}

/** "Long 1 call $190", "Short 100 shares at $185": a leg in words, for the legend and screen readers. */
export function describeLeg(leg: PayoffLeg): string {
  const side = leg.quantity >= 0 ? 'Long' : 'Short';
  const size = Math.abs(leg.quantity);
  if (leg.type === 'stock') return `${side} ${size} shares at $${leg.premium.toFixed(2)}`;
  const plural = size === 1 ? '' : 's';
  return `${side} ${size} ${leg.type}${plural} $${(leg.strike ?? 0).toFixed(2)} for $${leg.premium.toFixed(2)}`;
}
