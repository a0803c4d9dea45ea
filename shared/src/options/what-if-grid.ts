import { bsmPrice } from './black-scholes';
import { SHARES_PER_CONTRACT } from './covered-call-payoff';

/**
 * What-if pricing of a whole covered position (issue 32 item 1): the shares, the short calls held against them and
 * the cash already realised by earlier legs (a roll's buy-back), valued on any day up to the last call's expiry at
 * any stock price, every call priced with the project's own Black-Scholes (`black-scholes.ts`) at one implied
 * volatility the user may move.
 *
 *   P&L(S, t) = shares × (S − cost basis) + realised + Σ contracts × 100 × (premium − BS_call(S, K, T − t, r, q, σ))
 *
 * At a call's expiry BS_call is its intrinsic value max(S − K, 0), so with one call covering all the shares the
 * expiry column is 100 × contracts × (min(S, K) − cost basis + premium): `coveredCallPnlAtExpiry` exactly.
 *
 * Money: P&L cells are integer cents (rounded half away from zero once, from the unrounded dollars); prices in the
 * rows are rounded to the cent, and the cells are priced at the rounded row price, so a row reads as it says.
 */

const YEAR_MS = 365 * 86_400_000;

export interface WhatIfShortCall {
  readonly strike: number;
  /** The instant the call expires (the expiration's 16:00 New York close). */
  readonly expiresAt: Date;
  /** Whole contracts sold. */
  readonly contracts: number;
  /** Premium received per share when it was sold (a roll's new call: the bid it is sold at). */
  readonly premium: number;
}

export interface WhatIfPosition {
  readonly shares: number;
  /** Per share: what the shares cost, or the current price for a trade not yet made (the drawer's price basis). */
  readonly costBasis: number;
  /** Dollars already realised by closed legs (a roll: the held call's premium less what buying it back costs). */
  readonly realised: number;
  readonly shortCalls: readonly WhatIfShortCall[];
}

export interface WhatIfMarket {
  readonly spot: number;
  readonly rate: number;
  readonly dividendYield: number;
  /** Annual implied volatility, 0.25 = 25 %. */
  readonly volatility: number;
}

/** P&L of the position in dollars (unrounded) at `price` on `at`. */
export const positionPnl = (
  position: WhatIfPosition,
  market: Omit<WhatIfMarket, 'spot'>,
  price: number,
  at: Date,
): number => {
  let total = position.shares * (price - position.costBasis) + position.realised;
  for (const call of position.shortCalls) {
    const years = Math.max(0, (call.expiresAt.getTime() - at.getTime()) / YEAR_MS);
    const value = bsmPrice(
      'call',
      price,
      call.strike,
      years,
      market.rate,
      market.dividendYield,
      market.volatility,
    );
    total += call.contracts * SHARES_PER_CONTRACT * (call.premium - value);
  }
  return total;
};

const toCents = (dollars: number): number => {
  const cents = Math.round(Math.abs(dollars) * 100);
  return dollars < 0 && cents !== 0 ? -cents : cents;
};

const roundPrice = (price: number): number => Math.round(price * 100) / 100;

/** The last expiry among the position's calls: the grid's last column. */
export const lastExpiry = (position: WhatIfPosition): Date => {
  const last = position.shortCalls.reduce(
    (latest, call) => Math.max(latest, call.expiresAt.getTime()),
    Number.NEGATIVE_INFINITY,
  );
  if (!Number.isFinite(last)) throw new RangeError('a what-if position needs at least one short call');
  return new Date(last);
};

/**
 * One standard deviation of the price at `expiresAt`, in dollars: spot × σ × √T (the lognormal's scale, the
 * width option sellers read as "the expected move"). At least a cent, so a grid on expiry day still has rows.
 */
export const expectedMove = (market: WhatIfMarket, now: Date, expiresAt: Date): number => {
  const years = Math.max(0, (expiresAt.getTime() - now.getTime()) / YEAR_MS);
  return Math.max(0.01, market.spot * market.volatility * Math.sqrt(years));
};

export interface WhatIfRow {
  readonly price: number;
  /** Standard deviations from the spot: −2 … 2 on the marked rows, a fraction between them; 0 on the spot's row. */
  readonly sigmas: number;
  /** `1` or `2` (either side) on the rows one and two standard deviations away, else undefined. */
  readonly mark?: 1 | 2;
  /** P&L in integer cents per column. */
  readonly cells: readonly number[];
}

export interface WhatIfColumn {
  readonly at: Date;
  /** 0 for today, 1 for the last expiry. */
  readonly fraction: number;
}

export interface WhatIfGrid {
  readonly columns: readonly WhatIfColumn[];
  /** Highest price first, as option tools show them. */
  readonly rows: readonly WhatIfRow[];
  /** One standard deviation of the price at the last expiry, dollars. */
  readonly expectedMove: number;
}

/** Rows per standard deviation: half-sigma steps, so ±1σ and ±2σ fall on rows. */
const ROWS_PER_SIGMA = 2;
/** Rows either side of the spot: 2.5 standard deviations. */
const HALF_ROWS = 5;
/** Date columns, today and expiry included. */
export const WHAT_IF_COLUMNS = 6;

/**
 * The grid: prices from the spot in half-standard-deviation steps up to 2.5σ either side (11 rows, ±1σ and ±2σ
 * marked), dates from `now` to the last expiry in equal steps (6 columns, the last one the expiry instant itself).
 */
export const whatIfGrid = ({
  position,
  market,
  now,
  columns = WHAT_IF_COLUMNS,
}: {
  readonly position: WhatIfPosition;
  readonly market: WhatIfMarket;
  readonly now: Date;
  readonly columns?: number;
}): WhatIfGrid => {
  if (!(Number.isInteger(columns) && columns >= 2))
    throw new RangeError(`columns must be a whole number of at least 2, got ${columns}`);
  const end = lastExpiry(position);
  const move = expectedMove(market, now, end);
  const span = Math.max(0, end.getTime() - now.getTime());
  const dates: WhatIfColumn[] = Array.from({ length: columns }, (_, index) => {
    const fraction = index / (columns - 1);
    // The last column is the expiry instant itself, not a sum of steps, so it prices at intrinsic value.
    return { at: index === columns - 1 ? end : new Date(now.getTime() + span * fraction), fraction };
  });
  const rows: WhatIfRow[] = [];
  for (let step = HALF_ROWS; step >= -HALF_ROWS; step--) {
    const sigmas = step / ROWS_PER_SIGMA;
    const price = roundPrice(Math.max(0.01, market.spot + sigmas * move));
    const mark = Math.abs(sigmas) === 1 ? 1 : Math.abs(sigmas) === 2 ? 2 : undefined;
    rows.push({
      price,
      sigmas,
      ...(mark ? { mark } : {}),
      cells: dates.map((column) => toCents(positionPnl(position, market, price, column.at))),
    });
  }
  return { columns: dates, rows, expectedMove: move };
};

export interface WhatIfCurve {
  readonly label: 'today' | 'halfway' | 'expiry';
  readonly at: Date;
  readonly points: readonly { readonly price: number; readonly pnl: number }[];
}

/** Points per curve: 80 intervals across the range. */
export const WHAT_IF_CURVE_STEPS = 80;

/**
 * The curves today, halfway to the last expiry and at it, across ±3 standard deviations of the price at expiry
 * (at least ±10 % of the spot); P&L in dollars, unrounded (a chart point).
 */
export const whatIfCurves = ({
  position,
  market,
  now,
}: {
  readonly position: WhatIfPosition;
  readonly market: WhatIfMarket;
  readonly now: Date;
}): WhatIfCurve[] => {
  const end = lastExpiry(position);
  const reach = Math.max(3 * expectedMove(market, now, end), 0.1 * market.spot);
  const low = Math.max(0.01, market.spot - reach);
  const high = market.spot + reach;
  const halfway = new Date(now.getTime() + Math.max(0, end.getTime() - now.getTime()) / 2);
  const moments = [
    { label: 'today' as const, at: now },
    { label: 'halfway' as const, at: halfway },
    { label: 'expiry' as const, at: end },
  ];
  return moments.map(({ label, at }) => ({
    label,
    at,
    points: Array.from({ length: WHAT_IF_CURVE_STEPS + 1 }, (_, index) => {
      const price = index === WHAT_IF_CURVE_STEPS ? high : low + ((high - low) * index) / WHAT_IF_CURVE_STEPS;
      return { price, pnl: positionPnl(position, market, price, at) };
    }),
  }));
};

/**
 * The volatility slider's markers from a close series: the 20-session realised volatility (annualised over 252
 * sessions) of every window in the series, its lowest, average and highest. A labelled stand-in for the chain's
 * implied-volatility history, which no market port keeps (docs/decisions.md, 300). Undefined with under 21 closes.
 */
export const realisedVolatilityRange = (
  closes: ArrayLike<number>,
  window = 20,
): { low: number; average: number; high: number } | undefined => {
  if (closes.length < window + 1) return undefined;
  const returns: number[] = [];
  for (let index = 1; index < closes.length; index++) {
    const previous = closes[index - 1] as number;
    const current = closes[index] as number;
    returns.push(previous > 0 && current > 0 ? Math.log(current / previous) : 0);
  }
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  let sum = 0;
  let count = 0;
  for (let end = window; end <= returns.length; end++) {
    const slice = returns.slice(end - window, end);
    const mean = slice.reduce((total, value) => total + value, 0) / window;
    const variance = slice.reduce((total, value) => total + (value - mean) ** 2, 0) / (window - 1);
    const volatility = Math.sqrt(variance * 252);
    low = Math.min(low, volatility);
    high = Math.max(high, volatility);
    sum += volatility;
    count += 1;
  }
  return { low, average: sum / count, high };
};
