import { daysToExpiry, yearsToExpiry } from '../calendar/expirations';
import { formatOccSymbol } from '../calendar/occ-symbol';
import type { Duration } from '../contracts/calculator';
import type {
  CoveredCallDetails,
  CoveredCallOutcome,
  OpportunityRiskLevel,
} from '../contracts/opportunities';
import type { OptionQuote } from '../market/market-model';
import {
  breakeven,
  maxProfitAtStrike,
  SHARES_PER_CONTRACT,
  upsideBreakeven,
} from '../options/covered-call-payoff';
import { assignmentProbability } from '../options/probability';
import { roundCents } from '../portfolio/money';
import type { TickerMarket } from './option-market';
import type { ShareCoverage } from './share-coverage';

/**
 * The figures of one covered call (spec part 2 §3 details, §9 formulas), shared by the generated opportunity and
 * the fine-tune recalculation so the two always agree. Premium is the mid (spec §9: average of bid and ask).
 */

export interface CoveredCallPricingInput {
  readonly tickerMarket: TickerMarket;
  readonly now: Date;
  readonly option: OptionQuote;
  readonly shares: number;
  /** 0 when unknown: the current price stands in (spec §9: "entry price (or current price)"). */
  readonly costBasisPerShare: number;
  readonly coverage: ShareCoverage;
  readonly contracts: number;
  readonly riskLevel: OpportunityRiskLevel;
  readonly cadence: Duration;
}

export interface CoveredCallPricing {
  readonly details: CoveredCallDetails;
  readonly expectedOutcome: CoveredCallOutcome;
}

/**
 * OCC's option root for a ticker: the ticker without share-class punctuation (BRK.B trades as BRKB). OCC assigns
 * roots, and adjusted contracts get others (AAPL1); generated opportunities are on standard contracts.
 */
export const optionRoot = (ticker: string): string => ticker.replace(/[./-]/g, '');

/**
 * What any option sold is priced with: its mid, the calendar days to its expiration, and the risk-neutral chance it
 * finishes in the money (assignment, early exercise aside), for a call or a put as the quote says.
 */
export const soldOptionFigures = (tickerMarket: TickerMarket, now: Date, option: OptionQuote) => ({
  premium: option.mid,
  days: Math.max(0, daysToExpiry(now, option.expiration)),
  assignmentChance: assignmentProbability({
    type: option.type,
    spot: tickerMarket.spot,
    strike: option.strike,
    years: Math.max(0, yearsToExpiry(now, option.expiration)),
    rate: tickerMarket.rate,
    dividendYield: tickerMarket.dividendYield,
    volatility: option.impliedVolatility,
  }),
});

export const priceCoveredCall = (input: CoveredCallPricingInput): CoveredCallPricing => {
  const { tickerMarket, now, option, shares, costBasisPerShare, coverage, contracts } = input;
  const { ticker, spot } = tickerMarket;
  const { strike, expiration } = option;
  const { premium, days, assignmentChance } = soldOptionFigures(tickerMarket, now, option);
  const entryPrice = costBasisPerShare > 0 ? costBasisPerShare : spot;
  const perContract = SHARES_PER_CONTRACT * contracts;
  const maxProfitPerShare = maxProfitAtStrike({ entryPrice, strike, premium });
  // Totals are money: rounded once, to the cent (premium × 100 × contracts would carry binary noise: 1217.9999...).
  const totalPremium = roundCents(premium * perContract);
  // A call expiring today earns its premium over a fraction of a day; counting it as one day keeps the yield finite.
  const annualizedYield = ((premium / spot) * 365) / Math.max(1, days);
  const ifCalledReturn = maxProfitPerShare / entryPrice;
  const breakevenPrice = breakeven({ basisPrice: entryPrice, premium });
  const details: CoveredCallDetails = {
    option_symbol: formatOccSymbol({ root: optionRoot(ticker), expiration, type: 'call', strike }),
    risk_level: input.riskLevel,
    cadence: input.cadence,
    strike,
    premium,
    expiration,
    days_to_expiry: days,
    contracts,
    tradeable_contracts: coverage.tradeableContracts,
    shares_needed: coverage.sharesNeeded,
    total_premium: totalPremium,
    delta: option.delta,
    assignment_chance: assignmentChance,
    implied_volatility: option.impliedVolatility,
    open_interest: option.openInterest,
    volume: option.volume,
    current_price: spot,
    current_shares: shares,
    entry_price: entryPrice,
    last_bid: option.bid,
    last_ask: option.ask,
    last_trade: option.lastTradePrice,
    annualized_yield: annualizedYield,
    if_called_return: ifCalledReturn,
    breakeven: breakevenPrice,
    upside_breakeven: upsideBreakeven({ strike, premium }),
    max_profit_per_share: maxProfitPerShare,
    max_profit: roundCents(maxProfitPerShare * perContract),
  };
  return {
    details,
    expectedOutcome: {
      total_premium: totalPremium,
      annualized_yield: annualizedYield,
      if_called_return: ifCalledReturn,
      max_profit: details.max_profit,
      assignment_chance: assignmentChance,
      breakeven: breakevenPrice,
    },
  };
};
