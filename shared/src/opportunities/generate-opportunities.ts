import { expiryInstant } from '../calendar/expirations';
import type { GeneratedOpportunity, OpenPutStatus } from '../contracts/opportunities';
import type { MarketModel } from '../market/market-model';
import { type CoveredCallSkipReason, coveredCallOpportunity } from './covered-call';
import { type OpenCallSkipReason, reviewOpenCall } from './open-call-review';
import { reviewOpenPut } from './open-put-review';
import { sortOpportunities } from './opportunity-list';
import type { OpenShortCall, PositionInput, TickerGoal, WatchlistPutInput } from './opportunity-inputs';
import { opportunitySession } from './opportunity-session';
import { readTickerMarket } from './option-market';
import { collateralPerContract, type PutSellSkipReason, putSellOpportunity } from './put-sell';

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
  /**
   * Issue 31: watchlist tickers with the cash set aside for each, for cash-secured puts. Default none. The collateral
   * of puts already open on a ticker is taken from its cash first.
   */
  readonly watchlist?: readonly WatchlistPutInput[];
}

export type SkipReason =
  CoveredCallSkipReason | OpenCallSkipReason | PutSellSkipReason | 'let_assign' | 'no_goal' | 'not_covered';

/** Something the engine looked at and made no opportunity for, and why (for logs and support, not users). */
export interface SkippedItem {
  readonly ticker: string;
  /** `covered_call`, `put_sell`, or the OCC symbol of the held option reviewed. */
  readonly subject: string;
  readonly reason: SkipReason;
  /** Why, in words, where the engine has them (a watchlist ticker's put). */
  readonly message?: string;
}

export interface GeneratedOpportunities {
  /** In the list order (`compareOpportunities`). */
  readonly opportunities: GeneratedOpportunity[];
  readonly skipped: SkippedItem[];
  /** Every open short put reviewed, with the action the rules chose (`let_assign` has no opportunity of its own). */
  readonly openPuts: OpenPutStatus[];
}

/**
 * Every opportunity for one account at `now` (issue 4): a covered call per position with a goal and uncovered
 * shares, and a roll or a close per open short call that needs one; with a watchlist (issue 31), a cash-secured put
 * per watchlist ticker and a roll or a close per open short put that needs one. Pure: the same input gives the same output,
 * ids included (`opportunity-id.ts`), so the service can run it on a schedule and upsert.
 */
export const generateOpportunities = (input: GenerateOpportunitiesInput): GeneratedOpportunities => {
  const { accountId, goals, allocations = {}, market, now } = input;
  const session = opportunitySession(now);
  const opportunities: GeneratedOpportunity[] = [];
  const skipped: SkippedItem[] = [];
  const openPuts: OpenPutStatus[] = [];
  const positions = mergeLots(input.positions);
  const watchlist = new Map((input.watchlist ?? []).map((entry) => [entry.ticker, entry]));
  for (const position of positions) {
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
    const entry = watchlist.get(ticker);
    // A put is managed by the watchlist entry's goal when the ticker has one, else by the ticker's covered-call goal.
    const putGoal: TickerGoal | undefined = entry
      ? { riskLevel: entry.riskLevel, cadence: entry.cadence ?? 'weekly' }
      : goal;
    for (const put of position.openShortPuts ?? []) {
      const review = reviewOpenPut({
        accountId,
        market,
        now,
        session,
        tickerMarket,
        put,
        ...(putGoal ? { goal: putGoal } : {}),
      });
      if (review.status) openPuts.push(review.status);
      if (review.ok) opportunities.push(review.opportunity);
      else skipped.push({ ticker, subject: put.optionSymbol, reason: review.reason });
    }
  }
  const heldPuts = new Map(positions.map((position) => [position.ticker, position.openShortPuts ?? []]));
  for (const entry of watchlist.values()) {
    const { ticker } = entry;
    const tickerMarket = readTickerMarket(market, ticker, now);
    if (!tickerMarket) {
      skipped.push({ ticker, subject: 'put_sell', reason: 'not_covered' });
      continue;
    }
    const cash = entry.cash - collateralOf(heldPuts.get(ticker) ?? [], now);
    const result = putSellOpportunity({
      accountId,
      market,
      now,
      session,
      tickerMarket,
      entry: { ...entry, cash },
    });
    if (result.ok) opportunities.push(result.opportunity);
    else skipped.push({ ticker, subject: 'put_sell', reason: result.reason, message: result.message });
  }
  return { opportunities: sortOpportunities(opportunities), skipped, openPuts };
};

/** The cash open puts tie up: strike × 100 × contracts of each put not yet expired. */
const collateralOf = (puts: readonly OpenShortCall[], now: Date): number =>
  puts
    .filter((put) => expiryInstant(put.expiration) > now)
    .reduce((total, put) => total + collateralPerContract(put.strike) * put.contracts, 0);

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
      ...(seen.openShortPuts || position.openShortPuts
        ? { openShortPuts: [...(seen.openShortPuts ?? []), ...(position.openShortPuts ?? [])] }
        : {}),
    });
  }
  return [...byTicker.values()];
};
