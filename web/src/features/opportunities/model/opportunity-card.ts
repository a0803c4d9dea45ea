import type {
  CoveredCallOpportunity,
  Opportunity,
  PutSellOpportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import { isReadyToTrade } from '@thetix/shared/opportunities/opportunity-list';

/**
 * What a card shows for an opportunity's state (spec part 2 §2, §4): badges, the main button's label, and whether
 * it is dimmed. Pure, so the rules are tested without rendering.
 */

export type CardBadge =
  | { kind: 'new'; label: 'new' }
  | { kind: 'ready'; label: string }
  | { kind: 'shares-needed'; label: string }
  | { kind: 'urgent'; label: string }
  | { kind: 'status'; label: 'Expired' | 'Acted Upon' | 'Dismissed' };

const STATUS_LABELS = { expired: 'Expired', acted_upon: 'Acted Upon', dismissed: 'Dismissed' } as const;

export const sharesNeededLabel = (shares: number): string => `${shares} more shares needed`;

/**
 * The card's Contracts field. With none tradeable (under 100 uncovered shares) it says so and how many shares are
 * missing, instead of "1 of 0 tradeable" for the one contract the card illustrates (issue 18 item 8).
 */
export function contractsField(details: {
  contracts: number;
  tradeable_contracts: number;
  shares_needed: number;
  current_shares: number;
}): { value: string; note: string } {
  if (details.tradeable_contracts > 0)
    return { value: `${details.contracts} of ${details.tradeable_contracts}`, note: 'tradeable' };
  const held = Math.floor(details.current_shares);
  return {
    value: 'None tradeable',
    note: `${held} ${held === 1 ? 'share' : 'shares'} held, ${sharesNeededLabel(details.shares_needed)} for 1 contract`,
  };
}

/** Spec part 2 §5: 100 minus (current shares mod 100) when no contract is tradeable. */
export const sharesNeeded = (currentShares: number): number => 100 - (Math.floor(currentShares) % 100);

export function cardBadges(opportunity: Opportunity): CardBadge[] {
  const badges: CardBadge[] = [];
  if (opportunity.viewed_at === null && opportunity.status === 'active')
    badges.push({ kind: 'new', label: 'new' });
  if (opportunity.status !== 'active') {
    badges.push({ kind: 'status', label: STATUS_LABELS[opportunity.status] });
    return badges;
  }
  switch (opportunity.opportunity_type) {
    case 'covered_call':
      if (isReadyToTrade(opportunity)) badges.push({ kind: 'ready', label: 'Ready to Trade' });
      else
        badges.push({
          kind: 'shares-needed',
          label: sharesNeededLabel(
            opportunity.details.shares_needed || sharesNeeded(opportunity.details.current_shares),
          ),
        });
      break;
    case 'option_roll':
      badges.push(
        opportunity.details.urgent
          ? { kind: 'urgent', label: 'Urgent - Roll Position' }
          : { kind: 'ready', label: 'Ready to Roll' },
      );
      break;
    case 'option_close':
      if (opportunity.details.urgent) badges.push({ kind: 'urgent', label: 'Urgent - Close Position' });
      else badges.push({ kind: 'ready', label: 'Ready to Close' });
      break;
    case 'put_sell':
      badges.push({ kind: 'ready', label: 'Ready to Trade' });
      break;
    default:
      break;
  }
  return badges;
}

/** Spec part 2 §2: 'Preview & Trade' when ready, 'Learn Trade Details' when short of shares, else 'View Report'. */
export function cardButtonLabel(opportunity: Opportunity): string {
  if (opportunity.status !== 'active') return 'View Report';
  const ready = isReadyToTrade(opportunity);
  switch (opportunity.opportunity_type) {
    case 'option_roll':
      return ready ? 'Preview & Roll' : 'Learn Roll Details';
    case 'option_close':
      return ready ? 'Preview & Close' : 'View Report';
    default:
      return ready ? 'Preview & Trade' : 'Learn Trade Details';
  }
}

/** The latest price of each ticker the page knows (the positions' quotes, refreshed by price polling). */
export type LivePrices = ReadonlyMap<string, number>;

/**
 * The price a card shows as 'Current': the live quote while the opportunity is active, so the card agrees with the
 * sidebar and the positions; the price when it was generated for history cards (what the decision was made on) or
 * when no quote is known. Premiums and yields stay the generated ones; the drawer says when ('Generated').
 */
export function currentPriceOf(
  opportunity: CoveredCallOpportunity | RollOpportunity | PutSellOpportunity,
  live?: LivePrices,
): number {
  const quote = opportunity.status === 'active' ? live?.get(opportunity.primary_ticker) : undefined;
  return quote ?? opportunity.details.current_price;
}

/**
 * Spec part 2 §2: dimmed when not ready, or when a covered call's strike is at or below the current price (a
 * cash-secured put's at or above it: either is in the money).
 */
export function isDimmed(opportunity: Opportunity, live?: LivePrices): boolean {
  if (!isReadyToTrade(opportunity)) return true;
  if (opportunity.opportunity_type === 'covered_call')
    return opportunity.details.strike <= currentPriceOf(opportunity, live);
  if (opportunity.opportunity_type === 'put_sell')
    return opportunity.details.strike >= currentPriceOf(opportunity, live);
  return false;
}

/** The unread count for the Opportunities tab badge: active ones not viewed yet. */
export const unreadCount = (opportunities: readonly Opportunity[]): number =>
  opportunities.filter((opportunity) => opportunity.status === 'active' && opportunity.viewed_at === null)
    .length;
