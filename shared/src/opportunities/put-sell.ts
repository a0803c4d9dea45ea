import type { CalendarDate } from '../calendar/calendar-date';
import { formatOccSymbol } from '../calendar/occ-symbol';
import type { Duration } from '../contracts/calculator';
import type {
  OpportunityWarning,
  PutSellDetails,
  PutSellOpportunity,
  PutSellOutcome,
} from '../contracts/opportunities';
import type { MarketModel, OptionQuote } from '../market/market-model';
import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
import { roundCents } from '../portfolio/money';
import { BAND_TEXT, relatedRiskLevels } from './covered-call';
import { optionRoot, soldOptionFigures } from './covered-call-pricing';
import { eligibleExpirations } from './expiration-choice';
import { marketContextSummary } from './market-context';
import { opportunityEnvelope } from './opportunity-envelope';
import { opportunityId } from './opportunity-id';
import type { WatchlistPutInput } from './opportunity-inputs';
import { opportunityExpiresAt } from './opportunity-session';
import { optionsOf, type TickerMarket, volumeIsMeaningful } from './option-market';
import { chooseStrike, isInRiskBand, sellablePuts } from './strike-choice';
import { earningsBeforeExpiry, exDividendBeforeExpiry, putWarnings } from './trade-warnings';
import {
  countOf,
  formatDate,
  formatPercent,
  formatUsd,
  putSellStrategyName,
  RISK_LEVEL_LABELS,
} from './wording';

/**
 * Cash-secured puts on the watchlist (issue 31 item 2): the covered-call engine's choices mirrored for a put. The
 * goal's cadence picks the expiration (`eligibleExpirations`), the goal's delta band the strike, on the put's
 * absolute delta (`chooseStrike`); the strike is out of the money (under today's price) and passes the call
 * engine's liquidity floors (`sellablePuts`). Two limits of the user's narrow the strikes first: at or under the
 * target price when one is set, and a collateral of strike × 100 for one contract within the cash set aside. As many
 * contracts are sold as the cash secures.
 */

/** Why a watchlist ticker gets no put, with the words the service can show. */
export type PutSellSkipReason =
  'no_cash' | 'no_expiration' | 'no_liquid_strike' | 'no_strike_under_target' | 'not_enough_cash';

export type PutSellResult =
  | { readonly ok: true; readonly opportunity: PutSellOpportunity }
  | { readonly ok: false; readonly reason: PutSellSkipReason; readonly message: string };

export interface PutSellInput {
  readonly accountId: string;
  readonly market: MarketModel;
  readonly now: Date;
  readonly session: CalendarDate;
  readonly tickerMarket: TickerMarket;
  readonly entry: WatchlistPutInput;
}

/** One contract's collateral: the cash that buys 100 shares at the strike. */
export const collateralPerContract = (strike: number): number => strike * SHARES_PER_CONTRACT;

/** Contracts the cash secures at a strike (whole ones; a cent's rounding does not lose one). */
export const contractsSecured = (cash: number, strike: number): number =>
  Math.max(0, Math.floor(cash / collateralPerContract(strike) + 1e-9));

type StrikeSearch =
  | {
      readonly ok: true;
      readonly candidates: OptionQuote[];
      readonly chosen: OptionQuote;
      /** Whether the target price or the cash left out some liquid strikes. */
      readonly narrowed: boolean;
    }
  | { readonly ok: false; readonly reason: PutSellSkipReason; readonly message: string };

/** The put to sell on one expiration, or why there is none: liquidity, then the target price, then the cash. */
const searchStrikes = (
  puts: readonly OptionQuote[],
  input: PutSellInput,
  checkVolume: boolean,
): StrikeSearch => {
  const { tickerMarket, entry } = input;
  const { ticker, spot } = tickerMarket;
  const liquid = sellablePuts(puts, spot, checkVolume);
  if (liquid.length === 0)
    return {
      ok: false,
      reason: 'no_liquid_strike',
      message: `No ${ticker} put under today's ${formatUsd(spot)} is liquid enough to sell near its mid.`,
    };
  const target = entry.targetPrice;
  const underTarget = target === undefined ? liquid : liquid.filter((put) => put.strike <= target + 1e-9);
  if (underTarget.length === 0)
    return {
      ok: false,
      reason: 'no_strike_under_target',
      message: `No liquid ${ticker} put has a strike at or under your ${formatUsd(target ?? 0)} target price.`,
    };
  const affordable = underTarget.filter((put) => contractsSecured(entry.cash, put.strike) >= 1);
  if (affordable.length === 0) {
    const lowest = Math.min(...underTarget.map((put) => put.strike));
    return {
      ok: false,
      reason: 'not_enough_cash',
      message: `Not enough cash for one ${ticker} put: the lowest liquid strike, ${formatUsd(lowest)}, needs ${formatUsd(collateralPerContract(lowest))} set aside for 100 shares; you set aside ${formatUsd(entry.cash)}.`,
    };
  }
  const chosen = chooseStrike(affordable, entry.riskLevel, 'put');
  return chosen
    ? { ok: true, candidates: affordable, chosen, narrowed: affordable.length < liquid.length }
    : { ok: false, reason: 'no_liquid_strike', message: `No ${ticker} put to sell.` };
};

/** The cash-secured put a watchlist entry asks for, or why there is none. */
export const putSellOpportunity = (input: PutSellInput): PutSellResult => {
  const { market, now, tickerMarket, entry } = input;
  const { ticker } = tickerMarket;
  if (!(entry.cash > 0))
    return { ok: false, reason: 'no_cash', message: `No cash is set aside for ${ticker}.` };
  const eligible = eligibleExpirations({ market, ticker, now, cadence: entry.cadence ?? 'weekly' });
  if (eligible.expirations.length === 0)
    return {
      ok: false,
      reason: 'no_expiration',
      message: `${ticker} lists no expiration for a ${eligible.cadence} put within 60 days.`,
    };
  const checkVolume = volumeIsMeaningful(now);
  // The nearest expiration with a put to sell; when none has one, the nearest's reason is the one given.
  let first: StrikeSearch | undefined;
  for (const expiration of eligible.expirations) {
    const search = searchStrikes(
      optionsOf(market.optionChain(ticker, expiration, now), 'put'),
      input,
      checkVolume,
    );
    if (search.ok) return { ok: true, opportunity: buildOpportunity(input, search, eligible) };
    first ??= search;
  }
  return first && !first.ok
    ? first
    : { ok: false, reason: 'no_liquid_strike', message: `No ${ticker} put to sell.` };
};

export interface PutSellPricing {
  readonly details: PutSellDetails;
  readonly expectedOutcome: PutSellOutcome;
}

/** The figures of one cash-secured put (premium at the mid, like a covered call's). */
export const priceCashSecuredPut = (input: {
  readonly tickerMarket: TickerMarket;
  readonly now: Date;
  readonly option: OptionQuote;
  readonly entry: WatchlistPutInput;
  readonly contracts: number;
  readonly cadence: Duration;
  readonly flags: {
    readonly earningsDate: CalendarDate | null;
    readonly exDividendDate: CalendarDate | null;
  };
}): PutSellPricing => {
  const { tickerMarket, now, option, entry, contracts, cadence, flags } = input;
  const { ticker, spot } = tickerMarket;
  const { strike, expiration } = option;
  // The put's risk-neutral N(−d2): the chance it finishes in the money and the shares are bought.
  const { premium, days, assignmentChance } = soldOptionFigures(tickerMarket, now, option);
  const shares = SHARES_PER_CONTRACT * contracts;
  const effectiveBuyPrice = strike - premium;
  const discount = (spot - effectiveBuyPrice) / spot;
  const collateralYield = premium / strike;
  // An expiration today earns its premium over a fraction of a day; counting it as one keeps the yield finite.
  const annualizedYield = (collateralYield * 365) / Math.max(1, days);
  const totalPremium = roundCents(premium * shares);
  const collateral = roundCents(strike * shares);
  const details: PutSellDetails = {
    option_symbol: formatOccSymbol({ root: optionRoot(ticker), expiration, type: 'put', strike }),
    risk_level: entry.riskLevel,
    cadence,
    strike,
    premium,
    expiration,
    days_to_expiry: days,
    contracts,
    total_premium: totalPremium,
    collateral,
    cash_set_aside: entry.cash,
    target_price: entry.targetPrice ?? null,
    delta: option.delta,
    assignment_chance: assignmentChance,
    implied_volatility: option.impliedVolatility,
    open_interest: option.openInterest,
    volume: option.volume,
    current_price: spot,
    last_bid: option.bid,
    last_ask: option.ask,
    last_trade: option.lastTradePrice,
    effective_buy_price: effectiveBuyPrice,
    discount,
    collateral_yield: collateralYield,
    annualized_yield: annualizedYield,
    earnings_date: flags.earningsDate,
    ex_dividend_date: flags.exDividendDate,
  };
  return {
    details,
    expectedOutcome: {
      total_premium: totalPremium,
      collateral,
      effective_buy_price: effectiveBuyPrice,
      discount,
      annualized_yield: annualizedYield,
      assignment_chance: assignmentChance,
    },
  };
};

const buildOpportunity = (
  input: PutSellInput,
  search: Extract<StrikeSearch, { ok: true }>,
  eligible: { readonly cadence: Duration; readonly weeklyUnavailable: boolean },
): PutSellOpportunity => {
  const { accountId, market, now, session, tickerMarket, entry } = input;
  const { ticker, spot } = tickerMarket;
  const { chosen, candidates } = search;
  const { strike, expiration } = chosen;
  const warningInput = {
    market,
    tickerMarket,
    now,
    strike,
    expiration,
    volatility: chosen.impliedVolatility,
  };
  const { details, expectedOutcome } = priceCashSecuredPut({
    tickerMarket,
    now,
    option: chosen,
    entry,
    contracts: contractsSecured(entry.cash, strike),
    cadence: eligible.cadence,
    flags: {
      earningsDate: earningsBeforeExpiry(warningInput)?.date ?? null,
      exDividendDate: exDividendBeforeExpiry(warningInput)?.exDate ?? null,
    },
  });
  const inBand = isInRiskBand(chosen.delta, entry.riskLevel);
  const goalWords = `your ${RISK_LEVEL_LABELS[entry.riskLevel]} goal`;
  const warnings: OpportunityWarning[] = [];
  if (eligible.weeklyUnavailable)
    warnings.push({
      code: 'weekly_options_unavailable',
      message: `${ticker} lists monthly options only, so this put uses the monthly expiration of ${formatDate(expiration)}`,
    });
  if (!inBand)
    warnings.push({
      code: 'outside_risk_band',
      message: `No liquid put${search.narrowed ? ' within your cash and target' : ''} for ${formatDate(expiration)} has a ${RISK_LEVEL_LABELS[entry.riskLevel]} delta (${BAND_TEXT[entry.riskLevel]}); this is the closest, at ${chosen.delta.toFixed(2)}`,
    });
  warnings.push(...putWarnings(warningInput));

  const target =
    entry.targetPrice === undefined ? '' : `, at or under your ${formatUsd(entry.targetPrice)} target`;
  const reason = `You set aside ${formatUsd(entry.cash)} for ${ticker}: enough to secure ${countOf(details.contracts, 'contract')} at the ${formatUsd(strike)} strike${target}. A ${formatUsd(strike)} put expiring ${formatDate(expiration)} has a delta of ${chosen.delta.toFixed(2)}, ${inBand ? `in line with ${goalWords}` : `the closest liquid strike to ${goalWords}`}.`;
  const below = details.discount >= 0 ? 'under' : 'above';
  const benefit = `Collect ${formatUsd(details.total_premium)} now (${formatPercent(details.collateral_yield)} on the ${formatUsd(details.collateral)} set aside, ${formatPercent(details.annualized_yield)} annualized). If ${ticker} closes below ${formatUsd(strike)} on ${formatDate(expiration)} (${formatPercent(details.assignment_chance, 0)} chance), you buy ${countOf(SHARES_PER_CONTRACT * details.contracts, 'share')} at ${formatUsd(strike)}: ${formatUsd(details.effective_buy_price)} a share after the premium, ${formatPercent(Math.abs(details.discount))} ${below} today's ${formatUsd(spot)}.`;
  const strategyName = putSellStrategyName(entry.riskLevel, eligible.cadence);
  return {
    ...opportunityEnvelope({
      id: opportunityId([
        'put_sell',
        accountId,
        ticker,
        session,
        expiration,
        entry.riskLevel,
        entry.cadence ?? 'weekly',
      ]),
      accountId,
      ticker,
      now,
      expiresAt: opportunityExpiresAt(now, expiration),
      strategyId: 'put_sell',
      rationale: {
        reason,
        benefit,
        strategy_name: strategyName,
        news_summary: marketContextSummary({ market, tickerMarket, now }),
      },
    }),
    opportunity_type: 'put_sell',
    details,
    expected_outcome: expectedOutcome,
    related_risk_levels: relatedRiskLevels(candidates, entry.riskLevel, eligible.cadence, 'put'),
    warnings,
  };
};
