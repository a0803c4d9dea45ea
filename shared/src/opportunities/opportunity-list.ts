import type { Opportunity, OpportunityStatus } from '../contracts/opportunities';
import {
  ACTED_UPON_LIST_LIMIT,
  ACTIVE_LIST_MINIMUM,
  ACTIVE_LIST_PER_POSITION,
  EXPIRED_LIST_LIMIT,
} from './opportunity-rules';

/** Ordering, limits and lifecycle of stored opportunities (spec part 2 §2, §4, §9). */

const TYPE_RANK: Readonly<Record<Opportunity['opportunity_type'], number>> = {
  option_close: 0,
  option_roll: 1,
  covered_call: 2,
  put_sell: 2,
  other: 2,
};

const heldExpiration = (opportunity: Opportunity): string =>
  opportunity.opportunity_type === 'option_roll' || opportunity.opportunity_type === 'option_close'
    ? opportunity.details.current_position.expiration
    : '';

/** Spec §4: ready to trade when active with tradeable contracts; rolls and closes always have their contracts. */
export const isReadyToTrade = (opportunity: Opportunity): boolean => {
  if (opportunity.status !== 'active') return false;
  switch (opportunity.opportunity_type) {
    case 'covered_call':
      return opportunity.details.tradeable_contracts > 0;
    case 'option_roll':
    case 'option_close':
    case 'put_sell':
      return opportunity.details.contracts > 0;
    default:
      return false;
  }
};

const isTradeable = (opportunity: Opportunity): boolean =>
  opportunity.opportunity_type === 'covered_call' ? opportunity.details.tradeable_contracts > 0 : true;

/**
 * A covered call whose strike is above the current price, a put whose strike is under it; other types are not
 * options to sell and count as such.
 */
const isOutOfTheMoney = (opportunity: Opportunity): boolean => {
  if (opportunity.opportunity_type === 'covered_call')
    return opportunity.details.strike > opportunity.details.current_price;
  if (opportunity.opportunity_type === 'put_sell')
    return opportunity.details.strike < opportunity.details.current_price;
  return true;
};

/** The money the opportunity brings in: total premium, a roll's net credit, a close's profit/loss. */
const premiumOf = (opportunity: Opportunity): number => {
  switch (opportunity.opportunity_type) {
    case 'covered_call':
    case 'put_sell':
      return opportunity.details.total_premium;
    case 'option_roll':
      return opportunity.details.net_credit;
    case 'option_close':
      return opportunity.details.profit_loss;
    default:
      return 0;
  }
};

const byFlag = (a: boolean, b: boolean): number => Number(b) - Number(a);

/**
 * Spec §2: "close first, then roll, then others; closes and rolls by earliest expiry; then tradeable first and
 * out-of-the-money calls first; then by premium descending". Premium is the whole trade's (total premium, net
 * credit, profit/loss), since per-share premiums of different stocks do not compare. Ties: ticker, then id, so the
 * order never depends on the input's.
 */
export const compareOpportunities = (a: Opportunity, b: Opportunity): number =>
  TYPE_RANK[a.opportunity_type] - TYPE_RANK[b.opportunity_type] ||
  heldExpiration(a).localeCompare(heldExpiration(b)) ||
  byFlag(isTradeable(a), isTradeable(b)) ||
  byFlag(isOutOfTheMoney(a), isOutOfTheMoney(b)) ||
  premiumOf(b) - premiumOf(a) ||
  a.primary_ticker.localeCompare(b.primary_ticker) ||
  a.id.localeCompare(b.id);

export const sortOpportunities = <T extends Opportunity>(opportunities: readonly T[]): T[] =>
  [...opportunities].sort(compareOpportunities);

/**
 * Spec §9: active max(10, 3 × positions), acted upon 20, expired 10. The spec gives dismissed ones no limit of
 * their own; they get the expired tab's.
 */
export const opportunityListLimit = (status: OpportunityStatus, positionCount: number): number => {
  switch (status) {
    case 'active':
      return Math.max(ACTIVE_LIST_MINIMUM, ACTIVE_LIST_PER_POSITION * positionCount);
    case 'acted_upon':
      return ACTED_UPON_LIST_LIMIT;
    case 'expired':
    case 'dismissed':
      return EXPIRED_LIST_LIMIT;
  }
};

/** One tab's list: the opportunities with that status, in list order, cut to the tab's limit. */
export const opportunityTab = <T extends Opportunity>(
  opportunities: readonly T[],
  status: OpportunityStatus,
  positionCount: number,
): T[] =>
  sortOpportunities(opportunities.filter((opportunity) => opportunity.status === status)).slice(
    0,
    opportunityListLimit(status, positionCount),
  );

/** An active opportunity whose `expires_at` has passed. */
export const isStale = (opportunity: Opportunity, now: Date): boolean =>
  opportunity.status === 'active' && Date.parse(opportunity.expires_at) <= now.getTime();

/** The same list with every stale active opportunity marked expired (new objects; the others are returned as is). */
export const expireStaleOpportunities = <T extends Opportunity>(
  opportunities: readonly T[],
  now: Date,
): T[] =>
  opportunities.map((opportunity) =>
    isStale(opportunity, now) ? { ...opportunity, status: 'expired' as const } : opportunity,
  );

export interface ReconcileInput {
  /** The account's stored opportunities (at least the active ones, and any with a generated id). */
  readonly existing: readonly Opportunity[];
  /** One run of `generateOpportunities` for the same account. */
  readonly generated: readonly Opportunity[];
}

export interface Reconciliation {
  /**
   * New opportunities, and active ones refreshed with the run's figures; the stored creation and view times and the
   * service's trading capabilities are kept.
   */
  readonly upserts: Opportunity[];
  /** Active opportunities the run no longer proposes (stale, superseded, or no longer needed), now expired. */
  readonly expirations: Opportunity[];
}

/**
 * What a generation run changes in the store. An opportunity the user acted on or dismissed, or that expired, is
 * never brought back by a run that generates its id again: the decision stands for the session.
 */
export const reconcileOpportunities = ({ existing, generated }: ReconcileInput): Reconciliation => {
  const existingById = new Map(existing.map((opportunity) => [opportunity.id, opportunity]));
  const generatedIds = new Set(generated.map((opportunity) => opportunity.id));
  const upserts: Opportunity[] = [];
  for (const fresh of generated) {
    const stored = existingById.get(fresh.id);
    if (!stored) upserts.push(fresh);
    else if (stored.status === 'active')
      upserts.push({
        ...fresh,
        created_at: stored.created_at,
        viewed_at: stored.viewed_at,
        ...(stored.can_execute === undefined ? {} : { can_execute: stored.can_execute }),
        ...(stored.trading_capabilities === undefined
          ? {}
          : { trading_capabilities: stored.trading_capabilities }),
      });
  }
  const expirations = existing
    .filter((opportunity) => opportunity.status === 'active' && !generatedIds.has(opportunity.id))
    .map((opportunity) => ({ ...opportunity, status: 'expired' as const }));
  return { upserts, expirations };
};
