import type { CalendarDate } from '../../calendar/calendar-date';
import type { BsmResult, OptionType } from '../../options/black-scholes';
import type { OptionChainSnapshot, OptionQuote } from '../market-model';

/**
 * The quote of a hand-checkable test market: bid and ask half `spread` either side of the model value (the bid
 * floored at 0), the last trade at the model value, the model's greeks, and the given open interest and volume.
 */
export const quoteAroundModelValue = (
  contract: { readonly type: OptionType; readonly strike: number; readonly expiration: CalendarDate },
  model: { readonly value: BsmResult; readonly volatility: number },
  liquidity: { readonly spread: number; readonly openInterest: number; readonly volume: number },
): OptionQuote => {
  const { value, volatility } = model;
  const bid = Math.max(value.price - liquidity.spread / 2, 0);
  const ask = value.price + liquidity.spread / 2;
  return {
    type: contract.type,
    strike: contract.strike,
    expiration: contract.expiration,
    bid,
    ask,
    mid: (bid + ask) / 2,
    lastTradePrice: value.price,
    impliedVolatility: volatility,
    delta: value.delta,
    gamma: value.gamma,
    theta: value.theta,
    vega: value.vega,
    openInterest: liquidity.openInterest,
    volume: liquidity.volume,
  };
};

/** A chain listing a call and a put at every strike, calls first, in the order the strikes are given. */
export const chainAtStrikes = (
  chain: Omit<OptionChainSnapshot, 'options'>,
  strikes: readonly number[],
  quoteAt: (type: OptionType, strike: number) => OptionQuote,
): OptionChainSnapshot => ({
  ...chain,
  options: [
    ...strikes.map((strike) => quoteAt('call', strike)),
    ...strikes.map((strike) => quoteAt('put', strike)),
  ],
});
