import type { Account } from '@thetix/shared/contracts/portfolio';
import { useMemo } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { usePositions } from '../../../lib/portfolio/get-positions';
import { useOpportunities } from '../api/get-opportunities';
import { useUserGoals } from '../api/get-user-goals';
import { OpportunityList } from './opportunity-list';

/**
 * The list wired to the API for the selected account ('' = every visible account, one request each: the list
 * route takes one account). A ticker narrows it to one position.
 */
export function OpportunitiesSection(props: {
  accountId: string;
  accounts: readonly Account[];
  positionCount: number;
  goalHref: string;
  ticker?: string;
  columns?: number;
}) {
  const accountIds = props.accountId ? [props.accountId] : props.accounts.map((account) => account.id);
  const list = useOpportunities(accountIds, props.ticker);
  // The positions' quotes (the same query the sidebar polls), so an active card's 'Current' matches them.
  const positions = usePositions(props.accountId);
  const livePrices = useMemo(
    () => new Map((positions.data ?? []).map((position) => [position.ticker, position.currentPrice])),
    [positions.data],
  );
  const goals = useUserGoals(props.accountId);
  // An admin viewing this user sees the list read-only: cards do not open, so no act, dismiss or fine-tune.
  const readOnly = useImpersonation() !== null;
  const selected = goals.data?.filter((goal) => !props.ticker || goal.ticker === props.ticker) ?? [];
  const goalPrompt =
    goals.isSuccess && selected.length === 0
      ? { kind: props.ticker ? ('select' as const) : ('define' as const), href: props.goalHref }
      : undefined;
  return (
    <OpportunityList
      opportunities={list.opportunities}
      isPending={list.isPending || accountIds.length === 0}
      isError={list.isError}
      onRetry={() => void list.refetch()}
      positionCount={props.positionCount}
      goalPrompt={goalPrompt}
      columns={props.columns}
      readOnly={readOnly}
      livePrices={livePrices}
    />
  );
}
