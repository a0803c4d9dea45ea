import type { CoveredCallDetails, CoveredCallOpportunity } from '@thetix/shared/contracts/opportunities';
import { calendarDate, fractionPercent, money, perShare } from './format';

/** The "Why this trade" lines of the trade the drawer shows. */
export interface TradeRationale {
  lines: string[];
  /** The proposal's own reasoning, kept for reference once the user fine-tuned another strike or expiration. */
  proposed?: string[];
}

/**
 * The proposal's reasoning while the drawer shows the proposal (or only its contracts changed); for another strike
 * or expiration, the figures of the trade as fine-tuned, since the proposal's words are about a call the user is no
 * longer looking at (issue 18 item 2).
 */
export function tradeRationale(
  opportunity: CoveredCallOpportunity,
  details: CoveredCallDetails,
): TradeRationale {
  const proposal = opportunity.details;
  const reasoning = [opportunity.rationale.reason, opportunity.rationale.benefit].filter((line) => line);
  if (details.strike === proposal.strike && details.expiration === proposal.expiration)
    return { lines: reasoning };
  const ticker = opportunity.primary_ticker;
  const lines = [
    `You fine-tuned this trade to the ${money(details.strike)} ${ticker} call expiring ${calendarDate(details.expiration)}: ` +
      `${perShare(details.premium)} a share, ${money(details.total_premium)} for ${details.contracts} ` +
      `${details.contracts === 1 ? 'contract' : 'contracts'} (${fractionPercent(details.annualized_yield)} annualized).`,
    `Delta ${details.delta.toFixed(2)}: about ${fractionPercent(details.assignment_chance, 0)} odds that the shares are ` +
      `called away at expiry; if they are, the return from your cost is ${fractionPercent(details.if_called_return)}.`,
  ];
  return { lines, proposed: reasoning };
}
