import type { CalendarDate } from '../calendar/calendar-date';
import type { StrikeSelector } from './strike-selection';
import type { TradeSchedule } from './trade-schedule';

/**
 * One covered-call strategy over one price path, per share. Each trade sells the selector's call at the entry
 * close and is filled at the bid: a retail market order to sell fills there, and counting the bid rather than
 * the mid keeps the estimate on the side the customer will see. No commissions: they depend on the broker
 * (none at some, about $0.65 a contract at most others), not on the strategy, and the product does not know
 * the broker. At the expiration's close the call is assigned when the close is above the strike (at the
 * strike it expires worthless, as an exercise would gain nothing); either way the income is the premium only:
 * the stock's move up to the strike belongs to the stock.
 *
 * The move beyond the strike is what the calls cost: an assigned lot is sold at the strike K and bought back at
 * the expiration's close S_T (the schedule's next trade starts holding the shares again), so the holder gives
 * up max(0, S_T - K) a share, exactly what buying the call back at expiry would cost. The backtest totals it
 * apart from the premium, and their difference is the net result:
 *
 *   net = Σ bid - Σ max(0, S_T - K)
 *       = Σ (bid + min(S_T, K) - S_0)  -  Σ (S_T - S_0)
 *       = the covered calls' profit on the shares  -  buy-and-hold's profit on the same shares,
 *
 * per share, over the same trades (S_0 the entry close). A flat or falling path gives up nothing (net =
 * premium); the stock's fall is the holder's with or without calls, so it cancels out. A rally through
 * the strike makes net smaller than the premium, and below zero when it gives up more than the calls paid.
 *
 * The model's quote already carries what the day knows: earnings weeks come with the volatility bump in the
 * premium and, on the historical path, with the earnings move in the closes, so they get no special handling.
 * Dividends are not counted: the holder receives them with or without the calls.
 */

export interface PathOutcome {
  /** Sum of the premiums collected, per share (the bid of each call sold). */
  premiumPerShare: number;
  /** Sum of max(0, close at expiration - strike) over the trades, per share: the upside given up. */
  upsideGivenUpPerShare: number;
  /** Completed trades (sold and expired or assigned within the window). */
  trades: number;
  assignments: number;
  /** Implied volatility of the last call sold: the next path's first strike guess. */
  lastVolatility: number;
}

export interface TradeRecord {
  readonly entryDate: CalendarDate;
  readonly expiration: CalendarDate;
  readonly spot: number;
  readonly strike: number;
  readonly bid: number;
  readonly delta: number;
  readonly closeAtExpiration: number;
  readonly assigned: boolean;
  /** max(0, closeAtExpiration - strike): what the assignment gave up, per share. */
  readonly upsideGivenUp: number;
}

export interface BacktestInput {
  /** The window's trading days; `path` holds one price per day. */
  readonly dates: readonly CalendarDate[];
  readonly path: Float64Array;
  readonly schedule: TradeSchedule;
  readonly selectStrike: StrikeSelector;
  /** The implied volatility to start the strike search with; NaN to read it from the model. */
  readonly volatilityGuess?: number;
  /**
   * Implied volatility of the call sold on each day of the window (NaN where none was): read as the strike
   * search's guess for a trade entered that day and written back. The model's volatility is mostly a matter
   * of the date, so across the scenarios of one ticker the same day's volatility is the best guess there is.
   */
  readonly volatilityByDay?: Float64Array;
  /**
   * When given, each trade is appended to it (for tests and explanations; the request path leaves it out).
   */
  readonly record?: TradeRecord[];
}

/**
 * Runs the schedule's trades on the path and totals them, per share; the caller scales by shares and
 * annualises.
 */
export const backtestCoveredCalls = ({
  dates,
  path,
  schedule,
  selectStrike,
  volatilityGuess = Number.NaN,
  volatilityByDay,
  record,
}: BacktestInput): PathOutcome => {
  if (path.length !== dates.length)
    throw new RangeError(`path has ${path.length} prices for ${dates.length} trading days`);
  let premiumPerShare = 0;
  let upsideGivenUpPerShare = 0;
  let assignments = 0;
  let volatility = volatilityGuess;
  const { entryIndex, expiryIndex, entryInstant, years, rate } = schedule;
  for (let trade = 0; trade < schedule.length; trade++) {
    const entry = entryIndex[trade] ?? 0;
    const expiry = expiryIndex[trade] ?? 0;
    const entryDate = dates[entry] ?? '';
    const expiration = dates[expiry] ?? '';
    const spot = path[entry] ?? 0;
    const sameDay = volatilityByDay?.[entry] ?? Number.NaN;
    const quote = selectStrike(
      entryDate,
      entryInstant[trade] ?? new Date(Number.NaN),
      expiration,
      spot,
      years[trade] ?? 0,
      rate[trade] ?? 0,
      sameDay > 0 ? sameDay : volatility,
    );
    volatility = quote.impliedVolatility;
    if (volatilityByDay) volatilityByDay[entry] = volatility;
    premiumPerShare += quote.bid;
    const closeAtExpiration = path[expiry] ?? 0;
    const assigned = closeAtExpiration > quote.strike;
    const upsideGivenUp = assigned ? closeAtExpiration - quote.strike : 0;
    if (assigned) assignments += 1;
    upsideGivenUpPerShare += upsideGivenUp;
    record?.push({
      entryDate,
      expiration,
      spot,
      strike: quote.strike,
      bid: quote.bid,
      delta: quote.delta,
      closeAtExpiration,
      assigned,
      upsideGivenUp,
    });
  }
  return {
    premiumPerShare,
    upsideGivenUpPerShare,
    trades: schedule.length,
    assignments,
    lastVolatility: volatility,
  };
};
