import type { CalendarDate } from '../calendar/calendar-date';
import { SHARES_PER_CONTRACT } from './covered-call-rules';
import type { PutStrikeSelector, StrikeSelector } from './strike-selection';
import type { TradeSchedule } from './trade-schedule';

/**
 * The wheel over one price path (issue 31 item 4), in dollars: it starts with cash and trades the covered-call
 * backtest's schedule (trade-schedule.ts: entered at a close, expiring at the first listed expiration the
 * cadence allows, the next trade entered at that expiration's close).
 *
 * - Holding no shares, each trade sells cash-secured puts: the goal's put (strike-selection.ts, strictly below the
 *   spot, |delta| in the goal's band) on as many contracts as the cash secures at its strike (strike × 100 each);
 *   when the cash cannot secure one contract at that strike, the highest strike it can secure is sold instead (as
 *   the put opportunity narrows its strikes to the cash), and when it cannot secure even the lowest strike the
 *   period sells nothing. At the expiration's close a put finishing in the money (close below the strike) is
 *   assigned: 100 × contracts shares are bought at the strike from the cash. At or above the strike it expires.
 * - Holding shares, each trade sells covered calls on all of them, with the covered-call backtest's selector, until
 *   a call finishes in the money (close above the strike) and the shares are called away at the strike; the next
 *   trade sells puts again. The call strike follows the goal's delta, not the price the shares were bought at,
 *   exactly as the covered-call backtest sells: a call under the assignment price can lock in a loss, as it would
 *   for a wheeler who sells by delta.
 *
 * Every option is filled at the bid, no commissions, no interest on the cash securing the puts and no dividends on
 * the shares (covered-call-backtest.ts says why for the calls; interest and dividends would add to the wheel and to
 * buy-and-hold alike, in different measure, and the product prices neither). The year ends on the window's last
 * session: shares still held are valued at its close ("kept after assignments" counts them at the market), and a
 * trade whose expiration lies beyond the window is not entered (trade-schedule.ts).
 *
 * Buy-and-hold spends the same cash on whole shares at the first trade's entry close and holds them to the same
 * last close; what the whole shares leave over stays cash.
 */

export interface WheelPathOutcome {
  /** Premium of the puts sold, dollars (bid × 100 × contracts, summed). */
  readonly putPremium: number;
  /** Premium of the calls sold, dollars. */
  readonly callPremium: number;
  /** Puts assigned. */
  readonly assignments: number;
  /** Calls assigned: the shares called away. */
  readonly callAways: number;
  readonly putsSold: number;
  readonly callsSold: number;
  /** Completed trades of the schedule, sold or not. */
  readonly trades: number;
  /** Cash at the end, dollars. */
  readonly endingCash: number;
  /** Shares held at the end. */
  readonly sharesAtEnd: number;
  /** The window's last close: what shares held at the end are valued at. */
  readonly lastClose: number;
  /** endingCash + sharesAtEnd × lastClose. */
  readonly endingValue: number;
  /** The same starting cash in whole shares at the first entry close, held to the last close, plus the rest. */
  readonly buyAndHoldValue: number;
  /** Implied volatility of the last put and call sold: the next path's first strike guesses. */
  readonly lastPutVolatility: number;
  readonly lastCallVolatility: number;
}

export interface WheelTradeRecord {
  readonly kind: 'put' | 'call';
  readonly entryDate: CalendarDate;
  readonly expiration: CalendarDate;
  readonly spot: number;
  readonly strike: number;
  readonly bid: number;
  readonly delta: number;
  readonly contracts: number;
  readonly closeAtExpiration: number;
  /** A put assigned (shares bought) or a call assigned (shares called away). */
  readonly assigned: boolean;
  /** Cash and shares once the expiration is settled. */
  readonly cashAfter: number;
  readonly sharesAfter: number;
}

export interface WheelBacktestInput {
  /** The window's trading days; `path` holds one price per day. */
  readonly dates: readonly CalendarDate[];
  readonly path: Float64Array;
  readonly schedule: TradeSchedule;
  /** Dollars at the start, all in cash. */
  readonly cash: number;
  readonly selectPut: PutStrikeSelector;
  readonly selectCall: StrikeSelector;
  /** Implied volatilities to start each strike search with; NaN to read them from the model. */
  readonly putVolatilityGuess?: number;
  readonly callVolatilityGuess?: number;
  /**
   * Implied volatility of the put (call) sold on each day of the window, NaN where none was: read as the search's
   * guess for a trade entered that day and written back, as covered-call-backtest.ts does for its calls.
   */
  readonly putVolatilityByDay?: Float64Array;
  readonly callVolatilityByDay?: Float64Array;
  /** When given, each trade is appended to it (tests and explanations). */
  readonly record?: WheelTradeRecord[];
}

/** Contracts `cash` secures at `strike`; the allowance keeps an exact multiple from losing one to binary noise. */
const securedContracts = (cash: number, strike: number): number =>
  Math.floor(cash / (strike * SHARES_PER_CONTRACT) + 1e-9);

/** Runs the wheel on one path. */
export const backtestWheel = ({
  dates,
  path,
  schedule,
  cash: startingCash,
  selectPut,
  selectCall,
  putVolatilityGuess = Number.NaN,
  callVolatilityGuess = Number.NaN,
  putVolatilityByDay,
  callVolatilityByDay,
  record,
}: WheelBacktestInput): WheelPathOutcome => {
  if (path.length !== dates.length)
    throw new RangeError(`path has ${path.length} prices for ${dates.length} trading days`);
  let cash = startingCash;
  let shares = 0;
  let putPremium = 0;
  let callPremium = 0;
  let assignments = 0;
  let callAways = 0;
  let putsSold = 0;
  let callsSold = 0;
  let putVolatility = putVolatilityGuess;
  let callVolatility = callVolatilityGuess;
  const { entryIndex, expiryIndex, entryInstant, years, rate } = schedule;
  for (let trade = 0; trade < schedule.length; trade++) {
    const entry = entryIndex[trade] ?? 0;
    const expiry = expiryIndex[trade] ?? 0;
    const entryDate = dates[entry] ?? '';
    const expiration = dates[expiry] ?? '';
    const instant = entryInstant[trade] ?? new Date(Number.NaN);
    const spot = path[entry] ?? 0;
    const closeAtExpiration = path[expiry] ?? 0;
    if (shares >= SHARES_PER_CONTRACT) {
      const sameDay = callVolatilityByDay?.[entry] ?? Number.NaN;
      const quote = selectCall(
        entryDate,
        instant,
        expiration,
        spot,
        years[trade] ?? 0,
        rate[trade] ?? 0,
        sameDay > 0 ? sameDay : callVolatility,
      );
      callVolatility = quote.impliedVolatility;
      if (callVolatilityByDay) callVolatilityByDay[entry] = callVolatility;
      const contracts = Math.floor(shares / SHARES_PER_CONTRACT);
      const premium = quote.bid * SHARES_PER_CONTRACT * contracts;
      callPremium += premium;
      cash += premium;
      callsSold += 1;
      const assigned = closeAtExpiration > quote.strike;
      if (assigned) {
        cash += quote.strike * SHARES_PER_CONTRACT * contracts;
        shares -= SHARES_PER_CONTRACT * contracts;
        callAways += 1;
      }
      record?.push({
        kind: 'call',
        entryDate,
        expiration,
        spot,
        strike: quote.strike,
        bid: quote.bid,
        delta: quote.delta,
        contracts,
        closeAtExpiration,
        assigned,
        cashAfter: cash,
        sharesAfter: shares,
      });
      continue;
    }
    const sameDay = putVolatilityByDay?.[entry] ?? Number.NaN;
    const quote = selectPut(
      entryDate,
      instant,
      expiration,
      spot,
      years[trade] ?? 0,
      rate[trade] ?? 0,
      sameDay > 0 ? sameDay : putVolatility,
      cash / SHARES_PER_CONTRACT,
    );
    // Not even the lowest strike is secured: the period sells nothing.
    if (quote === undefined) continue;
    putVolatility = quote.impliedVolatility;
    if (putVolatilityByDay) putVolatilityByDay[entry] = putVolatility;
    const contracts = securedContracts(cash, quote.strike);
    if (contracts < 1) continue;
    const premium = quote.bid * SHARES_PER_CONTRACT * contracts;
    putPremium += premium;
    cash += premium;
    putsSold += 1;
    const assigned = closeAtExpiration < quote.strike;
    if (assigned) {
      cash -= quote.strike * SHARES_PER_CONTRACT * contracts;
      shares += SHARES_PER_CONTRACT * contracts;
      assignments += 1;
    }
    record?.push({
      kind: 'put',
      entryDate,
      expiration,
      spot,
      strike: quote.strike,
      bid: quote.bid,
      delta: quote.delta,
      contracts,
      closeAtExpiration,
      assigned,
      cashAfter: cash,
      sharesAfter: shares,
    });
  }
  const lastClose = path[path.length - 1] ?? 0;
  const startClose = path[schedule.length > 0 ? (entryIndex[0] ?? 0) : 0] ?? 0;
  const heldShares = startClose > 0 ? Math.floor(startingCash / startClose + 1e-9) : 0;
  return {
    putPremium,
    callPremium,
    assignments,
    callAways,
    putsSold,
    callsSold,
    trades: schedule.length,
    endingCash: cash,
    sharesAtEnd: shares,
    lastClose,
    endingValue: cash + shares * lastClose,
    buyAndHoldValue: startingCash - heldShares * startClose + heldShares * lastClose,
    lastPutVolatility: putVolatility,
    lastCallVolatility: callVolatility,
  };
};
