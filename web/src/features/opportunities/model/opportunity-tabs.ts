import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { opportunityListLimit, opportunityTab } from '@thetix/shared/opportunities/opportunity-list';
import { groupByDay, type DayGroup } from './day-groups';

/**
 * The list's three tabs (spec part 2 §2). Active is in the spec's sort order; Acted Upon and Expired are history,
 * newest first and grouped by day. Dismissed cards go under Expired with their own badge and share its limit of 10
 * (docs/decisions.md 50).
 */
export type OpportunityTabId = 'active' | 'acted_upon' | 'expired';

export interface OpportunityTabView {
  id: OpportunityTabId;
  label: string;
  /** Everything with the tab's statuses, before the limit. */
  total: number;
  items: Opportunity[];
  groups: DayGroup<Opportunity>[];
  limit: number;
  /** Spec part 2 §2: the recent-count label shows when the limit is reached. */
  limited: boolean;
  empty: string;
}

/** When the opportunity left the active list: acted on or dismissed at `acted_at`, expired at `expires_at`. */
export const closedAt = (opportunity: Opportunity): string => opportunity.acted_at ?? opportunity.expires_at;

const newestFirst = (a: Opportunity, b: Opportunity) => closedAt(b).localeCompare(closedAt(a));

export function opportunityTabs(
  opportunities: readonly Opportunity[],
  positionCount: number,
  now: Date,
): OpportunityTabView[] {
  const active = opportunities.filter((opportunity) => opportunity.status === 'active');
  const activeLimit = opportunityListLimit('active', positionCount);
  const acted = opportunities.filter((opportunity) => opportunity.status === 'acted_upon').sort(newestFirst);
  const actedLimit = opportunityListLimit('acted_upon', positionCount);
  const expired = opportunities
    .filter((opportunity) => opportunity.status === 'expired' || opportunity.status === 'dismissed')
    .sort(newestFirst);
  const expiredLimit = opportunityListLimit('expired', positionCount);
  const history = (items: Opportunity[], limit: number) => {
    const shown = items.slice(0, limit);
    return { items: shown, groups: groupByDay(shown, closedAt, now) };
  };
  return [
    {
      id: 'active',
      label: 'Active',
      total: active.length,
      items: opportunityTab(active, 'active', positionCount),
      groups: [],
      limit: activeLimit,
      limited: active.length > activeLimit,
      empty: 'No current opportunities',
    },
    {
      id: 'acted_upon',
      label: 'Acted Upon',
      total: acted.length,
      ...history(acted, actedLimit),
      limit: actedLimit,
      limited: acted.length >= actedLimit,
      empty: 'No acted upon opportunities',
    },
    {
      id: 'expired',
      label: 'Expired',
      total: expired.length,
      ...history(expired, expiredLimit),
      limit: expiredLimit,
      limited: expired.length >= expiredLimit,
      empty: 'No expired opportunities',
    },
  ];
}

/** The tab's count: what it shows, capped at its limit. */
export const tabCount = (tab: OpportunityTabView): number => tab.items.length;

export const recentCountLabel = (tab: OpportunityTabView): string =>
  tab.id === 'active'
    ? `Showing the top ${tab.items.length} opportunities`
    : `Showing the ${tab.items.length} most recent`;
