import { type CalendarDate, toDayNumber } from '../calendar/calendar-date';
import { daysToExpiry, expiryInstant, yearsToExpiry } from '../calendar/expirations';
import { formatOccSymbol } from '../calendar/occ-symbol';
import type {
  CloseDetails,
  CloseOpportunity,
  CurrentPosition,
  OpenCallStatus,
  RollCandidate,
  RollOpportunity,
} from '../contracts/opportunities';
import type { MarketModel, OptionQuote } from '../market/market-model';
import type { OptionType } from '../options/black-scholes';
import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
import { assignmentProbability } from '../options/probability';
import { roundCents, roundPerShare } from '../portfolio/money';
import { optionRoot } from './covered-call-pricing';
import { marketContextSummary } from './market-context';
import { opportunityEnvelope } from './opportunity-envelope';
import { opportunityId } from './opportunity-id';
import type { OpenShortCall, TickerGoal } from './opportunity-inputs';
import { CLOSE_URGENT_DAYS, ROLL_URGENT_DAYS } from './opportunity-rules';
import {
  captureThreshold,
  decideOpenCall,
  moneynessOf,
  moneynessRatio,
  type OpenCallDecision,
} from './open-call-rules';
import { putRollBenefit, putSituation } from './open-put-texts';
import { noCreditRollText, rollCandidates } from './roll-candidates';
import { opportunityExpiresAt } from './opportunity-session';
import { quoteCall, type TickerMarket } from './option-market';
import { callWarnings, putWarnings } from './trade-warnings';
import { historyEnd, openCallRuleHistory } from './open-call-history';
import { earlyAssignmentOf, rollDecision } from './roll-decision';
import { whatIfInputs } from './what-if-inputs';
import {
  CLOSE_PUT_STRATEGY_NAME,
  CLOSE_STRATEGY_NAME,
  countOf,
  formatDate,
  formatPercent,
  formatUsd,
  RISK_LEVEL_LABELS,
  rollStrategyName,
} from './wording';

type CloseTrigger = CloseDetails['trigger'];

/** Spec part 2 §2, the close drawer's fallback reasoning. */
export const NO_ROLL_CLOSE_REASON = 'No suitable roll opportunity exists. Close position to manage risk.';

export type OpenCallSkipReason = 'expired' | 'no_action_needed';

/**
 * The review of one held call: the opportunity to act on (a roll or a close) when the rules ask for one, and in any
 * case but an expired call the call's status for the position page (issue 18 item 12).
 */
export type OpenCallReview =
  | {
      readonly ok: true;
      readonly opportunity: RollOpportunity | CloseOpportunity;
      readonly status: OpenCallStatus;
    }
  | { readonly ok: false; readonly reason: OpenCallSkipReason; readonly status?: OpenCallStatus };

export interface OpenCallReviewInput {
  readonly accountId: string;
  readonly market: MarketModel;
  readonly now: Date;
  readonly session: CalendarDate;
  readonly tickerMarket: TickerMarket;
  readonly call: OpenShortCall;
  /** Without a goal a roll goes to the next listed expirations and has no delta band to prefer. */
  readonly goal?: TickerGoal;
  /** The shares' average cost per share; 0 or absent when unknown (the current price stands in). */
  readonly costBasisPerShare?: number;
}

export interface HeldCall {
  readonly type: OptionType;
  readonly call: OpenShortCall;
  readonly quote: OptionQuote;
  readonly days: number;
  readonly inTheMoney: boolean;
  readonly decision: OpenCallDecision;
}

/**
 * What to do with a call already sold: the rule table of `open-call-rules.ts` picks close, roll, let expire or hold;
 * a roll goes to the best credit among `rollCandidates`, or becomes a close when none pays a credit. A short put
 * (`type: 'put'`) is the mirror: rolled down and out for a credit, and left to be assigned when no roll pays one.
 */
export const reviewOpenCall = (input: OpenCallReviewInput): OpenCallReview => {
  const step = reviewHeldOption(input, 'call');
  if (step.kind === 'review') return step.review;
  const { held, candidates } = step;
  const opportunity = closeOpportunity(input, held, 'no_credit_roll', candidates);
  return {
    ok: true,
    opportunity,
    status: {
      ...statusOf(input, held, opportunity.details.reason, bestNetCredit(candidates) ?? null),
      action: 'close',
    },
  };
};

/** A review done, or a held option the rules would roll with no roll for a credit (a call is then closed). */
export type HeldOptionStep =
  | { readonly kind: 'review'; readonly review: OpenCallReview }
  | { readonly kind: 'no_credit_roll'; readonly held: HeldCall; readonly candidates: RollCandidate[] };

/** The review shared by short calls and short puts (issue 31: a put is the mirror, `open-put-review.ts`). */
export const reviewHeldOption = (input: OpenCallReviewInput, type: OptionType): HeldOptionStep => {
  const { market, now, tickerMarket, call, goal } = input;
  if (expiryInstant(call.expiration) <= now)
    return { kind: 'review', review: { ok: false, reason: 'expired' } };
  const quote = quoteCall(market, tickerMarket, call.expiration, call.strike, now, type);
  const days = Math.max(0, daysToExpiry(now, call.expiration));
  const decision = decideOpenCall({
    spot: tickerMarket.spot,
    strike: call.strike,
    days,
    delta: quote.delta,
    ask: quote.ask,
    averagePremium: call.averagePremium,
    type,
    ...(goal ? { riskLevel: goal.riskLevel } : {}),
  });
  const held: HeldCall = {
    type,
    call,
    quote,
    days,
    inTheMoney: moneynessRatio(tickerMarket.spot, call.strike, type) > 0,
    decision,
  };
  switch (decision.action) {
    case 'close': {
      const opportunity = closeOpportunity(
        input,
        held,
        decision.rule === 'little_left' ? 'little_left' : 'premium_captured',
      );
      return {
        kind: 'review',
        review: { ok: true, opportunity, status: statusOf(input, held, opportunity.details.reason, null) },
      };
    }
    case 'roll': {
      const { candidates, chosen } = rollCandidates({
        market,
        now,
        tickerMarket,
        call,
        heldAsk: quote.ask,
        goal,
        type,
      });
      if (!chosen) return { kind: 'no_credit_roll', held, candidates };
      const opportunity = rollOpportunity(input, held, chosen, candidates);
      return {
        kind: 'review',
        review: {
          ok: true,
          opportunity,
          status: {
            ...statusOf(input, held, opportunity.details.reason, opportunity.details.net_credit),
            action: 'roll',
          },
        },
      };
    }
    default:
      return {
        kind: 'review',
        review: {
          ok: false,
          reason: 'no_action_needed',
          status: statusOf(input, held, waitReason(tickerMarket, held, goal), null),
        },
      };
  }
};

export const bestNetCredit = (candidates: readonly RollCandidate[]): number | undefined =>
  candidates.length === 0 ? undefined : Math.max(...candidates.map((candidate) => candidate.net_credit));

export const statusOf = (
  input: OpenCallReviewInput,
  held: HeldCall,
  reason: string,
  rollNetCredit: number | null,
): OpenCallStatus => ({
  symbol: held.call.optionSymbol,
  strike: held.call.strike,
  expiration: held.call.expiration,
  contracts: held.call.contracts,
  avg_price: held.call.averagePremium,
  current_ask: held.quote.ask,
  premium_captured: held.decision.premiumCaptured,
  days_to_expiry: held.days,
  moneyness: held.decision.moneyness,
  moneyness_ratio: moneynessRatio(input.tickerMarket.spot, held.call.strike, held.type),
  delta: held.quote.delta,
  action: held.decision.action,
  rule: held.decision.rule,
  reason,
  roll_net_credit: rollNetCredit,
  ...heldWhatIfOf(input, held),
});

/** The what-if grid prices covered calls: a put's review carries none (decision 345). */
const heldWhatIfOf = (input: OpenCallReviewInput, held: HeldCall) =>
  held.type === 'put' ? {} : { what_if: heldWhatIf(input, held) };

const heldWhatIf = (input: OpenCallReviewInput, held: HeldCall) =>
  whatIfInputs({
    market: input.market,
    tickerMarket: input.tickerMarket,
    impliedVolatility: held.quote.impliedVolatility,
    costBasis: input.costBasisPerShare ?? 0,
  });

/**
 * Roll, close now and let it go side by side (issue 32 item 2) for a call the roll rules fired for, with how the
 * same rule has done on this ticker over the last two years.
 */
const decisionOf = (
  input: OpenCallReviewInput,
  held: HeldCall,
  roll: OptionQuote | undefined,
  pick: 'roll' | 'close',
) => {
  // The side-by-side decision (issue 32) is worked out for covered calls only.
  if (held.type === 'put') return undefined;
  const { market, now, tickerMarket } = input;
  const { call, quote } = held;
  const earlyAssignment = (strike: number, expiration: CalendarDate, volatility: number) =>
    earlyAssignmentOf({ market, tickerMarket, now, strike, expiration, volatility });
  const history = ruleHistory(input, held, roll);
  return rollDecision({
    now,
    ticker: tickerMarket.ticker,
    spot: tickerMarket.spot,
    rate: tickerMarket.rate,
    dividendYield: tickerMarket.dividendYield,
    costBasis: input.costBasisPerShare ?? 0,
    held: {
      strike: call.strike,
      expiration: call.expiration,
      contracts: call.contracts,
      averagePremium: call.averagePremium,
      ask: quote.ask,
      impliedVolatility: quote.impliedVolatility,
    },
    ...(roll
      ? {
          roll: {
            strike: roll.strike,
            expiration: roll.expiration,
            bid: roll.bid,
            impliedVolatility: roll.impliedVolatility,
          },
        }
      : {}),
    pick,
    earlyAssignment: {
      held: earlyAssignment(call.strike, call.expiration, quote.impliedVolatility),
      ...(roll ? { roll: earlyAssignment(roll.strike, roll.expiration, roll.impliedVolatility) } : {}),
    },
    ...(history ? { history: { ...history, rule: held.decision.rule } } : {}),
  });
};

const withDecision = (decision: ReturnType<typeof decisionOf>) => (decision ? { decision } : {});

const ruleHistory = (input: OpenCallReviewInput, held: HeldCall, roll: OptionQuote | undefined) => {
  try {
    return openCallRuleHistory({
      market: input.market,
      ticker: input.tickerMarket.ticker,
      to: historyEnd(input.tickerMarket.sessionDate),
      rule: held.decision.rule,
      daysBeforeExpiry: held.days,
      ...(input.goal ? { riskLevel: input.goal.riskLevel, cadence: input.goal.cadence } : {}),
      ...(roll
        ? {
            roll: {
              timeExtension: toDayNumber(roll.expiration) - toDayNumber(held.call.expiration),
              strikeRatio: roll.strike / held.call.strike,
            },
          }
        : {}),
    });
  } catch {
    // Two years of closes the market has not loaded (a vendor snapshot) leave the history out, not the decision.
    return undefined;
  }
};

/** The roll a no-credit close compares against: the candidate that costs least, priced like the chosen roll. */
const leastCostlyRoll = (
  input: OpenCallReviewInput,
  held: HeldCall,
  candidates: readonly RollCandidate[],
): OptionQuote | undefined => {
  const best = [...candidates].sort((a, b) => b.net_credit - a.net_credit)[0];
  if (!best) return undefined;
  return quoteCall(input.market, input.tickerMarket, best.expiration, best.strike, input.now, held.type);
};

/** "8.3% out of the money" / "2.1% in the money" / "at the money". */
export const moneynessWords = (spot: number, strike: number, type: OptionType = 'call'): string => {
  const moneyness = moneynessOf(spot, strike, type);
  if (moneyness === 'at_the_money') return 'at the money';
  const ratio = Math.abs(spot - strike) / strike;
  return `${formatPercent(ratio, 1)} ${moneyness === 'in_the_money' ? 'in' : 'out of'} the money`;
};

/** Why a held call is left alone: let it expire, or nothing to do yet. */
const waitReason = (tickerMarket: TickerMarket, held: HeldCall, goal: TickerGoal | undefined): string => {
  const { call, days, quote, decision } = held;
  const strike = formatUsd(call.strike);
  const where = moneynessWords(tickerMarket.spot, call.strike, held.type);
  if (decision.rule === 'let_expire')
    return `Your ${strike} ${held.type} is ${where} ${leftWords(days)} (delta ${Math.abs(quote.delta).toFixed(2)}): let it expire and keep the whole premium; buying it back for ${formatUsd(quote.ask)} a share would mostly pay commissions.`;
  const threshold = formatPercent(captureThreshold(goal?.riskLevel), 0);
  return `Nothing to do yet: ${formatPercent(Math.max(0, decision.premiumCaptured), 0)} of the premium earned (closing at ${threshold}), ${countOf(days, 'day')} left, ${where}.`;
};

const currentPosition = ({ call, type }: HeldCall): CurrentPosition => ({
  symbol: call.optionSymbol,
  strike: call.strike,
  expiration: call.expiration,
  option_type: type,
  amount: -call.contracts,
  avg_price: call.averagePremium,
});

/** "with 3 days left", or "expiring today". */
export const leftWords = (days: number): string =>
  days === 0 ? 'expiring today' : `with ${countOf(days, 'day')} left`;

export const expiresInWords = (days: number): string => (days === 0 ? 'today' : `in ${countOf(days, 'day')}`);

/** Why the held call needs attention, in one sentence: the rule that fired, in words. */
const situation = (ticker: string, spot: number, held: HeldCall): string => {
  if (held.type === 'put') return putSituation(ticker, spot, held);
  const { call, days, quote } = held;
  const strike = formatUsd(call.strike);
  const expiry = `${expiresInWords(days)} (${formatDate(call.expiration)})`;
  if (held.inTheMoney && days <= ROLL_URGENT_DAYS)
    return `${ticker} at ${formatUsd(spot)} is above your ${strike} call's strike and the call expires ${expiry}: the shares are likely to be called away.`;
  if (held.inTheMoney)
    return `${ticker} at ${formatUsd(spot)} is above your ${strike} call's strike: the shares are likely to be called away at expiry on ${formatDate(call.expiration)}.`;
  const gap =
    moneynessOf(spot, call.strike) === 'at_the_money'
      ? 'at'
      : `only ${formatPercent((call.strike - spot) / call.strike, 1)} below`;
  return `${ticker} at ${formatUsd(spot)} is ${gap} your ${strike} call's strike; the call expires ${expiry} with a delta of ${Math.abs(quote.delta).toFixed(2)} and may well finish in the money.`;
};

const rollOpportunity = (
  input: OpenCallReviewInput,
  held: HeldCall,
  target: OptionQuote,
  candidates: RollCandidate[],
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
    type: held.type,
    spot,
    strike: target.strike,
    years: Math.max(0, yearsToExpiry(now, target.expiration)),
    rate,
    dividendYield,
    volatility: target.impliedVolatility,
  });
  const reason = situation(ticker, spot, held);
  const upside = strikeChange > 0 ? ` and ${formatUsd(strikeChange)} a share of upside` : '';
  const benefit =
    held.type === 'put'
      ? putRollBenefit({
          target,
          netCredit,
          timeExtension,
          heldPremium: call.averagePremium,
          netCreditPerShare,
        })
      : `Rolling to the ${formatUsd(target.strike)} call expiring ${formatDate(target.expiration)} brings in a net credit of ${formatUsd(netCredit)}, adds ${countOf(timeExtension, 'day')}${upside}, and keeps your shares.`;
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
        strategy_name: rollStrategyName(goal, held.type),
        news_summary: marketContextSummary({ market, tickerMarket, now }),
      },
    }),
    opportunity_type: 'option_roll',
    details: {
      action: 'roll',
      reason,
      trigger: held.inTheMoney ? 'in_the_money' : 'challenged',
      // Spec part 2 §9: 3 days or less. Only in-the-money and challenged calls are rolled, so the badge is deserved.
      urgent: held.days <= ROLL_URGENT_DAYS,
      current_position: currentPosition(held),
      contracts: call.contracts,
      current_price: spot,
      days_to_expiry: held.days,
      roll_to: {
        symbol: formatOccSymbol({
          root: optionRoot(ticker),
          expiration: target.expiration,
          type: held.type,
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
      premium_captured: held.decision.premiumCaptured,
      roll_candidates: candidates,
      ...withDecision(decisionOf(input, held, target, 'roll')),
    },
    expected_outcome: {
      net_credit: netCredit,
      time_extension: timeExtension,
      strike_change: strikeChange,
      added_upside: roundCents(Math.abs(strikeChange) * shares),
      assignment_chance: assignmentChance,
    },
    related_risk_levels: [],
    warnings: (held.type === 'put' ? putWarnings : callWarnings)({
      market,
      tickerMarket,
      now,
      strike: target.strike,
      expiration: target.expiration,
      volatility: target.impliedVolatility,
    }),
    ...(held.type === 'put'
      ? {}
      : {
          what_if: whatIfInputs({
            market,
            tickerMarket,
            impliedVolatility: target.impliedVolatility,
            costBasis: input.costBasisPerShare ?? 0,
          }),
        }),
  };
};

const closeOpportunity = (
  input: OpenCallReviewInput,
  held: HeldCall,
  trigger: CloseTrigger,
  candidates?: RollCandidate[],
): CloseOpportunity => {
  const { accountId, now, session, tickerMarket, goal } = input;
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
  const captured = held.decision.premiumCaptured;
  const reasons: Record<CloseTrigger, () => string> = {
    premium_captured: () =>
      `You have earned ${formatPercent(captured, 0)} of the ${formatUsd(call.averagePremium)} a share this ${held.type} brought in, ${leftWords(days)}; ${goal ? `your ${RISK_LEVEL_LABELS[goal.riskLevel]} goal takes` : 'the rule takes'} profits at ${formatPercent(captureThreshold(goal?.riskLevel), 0)}. Buying it back for ${formatUsd(quote.ask)} locks that in.`,
    little_left: () =>
      `Your ${formatUsd(call.strike)} ${held.type} expires ${expiresInWords(days)} and asks only ${formatUsd(quote.ask)} a share: buying it back for that ends the last days' risk of assignment.`,
    no_credit_roll: () =>
      `${situation(ticker, spot, held)} ${noCreditRollText(candidates ?? [], held.type)} ${NO_ROLL_CLOSE_REASON}`,
  };
  const reason = reasons[trigger]();
  const collateral = call.strike * shares;
  const freed =
    held.type === 'put'
      ? `${formatUsd(collateral)} of cash for a new put`
      : `${countOf(shares, 'share')} for a new call`;
  const benefit =
    trigger === 'no_credit_roll'
      ? `Buying back for ${formatUsd(costToClose)} ends the obligation to sell ${countOf(shares, 'share')} at ${formatUsd(call.strike)}; the call's profit/loss is ${formatUsd(profitLoss)}.`
      : `Keeps ${formatUsd(profitLoss)} of ${formatUsd(premiumReceived)} and frees ${freed} now, instead of waiting ${countOf(days, 'day')} for the last ${formatUsd(quote.ask)} a share.`;
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
        strategy_name: held.type === 'put' ? CLOSE_PUT_STRATEGY_NAME : CLOSE_STRATEGY_NAME,
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
      ...(candidates ? { roll_candidates: candidates } : {}),
      ...(trigger === 'no_credit_roll'
        ? withDecision(decisionOf(input, held, leastCostlyRoll(input, held, candidates ?? []), 'close'))
        : {}),
    },
    expected_outcome:
      held.type === 'put'
        ? {
            profit_loss: profitLoss,
            profit_loss_ratio: profitLossRatio,
            shares_freed: 0,
            collateral_freed: roundCents(collateral),
          }
        : { profit_loss: profitLoss, profit_loss_ratio: profitLossRatio, shares_freed: shares },
    related_risk_levels: [],
    warnings: [],
    ...heldWhatIfOf(input, held),
  };
};
