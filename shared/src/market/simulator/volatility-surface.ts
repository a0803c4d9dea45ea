import { averageForecastVariance, MARKET_GARCH, TRADING_DAYS_PER_YEAR } from './market-factor';
import type { TickerParameters } from './ticker-parameters';

/**
 * Implied volatility as a function of the ticker's volatility state on the quote date, time to expiry and strike:
 *
 * 1. Term structure: the average variance the two GARCH processes (market and own) forecast over the option's life,
 *    β² h̄_m(T) + h̄_i(T), annualised. Short expiries follow today's state (high after a shock, low in calm markets),
 *    long ones revert to the long-run level: the shape of a real term structure, inverted in a sell-off.
 * 2. Earnings: each earnings reaction the option lives through adds its jump variance J² once, so the at-the-money
 *    volatility is √(σ²(T) + n J² / T): a large bump for the weekly over the report, fading with T.
 * 3. A volatility risk premium: implied runs 10 % above the forecast, as index and single-stock implieds do on
 *    average (Carr and Wu, "Variance risk premiums", 2009).
 * 4. Skew and smile in standardised moneyness x = ln(K / F) / (σ_atm √T), clamped to [-3.5, 2.5]:
 *    σ(K) = σ_atm · max(0.5, 1 - s x + c x²). The slope s is steeper the more a ticker moves with the market
 *    (index puts are the crash hedge): 0.06 + 0.14 × its systematic variance share; the curvature c = 0.015 +
 *    0.02 × the rest gives single stocks a visible smile. Dividing by √T flattens the skew in strike terms as
 *    expiries lengthen, as real surfaces do.
 */

export const VOLATILITY_RISK_PREMIUM = 1.1;
const MIN_YEARS = 1 / (365 * 24);
const LOWEST_X = -3.5;
const HIGHEST_X = 2.5;
const LOWEST_MULTIPLIER = 0.5;

export interface VolatilityState {
  /** The market factor's conditional daily variance on the quote date. */
  readonly marketVariance: number;
  /** The ticker's own conditional daily variance on the quote date. */
  readonly idiosyncraticVariance: number;
}

/** The at-the-money implied volatility for an expiry `years` away with `earningsReactions` reports before it. */
export const atTheMoneyVolatility = (
  parameters: TickerParameters,
  state: VolatilityState,
  years: number,
  earningsReactions: number,
): number => {
  const life = Math.max(years, MIN_YEARS);
  const tradingDays = life * TRADING_DAYS_PER_YEAR;
  const dailyVariance =
    parameters.beta *
      parameters.beta *
      averageForecastVariance(MARKET_GARCH, state.marketVariance, tradingDays) +
    averageForecastVariance(parameters.idiosyncraticGarch, state.idiosyncraticVariance, tradingDays);
  const jumpVariance = earningsReactions * parameters.earningsJump * parameters.earningsJump;
  return VOLATILITY_RISK_PREMIUM * Math.sqrt(dailyVariance * TRADING_DAYS_PER_YEAR + jumpVariance / life);
};

/** The skew-and-smile multiplier of the at-the-money volatility at log-moneyness ln(K / F). */
export const skewMultiplier = (
  parameters: TickerParameters,
  atTheMoney: number,
  years: number,
  logMoneyness: number,
): number => {
  const standardised = logMoneyness / (atTheMoney * Math.sqrt(Math.max(years, MIN_YEARS)));
  const x = Math.min(HIGHEST_X, Math.max(LOWEST_X, standardised));
  const share = parameters.systematicShare;
  const slope = 0.06 + 0.14 * share;
  const curvature = 0.015 + 0.02 * (1 - share);
  return Math.max(LOWEST_MULTIPLIER, 1 - slope * x + curvature * x * x);
};
