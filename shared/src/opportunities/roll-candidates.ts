import { toDayNumber } from '../calendar/calendar-date';
import type { Duration } from '../contracts/calculator';
import type { RollCandidate } from '../contracts/opportunities';
import type { MarketModel, OptionQuote } from '../market/market-model';
import { formatOccSymbol } from '../calendar/occ-symbol';
import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
import { roundCents, roundPerShare } from '../portfolio/money';
import { optionRoot } from './covered-call-pricing';
import { eligibleExpirations } from './expiration-choice';
import type { OpenShortCall, TickerGoal } from './opportunity-inputs';
import { MIN_ROLL_CREDIT_PER_SHARE } from './opportunity-rules';
import type { OptionType } from '../options/black-scholes';
import { optionsOf, liquidityProblem, type TickerMarket, volumeIsMeaningful } from './option-market';
import { isInRiskBand } from './strike-choice';
import { countOf, formatDate, formatUsd } from './wording';

/** A roll looks at the next this many eligible expirations after the held one. */
export const ROLL_EXPIRATIONS = 3;
/** ...and, on each, at the held strike and the next liquid strikes above it, this many in all. */
export const ROLL_STRIKES_PER_EXPIRATION = 3;

export interface RollCandidatesInput {
  readonly market: MarketModel;
  readonly now: Date;
  readonly tickerMarket: TickerMarket;
  readonly call: OpenShortCall;
  /** The held call's ask now: what buying it back costs, per share. */
  readonly heldAsk: number;
  readonly goal?: TickerGoal;
  /** The held option's type; default call. A put rolls down (strikes at or below the held one) and out. */
  readonly type?: OptionType;
}

export interface RollChoice {
  /** By expiration, then strike; debits included. */
  readonly candidates: RollCandidate[];
  /** The call to roll into, or undefined when no candidate pays the minimum credit. */
  readonly chosen?: OptionQuote;
}

/**
 * The rolls a seller would look at for a held call (issue 18 item 10): the next `ROLL_EXPIRATIONS` eligible
 * expirations (the goal's cadence; without a goal weekly), liquid strikes at or above the held one (never lower:
 * that would lock in a loss on the shares). The one proposed is on the nearest expiration that pays a credit of at
 * least `MIN_ROLL_CREDIT_PER_SHARE`: the lowest strike inside the goal's delta band, else the lowest paying one.
 * A short put is the mirror (issue 31): strikes at or below the held one (never higher: that would raise the price
 * the shares are bought at), the highest first.
 */
export const rollCandidates = (input: RollCandidatesInput): RollChoice => {
  const { market, now, tickerMarket, call, heldAsk, goal, type = 'call' } = input;
  // Nearest the held strike first: up from it for a call, down from it for a put.
  const side = type === 'call' ? 1 : -1;
  const cadence: Duration = goal?.cadence ?? 'weekly';
  const { expirations } = eligibleExpirations({
    market,
    ticker: tickerMarket.ticker,
    now,
    cadence,
    after: call.expiration,
  });
  const checkVolume = volumeIsMeaningful(now);
  const isCredit = (option: OptionQuote) => option.bid - heldAsk >= MIN_ROLL_CREDIT_PER_SHARE - 1e-9;
  const quotes: OptionQuote[] = [];
  let chosen: OptionQuote | undefined;
  for (const expiration of expirations.slice(0, ROLL_EXPIRATIONS)) {
    const liquid = optionsOf(market.optionChain(tickerMarket.ticker, expiration, now), type)
      .filter((option) => side * (option.strike - call.strike) >= -1e-9)
      .filter((option) => liquidityProblem(option, checkVolume) === undefined)
      .sort((a, b) => side * (a.strike - b.strike));
    const shown = liquid.slice(0, ROLL_STRIKES_PER_EXPIRATION);
    if (!chosen) {
      const credits = liquid.filter(isCredit);
      const inBand = goal ? credits.filter((option) => isInRiskBand(option.delta, goal.riskLevel)) : [];
      chosen = inBand[0] ?? credits[0];
      if (chosen && !shown.includes(chosen)) shown.push(chosen);
    }
    quotes.push(...shown);
  }
  const shares = SHARES_PER_CONTRACT * call.contracts;
  const candidates = quotes.map((option): RollCandidate => ({
    symbol: formatOccSymbol({
      root: optionRoot(tickerMarket.ticker),
      expiration: option.expiration,
      type,
      strike: option.strike,
    }),
    strike: option.strike,
    expiration: option.expiration,
    delta: option.delta,
    bid: option.bid,
    net_credit_per_share: roundPerShare(option.bid - heldAsk),
    net_credit: roundCents((option.bid - heldAsk) * shares),
    time_extension: toDayNumber(option.expiration) - toDayNumber(call.expiration),
    strike_change: option.strike - call.strike,
    is_credit: isCredit(option),
  }));
  return chosen ? { candidates, chosen } : { candidates };
};

/** "No credit roll available", said plainly, with the best roll looked at. */
export const noCreditRollText = (candidates: readonly RollCandidate[], type: OptionType = 'call'): string => {
  if (candidates.length === 0)
    return `No credit roll available: no liquid ${type} at or ${type === 'call' ? 'above' : 'below'} your strike to roll into.`;
  const best = candidates.reduce((a, b) => (b.net_credit > a.net_credit ? b : a));
  const cost =
    best.net_credit < 0
      ? `costs a net debit of ${formatUsd(-best.net_credit)}`
      : `brings in only ${formatUsd(best.net_credit)}, less than the commissions of two legs`;
  return `No credit roll available: the best of the ${countOf(candidates.length, 'roll')} looked at, to the ${formatUsd(best.strike)} ${type} expiring ${formatDate(best.expiration)}, ${cost}.`;
};
