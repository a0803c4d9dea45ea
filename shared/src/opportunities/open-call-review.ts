import { type CalendarDate, toDayNumber } from '../calendar/calendar-date';
import { daysToExpiry, expiryInstant, yearsToExpiry } from '../calendar/expirations';
import { formatOccSymbol } from '../calendar/occ-symbol';
import type { CloseOpportunity, CurrentPosition, RollOpportunity } from '../contracts/opportunities';
import type { Duration } from '../contracts/calculator';
import type { MarketModel, OptionQuote } from '../market/market-model';
import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
import { assignmentProbability } from '../options/probability';
import { roundCents, roundPerShare } from '../portfolio/money';
import { optionRoot } from './covered-call-pricing';
import { eligibleExpirations } from './expiration-choice';
import { marketContextSummary } from './market-context';
import { opportunityEnvelope } from './opportunity-envelope';
import { opportunityId } from './opportunity-id';
import type { OpenShortCall, TickerGoal } from './opportunity-inputs';
import {
  CLOSE_CAPTURED_MIN_DAYS_LEFT,
  CLOSE_CAPTURED_THRESHOLD,
  CLOSE_URGENT_DAYS,
  MIN_ROLL_CREDIT_PER_SHARE,
  ROLL_URGENT_DAYS,
} from './opportunity-rules';
import { opportunityExpiresAt } from './opportunity-session';
import { callsOf, liquidityProblem, quoteCall, type TickerMarket, volumeIsMeaningful } from './option-market';
import { isInRiskBand } from './strike-choice';
import { callWarnings } from './trade-warnings';
import {
  CLOSE_STRATEGY_NAME,
  countOf,
  formatDate,
  formatPercent,
  formatUsd,
  rollStrategyName,
} from './wording';

/** Spec part 2 §2, the close drawer's fallback reasoning. */
export const NO_ROLL_CLOSE_REASON = 'No suitable roll opportunity exists. Close position to manage risk.';

export type OpenCallSkipReason = 'expired' | 'no_action_needed';

export type OpenCallReview =
  | { readonly ok: true; readonly opportunity: RollOpportunity | CloseOpportunity }
  | { readonly ok: false; readonly reason: OpenCallSkipReason };

export interface OpenCallReviewInput {
  readonly accountId: string;
  readonly market: MarketModel;
  readonly now: Date;
  readonly session: CalendarDate;
  readonly tickerMarket: TickerMarket;
  readonly call: OpenShortCall;
  /** Without a goal a roll goes to the next listed expiration and has no delta band to prefer. */
  readonly goal?: TickerGoal;
}

interface HeldCall {
  readonly call: OpenShortCall;
  readonly quote: OptionQuote;
  readonly days: number;
  readonly inTheMoney: boolean;
}

/**
 * What to do with a call already sold (issue 4):
 * 1. most of the premium earned (`CLOSE_CAPTURED_THRESHOLD`) with days to spare: close it;
 * 2. expiring within 3 days (spec §9) or in the money: roll it for a net credit to a later expiration at a strike
 *    not below the one held, or close it when no such roll exists;
 * 3. otherwise leave it alone.
 */
export const reviewOpenCall = (input: OpenCallReviewInput): OpenCallReview => {
  const { market, now, tickerMarket, call } = input;
  if (expiryInstant(call.expiration) <= now) return { ok: false, reason: 'expired' };
  const quote = quoteCall(market, tickerMarket, call.expiration, call.strike, now);
  const held: HeldCall = {
    call,
    quote,
    days: Math.max(0, daysToExpiry(now, call.expiration)),
    inTheMoney: tickerMarket.spot > call.strike,
  };
  if (premiumCaptured(held) >= CLOSE_CAPTURED_THRESHOLD && held.days >= CLOSE_CAPTURED_MIN_DAYS_LEFT)
    return { ok: true, opportunity: closeOpportunity(input, held, 'premium_captured') };
  if (!(held.days <= ROLL_URGENT_DAYS || held.inTheMoney)) return { ok: false, reason: 'no_action_needed' };
  const target = findCreditRoll(input, held);
  return {
    ok: true,
    opportunity: target
      ? rollOpportunity(input, held, target)
      : closeOpportunity(input, held, 'no_credit_roll'),
  };
};

/** Share of the premium received already earned, buying back at the ask: (received − ask) / received. */
const premiumCaptured = ({ call, quote }: HeldCall): number =>
  call.averagePremium > 0 ? (call.averagePremium - quote.ask) / call.averagePremium : 0;

/**
 * The call to roll into: the nearest eligible later expiration (the goal's cadence; without a goal the next listed
 * one at least 4 days out) that has a liquid call at or above the held strike whose bid beats the held call's ask
 * by `MIN_ROLL_CREDIT_PER_SHARE`; among those, the lowest strike inside the goal's delta band, else the lowest.
 */
const findCreditRoll = (input: OpenCallReviewInput, held: HeldCall): OptionQuote | undefined => {
  const { market, now, tickerMarket, goal } = input;
  const cadence: Duration = goal?.cadence ?? 'weekly';
  const { expirations } = eligibleExpirations({
    market,
    ticker: tickerMarket.ticker,
    now,
    cadence,
    after: held.call.expiration,
  });
  const checkVolume = volumeIsMeaningful(now);
  for (const expiration of expirations) {
    const credits = callsOf(market.optionChain(tickerMarket.ticker, expiration, now))
      .filter((option) => option.strike >= held.call.strike - 1e-9)
      .filter((option) => liquidityProblem(option, checkVolume) === undefined)
      .filter((option) => option.bid - held.quote.ask >= MIN_ROLL_CREDIT_PER_SHARE - 1e-9)
      .sort((a, b) => a.strike - b.strike);
    const inBand = goal ? credits.filter((option) => isInRiskBand(option.delta, goal.riskLevel)) : [];
    const chosen = inBand[0] ?? credits[0];
    if (chosen) return chosen;
  }
  return undefined;
};

const currentPosition = ({ call }: HeldCall): CurrentPosition => ({
  symbol: call.optionSymbol,
  strike: call.strike,
  expiration: call.expiration,
  option_type: 'call',
  amount: -call.contracts,
  avg_price: call.averagePremium,
});

const expiresInWords = (days: number): string => (days === 0 ? 'today' : `in ${countOf(days, 'day')}`);

/** Why the held call needs attention, in one sentence. */
const situation = (ticker: string, spot: number, held: HeldCall): string => {
  const { call, days } = held;
  const strike = formatUsd(call.strike);
  const expiry = `${expiresInWords(days)} (${formatDate(call.expiration)})`;
  if (held.inTheMoney && days <= ROLL_URGENT_DAYS)
    return `${ticker} at ${formatUsd(spot)} is above your ${strike} call's strike and the call expires ${expiry}: the shares are likely to be called away.`;
  if (held.inTheMoney)
    return `${ticker} at ${formatUsd(spot)} is above your ${strike} call's strike: the shares are likely to be called away at expiry on ${formatDate(call.expiration)}.`;
  return `Your ${strike} call expires ${expiry}.`;
};

const rollOpportunity = (
  input: OpenCallReviewInput,
  held: HeldCall,
  target: OptionQuote,
): RollOpportunity => {
  const { accountId, market, now, session, tickerMarket, goal } = input;
  const { ticker, spot, rate, dividendYield } = tickerMarket;
  const { call, quote } = held;
  const shares = SHARES_PER_CONTRACT * call.contracts;
  // Answers are rounded once, at the edge: money totals to the cent, the per-share credit to four places.
  const creditPerShare = target.bid - quote.ask;
  const netCreditPerShare = roundPerShare(creditPerShare);
  const netCredit = roundCents(creditPerShare * shares);
  const timeExtension = toDayNumber(target.expiration) - toDayNumber(call.expiration);
  const strikeChange = target.strike - call.strike;
  const assignmentChance = assignmentProbability({
    spot,
    strike: target.strike,
    years: Math.max(0, yearsToExpiry(now, target.expiration)),
    rate,
    dividendYield,
    volatility: target.impliedVolatility,
  });
  const reason = situation(ticker, spot, held);
  const upside = strikeChange > 0 ? ` and ${formatUsd(strikeChange)} a share of upside` : '';
  const benefit = `Rolling to the ${formatUsd(target.strike)} call expiring ${formatDate(target.expiration)} brings in a net credit of ${formatUsd(netCredit)}, adds ${countOf(timeExtension, 'day')}${upside}, and keeps your shares.`;
  return {
    ...opportunityEnvelope({
      id: opportunityId(['option_roll', accountId, call.optionSymbol, session]),
      accountId,
      ticker,
      now,
      expiresAt: opportunityExpiresAt(now, call.expiration),
      strategyId: 'option_roll',
      rationale: {
        reason,
        benefit,
        strategy_name: rollStrategyName(goal),
        news_summary: marketContextSummary({ market, tickerMarket, now }),
      },
    }),
    opportunity_type: 'option_roll',
    details: {
      action: 'roll',
      reason,
      trigger: held.inTheMoney ? 'in_the_money' : 'expiring',
      urgent: held.days <= ROLL_URGENT_DAYS,
      current_position: currentPosition(held),
      contracts: call.contracts,
      current_price: spot,
      days_to_expiry: held.days,
      roll_to: {
        symbol: formatOccSymbol({
          root: optionRoot(ticker),
          expiration: target.expiration,
          type: 'call',
          strike: target.strike,
        }),
        strike: target.strike,
        expiration: target.expiration,
        delta: target.delta,
        premium: target.bid,
        bid: target.bid,
        ask: target.ask,
        open_interest: target.openInterest,
        volume: target.volume,
        assignment_chance: assignmentChance,
      },
      net_credit: netCredit,
      net_credit_per_share: netCreditPerShare,
      closing_cost: roundCents(quote.ask * shares),
      current_bid: quote.bid,
      current_ask: quote.ask,
      current_last: quote.lastTradePrice,
      current_premium: quote.mid,
      time_extension: timeExtension,
      strike_change: strikeChange,
    },
    expected_outcome: {
      net_credit: netCredit,
      time_extension: timeExtension,
      strike_change: strikeChange,
      added_upside: roundCents(strikeChange * shares),
      assignment_chance: assignmentChance,
    },
    related_risk_levels: [],
    warnings: callWarnings({
      market,
      tickerMarket,
      now,
      strike: target.strike,
      expiration: target.expiration,
      volatility: target.impliedVolatility,
    }),
  };
};

const closeOpportunity = (
  input: OpenCallReviewInput,
  held: HeldCall,
  trigger: 'premium_captured' | 'no_credit_roll',
): CloseOpportunity => {
  const { accountId, now, session, tickerMarket } = input;
  const { ticker, spot } = tickerMarket;
  const { call, quote, days } = held;
  const shares = SHARES_PER_CONTRACT * call.contracts;
  // Worked out unrounded; the amounts answered are rounded once, to the cent.
  const received = call.averagePremium * shares;
  const cost = quote.ask * shares;
  const profitLossRatio = received > 0 ? (received - cost) / received : 0;
  const premiumReceived = roundCents(received);
  const costToClose = roundCents(cost);
  const profitLoss = roundCents(received - cost);
  const captured = premiumCaptured(held);
  const reason =
    trigger === 'premium_captured'
      ? `You have earned ${formatPercent(captured, 0)} of the ${formatUsd(call.averagePremium)} a share this call brought in, with ${countOf(days, 'day')} left. Buying it back for ${formatUsd(quote.ask)} locks that in.`
      : `${situation(ticker, spot, held)} ${NO_ROLL_CLOSE_REASON}`;
  const benefit =
    trigger === 'premium_captured'
      ? `Keeps ${formatUsd(profitLoss)} of ${formatUsd(premiumReceived)} and frees ${countOf(shares, 'share')} for a new call now, instead of waiting ${countOf(days, 'day')} for the last ${formatUsd(quote.ask)} a share.`
      : `Buying back for ${formatUsd(costToClose)} ends the obligation to sell ${countOf(shares, 'share')} at ${formatUsd(call.strike)}; the call's profit/loss is ${formatUsd(profitLoss)}.`;
  return {
    ...opportunityEnvelope({
      id: opportunityId(['option_close', accountId, call.optionSymbol, session]),
      accountId,
      ticker,
      now,
      expiresAt: opportunityExpiresAt(now, call.expiration),
      strategyId: 'option_close',
      rationale: {
        reason,
        benefit,
        strategy_name: CLOSE_STRATEGY_NAME,
        news_summary: marketContextSummary({ market: input.market, tickerMarket, now }),
      },
    }),
    opportunity_type: 'option_close',
    details: {
      action: 'buy_to_close',
      reason,
      trigger,
      // Spec §9: urgent when the reason is about loss or risk (the no-roll reason is) or a day or less is left.
      urgent: trigger === 'no_credit_roll' || days <= CLOSE_URGENT_DAYS,
      current_position: currentPosition(held),
      contracts: call.contracts,
      strike: call.strike,
      current_price: spot,
      days_to_expiry: days,
      last_bid: quote.bid,
      last_ask: quote.ask,
      last_trade: quote.lastTradePrice,
      premium: quote.ask,
      premium_received: premiumReceived,
      cost_to_close: costToClose,
      profit_loss: profitLoss,
      profit_loss_ratio: profitLossRatio,
      premium_captured: captured,
    },
    expected_outcome: { profit_loss: profitLoss, profit_loss_ratio: profitLossRatio, shares_freed: shares },
    related_risk_levels: [],
    warnings: [],
  };
};
