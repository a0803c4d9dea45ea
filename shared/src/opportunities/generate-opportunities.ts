import type { GeneratedOpportunity } from '../contracts/opportunities';
import type { MarketModel } from '../market/market-model';
import { type CoveredCallSkipReason, coveredCallOpportunity } from './covered-call';
import { type OpenCallSkipReason, reviewOpenCall } from './open-call-review';
import { sortOpportunities } from './opportunity-list';
import type { PositionInput, TickerGoal } from './opportunity-inputs';
import { opportunitySession } from './opportunity-session';
import { readTickerMarket } from './option-market';

export interface GenerateOpportunitiesInput {
  readonly accountId: string;
  /** The account's positions; two lots of one ticker are merged. */
  readonly positions: readonly PositionInput[];
  /** The goal per ticker; a ticker without one gets no covered call (its open calls are still reviewed). */
  readonly goals: Readonly<Record<string, TickerGoal | undefined>>;
  /** Fraction of each position calls may be written on, 0-1; default 1 (spec part 2 §3). */
  readonly allocations?: Readonly<Record<string, number | undefined>>;
  readonly market: MarketModel;
  readonly now: Date;
}

export type SkipReason = CoveredCallSkipReason | OpenCallSkipReason | 'no_goal' | 'not_covered';

/** Something the engine looked at and made no opportunity for, and why (for logs and support, not users). */
export interface SkippedItem {
  readonly ticker: string;
  /** `covered_call`, or the OCC symbol of the held call reviewed. */
  readonly subject: string;
  readonly reason: SkipReason;
}

export interface GeneratedOpportunities {
  /** In the list order (`compareOpportunities`). */
  readonly opportunities: GeneratedOpportunity[];
  readonly skipped: SkippedItem[];
}

/**
 * Every opportunity for one account at `now` (issue 4): a covered call per position with a goal and uncovered
 * shares, and a roll or a close per open short call that needs one. Pure: the same input gives the same output,
 * ids included (`opportunity-id.ts`), so the service can run it on a schedule and upsert.
 */
export const generateOpportunities = (input: GenerateOpportunitiesInput): GeneratedOpportunities => {
  const { accountId, goals, allocations = {}, market, now } = input;
  const session = opportunitySession(now);
  const opportunities: GeneratedOpportunity[] = [];
  const skipped: SkippedItem[] = [];
  for (const position of mergeLots(input.positions)) {
    const { ticker } = position;
    const tickerMarket = readTickerMarket(market, ticker, now);
    if (!tickerMarket) {
      skipped.push({ ticker, subject: 'covered_call', reason: 'not_covered' });
      continue;
    }
    const goal = goals[ticker];
    if (goal) {
      const result = coveredCallOpportunity({
        accountId,
        market,
        now,
        session,
        tickerMarket,
        position,
        goal,
        allocation: allocations[ticker] ?? 1,
      });
      if (result.ok) opportunities.push(result.opportunity);
      else skipped.push({ ticker, subject: 'covered_call', reason: result.reason });
    } else {
      skipped.push({ ticker, subject: 'covered_call', reason: 'no_goal' });
    }
    for (const call of position.openShortCalls) {
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
      if (review.ok) opportunities.push(review.opportunity);
      else skipped.push({ ticker, subject: call.optionSymbol, reason: review.reason });
    }
  }
  return { opportunities: sortOpportunities(opportunities), skipped };
};

/** One position per ticker: shares add up, the cost basis is share-weighted, open calls are listed together. */
export const mergeLots = (positions: readonly PositionInput[]): PositionInput[] => {
  const byTicker = new Map<string, PositionInput>();
  for (const position of positions) {
    const seen = byTicker.get(position.ticker);
    if (!seen) {
      byTicker.set(position.ticker, position);
      continue;
    }
    const shares = seen.shares + position.shares;
    byTicker.set(position.ticker, {
      ticker: position.ticker,
      shares,
      costBasisPerShare:
        shares > 0
          ? (seen.shares * seen.costBasisPerShare + position.shares * position.costBasisPerShare) / shares
          : 0,
      openShortCalls: [...seen.openShortCalls, ...position.openShortCalls],
    });
  }
  return [...byTicker.values()];
};
