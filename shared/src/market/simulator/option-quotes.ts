import type { CalendarDate } from '../../calendar/calendar-date';
import { bsm, bsmPrice, type OptionType } from '../../options/black-scholes';
import { normalCdf } from '../../options/normal-distribution';
import type { OptionCoreQuote, OptionQuote } from '../market-model';
import { coarseNormal, hashKey, Stream } from './prng';
import type { TickerParameters } from './ticker-parameters';
import { skewMultiplier } from './volatility-surface';

/**
 * One option's quote from the volatility surface and Black-Scholes-Merton, with the market's frictions on top.
 *
 * Bid and ask. A theoretical spread w = (2 ¢ + 1.5 % of the value) × (1 + 0.25 |x|) × (1 + 0.5 T) × liquidity,
 * with x the standardised moneyness (see the surface) capped at 4 and T in years; liquidity is 1 for tickers with
 * weeklies and 1.6 for monthly-only ones. The bid is value - w/2 rounded down and the ask value + w/2 rounded up to
 * the tick of the penny pilot, which this model applies to every ticker: $0.01 below $3.00, $0.05 from $3.00. So
 * cheap contracts carry at least a tick, wide in relative terms, and far-from-the-money or far-dated ones are wider
 * in relative terms too. The bid is never below 0 and the ask is always at least one tick above the bid; the mid is
 * (bid + ask) / 2 and stays within half a tick of the model value, which keeps put-call parity on mids.
 *
 * Last trade: a deterministic point between bid and ask (per contract and day), in whole cents.
 *
 * Open interest: the ticker's peak × a bell in moneyness against the previous close (peak a little out of the money:
 * calls above, puts below, where covered-call writers and put buyers sit) with a 4 % floor in the wings × 1.5 at
 * round strikes ($10 multiples above $100, $5 above $25, whole dollars below) × 0.35 for weeklies × 1 / (1 + 1.2 T)
 * × a lognormal per-contract factor (σ 0.35) that is fixed for the contract and a small daily one (σ 0.1), both from
 * coarse normals (two hashes feed all the noise of a quote: it runs tens of thousands of times per backtest). Measured
 * against the previous close, so it stands still within a day, as exchanges publish it once a day.
 *
 * Volume: 15 % of open interest × (1 + 4 / (1 + calendar days left)) × (0.2 + e^(-x²/2)) × a daily lognormal
 * factor (σ 0.5), times the share of the day's volume already traded at the quote instant.
 */

const CALL_PEAK = 0.3;
const PUT_PEAK = -0.3;
const MIN_OPEN_INTEREST_YEARS = 7 / 365;

/** Everything about one (ticker, quote date and instant, expiration) that does not depend on the strike. */
export interface ExpiryContext {
  readonly parameters: TickerParameters;
  /** Axis index of the quote date. */
  readonly day: number;
  readonly expiration: CalendarDate;
  /** A number naming the expiration in random-stream keys (its day number). */
  readonly expirationKey: number;
  /** Calendar years from the instant to the expiration's close; ≤ 0 once expired. */
  readonly years: number;
  readonly monthly: boolean;
  /** The at-the-money implied volatility of this expiry on the quote date (see the volatility surface). */
  readonly atTheMoney: number;
  readonly rate: number;
  readonly dividendYield: number;
  /** The previous session's close: the level open interest is measured against. */
  readonly openInterestReference: number;
  /** Share of the quote date's volume already traded at the instant, 0-1. */
  readonly volumeShare: number;
}

const tickOf = (cents: number): number => (cents < 300 ? 1 : 5);

const roundnessFactor = (strike: number, reference: number): number => {
  const step = reference >= 100 ? 10 : reference >= 25 ? 5 : 1;
  const ratio = strike / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 ? 1.5 : 1;
};

/** The quote's bid and ask in cents from the model value: the spread rule above, shared by both quote functions. */
const quotedCents = (
  context: ExpiryContext,
  value: number,
  x: number,
): { readonly bidCents: number; readonly askCents: number } => {
  const spread =
    (0.02 + 0.015 * value) *
    (1 + 0.25 * x) *
    (1 + 0.5 * Math.max(context.years, 0)) *
    context.parameters.spreadFactor;
  const bidRaw = (value - spread / 2) * 100;
  const askRaw = (value + spread / 2) * 100;
  const bidTick = tickOf(bidRaw);
  // bid ≤ bidRaw < askRaw ≤ ask, and askRaw > 0: the bid is always below the ask, by a tick at least.
  const bidCents = Math.max(0, Math.floor(bidRaw / bidTick + 1e-9) * bidTick);
  const askTick = tickOf(askRaw);
  const askCents = Math.ceil(askRaw / askTick - 1e-9) * askTick;
  return { bidCents, askCents };
};

/**
 * {@link quoteOption}'s bid, ask, volatility and delta alone: the price from `bsmPrice` and the delta from N(d1),
 * without gamma, theta, vega, open interest, volume or the last trade, none of which a backtest reads.
 */
export const quoteOptionCore = (
  context: ExpiryContext,
  type: OptionType,
  strike: number,
  spot: number,
): OptionCoreQuote => {
  const { parameters, years, rate, dividendYield, atTheMoney } = context;
  const sqrtLife = Math.sqrt(Math.max(years, 1 / (365 * 24)));
  const forward = years > 0 ? spot * Math.exp((rate - dividendYield) * years) : spot;
  const logMoneyness = Math.log(strike / forward);
  const volatility = atTheMoney * skewMultiplier(parameters, atTheMoney, years, logMoneyness);
  const value = bsmPrice(type, spot, strike, years, rate, dividendYield, volatility);
  const delta =
    years > 0
      ? coreDelta(type, spot, strike, years, rate, dividendYield, volatility)
      : bsm({ type, spot, strike, years, rate, dividendYield, volatility }).delta;
  const x = Math.min(4, Math.abs(logMoneyness / (atTheMoney * sqrtLife)));
  const { bidCents, askCents } = quotedCents(context, value, x);
  return {
    type,
    strike,
    expiration: context.expiration,
    bid: bidCents / 100,
    ask: askCents / 100,
    mid: (bidCents + askCents) / 200,
    impliedVolatility: volatility,
    delta,
  };
};

/** Black-Scholes-Merton delta, e^(-qT) N(d1) for a call and -e^(-qT) N(-d1) for a put, as `bsm` computes it. */
const coreDelta = (
  type: OptionType,
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): number => {
  const totalVol = volatility * Math.sqrt(years);
  if (!(totalVol > 0)) return bsm({ type, spot, strike, years, rate, dividendYield, volatility }).delta;
  const d1 = (Math.log(spot / strike) + (rate - dividendYield) * years) / totalVol + 0.5 * totalVol;
  const discount = Math.exp(-dividendYield * years);
  return type === 'call' ? discount * normalCdf(d1) : -discount * normalCdf(-d1);
};

/** The quote of one contract; `spot` is the underlying price the quote is for. */
export const quoteOption = (
  context: ExpiryContext,
  type: OptionType,
  strike: number,
  spot: number,
): OptionQuote => {
  const { parameters, years, rate, dividendYield, day, atTheMoney } = context;
  const life = Math.max(years, 1 / (365 * 24));
  const sqrtLife = Math.sqrt(life);
  const forward = years > 0 ? spot * Math.exp((rate - dividendYield) * years) : spot;
  const logMoneyness = Math.log(strike / forward);
  const volatility = atTheMoney * skewMultiplier(parameters, atTheMoney, years, logMoneyness);
  const greeks = bsm({ type, spot, strike, years, rate, dividendYield, volatility });
  const value = greeks.price;
  const x = Math.min(4, Math.abs(logMoneyness / (atTheMoney * sqrtLife)));

  const { bidCents, askCents } = quotedCents(context, value, x);

  // Two hashes feed all the cosmetic noise: one fixed for the contract, one for the contract on this day.
  const strikeKey = Math.round(strike * 100) * 2 + (type === 'call' ? 0 : 1);
  const { key } = parameters;
  const contractBits = hashKey(key, Stream.openInterest, context.expirationKey, strikeKey);
  const dayBits = hashKey(key, Stream.optionVolume, context.expirationKey, strikeKey, day);
  const tradeAt = ((dayBits >>> 20) + 0.5) / 4096;
  const lastTradeCents = Math.round(bidCents + tradeAt * (askCents - bidCents));

  const reference = context.openInterestReference;
  const referenceX =
    Math.log(strike / reference) / (atTheMoney * Math.sqrt(Math.max(life, MIN_OPEN_INTEREST_YEARS)));
  const distance = (referenceX - (type === 'call' ? CALL_PEAK : PUT_PEAK)) / 0.9;
  const openInterest = Math.round(
    parameters.peakOpenInterest *
      (0.04 + Math.exp(-0.5 * distance * distance)) *
      roundnessFactor(strike, reference) *
      (context.monthly ? 1 : 0.35) *
      (1 / (1 + 1.2 * Math.max(years, 0))) *
      Math.exp(0.35 * coarseNormal(contractBits) + 0.1 * coarseNormal(dayBits) - 0.066),
  );
  const daysLeft = Math.max(0, years * 365);
  const volume = Math.round(
    openInterest *
      0.15 *
      (1 + 4 / (1 + daysLeft)) *
      (0.2 + Math.exp(-0.5 * x * x)) *
      Math.exp(0.5 * coarseNormal(dayBits >>> 10) - 0.125) *
      context.volumeShare,
  );

  return {
    type,
    strike,
    expiration: context.expiration,
    bid: bidCents / 100,
    ask: askCents / 100,
    mid: (bidCents + askCents) / 200,
    lastTradePrice: lastTradeCents / 100,
    impliedVolatility: volatility,
    delta: greeks.delta,
    gamma: greeks.gamma,
    theta: greeks.theta,
    vega: greeks.vega,
    openInterest,
    volume,
  };
};
