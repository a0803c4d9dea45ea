import type { CalendarDate } from '../calendar/calendar-date';
import { marketSession, newYorkDate } from '../calendar/nyse-calendar';
import type { MarketModel, OptionChainSnapshot, OptionQuote } from '../market/market-model';
import type { OptionType } from '../options/black-scholes';
import { LIQUIDITY_FLOORS, VOLUME_CHECK_AFTER_OPEN_MINUTES } from './opportunity-rules';

/** What the engine reads from the market model for one ticker at one instant. */
export interface TickerMarket {
  readonly ticker: string;
  readonly spot: number;
  /** The session the price belongs to: the quote date of option prices. */
  readonly sessionDate: CalendarDate;
  readonly rate: number;
  readonly dividendYield: number;
}

/** Undefined when the model does not cover the ticker (not listed, or no listed options). */
export const readTickerMarket = (
  market: MarketModel,
  ticker: string,
  now: Date,
): TickerMarket | undefined => {
  if (!market.covers(ticker)) return undefined;
  const quote = market.quote(ticker, now);
  if (!quote || !(quote.price > 0)) return undefined;
  return {
    ticker,
    spot: quote.price,
    sessionDate: quote.sessionDate,
    rate: market.riskFreeRate(quote.sessionDate),
    dividendYield: market.dividendYield(ticker),
  };
};

const sameStrike = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

/** The chain's options of one type (calls unless told). */
export const optionsOf = (
  chain: OptionChainSnapshot | undefined,
  type: OptionType = 'call',
): OptionQuote[] => (chain ? chain.options.filter((option) => option.type === type) : []);

export const callsOf = (chain: OptionChainSnapshot | undefined): OptionQuote[] => optionsOf(chain, 'call');

export const findCall = (chain: OptionChainSnapshot | undefined, strike: number): OptionQuote | undefined =>
  findOption(chain, strike, 'call');

export const findOption = (
  chain: OptionChainSnapshot | undefined,
  strike: number,
  type: OptionType,
): OptionQuote | undefined => optionsOf(chain, type).find((option) => sameStrike(option.strike, strike));

/**
 * The quote of a call (or a put) at any strike: the chain's row when listed there, else the model's price for it (a
 * held strike can fall outside the strikes a chain shows around today's price).
 */
export const quoteCall = (
  market: MarketModel,
  tickerMarket: TickerMarket,
  expiration: CalendarDate,
  strike: number,
  now: Date,
  type: OptionType = 'call',
): OptionQuote =>
  findOption(market.optionChain(tickerMarket.ticker, expiration, now), strike, type) ??
  market.priceOption({
    ticker: tickerMarket.ticker,
    date: tickerMarket.sessionDate,
    instant: now,
    spot: tickerMarket.spot,
    strike,
    expiration,
    type,
  });

/**
 * Whether today's option volume says anything yet: not before the first hour of a trading day's session, when
 * every contract's volume is still near 0. After the close and on days without a session it is a full day's.
 */
export const volumeIsMeaningful = (now: Date): boolean => {
  const session = marketSession(newYorkDate(now));
  if (!session) return true;
  return now.getTime() >= session.open.getTime() + VOLUME_CHECK_AFTER_OPEN_MINUTES * 60_000;
};

export type LiquidityProblem = 'no_bid' | 'low_open_interest' | 'low_volume' | 'wide_spread';

/** Why a call is too illiquid to sell at its mid, or undefined when it passes every floor. */
export const liquidityProblem = (option: OptionQuote, checkVolume: boolean): LiquidityProblem | undefined => {
  if (!(option.bid >= LIQUIDITY_FLOORS.minBid)) return 'no_bid';
  if (!(option.openInterest >= LIQUIDITY_FLOORS.minOpenInterest)) return 'low_open_interest';
  if (checkVolume && !(option.volume >= LIQUIDITY_FLOORS.minVolume)) return 'low_volume';
  const spread = option.ask - option.bid;
  const mid = (option.bid + option.ask) / 2;
  // The small tolerance keeps a quote exactly at a limit (0.05 wide in binary floating point) on the passing side.
  const widest = Math.max(LIQUIDITY_FLOORS.maxRelativeSpread * mid, LIQUIDITY_FLOORS.acceptableSpread) + 1e-9;
  if (!(spread <= widest)) return 'wide_spread';
  return undefined;
};
