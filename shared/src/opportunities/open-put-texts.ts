import type { RollCandidate } from '../contracts/opportunities';
import type { OptionQuote } from '../market/market-model';
import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
import type { HeldCall } from './open-call-review';
import { moneynessOf } from './open-call-rules';
import { ROLL_URGENT_DAYS } from './opportunity-rules';
import type { TickerMarket } from './option-market';
import { noCreditRollText } from './roll-candidates';
import { countOf, formatDate, formatPercent, formatUsd } from './wording';

/**
 * The words of a short put's review (issue 31), the mirror of a call's in `open-call-review.ts`: in the money is the
 * stock under the strike, and assignment buys the shares instead of selling them.
 */

const expiresIn = (days: number): string => (days === 0 ? 'today' : `in ${countOf(days, 'day')}`);

/** Why the held put needs attention, in one sentence: the rule that fired, in words. */
export const putSituation = (ticker: string, spot: number, held: HeldCall): string => {
  const { call: put, days, quote } = held;
  const strike = formatUsd(put.strike);
  const expiry = `${expiresIn(days)} (${formatDate(put.expiration)})`;
  if (held.inTheMoney && days <= ROLL_URGENT_DAYS)
    return `${ticker} at ${formatUsd(spot)} is below your ${strike} put's strike and the put expires ${expiry}: the shares are likely to be put to you at ${strike}.`;
  if (held.inTheMoney)
    return `${ticker} at ${formatUsd(spot)} is below your ${strike} put's strike: the shares are likely to be put to you at expiry on ${formatDate(put.expiration)}.`;
  const gap =
    moneynessOf(spot, put.strike, 'put') === 'at_the_money'
      ? 'at'
      : `only ${formatPercent((spot - put.strike) / put.strike, 1)} above`;
  return `${ticker} at ${formatUsd(spot)} is ${gap} your ${strike} put's strike; the put expires ${expiry} with a delta of ${Math.abs(quote.delta).toFixed(2)} and may well finish in the money.`;
};

export interface PutRollTerms {
  readonly target: OptionQuote;
  readonly netCredit: number;
  readonly netCreditPerShare: number;
  readonly timeExtension: number;
  /** The held put's average premium, per share. */
  readonly heldPremium: number;
}

/**
 * What rolling down and out brings: the credit, the days added, and the price the shares would be bought at if the
 * new put is assigned, after both premiums (new strike − held premium − net credit).
 */
export const putRollBenefit = ({
  target,
  netCredit,
  netCreditPerShare,
  timeExtension,
  heldPremium,
}: PutRollTerms): string => {
  const effective = target.strike - heldPremium - netCreditPerShare;
  return `Rolling down to the ${formatUsd(target.strike)} put expiring ${formatDate(target.expiration)} brings in a net credit of ${formatUsd(netCredit)}, adds ${countOf(timeExtension, 'day')}, and lowers the price you would buy at: ${formatUsd(effective)} a share after both premiums if it is assigned.`;
};

/**
 * A challenged put with no roll for a credit is left to be assigned: the wheel seller listed the ticker to own it,
 * and buying the put back would pay to avoid the purchase they wanted.
 */
export const letAssignReason = (
  tickerMarket: TickerMarket,
  held: HeldCall,
  candidates: readonly RollCandidate[],
): string => {
  const { call: put } = held;
  const effective = put.strike - put.averagePremium;
  const shares = SHARES_PER_CONTRACT * put.contracts;
  return `${putSituation(tickerMarket.ticker, tickerMarket.spot, held)} ${noCreditRollText(candidates, 'put')} Let it be assigned: you buy ${countOf(shares, 'share')} at ${formatUsd(put.strike)}, ${formatUsd(effective)} a share after the ${formatUsd(put.averagePremium)} premium you keep.`;
};
