import type { Account } from '@thetix/shared/contracts/portfolio';
import { useMemo } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useImpersonation } from '../../../lib/impersonation';
import { useAccounts } from '../../../lib/portfolio/get-accounts';
import { usePositions } from '../../../lib/portfolio/get-positions';
import { useHoldings } from '../api/get-holdings';
import { useOpportunities } from '../api/get-opportunities';
import { useUserGoals } from '../api/get-user-goals';
import { openCallsOf, unexplainedHoldings } from '../model/holdings';
import { HoldingExplanations } from './holding-explanations';
import { OpenCallsTable } from './open-calls-table';
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
  // Why a holding has no suggestion, and a position's open calls with the suggested action (issue 18 items 11, 12).
  const review = useHoldings(accountIds, props.ticker);
  const accounts = useAccounts();
  // Accounts loaded and none to read: nothing will ever arrive, so say so instead of loading for good.
  const noAccounts = accountIds.length === 0 && (accounts.isSuccess || accounts.isError);
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
  if (noAccounts) return <NoAccounts />;
  const ticker = props.ticker;
  const explanation = ticker
    ? unexplainedHoldings(review.holdings).find((item) => item.ticker === ticker)
    : undefined;
  return (
    <Stack gap="4">
      {ticker ? (
        <OpenCallsTable
          calls={openCallsOf(review.holdings, ticker)}
          spot={review.holdings.find((holding) => holding.ticker === ticker)?.current_price ?? null}
        />
      ) : null}
      {explanation ? (
        <Box as="section" aria-label="Why no suggestion" p="4" bg="white" rounded="xl" borderWidth="1px">
          <Text fontSize="sm" color="gray.700">
            <Text as="span" fontWeight="semibold" color="gray.900">
              Why no suggestion for {ticker}:
            </Text>{' '}
            {explanation.message}
          </Text>
        </Box>
      ) : null}
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
      {ticker ? null : <HoldingExplanations holdings={review.holdings} />}
    </Stack>
  );
}

/** A user with no (visible) account: where opportunities come from, and the way to add one. */
function NoAccounts() {
  return (
    <Stack align="center" textAlign="center" py="10" px="4" gap="3" bg="white" rounded="xl" borderWidth="1px">
      <Heading as="h3" size="md">
        No accounts yet
      </Heading>
      <Text fontSize="sm" color="gray.600" maxW="md">
        Opportunities come from the stocks you hold. Connect a brokerage account or add your positions by hand
        to see them here.
      </Text>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={paths.profile.accounts.getHref()}>Manage Accounts</RouterLink>
      </Button>
    </Stack>
  );
}
