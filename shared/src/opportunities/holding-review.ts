import type { HoldingExplanation, HoldingReview, OpenCallStatus } from '../contracts/opportunities';
import { type CoveredCallSkipReason, coveredCallOpportunity, openContractsOf } from './covered-call';
import { type GenerateOpportunitiesInput, mergeLots } from './generate-opportunities';
import { reviewOpenCall } from './open-call-review';
import type { PositionInput, TickerGoal } from './opportunity-inputs';
import { opportunitySession } from './opportunity-session';
import { readTickerMarket } from './option-market';
import { shareCoverage } from './share-coverage';
import { CADENCE_LABELS, countOf, RISK_LEVEL_LABELS } from './wording';

/**
 * Every holding of an account as the engine sees it at `now` (issue 18 items 11 and 12): its open calls with the
 * action the rules suggest, and, when no tradeable covered call can be proposed, why, in words. Never silence: a
 * holding either has a covered call to sell or an explanation. Pure, the same engine as `generateOpportunities`.
 */
export const reviewHoldings = (input: GenerateOpportunitiesInput): HoldingReview[] => {
  const { accountId, goals, allocations = {}, market, now } = input;
  const session = opportunitySession(now);
  return mergeLots(input.positions).map((position): HoldingReview => {
    const { ticker } = position;
    const tickerMarket = readTickerMarket(market, ticker, now);
    if (!tickerMarket)
      return {
        ticker,
        shares: position.shares,
        current_price: null,
        has_covered_call: false,
        explanation: explain(
          'no_market_data',
          `${ticker} has no listed options in the market data, so no call can be suggested.`,
        ),
        open_calls: [],
      };
    const goal = goals[ticker];
    const allocation = allocations[ticker] ?? 1;
    const openCalls: OpenCallStatus[] = position.openShortCalls.flatMap((call) => {
      const review = reviewOpenCall({
        accountId,
        market,
        now,
        session,
        tickerMarket,
        call,
        goal,
        costBasisPerShare: position.costBasisPerShare,
      });
      return review.status ? [review.status] : [];
    });
    const base = { ticker, shares: position.shares, current_price: tickerMarket.spot, open_calls: openCalls };
    // Short of 100 shares, a goal would not help: say what would.
    const coverage = shareCoverage({
      shares: position.shares,
      allocation,
      openContracts: openContractsOf(position, now),
    });
    if (
      position.shares > 0 &&
      coverage.coverableContracts === 0 &&
      openCalls.length === 0 &&
      Number.isFinite(coverage.sharesNeeded)
    )
      return {
        ...base,
        has_covered_call: false,
        explanation: sharesShort(position, allocation, coverage.sharesNeeded),
      };
    if (!goal)
      return {
        ...base,
        has_covered_call: false,
        explanation: explain(
          'no_goal',
          `No goal is chosen for ${ticker}: pick Conservative, Balanced or Aggressive Income to get a covered-call suggestion.`,
        ),
      };
    const result = coveredCallOpportunity({
      accountId,
      market,
      now,
      session,
      tickerMarket,
      position,
      goal,
      allocation,
    });
    if (result.ok && result.opportunity.details.tradeable_contracts > 0)
      return { ...base, has_covered_call: true, explanation: null };
    if (result.ok)
      return {
        ...base,
        has_covered_call: false,
        explanation: sharesShort(position, allocation, result.opportunity.details.shares_needed),
      };
    return {
      ...base,
      has_covered_call: false,
      explanation: skipExplanation(result.reason, position, goal, allocation, now),
    };
  });
};

const explain = (
  code: HoldingExplanation['code'],
  message: string,
  sharesNeeded: number | null = null,
): HoldingExplanation => ({ code, message, shares_needed: sharesNeeded });

const shareWords = (shares: number): string => countOf(Math.floor(shares), 'share');

/** Spec part 2 §5: 100 shares a contract; the shares missing for one more. */
const sharesShort = (position: PositionInput, allocation: number, needed: number): HoldingExplanation => {
  const { ticker, shares } = position;
  if (allocation >= 1)
    return explain(
      'under_100_shares',
      `${shareWords(shares)} of ${ticker}: a covered call needs 100 shares per contract, so ${countOf(needed, 'more share')} are needed to write one.`.replace(
        '1 more shares are',
        '1 more share is',
      ),
      needed,
    );
  return explain(
    'under_100_shares',
    `Your ${Math.round(allocation * 100)}% allocation of ${shareWords(shares)} of ${ticker} is under 100 shares: ${countOf(needed, 'more share')} would make 1 contract.`,
    needed,
  );
};

const skipExplanation = (
  reason: CoveredCallSkipReason,
  position: PositionInput,
  goal: TickerGoal,
  allocation: number,
  now: Date,
): HoldingExplanation => {
  const { ticker } = position;
  switch (reason) {
    case 'no_shares':
      return explain('no_shares', `You hold no ${ticker} shares, so no covered call can be written.`);
    case 'no_allocation':
      return explain('no_allocation', `Your allocation for ${ticker} is 0%, so no calls are written on it.`);
    case 'fully_covered': {
      const open = openContractsOf(position, now);
      const { coverableContracts } = shareCoverage({
        shares: position.shares,
        allocation,
        openContracts: open,
      });
      return explain(
        'fully_covered',
        `A call is already open on ${ticker}: ${countOf(open, 'contract')} cover the ${shareWords(coverableContracts * 100)} your allocation allows. See your open calls for what to do with them.`,
      );
    }
    case 'no_expiration':
      return explain(
        'no_expiration',
        `No ${CADENCE_LABELS[goal.cadence].toLowerCase()} expiration within 60 days is listed for ${ticker}.`,
      );
    case 'no_liquid_strike':
      return explain(
        'no_liquid_strike',
        `No liquid strike in your ${RISK_LEVEL_LABELS[goal.riskLevel]} goal's band for ${ticker}: the out-of-the-money calls have too little open interest, volume or bid, or too wide a spread.`,
      );
  }
};
