import type { Account } from '@thetix/shared/contracts/portfolio';
import { useOpportunities } from '../api/get-opportunities';
import { unreadCount } from '../model/opportunity-card';

/** The Opportunities tab's unread badge and the mobile summary's count, from the same cached lists. */
export function useOpportunityCounts(accountId: string, accounts: readonly Account[]) {
  const list = useOpportunities(accountId ? [accountId] : accounts.map((account) => account.id));
  return {
    unread: unreadCount(list.opportunities),
    active: list.opportunities.filter((opportunity) => opportunity.status === 'active').length,
  };
}
