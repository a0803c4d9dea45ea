import type { HoldingReview, OpenCallAction, OpenCallStatus } from '@thetix/shared/contracts/opportunities';
import { fractionPercent } from './format';

/** What the position page and the dashboard show of the holdings review (issue 18 items 11 and 12), as pure rules. */

export const OPEN_CALL_ACTION_LABELS: Readonly<Record<OpenCallAction, string>> = {
  close: 'Close',
  roll: 'Roll',
  let_expire: 'Let expire',
  hold: 'Hold',
};

/** "76%" of the premium captured; a call that costs more to buy back than it brought in shows its loss. */
export const premiumCapturedLabel = (call: Pick<OpenCallStatus, 'premium_captured'>): string =>
  fractionPercent(call.premium_captured, 0);

/** "4.8% OTM", "2.1% ITM", "ATM". */
export const moneynessLabel = (call: Pick<OpenCallStatus, 'moneyness' | 'moneyness_ratio'>): string => {
  if (call.moneyness === 'at_the_money') return 'ATM';
  return `${fractionPercent(Math.abs(call.moneyness_ratio), 1)} ${call.moneyness === 'in_the_money' ? 'ITM' : 'OTM'}`;
};

export const daysLeftLabel = (days: number): string => (days === 1 ? '1 day' : `${days} days`);

/** The holdings that have no covered call to sell, each with its reason: never silence (issue 18 item 11). */
export const unexplainedHoldings = (holdings: readonly HoldingReview[]) =>
  holdings.flatMap((holding) =>
    !holding.has_covered_call && holding.explanation
      ? [{ ticker: holding.ticker, message: holding.explanation.message }]
      : [],
  );

/** The open calls of one ticker across the accounts reviewed. */
export const openCallsOf = (holdings: readonly HoldingReview[], ticker: string): OpenCallStatus[] =>
  holdings.filter((holding) => holding.ticker === ticker).flatMap((holding) => holding.open_calls);
