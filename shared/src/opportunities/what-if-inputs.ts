import type { WhatIfInputs } from '../contracts/what-if';
import type { MarketModel } from '../market/market-model';
import { oneYearBefore } from '../calculator/trade-schedule';
import { realisedVolatilityRange } from '../options/what-if-grid';
import { historyEnd } from './open-call-history';
import type { TickerMarket } from './option-market';

/**
 * The what-if grid's market inputs for one call (issue 32 item 1): the chain's implied volatility, rate and yield
 * the opportunity was priced with, the shares' cost, and the slider's markers. No market port keeps an implied-
 * volatility history, so the markers are the past year's 20-session realised volatility, labelled as such
 * (decision 300); a market that cannot answer a year of closes gives none.
 */
export const whatIfInputs = (input: {
  readonly market: MarketModel;
  readonly tickerMarket: TickerMarket;
  readonly impliedVolatility: number;
  /** Per share; 0 when unknown: the current price stands in. */
  readonly costBasis: number;
}): WhatIfInputs => {
  const { market, tickerMarket, impliedVolatility, costBasis } = input;
  return {
    implied_volatility: impliedVolatility,
    rate: tickerMarket.rate,
    dividend_yield: tickerMarket.dividendYield,
    cost_basis: costBasis > 0 ? costBasis : tickerMarket.spot,
    volatility_range: pastYearRange(market, tickerMarket),
    simulated: market.dataSource === 'simulated',
  };
};

const pastYearRange = (market: MarketModel, tickerMarket: TickerMarket): WhatIfInputs['volatility_range'] => {
  try {
    const to = historyEnd(tickerMarket.sessionDate);
    const from = oneYearBefore(to);
    if (from < market.dataRange.first) return null;
    const range = realisedVolatilityRange(market.closes(tickerMarket.ticker, from, to).closes);
    return range ? { ...range, basis: 'realised_20_session_past_year' } : null;
  } catch {
    // A market that has not loaded a year of closes (a vendor snapshot for another need) simply has no markers.
    return null;
  }
};
