/**
 * Covered-call arithmetic at expiry (spec part 2 §9): 100 shares bought (or already held) at the entry price and
 * one call sold against them per contract.
 *
 * Money: every amount is in dollars as an unrounded number (premiums are quoted to the cent, but their mid, a
 * per-share P&L times 100 shares, or a chart point are not); nothing here rounds. Round only for display, to the
 * cent, half away from zero (Intl.NumberFormat's default), and never feed a rounded figure back into a
 * calculation.
 */

export const SHARES_PER_CONTRACT = 100;
/** Intervals of the opportunity drawer's profit/loss curve (201 points, both ends included). */
export const PNL_CURVE_STEPS = 200;
/** Intervals of the payoff diagram widget (101 points). */
export const PAYOFF_DIAGRAM_STEPS = 100;

export interface CoveredCall {
  /** Price paid per share; for a trade not yet made, the current price (the spec's "price basis"). */
  readonly entryPrice: number;
  readonly strike: number;
  /** Premium received per share. */
  readonly premium: number;
  /** Whole contracts of 100 shares. */
  readonly contracts: number;
}

export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

/** Profit or loss at expiry if the stock closes at `price`: per share, and for the whole position. */
export interface PnlPoint {
  readonly price: number;
  readonly perShare: number;
  readonly total: number;
}

const requireFinite = (name: string, value: number): void => {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
};

const requireNonNegative = (name: string, value: number): void => {
  if (!(value >= 0 && value < Infinity))
    throw new RangeError(`${name} must be a non-negative finite number, got ${value}`);
};

const requirePosition = ({ entryPrice, strike, premium, contracts }: CoveredCall): void => {
  requireNonNegative('entryPrice', entryPrice);
  requireNonNegative('strike', strike);
  requireNonNegative('premium', premium);
  if (!(Number.isInteger(contracts) && contracts >= 0))
    throw new RangeError(`contracts must be a whole number of at least 0, got ${contracts}`);
};

/** Premium mid price: the average of bid and ask. A crossed quote (ask below bid) is refused: it has no mid. */
export const premiumMid = ({ bid, ask }: { readonly bid: number; readonly ask: number }): number => {
  requireNonNegative('bid', bid);
  requireNonNegative('ask', ask);
  if (ask < bid) throw new RangeError(`ask ${ask} is below bid ${bid}: a crossed quote has no mid`);
  return (bid + ask) / 2;
};

/** The stock price at expiry below which the position loses money: entry (or current) price minus premium. */
export const breakeven = ({
  basisPrice,
  premium,
}: {
  readonly basisPrice: number;
  readonly premium: number;
}): number => {
  requireFinite('basisPrice', basisPrice);
  requireFinite('premium', premium);
  return basisPrice - premium;
};

/**
 * Strike plus premium: above this price at expiry, holding the shares without selling the call would have earned
 * more (the premium no longer makes up for the gain given away above the strike).
 */
export const upsideBreakeven = ({
  strike,
  premium,
}: {
  readonly strike: number;
  readonly premium: number;
}): number => {
  requireFinite('strike', strike);
  requireFinite('premium', premium);
  return strike + premium;
};

/** Profit per share if called away at the strike: premium + strike - entry (negative for a strike below breakeven). */
export const maxProfitAtStrike = ({
  entryPrice,
  strike,
  premium,
}: {
  readonly entryPrice: number;
  readonly strike: number;
  readonly premium: number;
}): number => {
  requireFinite('entryPrice', entryPrice);
  requireFinite('strike', strike);
  requireFinite('premium', premium);
  return premium + strike - entryPrice;
};

/** P&L at expiry: the shares are worth the closing price, capped at the strike by the call, plus the premium kept. */
export const coveredCallPnlAtExpiry = (position: CoveredCall, price: number): PnlPoint => {
  requirePosition(position);
  requireNonNegative('price', price);
  const perShare = Math.min(price, position.strike) - position.entryPrice + position.premium;
  return { price, perShare, total: perShare * SHARES_PER_CONTRACT * position.contracts };
};

/**
 * The chart's price axis: 40 % either side of the reference price (the current price when known, else the entry
 * price), widened where needed so that the breakeven and the strike sit at least 10 % inside it. Never below 0.
 */
export const defaultPriceRange = (position: CoveredCall, currentPrice?: number): PriceRange => {
  requirePosition(position);
  if (currentPrice !== undefined) requireNonNegative('currentPrice', currentPrice);
  const reference = currentPrice ?? position.entryPrice;
  const breakevenPrice = position.entryPrice - position.premium;
  return {
    low: Math.max(0, Math.min(0.6 * reference, 0.9 * breakevenPrice)),
    high: Math.max(1.4 * reference, 1.1 * position.strike),
  };
};

const pnlCurve = (position: CoveredCall, range: PriceRange, steps: number): PnlPoint[] => {
  requireNonNegative('range.low', range.low);
  requireFinite('range.high', range.high);
  if (!(range.high > range.low))
    throw new RangeError(`range.high ${range.high} must be above range.low ${range.low}`);
  const points: PnlPoint[] = [];
  // Each price from its index, not by adding a step repeatedly, so the last point is exactly range.high.
  for (let index = 0; index <= steps; index++) {
    const price = index === steps ? range.high : range.low + ((range.high - range.low) * index) / steps;
    points.push(coveredCallPnlAtExpiry(position, price));
  }
  return points;
};

/** The drawer's profit/loss curve at expiry: 200 equal steps across the range, 201 points. */
export const coveredCallPnlCurve = (
  position: CoveredCall,
  range: PriceRange = defaultPriceRange(position),
): PnlPoint[] => pnlCurve(position, range, PNL_CURVE_STEPS);

/** The payoff diagram at expiry: 100 equal steps across the range, 101 points. */
export const coveredCallPayoffDiagram = (
  position: CoveredCall,
  range: PriceRange = defaultPriceRange(position),
): PnlPoint[] => pnlCurve(position, range, PAYOFF_DIAGRAM_STEPS);
